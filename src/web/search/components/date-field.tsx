import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarDaysIcon from 'lucide-react/icons/calendar-days'
import * as xIcon from 'lucide-react/icons/x'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { cn } from '~/web/lib/cn'
import { formatDisplayDate, isoToLocalDate, localDateToIso, startOfTodayLocal } from '~/web/lib/dates'
import { inputClass } from '~/web/components/ui/input'
import { Skeleton } from '~/web/components/ui/skeleton'

const CalendarDays = lucideIcon(calendarDaysIcon)
const X = lucideIcon(xIcon)

// The calendar (react-day-picker + date-fns) loads when the picker first opens: the landing
// page does not ship it.
const Calendar = lazy(() => import('~/web/components/ui/calendar').then((m) => ({ default: m.Calendar })))

type Props = { id: string; labelId: string; value: string; onChange: (value: string) => void }

/**
 * A single day in a popover; days before today cannot be picked. Value 'yyyy-mm-dd' or ''.
 * A light popover of our own (no positioning library): it opens below the field, Escape or a
 * click outside closes it and focus returns to the button.
 */
export function DateField({ id, labelId, value, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const valueId = useId()
  const dialogId = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const selected = value ? isoToLocalDate(value) : undefined

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapperRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault()
          e.stopPropagation()
          close(true)
        }
      }}
      onBlur={(e) => {
        if (open && !wrapperRef.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        id={id}
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={cn(inputClass, 'items-center gap-2.5 pr-9 text-left')}
      >
        <CalendarDays className="size-4 shrink-0 text-terracotta-600" aria-hidden />
        <span id={valueId} className={cn('truncate', !value && 'text-ink-500')}>
          {value ? formatDisplayDate(value) : 'Pick a date'}
        </span>
      </button>
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1 text-ink-500 hover:bg-ivory-200 hover:text-ink-900"
          aria-label="Clear date"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
      {open && (
        <div
          id={dialogId}
          role="dialog"
          aria-label="Choose a date"
          className="absolute top-full left-0 z-50 mt-1.5 rounded-2xl border border-ivory-300 bg-white p-3 shadow-lift animate-fade-in"
        >
          <Suspense fallback={<Skeleton className="h-80 w-72" />}>
            <Calendar
              mode="single"
              autoFocus
              selected={selected}
              defaultMonth={selected}
              disabled={{ before: startOfTodayLocal() }}
              startMonth={startOfTodayLocal()}
              onSelect={(d) => {
                onChange(d ? localDateToIso(d) : '')
                close(true)
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  )
}

import { CalendarDays } from 'lucide-react'
import { lazy, Suspense, useState, type Ref } from 'react'
import { Popover, PopoverContent, PopoverTrigger } from '~/web/components/ui/popover'
import { inputClass } from '~/web/components/ui/input'
import { Skeleton } from '~/web/components/ui/skeleton'
import { cn } from '~/web/lib/cn'
import { formatDisplayDate, isoToLocalDate, localDateToIso, startOfTodayLocal } from '~/web/lib/dates'
import type { FieldControlProps } from './form-field'

const Calendar = lazy(() => import('~/web/components/ui/calendar').then((m) => ({ default: m.Calendar })))

type Props = FieldControlProps & {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  buttonRef?: Ref<HTMLButtonElement>
  disabledDates?: Date[]
}

/** A day in a popover calendar (days before today disabled); value 'yyyy-mm-dd' or ''. */
export function DatePickerField({ value, onChange, onBlur, buttonRef, disabledDates = [], ...field }: Props) {
  // aria-required is not allowed on a button; the label says the field is required.
  const { 'aria-required': _required, ...control } = field
  const [open, setOpen] = useState(false)
  const selected = value ? isoToLocalDate(value) : undefined
  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        setOpen(o)
        if (!o) onBlur?.()
      }}
    >
      <PopoverTrigger asChild>
        <button ref={buttonRef} type="button" {...control} className={cn(inputClass, 'items-center gap-2.5 text-left')}>
          <CalendarDays className="size-4 shrink-0 text-terracotta-600" aria-hidden />
          <span className={cn('truncate', !value && 'text-ink-500')}>{value ? formatDisplayDate(value) : 'Pick a date'}</span>
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Choose a date">
        <Suspense fallback={<Skeleton className="h-80 w-72" />}>
          <Calendar
            mode="single"
            autoFocus
            selected={selected}
            defaultMonth={selected}
            disabled={[{ before: startOfTodayLocal() }, ...disabledDates]}
            startMonth={startOfTodayLocal()}
            onSelect={(d) => {
              onChange(d ? localDateToIso(d) : '')
              setOpen(false)
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  )
}

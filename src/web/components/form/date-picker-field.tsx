import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarDaysIcon from 'lucide-react/icons/calendar-days'
import { lazy, Suspense, useState, type ReactNode, type Ref } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { dateBounds } from '~/domain/date-bounds'
import { inputClass } from '~/web/components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '~/web/components/ui/popover'
import { Skeleton } from '~/web/components/ui/skeleton'
import { cn } from '~/web/lib/cn'
import { formatDisplayDate, isoToLocalDate, localDateToIso, startOfTodayLocal } from '~/web/lib/dates'
import { FormField, type FieldControlProps } from './form-field'

const CalendarDays = lucideIcon(calendarDaysIcon)

const Calendar = lazy(() => import('~/web/components/ui/calendar').then((m) => ({ default: m.Calendar })))

type PickerProps = FieldControlProps & {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  buttonRef?: Ref<HTMLButtonElement>
  disabledDates?: Date[]
}

/** A day in a popover calendar (today … two years ahead, as every request schema allows); value 'yyyy-mm-dd' or ''. */
export function DatePicker({ value, onChange, onBlur, buttonRef, disabledDates = [], ...field }: PickerProps) {
  const { latest } = dateBounds()
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
          <span className={cn('truncate', !value && 'text-ink-500')}>
            {value ? formatDisplayDate(value) : 'Pick a date'}
          </span>
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Choose a date">
        <Suspense fallback={<Skeleton className="h-80 w-72" />}>
          <Calendar
            mode="single"
            autoFocus
            selected={selected}
            defaultMonth={selected}
            disabled={[{ before: startOfTodayLocal() }, { after: isoToLocalDate(latest) }, ...disabledDates]}
            startMonth={startOfTodayLocal()}
            endMonth={isoToLocalDate(latest)}
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

type FieldProps<T extends FieldValues, TOutput> = {
  control: Control<T, unknown, TOutput>
  name: Path<T>
  label: ReactNode
  required?: boolean
  className?: string
  /** Days that cannot be picked (a venue's closed days). */
  disabledDates?: Date[]
}

/** A labelled date picker bound to a react-hook-form field; its error is the field's own. */
export function DatePickerField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  required,
  className,
  disabledDates,
}: FieldProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} required={required} className={className}>
          {(p) => (
            <DatePicker
              {...p}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              buttonRef={field.ref}
              disabledDates={disabledDates}
            />
          )}
        </FormField>
      )}
    />
  )
}

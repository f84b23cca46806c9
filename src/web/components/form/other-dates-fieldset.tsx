// A request's other dates (a brief's, a booking request's): up to ALTERNATIVE_DATES_MAX date
// pickers added one at a time, each removable, with the list's own error under them.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarPlusIcon from 'lucide-react/icons/calendar-plus'
import * as xIcon from 'lucide-react/icons/x'
import { useId, type ReactNode } from 'react'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { ALTERNATIVE_DATES_MAX } from '~/domain/alternative-dates'
import { Button } from '~/web/components/ui/button'
import { DatePickerField } from './date-picker-field'
import { FieldError } from './field-error'

const CalendarPlus = lucideIcon(calendarPlusIcon)
const X = lucideIcon(xIcon)

type Props<T extends FieldValues, TOutput> = {
  control: Control<T, unknown, TOutput>
  /** The list field; each date is `${name}.${i}`. */
  name: Path<T>
  legend: ReactNode
  dates: readonly string[]
  onDatesChange: (dates: string[]) => void
  error?: string
  disabledDates?: Date[]
}

export function OtherDatesFieldset<T extends FieldValues, TOutput = T>({
  control,
  name,
  legend,
  dates,
  onDatesChange,
  error,
  disabledDates,
}: Props<T, TOutput>) {
  const ids = useId()
  return (
    <fieldset className="grid gap-3" aria-describedby={`${ids}-error`}>
      <legend className="mb-1 text-sm font-medium text-ink-800">{legend}</legend>
      {dates.map((_, i) => (
        <div key={i} className="flex items-end gap-2">
          <DatePickerField
            control={control}
            name={`${name}.${i}` as Path<T>}
            label={`Other date ${i + 1}`}
            disabledDates={disabledDates}
            className="flex-1"
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove other date ${i + 1}`}
            onClick={() => onDatesChange(dates.filter((_d, j) => j !== i))}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      {dates.length < ALTERNATIVE_DATES_MAX && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onDatesChange([...dates, ''])}
        >
          <CalendarPlus aria-hidden /> Add another date
        </Button>
      )}
      <FieldError id={`${ids}-error`} message={error} />
    </fieldset>
  )
}

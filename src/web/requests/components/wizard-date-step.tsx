// Step 2: the day on the venue's own calendar (days it refuses are disabled, with the reason) and the time.
import { useId } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { ALTERNATIVE_DATES_LABEL, ALTERNATIVE_DATES_MAX } from '~/domain/alternative-dates'
import { OtherDatesFieldset } from '~/web/components/form/other-dates-fieldset'
import type { VenueDetail } from '~/domain/venues/venue'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { FieldError } from '~/web/components/form/field-error'
import { FormField } from '~/web/components/form/form-field'
import { cn } from '~/web/lib/cn'
import { formatDisplayDate, isoToLocalDate } from '~/web/lib/dates'
import { VenueDateCalendar } from '~/web/components/venue-date-calendar'
import type { WizardForm } from './wizard-steps'

export function WizardDateStep({ form, venue, time }: { form: WizardForm; venue: VenueDetail; time: string }) {
  const ids = useId()
  const { register, control, trigger } = form
  const e = form.formState.errors
  // A time carried in from the search that is not on the list is kept, first.
  // The venue's slots, as its page offers them.
  const times = time && !venue.timeSlots.includes(time) ? [time, ...venue.timeSlots] : venue.timeSlots
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)]">
      {/* Not the kit's date picker: the venue's calendar is shown open, with its notes on refused days. */}
      <Controller
        control={control}
        name="date"
        render={({ field }) => (
          <div className="grid content-start gap-1.5">
            <span id={`${ids}-date-label`} className="text-sm font-medium text-ink-800">
              Date
            </span>
            <div
              ref={field.ref}
              tabIndex={-1}
              role="group"
              aria-labelledby={`${ids}-date-label ${ids}-date-value`}
              aria-describedby={`${ids}-date-error ${ids}-date-notes`}
              aria-invalid={Boolean(e.date)}
              className={cn(
                'grid max-w-80 justify-items-center rounded-2xl border bg-white outline-none',
                e.date ? 'border-destructive' : 'border-ivory-300',
              )}
            >
              <VenueDateCalendar
                venue={venue}
                notesId={`${ids}-date-notes`}
                value={String(field.value ?? '')}
                onChange={(v) => {
                  field.onChange(v)
                  if (e.date) void trigger('date')
                }}
              />
            </div>
            <p id={`${ids}-date-value`} className="text-sm text-ink-600">
              {field.value ? formatDisplayDate(String(field.value)) : 'No date selected'}
            </p>
            <FieldError id={`${ids}-date-error`} message={e.date?.message} />
          </div>
        )}
      />
      <div className="grid content-start gap-5">
        <FormField label="Time" error={e.time?.message}>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('time')}>
              <option value="">Select a time</option>
              {times.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <OtherDates form={form} venue={venue} />
      </div>
    </div>
  )
}

/** Up to two other dates the venue may quote for instead, each checked as the first one is. */
function OtherDates({ form, venue }: { form: WizardForm; venue: VenueDetail }) {
  const { control, setValue } = form
  const others = (useWatch({ control, name: 'alternativeDates' }) ?? []) as string[]
  return (
    <OtherDatesFieldset
      control={control}
      name="alternativeDates"
      legend={`${ALTERNATIVE_DATES_LABEL} that would work (optional, up to ${ALTERNATIVE_DATES_MAX})`}
      dates={others}
      onDatesChange={(dates) => setValue('alternativeDates', dates)}
      error={form.formState.errors.alternativeDates?.message}
      disabledDates={venue.blackoutDates.map(isoToLocalDate)}
    />
  )
}

// Step 1: the kind of event and how many guests (within the venue's own range).
import { useId } from 'react'
import { Link } from 'react-router'
import { clampGuests, LARGE_GROUP_PROMPT, MIN_GUESTS, venueCapacityHint } from '~/domain/guests'
import { WIZARD_EVENT_TYPES } from '~/domain/options'
import { GuestCountField } from '~/web/components/form/guest-count-field'
import type { GuestRange } from '~/web/lib/guest-count'
import { paths } from '~/web/lib/paths'
import { ChoiceFieldset, radioCard, radioInput } from '~/web/components/form/choice-fieldset'
import type { WizardForm } from './wizard-steps'

export function WizardEventStep({ form, range }: { form: WizardForm; range: GuestRange }) {
  const ids = useId()
  const { register, setValue } = form
  const e = form.formState.errors
  return (
    <>
      <ChoiceFieldset legend="Event type" errorId={`${ids}-eventType-error`} error={e.eventType?.message} markInvalid>
        <div className="grid gap-2 sm:grid-cols-3">
          {WIZARD_EVENT_TYPES.map((t) => (
            <label key={t.value} className={radioCard}>
              <input type="radio" value={t.value} className={radioInput} {...register('eventType')} />
              <span className="font-medium text-ink-900">{t.label}</span>
            </label>
          ))}
        </div>
      </ChoiceFieldset>
      <GuestCountField
        register={register}
        name="guestCount"
        // Leaving the box settles the count into the venue's range (an empty box: the default).
        options={{ onBlur: (ev) => setValue('guestCount', clampGuests(ev.target.value, range)) }}
        min={range.min}
        max={range.max}
        inputClassName="max-w-40"
        label="Number of guests"
        error={e.guestCount?.message}
        hint={
          <>
            {venueCapacityHint(range.max)}
            {range.min > MIN_GUESTS ? ` (at least ${range.min})` : ''}.{' '}
            <Link to={paths.plan()} className="font-medium text-terracotta-700 underline underline-offset-2">
              {LARGE_GROUP_PROMPT}
            </Link>
          </>
        }
      />
    </>
  )
}

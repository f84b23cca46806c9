// Step 3: the package, add-ons (the venue's suggestions and the fixed ones), dietary needs and
// requests, and the estimate as it changes.
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import {
  ESTIMATE_NOTE,
  formatCents,
  hoursText,
  packagePerPersonCents,
  PRICE_UPON_REQUEST,
  type Estimate,
} from '~/domain/pricing/estimate'
import { EXTENDED_HOURS, FIXED_ADD_ONS, PACKAGES } from '~/domain/options'
import { aiAddOnId } from '~/domain/requests/add-on-ids'
import type { VenueDetail } from '~/domain/venues/venue'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { FieldError } from '~/web/components/form/field-error'
import { cn } from '~/web/lib/cn'
import { FormField } from '~/web/components/form/form-field'
import { Badge } from '~/web/components/ui/badge'
import { checkInput, checkRow, ChoiceFieldset, radioCard, radioInput } from '~/web/components/form/choice-fieldset'
import type { WizardForm } from './wizard-steps'
import { WizardPackageChoice } from './wizard-package-choice'
import { WizardDietaryCounts } from './wizard-dietary-counts'
import type { PlannerPackage } from '~/domain/venues/planner-packages'

const HOUR_CHOICES = Array.from(
  { length: EXTENDED_HOURS.max - EXTENDED_HOURS.min + 1 },
  (_, i) => EXTENDED_HOURS.min + i,
)

type Props = {
  form: WizardForm
  venue: VenueDetail
  estimate: Estimate
  /** The venue's packages offered for the event so far, with the chosen one. */
  packages: { offered: readonly PlannerPackage[]; chosen: PlannerPackage | null; guests: number }
}

export function WizardBudgetStep({ form, venue, estimate, packages }: Props) {
  const ids = useId()
  const { chosen, offered } = packages
  const { register } = form
  const e = form.formState.errors
  // The hours are asked only once Extended Hours is ticked.
  const chosenAddOns = (useWatch({ control: form.control, name: 'addOns' }) ?? []) as string[]
  return (
    <>
      {offered.length > 0 ? (
        <WizardPackageChoice
          packages={offered}
          chosen={chosen}
          guests={packages.guests}
          onChoose={(id) => form.setValue('packageId', id)}
        />
      ) : (
        <GenericPackages form={form} venue={venue} />
      )}
      <ChoiceFieldset legend="Add-ons (optional)" errorId={`${ids}-addOns-error`} error={e.addOns?.message}>
        {chosen && (
          <p className="text-sm text-ink-600">
            The package’s all-in total does not include add-ons: the venue prices them in its answer.
          </p>
        )}
        <ul className="grid gap-2">
          {venue.suggestedAddOns.map((label, i) => (
            <li key={aiAddOnId(i)}>
              <label className={checkRow}>
                <input type="checkbox" value={aiAddOnId(i)} className={checkInput} {...register('addOns')} />
                <span className="flex flex-1 flex-wrap items-center gap-2">
                  <span className="text-ink-900">{label}</span>
                  <Badge variant="default">Suggested by the venue</Badge>
                </span>
                <span className="text-sm text-ink-600">{PRICE_UPON_REQUEST}</span>
              </label>
            </li>
          ))}
          {FIXED_ADD_ONS.map((a) => (
            <li key={a.id} className="grid gap-2">
              <label className={checkRow}>
                <input type="checkbox" value={a.id} className={checkInput} {...register('addOns')} />
                <span className="flex-1 text-ink-900">{a.label}</span>
                <span className="text-sm text-ink-600">
                  {chosen
                    ? PRICE_UPON_REQUEST
                    : `$${a.price}${a.per === 'person' ? ' / person' : a.per === 'hour' ? ' / hour' : ''}`}
                </span>
              </label>
              {a.per === 'hour' && chosenAddOns.includes(a.id) && (
                <div className="flex flex-wrap items-center gap-2 ps-9 text-sm">
                  <label htmlFor={`${ids}-hours`} className="text-ink-700">
                    How many extra hours
                  </label>
                  <select
                    id={`${ids}-hours`}
                    className={cn(nativeSelectClass, 'w-24')}
                    aria-describedby={`${ids}-hours-error`}
                    {...register('extendedHours')}
                  >
                    {HOUR_CHOICES.map((n) => (
                      <option key={n} value={n}>
                        {hoursText(n)}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`${ids}-hours-error`} message={e.extendedHours?.message} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </ChoiceFieldset>
      <WizardDietaryCounts form={form} />
      <FormField
        label="Other dietary notes (optional)"
        hint="Allergies, or a diet not listed above: the venue reads it as you write it."
        error={e.dietaryRestrictions?.message}
      >
        {(p) => <textarea {...p} rows={2} className={textareaClass} {...register('dietaryRestrictions')} />}
      </FormField>
      <FormField label="Special requests (optional)" error={e.specialRequests?.message}>
        {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('specialRequests')} />}
      </FormField>
      {!chosen && (
        <section
          aria-labelledby={`${ids}-estimate`}
          className="rounded-2xl border border-terracotta-200 bg-terracotta-50 p-4"
        >
          <h4 id={`${ids}-estimate`} className="font-semibold text-ink-900">
            Price estimate
          </h4>
          <dl className="mt-2 grid gap-1 text-sm">
            {estimate.lines.map((l) => (
              <div key={l.id} className="flex justify-between gap-4">
                <dt className="text-ink-700">{l.label}</dt>
                <dd className="text-ink-900">{l.cents === null ? PRICE_UPON_REQUEST : formatCents(l.cents)}</dd>
              </div>
            ))}
            <div className="mt-1 flex justify-between gap-4 border-t border-terracotta-200 pt-2 font-semibold">
              <dt>Estimated total</dt>
              <dd data-testid="estimate-total" aria-live="polite">
                {formatCents(estimate.totalCents)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-ink-600">{ESTIMATE_NOTE}</p>
        </section>
      )}
    </>
  )
}

/** Today's three packages priced from the venue's per-person price: venues without packages of their own. */
function GenericPackages({ form, venue }: { form: WizardForm; venue: VenueDetail }) {
  const ids = useId()
  const { register } = form
  const e = form.formState.errors
  return (
    <ChoiceFieldset legend="Package" errorId={`${ids}-budget-error`} error={e.budget?.message}>
      <div className="grid gap-2 sm:grid-cols-3">
        {PACKAGES.map((p) => (
          <label key={p.value} className={radioCard}>
            <input type="radio" value={p.value} className={radioInput} {...register('budget')} />
            <span className="grid gap-1">
              <span className="font-medium text-ink-900">{p.label}</span>
              <span className="text-xs text-ink-600">{p.description}</span>
              <span className="text-sm font-semibold text-terracotta-700">
                {formatCents(packagePerPersonCents(venue.pricePerPerson, p.multiplier))} / person
              </span>
            </span>
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  )
}

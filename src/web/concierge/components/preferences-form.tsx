// "Fill it in yourself": the brief Callie keeps, as a form (the concierge preferences, group size
// 8 to 60, beyond that a consultation). Nothing is required: what the planner changes is sent to
// Callie as an edit of the brief (lib/brief-form-values.ts), and the form follows the brief back.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as loaderCircleIcon from 'lucide-react/icons/loader-circle'
import * as sparklesIcon from 'lucide-react/icons/sparkles'
import * as xIcon from 'lucide-react/icons/x'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { CONCIERGE_LOCATIONS } from '~/domain/concierge/preferences'
import { LARGE_GROUP_PROMPT, MAX_GUESTS, MIN_GUESTS } from '~/domain/guests'
import {
  CONCIERGE_BUDGETS,
  CONCIERGE_OCCASIONS,
  CONCIERGE_TIME_SLOTS,
  CONCIERGE_VIBES,
  CUISINES,
  DIETARY_OPTIONS,
  FEATURE_OPTIONS,
} from '~/domain/options'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { DatePickerField } from '~/web/components/form/date-picker-field'
import { FieldError } from '~/web/components/form/field-error'
import { FormField } from '~/web/components/form/form-field'
import { GuestCountSliderField } from '~/web/components/form/guest-count-field'
import { Button } from '~/web/components/ui/button'
import { Checkbox } from '~/web/components/ui/checkbox'
import { Label } from '~/web/components/ui/label'
import type { PreferencesFormValues } from '../lib/brief-form-values'

const Loader2 = lucideIcon(loaderCircleIcon)
const Sparkles = lucideIcon(sparklesIcon)
const X = lucideIcon(xIcon)

type Props = {
  form: UseFormReturn<PreferencesFormValues>
  onSubmit: (e?: React.BaseSyntheticEvent) => void
  loading: boolean
  onLargeGroup: () => void
}

export function PreferencesForm({ form, onSubmit, loading, onLargeGroup }: Props) {
  const { register, control, formState, setValue, watch } = form
  const e = formState.errors
  // What only the planner's words said goes when she picks the field herself.
  const forget = (field: 'exactTime' | 'cuisines') => () =>
    setValue(field, field === 'exactTime' ? '' : [], { shouldDirty: true })
  const [exactTime, cuisines, features] = watch(['exactTime', 'cuisines', 'features'])
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="concierge-preferences-title" className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Occasion" error={e.occasion?.message}>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('occasion')}>
              <option value="">Select an occasion</option>
              {CONCIERGE_OCCASIONS.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <GuestCountSliderField
          control={control}
          name="groupSize"
          label="Group Size"
          error={e.groupSize?.message}
          hint={
            <>
              {MIN_GUESTS} to {MAX_GUESTS} guests.{' '}
              <button
                type="button"
                className="rounded-sm font-medium text-terracotta-700 underline underline-offset-2 hover:text-terracotta-800"
                onClick={onLargeGroup}
              >
                {LARGE_GROUP_PROMPT}
              </button>
            </>
          }
        />

        <FormField label="Budget" error={e.budget?.message}>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('budget')}>
              <option value="">Select a budget</option>
              {CONCIERGE_BUDGETS.map((b) => (
                <option key={b.value} value={b.value}>
                  {b.label}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField label="Cuisine" error={e.cuisine?.message}>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('cuisine', { onChange: forget('cuisines') })}>
              <option value="">Select a cuisine</option>
              {CUISINES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField label="Vibe" error={e.vibe?.message}>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('vibe')}>
              <option value="">Select a vibe</option>
              {CONCIERGE_VIBES.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField label="Location" error={e.location?.message}>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('location')}>
              <option value="">Select a city</option>
              {CONCIERGE_LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <DatePickerField control={control} name="date" label="Date" />

        <FormField label="Time" error={e.time?.message}>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('time', { onChange: forget('exactTime') })}>
              <option value="">Select a time</option>
              {CONCIERGE_TIME_SLOTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <FromTheirWords
        exactTime={exactTime}
        cuisines={cuisines}
        features={features}
        onRemove={(field, value) =>
          field === 'features'
            ? setValue(
                'features',
                features.filter((f) => f !== value),
                { shouldDirty: true },
              )
            : forget(field)()
        }
      />

      <DietaryRestrictionsField form={form} />

      <Button type="submit" size="lg" disabled={loading} className="w-full sm:w-auto sm:justify-self-start">
        {loading ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
        {loading ? 'Callie is looking...' : 'Update the brief'}
      </Button>
    </form>
  )
}

/** The dietary restrictions as checkboxes, the first one holding the field's focus for its error. */
function DietaryRestrictionsField({ form }: { form: Props['form'] }) {
  const { control } = form
  const e = form.formState.errors
  return (
    <Controller
      control={control}
      name="dietaryRestrictions"
      render={({ field }) => {
        const selected = Array.isArray(field.value) ? field.value : []
        const errorId = 'concierge-dietary-error'
        return (
          <fieldset className="grid gap-2.5" aria-describedby={errorId}>
            <legend className="mb-1 text-sm font-medium text-ink-800">
              Dietary Restrictions <span className="font-normal text-ink-600">(optional)</span>
            </legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
              {DIETARY_OPTIONS.map((d, i) => (
                <div key={d.value} className="flex items-center gap-2.5">
                  <Checkbox
                    id={`concierge-dietary-${d.value}`}
                    ref={i === 0 ? field.ref : undefined}
                    checked={selected.includes(d.value)}
                    onCheckedChange={(checked) =>
                      field.onChange(checked ? [...selected, d.value] : selected.filter((v) => v !== d.value))
                    }
                  />
                  <Label htmlFor={`concierge-dietary-${d.value}`} className="font-normal">
                    {d.label}
                  </Label>
                </div>
              ))}
            </div>
            <FieldError
              id={errorId}
              message={
                e.dietaryRestrictions?.message ??
                (Array.isArray(e.dietaryRestrictions) ? e.dietaryRestrictions.find(Boolean)?.message : '')
              }
            />
          </fieldset>
        )
      }}
    />
  )
}

/**
 * What Callie read from the planner's message that the fields above cannot hold: the exact time,
 * every cuisine she named, her must-haves. Each can be removed.
 */
function FromTheirWords({
  exactTime,
  cuisines,
  features,
  onRemove,
}: {
  exactTime: string
  cuisines: string[]
  features: string[]
  onRemove: (field: 'exactTime' | 'cuisines' | 'features', value?: string) => void
}) {
  const items: { key: string; label: string; field: 'exactTime' | 'cuisines' | 'features'; value?: string }[] = [
    ...(exactTime ? [{ key: 'time', label: `Requested time: ${exactTime}`, field: 'exactTime' as const }] : []),
    ...(cuisines.length > 1
      ? [{ key: 'cuisines', label: `Any of: ${cuisines.join(', ')}`, field: 'cuisines' as const }]
      : []),
    ...features.map((f) => ({
      key: `f-${f}`,
      label: `Must have: ${FEATURE_OPTIONS.find((o) => o.value === f)?.label ?? f}`,
      field: 'features' as const,
      value: f,
    })),
  ]
  if (!items.length) return null
  return (
    <div className="grid gap-2" data-testid="from-their-words">
      <p className="text-sm font-medium text-ink-800">From your message</p>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item.key}
            className="inline-flex items-center gap-1 rounded-full border border-ivory-300 bg-ivory-100 py-1 pr-1 pl-3 text-sm text-ink-900"
          >
            {item.label}
            <button
              type="button"
              onClick={() => onRemove(item.field, item.value)}
              className="inline-flex size-7 items-center justify-center rounded-full text-ink-700 hover:bg-ivory-200 hover:text-ink-900"
              aria-label={`Remove ${item.label}`}
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

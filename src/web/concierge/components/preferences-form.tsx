// The concierge preferences form (spec §2 'Concierge page', §3 option sets, §5 messages), group size
// per DESIGN.md §2 (8 to 60, beyond that a consultation). The page owns the form state, so Callie's
// free-text reading and the one-click relaxations can fill it.
import { Loader2, Sparkles } from 'lucide-react'
import { useState, type Ref } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, type Resolver, type UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { conciergePreferencesSchema, CONCIERGE_LOCATIONS } from '~/domain/concierge/preferences'
import { clampGuests, LARGE_GROUP_PROMPT, MAX_GUESTS, MIN_GUESTS } from '~/domain/guests'
import { CONCIERGE_BUDGETS, CONCIERGE_OCCASIONS, CONCIERGE_TIME_SLOTS, CONCIERGE_VIBES, CUISINES, DIETARY_OPTIONS } from '~/domain/options'
import { Button } from '~/web/components/ui/button'
import { Checkbox } from '~/web/components/ui/checkbox'
import { inputClass } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { Slider } from '~/web/components/ui/slider'
import { cn } from '~/web/lib/cn'
import { DatePickerField } from '~/web/requests/components/date-picker-field'
import { FormField, nativeSelectClass, textareaClass, type FieldControlProps } from '~/web/requests/components/form-field'

/** The form asks for the preferences only; the contact is asked when booking. */
export const preferencesFormSchema = conciergePreferencesSchema.omit({ name: true, email: true, phone: true })
export type PreferencesFormOutput = z.output<typeof preferencesFormSchema>
export type PreferencesFormValues = {
  occasion: string
  groupSize: number | string
  budget: string
  cuisine: string
  vibe: string
  location: string
  date: string
  time: string
  dietaryRestrictions: string[]
  specialRequests: string
}
export type PreferenceField = keyof PreferencesFormValues

/** The schema reads form values (strings from selects, a number or '' for the group size). */
export const preferencesResolver = zodResolver(preferencesFormSchema) as unknown as Resolver<PreferencesFormValues, unknown, PreferencesFormOutput>

export const PREFERENCE_FIELDS = [
  'occasion', 'groupSize', 'budget', 'cuisine', 'dietaryRestrictions', 'vibe', 'location', 'date', 'time', 'specialRequests',
] as const satisfies readonly PreferenceField[]

export const emptyPreferences = (): PreferencesFormValues => ({
  occasion: '',
  groupSize: 10,
  budget: '',
  cuisine: '',
  vibe: '',
  location: '',
  date: '',
  time: '',
  dietaryRestrictions: [],
  specialRequests: '',
})

type Props = {
  form: UseFormReturn<PreferencesFormValues, unknown, PreferencesFormOutput>
  onSubmit: (e?: React.BaseSyntheticEvent) => void
  loading: boolean
  onLargeGroup: () => void
}

export function PreferencesForm({ form, onSubmit, loading, onLargeGroup }: Props) {
  const { register, control, formState } = form
  const e = formState.errors
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="concierge-preferences-title" className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Occasion" error={e.occasion?.message} required>
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

        <Controller
          control={control}
          name="groupSize"
          render={({ field }) => (
            <FormField
              label="Group Size"
              error={e.groupSize?.message}
              required
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
            >
              {(p) => <GroupSizeControl {...p} inputRef={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
            </FormField>
          )}
        />

        <FormField label="Budget" error={e.budget?.message} required>
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

        <FormField label="Cuisine" error={e.cuisine?.message} required>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('cuisine')}>
              <option value="">Select a cuisine</option>
              {CUISINES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField label="Vibe" error={e.vibe?.message} required>
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

        <FormField label="Location" error={e.location?.message} required>
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

        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <FormField label="Date" error={e.date?.message} required>
              {(p) => (
                <DatePickerField {...p} buttonRef={field.ref} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            </FormField>
          )}
        />

        <FormField label="Time" error={e.time?.message} required>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('time')}>
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
              <p id={errorId} aria-live="polite" className={cn('text-sm font-medium text-destructive', !e.dietaryRestrictions && 'sr-only')}>
                {e.dietaryRestrictions?.message ?? (Array.isArray(e.dietaryRestrictions) ? e.dietaryRestrictions.find(Boolean)?.message : '')}
              </p>
            </fieldset>
          )
        }}
      />

      <FormField
        label="Special Requests"
        error={e.specialRequests?.message}
        hint="Optional: a private room, accessibility needs, a surprise, anything Callie should know."
      >
        {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('specialRequests')} />}
      </FormField>

      <Button type="submit" size="lg" disabled={loading} className="w-full sm:w-auto sm:justify-self-start">
        {loading ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
        {loading ? 'Getting personalized recommendations...' : 'Get Recommendations'}
      </Button>
    </form>
  )
}

type GroupSizeProps = FieldControlProps & {
  value: unknown
  onChange: (value: number | string) => void
  onBlur: () => void
  inputRef: Ref<HTMLInputElement>
}

/** A number input and a slider on one value; what is typed is clamped to 8..60 when the field is left. */
function GroupSizeControl({ value, onChange, onBlur, inputRef, ...control }: GroupSizeProps) {
  const asNumber = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10)
  const [text, setText] = useState(value === '' || value === undefined ? '' : String(value))
  const [lastValue, setLastValue] = useState(value)
  if (value !== lastValue) {
    setLastValue(value)
    setText(value === '' || value === undefined || value === null ? '' : String(value))
  }
  const commit = () => {
    if (text.trim() === '') {
      onBlur()
      return
    }
    const n = clampGuests(text)
    setText(String(n))
    setLastValue(n)
    onChange(n)
    onBlur()
  }
  return (
    <div className="flex items-center gap-4">
      <input
        {...control}
        ref={inputRef}
        name="groupSize"
        type="number"
        inputMode="numeric"
        min={MIN_GUESTS}
        max={MAX_GUESTS}
        step={1}
        className={cn(inputClass, 'w-24 shrink-0')}
        value={text}
        onChange={(ev) => {
          setText(ev.target.value)
          const n = Number.parseInt(ev.target.value, 10)
          const next = ev.target.value.trim() === '' ? '' : Number.isFinite(n) ? n : ev.target.value
          setLastValue(next)
          onChange(next)
        }}
        onBlur={commit}
      />
      <Slider
        min={MIN_GUESTS}
        max={MAX_GUESTS}
        step={1}
        value={[Number.isFinite(asNumber) ? Math.min(Math.max(asNumber, MIN_GUESTS), MAX_GUESTS) : MIN_GUESTS]}
        onValueChange={([n]) => onChange(n)}
        thumbLabels={['Group size slider']}
        className="min-w-0 flex-1"
      />
    </div>
  )
}

// Profile & policies: what planners read about the venue and the rules its answers follow
// (notice, deposit, how long a quote holds the date, cancellation terms as data).
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { DEFAULT_FINAL_DETAILS_HOURS } from '~/domain/kitchen/details-lock'
import { DIETARY_OPTIONS } from '~/domain/options'
import { venueProfileUpdateSchema, type VenueProfile } from '~/domain/venue-portal/venue-portal-api'
import { CancellationTermsFieldset } from '~/web/components/form/cancellation-terms-fieldset'
import { textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useVenueProfile } from '../api/get-venue-profile'
import { useUpdateVenueProfile } from '../api/update-venue-profile'
import { LinesTextarea } from './lines-field'
import { LoadFailed, Loading, panelClass } from './portal-ui'

type FormInput = z.input<typeof venueProfileUpdateSchema>
type FormOutput = z.output<typeof venueProfileUpdateSchema>

const FIELDS = [
  'description',
  'amenities',
  'dietary',
  'minNoticeHours',
  'depositPct',
  'holdHours',
  'responseHours',
  'finalDetailsHours',
  'cancellationTerms',
] as const

const valuesOf = (v: VenueProfile): FormInput => ({
  description: v.description,
  amenities: v.amenities,
  dietary: v.dietary as FormInput['dietary'],
  minNoticeHours: String(v.minNoticeHours),
  depositPct: String(v.depositPct),
  holdHours: String(v.holdHours),
  responseHours: String(v.responseHours),
  finalDetailsHours: String(v.finalDetailsHours),
  cancellationTerms: v.cancellationTerms.map((t) => ({
    daysBefore: String(t.daysBefore),
    refundPct: String(t.refundPct),
  })),
})

export function ProfileForm({ venueId }: { venueId: number }) {
  const venue = useVenueProfile(venueId)
  if (venue.isPending) return <Loading what="the profile" />
  if (venue.isError) return <LoadFailed what="The profile" error={venue.error} />
  return <ProfileFormContent venue={venue.data} />
}

function ProfileFormContent({ venue }: { venue: VenueProfile }) {
  const update = useUpdateVenueProfile(venue.id)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(venueProfileUpdateSchema),
    defaultValues: valuesOf(venue),
  })
  const { register, control, reset, formState } = form
  const e = formState.errors
  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (input) => update.mutateAsync(input),
    onSuccess: (saved) => reset(valuesOf(saved)),
    successToast: () => ({ title: 'Profile saved', description: 'Planners see the new details from now on.' }),
    failureToast: (error) => ({ title: 'Profile not saved', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <title>{`Profile & policies · ${venue.name} · Venue portal · Bountiful`}</title>
      <h1 className="font-display text-3xl font-semibold text-ink-900">Profile & policies</h1>
      <section aria-labelledby="profile-about" className={panelClass}>
        <h2 id="profile-about" className="font-display text-xl font-semibold text-ink-900">
          About the venue
        </h2>
        <FormField label="Description" error={e.description?.message}>
          {(p) => <textarea {...p} rows={5} className={textareaClass} {...register('description')} />}
        </FormField>
        <Controller
          control={control}
          name="amenities"
          render={({ field, fieldState }) => (
            <FormField label="Amenities" hint="One per line, e.g. Private entrance" error={fieldState.error?.message}>
              {(p) => (
                <LinesTextarea {...p} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            </FormField>
          )}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-ink-900">Dietary needs the kitchen can meet</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {DIETARY_OPTIONS.map((o) => (
              <label key={o.value} className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
                <input
                  type="checkbox"
                  value={o.value}
                  className="size-4 accent-terracotta-600"
                  {...register('dietary')}
                />
                {o.label}
              </label>
            ))}
          </div>
          {e.dietary?.message && <p className="text-sm text-destructive">{e.dietary.message}</p>}
        </fieldset>
      </section>

      <section aria-labelledby="profile-policies" className={panelClass}>
        <h2 id="profile-policies" className="font-display text-xl font-semibold text-ink-900">
          Policies
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Minimum notice (hours)" error={e.minNoticeHours?.message} hint="Before an event starts">
            {(p) => <Input {...p} inputMode="numeric" {...register('minNoticeHours')} />}
          </FormField>
          <FormField label="Deposit (%)" error={e.depositPct?.message} hint="Of the all-in total">
            {(p) => <Input {...p} inputMode="decimal" {...register('depositPct')} />}
          </FormField>
          <FormField label="Hold time (hours)" error={e.holdHours?.message} hint="How long a quote keeps the date">
            {(p) => <Input {...p} inputMode="numeric" {...register('holdHours')} />}
          </FormField>
          <FormField
            label="Response time (hours)"
            error={e.responseHours?.message}
            hint="You answer new requests within this; later, our team sees them as overdue"
          >
            {(p) => <Input {...p} inputMode="numeric" {...register('responseHours')} />}
          </FormField>
          <FormField
            label="Final details due (hours)"
            error={e.finalDetailsHours?.message}
            hint={`Before the event: guests' meal choices and allergies lock then, for the kitchen sheet (usually ${DEFAULT_FINAL_DETAILS_HOURS})`}
          >
            {(p) => <Input {...p} inputMode="numeric" {...register('finalDetailsHours')} />}
          </FormField>
        </div>
        <CancellationTermsFieldset
          control={control}
          register={register}
          name="cancellationTerms"
          empty="No terms yet: nothing is refunded."
        />
      </section>
      <div className="flex justify-end">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  )
}

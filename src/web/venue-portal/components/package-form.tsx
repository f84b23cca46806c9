// One package of a space: its prices (the all-in preview shows what a planner would pay), what it
// includes, when it is offered, and whether planners may book it instantly.
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch, type DeepPartialSkipArrayKey } from 'react-hook-form'
import type { z } from 'zod'
import { WEEKDAYS } from '~/domain/venues/spaces'
import { packageCreateSchema, type Space, type VenuePackage } from '~/domain/venue-portal/venue-portal-api'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useSavePackage } from '../api/save-package'
import { centsToField, WEEKDAY_LABELS } from '../lib/format'
import { AllInPreview } from './all-in-preview'
import { LinesTextarea } from './lines-field'

type FormInput = z.input<typeof packageCreateSchema>
type FormOutput = z.output<typeof packageCreateSchema>
const FIELDS = [
  'spaceId',
  'name',
  'description',
  'pricePerPerson',
  'minimumSpend',
  'roomFee',
  'serviceChargePct',
  'taxPct',
  'gratuityPct',
  'included',
  'weekdays',
  'startsFrom',
  'startsUntil',
  'instantBook',
] as const

const valuesOf = (p: VenuePackage | null, spaces: Space[]): FormInput => ({
  spaceId: p?.spaceId ?? spaces[0]?.id ?? 0,
  name: p?.name ?? '',
  description: p?.description ?? '',
  pricePerPerson: p ? centsToField(p.pricePerPersonCents) : '',
  minimumSpend: p ? centsToField(p.minimumSpendCents) : '',
  roomFee: p ? centsToField(p.roomFeeCents) : '',
  serviceChargePct: p ? String(p.serviceChargePct) : '',
  taxPct: p ? String(p.taxPct) : '',
  gratuityPct: p ? String(p.gratuityPct) : '',
  included: p?.included ?? [],
  weekdays: p?.weekdays ?? [...WEEKDAYS],
  startsFrom: p?.startsFrom ?? null,
  startsUntil: p?.startsUntil ?? null,
  instantBook: p?.instantBook ?? false,
})

/** The example's guest count, as the server's preview picks it. */
const exampleGuests = (space: Space | undefined) => (space && space.seatedCapacity > 0 ? space.seatedCapacity : 20)

type Props = { venueId: number; pkg: VenuePackage | null; spaces: Space[]; onDone: () => void }

export function PackageForm({ venueId, pkg, spaces, onDone }: Props) {
  const save = useSavePackage(venueId, pkg?.id ?? null)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(packageCreateSchema),
    defaultValues: valuesOf(pkg, spaces),
  })
  const { register, control, reset, formState } = form
  const e = formState.errors
  const typed = useWatch({ control })
  const space = spaces.find((s) => s.id === Number(typed.spaceId))
  const guests = exampleGuests(space)
  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (input) => save.mutateAsync(input),
    onSuccess: () => {
      if (!pkg) reset(valuesOf(null, spaces))
      onDone()
    },
    successToast: (saved) => ({ title: pkg ? 'Package saved' : 'Package added', description: saved.name }),
    failureToast: (error) => ({ title: 'Package not saved', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={pkg ? `Edit ${pkg.name}` : 'New package'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={e.name?.message} hint="e.g. Chef's tasting, 3 courses">
          {(p) => <Input {...p} autoComplete="off" {...register('name')} />}
        </FormField>
        <Controller
          control={control}
          name="spaceId"
          render={({ field, fieldState }) => (
            <FormField label="Space" error={fieldState.error?.message}>
              {(p) => (
                <select
                  {...p}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={String(field.value)}
                  onChange={(ev) => field.onChange(Number(ev.target.value))}
                  className={nativeSelectClass}
                >
                  {spaces.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        />
      </div>
      <FormField label="Description (optional)" error={e.description?.message}>
        {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('description')} />}
      </FormField>
      <PriceFields form={form} typed={typed} space={space} guests={guests} />
      <Controller
        control={control}
        name="included"
        render={({ field, fieldState }) => (
          <FormField
            label="What is included"
            hint="One per line, e.g. Welcome cocktail"
            error={fieldState.error?.message}
          >
            {(p) => <LinesTextarea {...p} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />}
          </FormField>
        )}
      />
      <WeekdaysField control={control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField control={control} name="startsFrom" label="Earliest start (optional)" />
        <TimeField control={control} name="startsUntil" label="Latest start (optional)" />
      </div>
      <label className="flex min-h-11 items-start gap-2 text-sm text-ink-800">
        <input type="checkbox" className="mt-0.5 size-4 accent-terracotta-600" {...register('instantBook')} />
        <span>
          <span className="font-medium text-ink-900">Instant book</span> — a request that fits this package (free date,
          your notice, guests within the space) is confirmed at once, without waiting for your answer.
        </span>
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        {pkg && (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={formState.isSubmitting}>
          {pkg ? 'Save package' : 'Add package'}
        </Button>
      </div>
    </form>
  )
}

type Form = ReturnType<typeof useForm<FormInput, unknown, FormOutput>>

/** A start time, empty for "any time" (stored as null). */
function TimeField({
  control,
  name,
  label,
}: {
  control: Form['control']
  name: 'startsFrom' | 'startsUntil'
  label: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} hint="e.g. 6:00 PM; empty: any time" error={fieldState.error?.message}>
          {(p) => (
            <Input
              {...p}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(ev) => field.onChange(ev.target.value.trim() === '' ? null : ev.target.value)}
            />
          )}
        </FormField>
      )}
    />
  )
}

/** The days of the week the package is offered on. */
function WeekdaysField({ control }: { control: Form['control'] }) {
  return (
    <Controller
      control={control}
      name="weekdays"
      render={({ field, fieldState }) => (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-ink-900">Offered on</legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-7">
            {WEEKDAY_LABELS.map((label, day) => {
              const days = field.value ?? []
              return (
                <label key={label} className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-terracotta-600"
                    checked={days.includes(day)}
                    onChange={(ev) =>
                      field.onChange(ev.target.checked ? [...days, day].sort() : days.filter((d) => d !== day))
                    }
                    onBlur={field.onBlur}
                  />
                  {label}
                </label>
              )
            })}
          </div>
          {fieldState.error?.message && <p className="text-sm text-destructive">{fieldState.error.message}</p>}
        </fieldset>
      )}
    />
  )
}

/** The package's prices, with the all-in preview for the space's seated group. */
function PriceFields({
  form,
  typed,
  space,
  guests,
}: {
  form: Form
  typed: DeepPartialSkipArrayKey<FormInput>
  space: Space | undefined
  guests: number
}) {
  const { register } = form
  const errors = form.formState.errors
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-medium text-ink-900">Prices (dollars and percent)</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormField label="Price per person ($)" error={errors.pricePerPerson?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('pricePerPerson')} />}
        </FormField>
        <FormField label="Minimum spend ($)" error={errors.minimumSpend?.message} hint="On food and drink">
          {(p) => <Input {...p} inputMode="decimal" {...register('minimumSpend')} />}
        </FormField>
        <FormField label="Room fee ($)" error={errors.roomFee?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('roomFee')} />}
        </FormField>
        <FormField label="Service charge (%)" error={errors.serviceChargePct?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('serviceChargePct')} />}
        </FormField>
        <FormField label="Tax (%)" error={errors.taxPct?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('taxPct')} />}
        </FormField>
        <FormField label="Gratuity (%)" error={errors.gratuityPct?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('gratuityPct')} />}
        </FormField>
      </div>
      <AllInPreview
        typed={{ ...typed, guests }}
        caption={`All-in for ${guests} guests${space && space.seatedCapacity > 0 ? ` (${space.name} seated)` : ''}`}
      />
    </fieldset>
  )
}

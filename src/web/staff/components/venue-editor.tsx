// /staff/venues/new and /staff/venues/:id: every field of a venue (domain/venues/venue-input.ts),
// then, once it exists, archive/unarchive, photos and blackout dates.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowLeftIcon from 'lucide-react/icons/arrow-left'
import type { ComponentProps, ReactNode } from 'react'
import { Controller, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import { CITIES } from '~/domain/cities'
import {
  CUISINES,
  DIETARY_OPTIONS,
  EXPERIENCES,
  FEATURE_OPTIONS,
  SEARCH_VIBES,
  SERVICE_TYPES,
  VENUE_TYPES,
} from '~/domain/options'
import { venueCreateSchema } from '~/domain/venues/venue-input'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { Skeleton } from '~/web/components/ui/skeleton'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { isApiError } from '~/web/lib/api'
import { serverMessageOf } from '~/web/lib/form-errors'
import { paths } from '~/web/lib/paths'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { toast } from '~/web/lib/use-toast'
import { useCreateVenue } from '../api/create-venue'
import { useStaffVenue } from '../api/get-venue'
import { useSetVenueArchived } from '../api/set-venue-archived'
import { useUpdateVenue } from '../api/update-venue'
import { staffPaths } from '../staff-paths'
import type { StaffVenue } from '~/domain/staff/staff-venue-api'
import { TagInput } from './tag-input'
import { VenueBlackouts } from './venue-blackouts'
import { VenuePhotos } from './venue-photos'

const ArrowLeft = lucideIcon(arrowLeftIcon)

type FormInput = z.input<typeof venueCreateSchema>
type FormOutput = z.output<typeof venueCreateSchema>

const FIELDS = [
  'name',
  'slug',
  'citySlug',
  'address',
  'lat',
  'lng',
  'type',
  'serviceType',
  'description',
  'minGuests',
  'maxGuests',
  'pricePerPerson',
  'cuisines',
  'vibes',
  'dietary',
  'features',
  'amenities',
  'minNoticeHours',
  'suggestedAddOns',
  'experiences',
] as const

const panel = 'grid content-start gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft sm:p-5'

function formValuesOf(v: StaffVenue | undefined): FormInput {
  return {
    name: v?.name ?? '',
    slug: v?.slug ?? undefined,
    citySlug: v?.citySlug ?? '',
    address: v?.address ?? '',
    lat: v ? String(v.lat) : '',
    lng: v ? String(v.lng) : '',
    type: (v?.type ?? '') as FormInput['type'],
    serviceType: (v?.serviceType ?? '') as FormInput['serviceType'],
    description: v?.description ?? '',
    minGuests: v ? String(v.minGuests) : '8',
    maxGuests: v ? String(v.maxGuests) : '',
    pricePerPerson: v ? String(v.pricePerPerson) : '',
    cuisines: v?.cuisines ?? [],
    vibes: (v?.vibes ?? []) as FormInput['vibes'],
    dietary: (v?.dietary ?? []) as FormInput['dietary'],
    features: (v?.features ?? []) as FormInput['features'],
    amenities: v?.amenities ?? [],
    minNoticeHours: v ? String(v.minNoticeHours) : '48',
    suggestedAddOns: v?.suggestedAddOns ?? [],
    experiences: (v?.experiences ?? []) as FormInput['experiences'],
  }
}

export function VenueEditor({ id }: { id: number | null }) {
  const venue = useStaffVenue(id ?? 0)
  if (id === null) return <VenueEditorContent venue={undefined} />
  if (venue.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the venue…
        </span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-96 w-full" />
      </div>
    )
  }
  if (venue.isError) {
    return (
      <div className="grid gap-3">
        <h1 className="font-display text-3xl font-semibold text-ink-900">
          {isApiError(venue.error) && venue.error.status === 404 ? 'Venue not found' : 'The venue could not be loaded'}
        </h1>
        <BackLink />
      </div>
    )
  }
  return <VenueEditorContent venue={venue.data} />
}

function BackLink() {
  return (
    <Link
      to={staffPaths.venues()}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-terracotta-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back to venues
    </Link>
  )
}

function VenueEditorContent({ venue }: { venue: StaffVenue | undefined }) {
  const navigate = useNavigate()
  const create = useCreateVenue()
  const update = useUpdateVenue(venue?.id ?? 0)
  const archive = useSetVenueArchived(venue?.id ?? 0)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(venueCreateSchema),
    defaultValues: formValuesOf(venue),
  })
  const { register, control, reset, formState } = form
  const e = formState.errors

  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (input) =>
      venue ? update.mutateAsync({ ...input, slug: input.slug ?? venue.slug }) : create.mutateAsync(input),
    onSuccess: (saved) => {
      if (venue) {
        reset(formValuesOf(saved))
        toast({ variant: 'success', title: 'Venue saved', description: `${saved.name} is up to date.` })
      } else {
        toast({
          variant: 'success',
          title: 'Venue created',
          description: `${saved.name} is in the catalogue. Add its photos next.`,
        })
        navigate(staffPaths.venue(saved.id), { replace: true })
      }
    },
    failureToast: (error) => ({ title: 'Venue not saved', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })

  const toggleArchived = async () => {
    if (!venue || archive.isPending) return
    try {
      const saved = await archive.mutateAsync(venue.status === 'active')
      toast({
        variant: 'success',
        title: saved.status === 'archived' ? 'Venue archived' : 'Venue restored',
        description: saved.status === 'archived' ? 'Planners no longer see it.' : 'Planners can find it again.',
      })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not changed',
        description: serverMessageOf(error),
      })
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>{`${venue ? venue.name : 'New venue'} · Concierge console · Bountiful`}</title>
      <BackLink />
      <VenueEditorHeader venue={venue} archiving={archive.isPending} onToggleArchived={toggleArchived} />

      <form onSubmit={onSubmit} noValidate aria-label="Venue details" className={panel}>
        <h2 className="font-display text-xl font-semibold text-ink-900">Details</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Name" error={e.name?.message} required>
            {(p) => <Input {...p} {...register('name')} />}
          </FormField>
          <FormField
            label="Slug"
            hint={venue ? 'Changing it changes imports that name this venue.' : 'Left empty, it is made from the name.'}
            error={e.slug?.message}
          >
            {(p) => (
              <Input {...p} {...register('slug', { setValueAs: (v: string) => (v?.trim() ? v.trim() : undefined) })} />
            )}
          </FormField>
          <FormField label="City" error={e.citySlug?.message} required>
            {(p) => (
              <select {...p} className={nativeSelectClass} {...register('citySlug')}>
                <option value="">Choose a city</option>
                {CITIES.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}, {c.state}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Address" error={e.address?.message} required>
            {(p) => <Input {...p} autoComplete="off" {...register('address')} />}
          </FormField>
          <FormField label="Latitude" error={e.lat?.message} required>
            {(p) => <Input {...p} inputMode="decimal" {...register('lat')} />}
          </FormField>
          <FormField label="Longitude" error={e.lng?.message} required>
            {(p) => <Input {...p} inputMode="decimal" {...register('lng')} />}
          </FormField>
          <FormField label="Type" error={e.type?.message} required>
            {(p) => (
              <select {...p} className={nativeSelectClass} {...register('type')}>
                <option value="">Choose a type</option>
                {VENUE_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Service type" error={e.serviceType?.message} required>
            {(p) => (
              <select {...p} className={nativeSelectClass} {...register('serviceType')}>
                <option value="">Choose a service type</option>
                {SERVICE_TYPES.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Minimum guests" error={e.minGuests?.message} required>
            {(p) => <Input {...p} inputMode="numeric" {...register('minGuests')} />}
          </FormField>
          <FormField label="Maximum guests" error={e.maxGuests?.message} required>
            {(p) => <Input {...p} inputMode="numeric" {...register('maxGuests')} />}
          </FormField>
          <FormField label="Price per person ($)" error={e.pricePerPerson?.message} required>
            {(p) => <Input {...p} inputMode="numeric" {...register('pricePerPerson')} />}
          </FormField>
          <FormField label="Minimum notice (hours)" error={e.minNoticeHours?.message}>
            {(p) => <Input {...p} inputMode="numeric" {...register('minNoticeHours')} />}
          </FormField>
          <FormField label="Description" error={e.description?.message} className="sm:col-span-2">
            {(p) => <textarea {...p} rows={5} className={textareaClass} {...register('description')} />}
          </FormField>
        </div>

        <VenueOptionFields register={register} control={control} errors={e} />

        <Button type="submit" className="justify-self-start" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : venue ? 'Save venue' : 'Create venue'}
        </Button>
      </form>

      {venue && (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <VenuePhotos venue={venue} />
          <VenueBlackouts venue={venue} />
        </div>
      )}
    </div>
  )
}

/** The venue's name, state and links, and the button that archives or restores it. */
function VenueEditorHeader({
  venue,
  archiving,
  onToggleArchived: toggleArchived,
}: {
  venue: StaffVenue | undefined
  archiving: boolean
  onToggleArchived: () => void
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {venue ? venue.name : 'New venue'}
        </h1>
        {venue && (
          <p className="text-sm text-ink-600">
            {venue.status === 'active' ? 'Active' : 'Archived'} · rating {venue.rating.toFixed(1)} from{' '}
            {venue.reviewCount} review{venue.reviewCount === 1 ? '' : 's'} ·{' '}
            <Link to={paths.venue(venue.id)} className="text-terracotta-700 underline underline-offset-4">
              see the public page
            </Link>{' '}
            ·{' '}
            <Link to={staffPaths.portalManagers(venue.id)} className="text-terracotta-700 underline underline-offset-4">
              invite its managers
            </Link>
          </p>
        )}
      </div>
      {venue && (
        // aria-disabled, not disabled, while saving: a disabled button would drop the keyboard focus.
        <Button
          variant={venue.status === 'active' ? 'outline' : 'dark'}
          onClick={toggleArchived}
          aria-disabled={archiving}
        >
          {archiving ? 'Saving...' : venue.status === 'active' ? 'Archive venue' : 'Unarchive venue'}
        </Button>
      )}
    </header>
  )
}

/** What a venue offers, as planners filter on it (cuisines, vibes, diets, features, experiences), and free labels. */
function VenueOptionFields({
  register,
  control,
  errors: e,
}: {
  register: UseFormRegister<FormInput>
  control: Control<FormInput, unknown, FormOutput>
  errors: FieldErrors<FormInput>
}) {
  return (
    <>
      <CheckboxGroup legend="Cuisines" error={e.cuisines?.message}>
        {CUISINES.map((c) => (
          <CheckboxOption key={c} label={c} value={c} {...register('cuisines')} />
        ))}
      </CheckboxGroup>
      <CheckboxGroup legend="Vibes" error={e.vibes?.message}>
        {SEARCH_VIBES.map((o) => (
          <CheckboxOption key={o.value} label={o.label} value={o.value} {...register('vibes')} />
        ))}
      </CheckboxGroup>
      <CheckboxGroup legend="Dietary options" error={e.dietary?.message}>
        {DIETARY_OPTIONS.map((o) => (
          <CheckboxOption key={o.value} label={o.label} value={o.value} {...register('dietary')} />
        ))}
      </CheckboxGroup>
      <CheckboxGroup legend="Features" error={e.features?.message}>
        {FEATURE_OPTIONS.map((o) => (
          <CheckboxOption key={o.value} label={o.label} value={o.value} {...register('features')} />
        ))}
      </CheckboxGroup>
      <CheckboxGroup legend="Experiences" error={e.experiences?.message}>
        {EXPERIENCES.map((o) => (
          <CheckboxOption key={o.slug} label={o.name} value={o.slug} {...register('experiences')} />
        ))}
      </CheckboxGroup>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Amenities" hint="Free labels, e.g. Coat check." error={e.amenities?.message}>
          {(p) => (
            <Controller
              control={control}
              name="amenities"
              render={({ field }) => (
                <TagInput {...p} value={field.value ?? []} onChange={field.onChange} addLabel="Add amenity" />
              )}
            />
          )}
        </FormField>
        <FormField
          label="Suggested add-ons"
          hint="Shown to planners as “Price upon request”."
          error={e.suggestedAddOns?.message}
        >
          {(p) => (
            <Controller
              control={control}
              name="suggestedAddOns"
              render={({ field }) => (
                <TagInput {...p} value={field.value ?? []} onChange={field.onChange} addLabel="Add add-on" />
              )}
            />
          )}
        </FormField>
      </div>
    </>
  )
}

function CheckboxGroup({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-ink-800">{legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">{children}</div>
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </fieldset>
  )
}

function CheckboxOption({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="inline-flex min-h-9 items-center gap-2 text-sm text-ink-800">
      <input type="checkbox" className="size-4.5 accent-terracotta-600" {...input} />
      {label}
    </label>
  )
}

// "Create venue and invite manager" on an accepted partner application: a small form,
// prefilled from the application, with the fields a venue needs and an application lacks; one
// click creates the venue and invites the applicant as its owner. The rest of the venue (photos,
// cuisines, blackouts) is edited in the catalogue, and its spaces and packages by its manager.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as storeIcon from 'lucide-react/icons/store'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { CITIES } from '~/domain/cities'
import { SERVICE_TYPES, VENUE_TYPES } from '~/domain/options'
import { partnerVenueSchema } from '~/domain/staff/partner-venue-api'
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { toast } from '~/web/lib/use-toast'
import { useCreatePartnerVenue } from '../api/create-partner-venue'

const Store = lucideIcon(storeIcon)

type FormInput = z.input<typeof partnerVenueSchema>
type FormOutput = z.output<typeof partnerVenueSchema>

/** The typed fields, in the order of the form; numbers are typed as text and parsed by the schema. */
const TYPED: { name: keyof FormInput & string; label: string; numeric?: boolean; hint?: string }[] = [
  { name: 'name', label: 'Venue name' },
  { name: 'address', label: 'Address' },
  { name: 'lat', label: 'Latitude', numeric: true, hint: 'Prefilled with the city centre: put in the venue’s own.' },
  { name: 'lng', label: 'Longitude', numeric: true },
  { name: 'minGuests', label: 'Minimum guests', numeric: true },
  { name: 'maxGuests', label: 'Maximum guests', numeric: true },
  { name: 'pricePerPerson', label: 'Price per person ($)', numeric: true },
]
const FIELDS = ['citySlug', 'type', 'serviceType', ...TYPED.map((f) => f.name)] as const

function prefill(detail: RequestDetail): FormInput {
  const { request } = detail
  const city = CITIES.find((c) => c.slug === request.citySlug)
  const organization = request.details.organization
  return {
    name: typeof organization === 'string' ? organization : '',
    citySlug: city?.slug ?? '',
    address: '',
    lat: city ? String(city.lat) : '',
    lng: city ? String(city.lng) : '',
    type: '' as FormInput['type'],
    serviceType: '' as FormInput['serviceType'],
    minGuests: '8',
    maxGuests: '',
    pricePerPerson: '',
  }
}

export function PartnerVenueDialog({ detail }: { detail: RequestDetail }) {
  const { request } = detail
  const [open, setOpen] = useState(false)
  const create = useCreatePartnerVenue(request.id)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(partnerVenueSchema),
    defaultValues: prefill(detail),
  })
  const e = form.formState.errors
  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (input) => create.mutateAsync(input),
    onSuccess: (saved) => {
      setOpen(false)
      toast({
        variant: 'success',
        title: 'Venue created',
        description: `${saved.venue?.name ?? 'The venue'} is in the catalogue, and ${request.email} is invited to manage it as its owner.`,
      })
    },
    failureToast: (error) => ({ title: 'Venue not created', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })
  const pending = form.formState.isSubmitting

  return (
    <Dialog open={open} onOpenChange={(o) => !pending && setOpen(o)}>
      <DialogTrigger asChild>
        <Button>
          <Store aria-hidden /> Create venue and invite manager
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Create the venue and invite its manager</DialogTitle>
        <DialogDescription>
          Check what the application left open. The venue goes into the catalogue at once, and {request.email} gets an
          email inviting them to manage it as its owner. Photos and the rest of its details can be added in the
          catalogue afterwards.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate aria-label="New venue from the application" className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {TYPED.slice(0, 2).map((f) => (
              <Typed key={f.name} field={f} form={form} error={e[f.name]?.message} />
            ))}
            <FormField label="City" error={e.citySlug?.message} required>
              {(p) => (
                <select {...p} className={nativeSelectClass} {...form.register('citySlug')}>
                  <option value="">Choose a city</option>
                  {CITIES.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}, {c.state}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Venue type" error={e.type?.message} required>
              {(p) => (
                <select {...p} className={nativeSelectClass} {...form.register('type')}>
                  <option value="">Choose a type</option>
                  {VENUE_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Service" error={e.serviceType?.message} required>
              {(p) => (
                <select {...p} className={nativeSelectClass} {...form.register('serviceType')}>
                  <option value="">Choose a service</option>
                  {SERVICE_TYPES.map((t) => (
                    <option key={t}>{t}</option>
                  ))}
                </select>
              )}
            </FormField>
            {TYPED.slice(2).map((f) => (
              <Typed key={f.name} field={f} form={form} error={e[f.name]?.message} />
            ))}
          </div>
          <p className="text-sm text-ink-700">
            Owner to invite: <span className="font-medium text-ink-900">{request.email}</span>
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Creating...' : 'Create venue and invite'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}

function Typed({
  field,
  form,
  error,
}: {
  field: (typeof TYPED)[number]
  form: ReturnType<typeof useForm<FormInput, unknown, FormOutput>>
  error?: string
}) {
  return (
    <FormField label={field.label} hint={field.hint} error={error} required>
      {(p) => (
        <Input
          {...p}
          inputMode={field.numeric ? 'decimal' : undefined}
          autoComplete="off"
          {...form.register(field.name)}
        />
      )}
    </FormField>
  )
}

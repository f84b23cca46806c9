// 'New Event' / 'Create Your First Event': name, date (no past day), time, a catalogue
// venue (searched by city) or a free location, and the guest count. Creates, then opens the event.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as searchIcon from 'lucide-react/icons/search'
import { useId, useState } from 'react'
import { Controller, useForm, type Control } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { createEventSchema, EVENT_GUESTS_MAX, EVENT_GUESTS_MIN } from '~/domain/events/event'
import { minutesToTime } from '~/domain/time-constants'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { DatePickerField } from '~/web/components/form/date-picker-field'
import { FieldError } from '~/web/components/form/field-error'
import { FormField } from '~/web/components/form/form-field'
import { GuestCountField } from '~/web/components/form/guest-count-field'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { cn } from '~/web/lib/cn'
import { failureMessage } from '~/web/lib/form-errors'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useDebouncedValue } from '~/web/lib/use-debounced-value'
import { useReturnFocus } from '~/web/lib/use-return-focus'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useCreateEvent } from '../api/create-event'
import { useFindVenues } from '../api/find-venues'
import { eventPaths } from '../event-paths'

const Search = lucideIcon(searchIcon)

type FormInput = z.input<typeof createEventSchema>
type FormOutput = z.output<typeof createEventSchema>

/** 'h:mm AM/PM' every 15 minutes, from 6:00 AM to 11:45 PM. */
const TIME_OPTIONS = Array.from({ length: 72 }, (_, i) => minutesToTime(6 * 60 + i * 15))

const FIELDS = ['name', 'date', 'time', 'guestCount', 'venueId', 'location'] as const

/**
 * Loaded on first use by NewEventButton (new-event-button.tsx), so it opens without a Radix trigger:
 * focus goes back to whatever opened it when it closes.
 */
export function NewEventDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const returnFocus = useReturnFocus(open)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={returnFocus}>
        {open && <NewEventForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function NewEventForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate()
  const mutation = useCreateEvent()
  const [where, setWhere] = useState<'venue' | 'location'>('venue')
  const [city, setCity] = useState('')
  const debouncedCity = useDebouncedValue(city, 300)
  const venues = useFindVenues(debouncedCity)
  const ids = useId()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createEventSchema),
    defaultValues: { name: '', date: '', time: '7:00 PM', guestCount: 10, venueId: undefined, location: '' },
  })
  const { register, control, setValue, clearErrors, formState } = form
  const e = formState.errors
  const busy = mutation.isPending || formState.isSubmitting
  const whereError = (e.location?.message ?? e.venueId?.message) as string | undefined

  const chooseWhere = (next: 'venue' | 'location') => {
    setWhere(next)
    clearErrors(['venueId', 'location'])
    if (next === 'venue') setValue('location', '')
    else setValue('venueId', undefined)
  }

  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (input) => mutation.mutateAsync(input),
    successToast: (event) => ({ title: 'Event Created', description: `${event.name} is on your dashboard.` }),
    onSuccess: async (event) => {
      onDone()
      await navigate(eventPaths.event(event.id))
    },
    failureToast: (error) => ({ title: 'Error', description: failureMessage(error, GENERIC_FAILURE) }),
    toastWithFieldErrors: false,
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-1 pr-8">
        <DialogTitle>New Event</DialogTitle>
        <DialogDescription>You'll be its host. Invite co-hosts and guests once it's created.</DialogDescription>
      </div>
      <FormField label="Event name" error={e.name?.message} required>
        {(p) => <Input {...p} autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePickerField control={control} name="date" label="Date" required />
        <FormField label="Time" error={e.time?.message} required>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('time')}>
              {TIME_OPTIONS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <GuestCountField
        register={register}
        name="guestCount"
        options={{ valueAsNumber: true }}
        min={EVENT_GUESTS_MIN}
        max={EVENT_GUESTS_MAX}
        label="Guest count"
        error={e.guestCount?.message}
        required
        hint={`From ${EVENT_GUESTS_MIN} to ${EVENT_GUESTS_MAX} guests`}
      />

      <fieldset className="grid gap-3" aria-describedby={`${ids}-where-error`}>
        <legend className="mb-2 text-sm font-medium text-ink-800">Where</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <RadioChoice
            name={`${ids}-where`}
            checked={where === 'venue'}
            onChange={() => chooseWhere('venue')}
            label="A venue from our catalogue"
          />
          <RadioChoice
            name={`${ids}-where`}
            checked={where === 'location'}
            onChange={() => chooseWhere('location')}
            label="Another location"
          />
        </div>
        {where === 'venue' ? (
          <VenuePicker
            control={control}
            idPrefix={ids}
            city={city}
            onCityChange={setCity}
            debouncedCity={debouncedCity}
            venues={venues}
          />
        ) : (
          <FormField label="Location" hint="An address or a place, for example Dolores Park, San Francisco">
            {(p) => (
              <Input
                {...p}
                aria-invalid={Boolean(whereError)}
                aria-describedby={`${ids}-where-error ${p['aria-describedby']}`}
                {...register('location')}
              />
            )}
          </FormField>
        )}
        <FieldError id={`${ids}-where-error`} message={whereError} />
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating...' : 'Create Event'}
        </Button>
      </div>
    </form>
  )
}

/** A venue from the catalogue, searched by city (the search is the form's, kept while "Where" changes). */
function VenuePicker({
  control,
  idPrefix,
  city,
  onCityChange,
  debouncedCity,
  venues,
}: {
  control: Control<FormInput, unknown, FormOutput>
  idPrefix: string
  city: string
  onCityChange: (city: string) => void
  debouncedCity: string
  venues: ReturnType<typeof useFindVenues>
}) {
  const venueList = venues.data?.venues ?? []
  return (
    <div className="grid gap-3">
      <FormField label="Search venues by city" hint="For example San Francisco or New York">
        {(p) => (
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
              aria-hidden
            />
            <Input
              {...p}
              type="search"
              className="pl-9"
              value={city}
              onChange={(ev) => onCityChange(ev.target.value)}
              autoComplete="off"
            />
          </div>
        )}
      </FormField>
      <Controller
        control={control}
        name="venueId"
        render={({ field }) => (
          <div className="grid gap-2">
            <p className="sr-only" role="status">
              {venues.isFetching
                ? 'Loading venues...'
                : debouncedCity.trim().length >= 2
                  ? `${venueList.length} venues found`
                  : ''}
            </p>
            {venues.data?.message && <p className="text-sm text-ink-700">{venues.data.message}</p>}
            {debouncedCity.trim().length >= 2 && !venues.isFetching && !venueList.length && !venues.data?.message && (
              <p className="text-sm text-ink-700">No venues found for your search criteria.</p>
            )}
            {venues.isError && <p className="text-sm text-destructive">Failed to load venues. Please try again.</p>}
            {venueList.length > 0 && (
              <ul
                className="grid max-h-56 gap-1.5 overflow-y-auto rounded-xl border border-ivory-300 bg-white p-1.5"
                aria-label="Venues"
              >
                {venueList.map((v) => (
                  <li key={v.id}>
                    <label
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm hover:bg-ivory-100',
                        field.value === v.id && 'bg-terracotta-50',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${idPrefix}-venue`}
                        className="mt-1 accent-terracotta-600"
                        checked={field.value === v.id}
                        onChange={() => field.onChange(v.id)}
                        aria-describedby={`${idPrefix}-where-error`}
                      />
                      <span className="grid">
                        <span className="font-medium text-ink-900">{v.name}</span>
                        <span className="text-ink-600">
                          {v.location} · up to {v.maxGuests} guests
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      />
    </div>
  )
}

function RadioChoice({
  name,
  checked,
  onChange,
  label,
}: {
  name: string
  checked: boolean
  onChange: () => void
  label: string
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-ink-900">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-4 accent-terracotta-600" />
      {label}
    </label>
  )
}

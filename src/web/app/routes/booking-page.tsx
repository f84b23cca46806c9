// /venues/:id/book (spec §2 "Booking request page", DESIGN.md §2): the POST is the request; the
// prepared email is an optional copy.
import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, CircleCheck, Mail, MapPin } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm, type DefaultValues } from 'react-hook-form'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { clampGuests, DEFAULT_GUESTS, LARGE_GROUP_PROMPT, MIN_GUESTS, venueCapacityHint, venueGuestLimit } from '~/domain/guests'
import { BOOKING_PAGE_EVENT_TYPES } from '~/domain/options'
import { bookingPageSchema, type BookingPageInput, type BookingPageRequest } from '~/domain/requests/booking-page'
import { venueRequestErrors } from '~/domain/requests/venue-rules'
import { BOOKING_PAGE_TIMES, isValidTime } from '~/domain/time-constants'
import type { VenueDetail } from '~/domain/venue'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { isoToLocalDate, localDateToIso } from '~/web/lib/dates'
import { paths } from '~/web/lib/paths'
import { toast } from '~/web/lib/use-toast'
import { useConciergeEmail } from '~/web/requests/api/get-public-config'
import { useRequestVenueBooking } from '~/web/requests/api/request-venue-booking'
import { DatePickerField } from '~/web/requests/components/date-picker-field'
import { FormField, nativeSelectClass, textareaClass } from '~/web/requests/components/form-field'
import { useConsultationDialog } from '~/web/requests/components/consultation-trigger'
import { bookingMailto, type BookingEmail } from '~/web/requests/lib/booking-email'
import { useIdempotentAttempt } from '~/web/requests/lib/idempotency'
import { applyServerFieldErrors } from '~/web/requests/lib/server-errors'
import { useVenue } from '~/web/venues/api/get-venue'

/** Spec §9: back to the home page 5 s after the request is ready. */
export const BOOKING_PAGE_REDIRECT_MS = 5000

const formSchema = bookingPageSchema.omit({ venueId: true, venueName: true })
type FormInput = Omit<BookingPageInput, 'venueId' | 'venueName'>
type FormOutput = Omit<BookingPageRequest, 'venueId' | 'venueName'>
const FIELDS = ['name', 'email', 'phone', 'numGuests', 'date', 'time', 'eventType', 'specialRequests'] as const

const isIsoDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && localDateToIso(isoToLocalDate(s)) === s

export function BookingPage() {
  const { id = '' } = useParams()
  const venueId = /^\d+$/.test(id) ? Number(id) : 0
  const { data: venue, isPending, isError } = useVenue(venueId)
  if (!venueId || isError || (!isPending && !venue)) {
    return (
      <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-28 text-center">
        <title>Venue Not Found · Bountiful</title>
        <h1 className="font-display text-4xl font-semibold text-ink-900">Venue Not Found</h1>
        <p className="text-ink-600">The venue you're looking for doesn't exist or has been removed.</p>
        <Button asChild>
          <Link to={paths.search()}>Browse venues</Link>
        </Button>
      </div>
    )
  }
  if (isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center" aria-busy="true">
        <p role="status" className="text-lg text-ink-600">
          Loading venue details...
        </p>
      </div>
    )
  }
  return <BookingRequestForm key={venue.id} venue={venue} />
}

function BookingRequestForm({ venue }: { venue: VenueDetail }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const conciergeEmail = useConciergeEmail()
  const consultation = useConsultationDialog()
  const limit = venueGuestLimit(venue.maxGuests)
  const mutation = useRequestVenueBooking()
  const attempts = useIdempotentAttempt()
  const [ready, setReady] = useState<BookingEmail | null>(null)
  const [staying, setStaying] = useState(false)
  const resultRef = useRef<HTMLDivElement>(null)

  const date = params.get('date') ?? ''
  const time = params.get('time') ?? ''
  const empty: DefaultValues<FormInput> = {
    name: '',
    email: '',
    phone: '',
    numGuests: clampGuests(params.get('guests') ?? DEFAULT_GUESTS, { min: MIN_GUESTS, max: limit }),
    date: isIsoDate(date) ? date : '',
    time: isValidTime(time) && BOOKING_PAGE_TIMES.includes(time) ? time : '',
    eventType: undefined,
    specialRequests: '',
  }
  const { register, control, handleSubmit, setError, setValue, reset, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: empty,
  })
  const e = formState.errors
  const submitting = mutation.isPending

  useEffect(() => {
    if (!ready || staying) return
    const t = setTimeout(() => navigate(paths.home()), BOOKING_PAGE_REDIRECT_MS)
    return () => clearTimeout(t)
  }, [ready, staying, navigate])

  useEffect(() => {
    if (ready) resultRef.current?.focus()
  }, [ready])

  const onSubmit = handleSubmit(async (data) => {
    const venueErrors = venueRequestErrors(venue, {
      guests: { field: 'numGuests', value: data.numGuests },
      date: { field: 'date', value: data.date },
      time: { field: 'time', value: data.time },
    })
    const entries = Object.entries(venueErrors) as [(typeof FIELDS)[number], string][]
    if (entries.length) {
      entries.forEach(([f, message], i) => setError(f, { type: 'venue', message }, { shouldFocus: i === 0 }))
      return
    }
    const attempt = attempts.attemptFor(data)
    try {
      const result = await mutation.mutateAsync({
        data: { ...data, venueId: venue.id, venueName: venue.name },
        idempotencyKey: attempt.key,
      })
      attempts.settled()
      toast({
        title: 'Booking Request Ready',
        description: "Please send the email that we've prepared with your booking details to complete your request",
        duration: 5000,
        variant: 'success',
      })
      setReady({ ...data, venueName: venue.name, reference: result.reference })
      reset(empty)
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS)
      toast({ variant: 'destructive', title: 'Error', description: 'There was a problem submitting your request. Please try again.' })
    }
  })

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <title>{`Request to Book ${venue.name} · Bountiful`}</title>
      <Link
        to={paths.venue(venue.id)}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-ink-600 hover:text-terracotta-700"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to venue
      </Link>
      <p className="mt-6 text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Request to Book</p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-ink-900">{venue.name}</h1>
      <p className="mt-2 inline-flex items-center gap-1.5 text-ink-600">
        <MapPin className="size-4 text-ink-400" aria-hidden /> {venue.location}
      </p>

      {ready && (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className="mt-8 grid gap-3 rounded-(--radius-card) border border-sage-600/30 bg-sage-100 p-6 text-ink-900 outline-none"
        >
          <p className="flex items-center gap-2 font-display text-xl font-semibold">
            <CircleCheck className="size-6 text-sage-700" aria-hidden /> Your request has been received
          </p>
          <p>
            Reference <span className="font-mono font-semibold">{ready.reference}</span>. Our concierge team will reply within
            24 hours; a confirmation is on its way to {ready.email}.
          </p>
          <p className="text-sm text-ink-700">
            Want a copy in your own outbox? You may also send the email we've prepared (optional).
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild variant="outline">
              <a href={bookingMailto(conciergeEmail, ready)}>
                <Mail aria-hidden /> Open the prepared email
              </a>
            </Button>
            {staying ? (
              <Button asChild variant="ghost">
                <Link to={paths.home()}>Go to the home page</Link>
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => setStaying(true)}>
                Stay on this page
              </Button>
            )}
          </div>
          {!staying && <p className="text-sm text-ink-700">Returning to the home page in 5 seconds...</p>}
        </div>
      )}

      <form noValidate onSubmit={onSubmit} aria-label="Booking request" className="mt-8 grid gap-5 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft sm:p-8">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Full Name" error={e.name?.message} required>
            {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
          </FormField>
          <FormField label="Email" error={e.email?.message} required>
            {(p) => <Input {...p} type="email" autoComplete="email" {...register('email')} />}
          </FormField>
          <FormField label="Phone Number" error={e.phone?.message} required>
            {(p) => <Input {...p} type="tel" autoComplete="tel" {...register('phone')} />}
          </FormField>
          <FormField
            label="Number of Guests"
            error={e.numGuests?.message}
            required
            hint={
              <>
                {venueCapacityHint(limit)} (minimum {MIN_GUESTS}).{' '}
                <button
                  type="button"
                  className="font-medium text-terracotta-700 underline underline-offset-2"
                  onClick={() => consultation.open({ notes: `Large group at ${venue.name}` })}
                >
                  {LARGE_GROUP_PROMPT}
                </button>
              </>
            }
          >
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={MIN_GUESTS}
                max={limit}
                step={1}
                {...register('numGuests', {
                  onBlur: (ev) => setValue('numGuests', clampGuests(ev.target.value, { min: MIN_GUESTS, max: limit })),
                })}
              />
            )}
          </FormField>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <FormField label="Event Date" error={e.date?.message} required>
                {(p) => (
                  <DatePickerField
                    {...p}
                    buttonRef={field.ref}
                    value={String(field.value ?? '')}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabledDates={venue.blackoutDates.map(isoToLocalDate)}
                  />
                )}
              </FormField>
            )}
          />
          <FormField label="Event Time" error={e.time?.message} required>
            {(p) => (
              <select {...p} className={nativeSelectClass} {...register('time')}>
                <option value="">Select a time</option>
                {BOOKING_PAGE_TIMES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Event Type" error={e.eventType?.message} required className="sm:col-span-2">
            {(p) => (
              <select {...p} className={nativeSelectClass} defaultValue="" {...register('eventType')}>
                <option value="">Select an event type</option>
                {BOOKING_PAGE_EVENT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField label="Special Requests" error={e.specialRequests?.message} hint="Dietary needs, room setup, accessibility, anything we should know.">
          {(p) => <textarea {...p} rows={4} className={textareaClass} {...register('specialRequests')} />}
        </FormField>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
          <Mail aria-hidden /> {submitting ? 'Preparing Email...' : 'Email Request Form'}
        </Button>
      </form>
      {consultation.dialog}
    </div>
  )
}

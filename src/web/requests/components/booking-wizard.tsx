// The booking wizard 'Book {venue name}' (spec §2 "Booking wizard", §4, §5, §9): four steps,
// each validated on Continue with the domain's schema, then POST /api/venues/book.
import { zodResolver } from '@hookform/resolvers/zod'
import { Sparkles } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Controller, useForm, useWatch, type DefaultValues, type Path } from 'react-hook-form'
import { Link } from 'react-router'
import { estimateBooking, ESTIMATE_NOTE, formatCents, PRICE_UPON_REQUEST } from '~/domain/estimate'
import { clampGuests, DEFAULT_GUESTS, LARGE_GROUP_PROMPT, MIN_GUESTS, venueCapacityHint, venueGuestLimit } from '~/domain/guests'
import { FIXED_ADD_ONS, PACKAGES, WIZARD_EVENT_TYPES } from '~/domain/options'
import {
  aiAddOnId, BOOKING_WIZARD_SUCCESS_MESSAGE, bookingWizardSchema, type BookingWizardInput, type BookingWizardRequest,
  type PackageId,
} from '~/domain/requests/booking-wizard'
import { venueRequestErrors } from '~/domain/requests/venue-rules'
import { BOOKING_PAGE_TIMES } from '~/domain/time-constants'
import type { VenueDetail } from '~/domain/venue'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { Calendar } from '~/web/components/ui/calendar'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { cn } from '~/web/lib/cn'
import { formatDisplayDate, isoToLocalDate, localDateToIso, startOfTodayLocal } from '~/web/lib/dates'
import { paths } from '~/web/lib/paths'
import { toast } from '~/web/lib/use-toast'
import { useBookVenue } from '~/web/requests/api/book-venue'
import { useIdempotentAttempt } from '~/web/requests/lib/idempotency'
import { applyServerFieldErrors } from '~/web/requests/lib/server-errors'
import { useReturnFocus } from '~/web/lib/use-return-focus'
import { BookingSuccess, type BookingSummary } from './booking-success'
import { FormField, nativeSelectClass, textareaClass } from './form-field'

const formSchema = bookingWizardSchema.omit({ venueId: true, venueName: true })
type FormInput = Omit<BookingWizardInput, 'venueId' | 'venueName'>
type FormOutput = Omit<BookingWizardRequest, 'venueId' | 'venueName'>
type Field = Path<FormInput>

export const WIZARD_STEPS = [
  { label: 'Event', fields: ['eventType', 'guestCount'] },
  { label: 'Date & Time', fields: ['date', 'time'] },
  { label: 'Budget', fields: ['budget', 'addOns', 'dietaryRestrictions', 'specialRequests'] },
  { label: 'Contact', fields: ['name', 'email', 'phone', 'companyName'] },
] as const satisfies readonly { label: string; fields: readonly Field[] }[]

const ALL_FIELDS = WIZARD_STEPS.flatMap((s) => s.fields)
const stepOf = (field: string) => WIZARD_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field)) + 1

export type WizardDefaults = { date?: string; time?: string; guests?: number }

type Props = { venue: VenueDetail; defaults?: WizardDefaults; open: boolean; onOpenChange: (open: boolean) => void }

export function BookingWizardDialog({ venue, defaults = {}, open, onOpenChange }: Props) {
  const limit = venueGuestLimit(venue.maxGuests)
  const initial = (): DefaultValues<FormInput> => ({
    guestCount: clampGuests(defaults.guests ?? DEFAULT_GUESTS, { min: MIN_GUESTS, max: limit }),
    date: defaults.date ?? '',
    time: defaults.time ?? '',
    budget: 'standard',
    addOns: [],
    dietaryRestrictions: '',
    specialRequests: '',
    name: '',
    email: '',
    phone: '',
    companyName: '',
  })
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: initial() })
  const { register, control, handleSubmit, trigger, setError, getValues, setValue, reset, formState } = form
  const [step, setStep] = useState(1)
  const [success, setSuccess] = useState<BookingSummary | null>(null)
  const mutation = useBookVenue()
  const returnFocus = useReturnFocus(open)
  const attempts = useIdempotentAttempt()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)
  const ids = useId()
  const submitting = mutation.isPending
  const e = formState.errors

  // Each step is announced: focus moves to its heading (not on first open: the dialog focuses itself).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    headingRef.current?.focus()
  }, [step])

  const values = useWatch({ control })
  const guests = clampGuests(values.guestCount, { min: MIN_GUESTS, max: limit })
  const addOnIds = (Array.isArray(values.addOns) ? values.addOns : []) as string[]
  const estimate = estimateBooking({
    pricePerPerson: venue.pricePerPerson,
    packageKey: (values.budget as PackageId) ?? 'standard',
    guests,
    addOnIds,
    suggestedAddOns: venue.suggestedAddOns,
  })

  /** The checks that need the venue: capacity, its timezone's today and clock, its add-ons. */
  function venueErrorsFor(fields: readonly Field[]): [Field, string][] {
    const v = getValues()
    const date = String(v.date ?? '')
    const errors = venueRequestErrors(venue, {
      guests: { field: 'guestCount', value: Number(v.guestCount) },
      date: { field: 'date', value: date || '9999-12-31' },
      time: v.time ? { field: 'time', value: String(v.time) } : undefined,
      addOns: { field: 'addOns', value: addOnIds },
    })
    return (Object.entries(errors) as [Field, string][]).filter(([f]) => fields.includes(f))
  }

  async function validateStep(n: number): Promise<boolean> {
    const fields = WIZARD_STEPS[n - 1].fields
    if (!(await trigger(fields, { shouldFocus: true }))) return false
    const venueErrors = venueErrorsFor(fields)
    venueErrors.forEach(([f, message], i) => setError(f, { type: 'venue', message }, { shouldFocus: i === 0 }))
    return venueErrors.length === 0
  }

  const next = async () => {
    if (await validateStep(step)) setStep((s) => Math.min(4, s + 1))
  }

  const submit = handleSubmit(async (data) => {
    const venueErrors = venueErrorsFor(ALL_FIELDS)
    if (venueErrors.length) {
      venueErrors.forEach(([f, message]) => setError(f, { type: 'venue', message }))
      setStep(stepOf(venueErrors[0][0]))
      return
    }
    const attempt = attempts.attemptFor(data)
    try {
      const result = await mutation.mutateAsync({
        data: { ...data, venueId: venue.id, venueName: venue.name },
        idempotencyKey: attempt.key,
      })
      attempts.settled()
      toast({ variant: 'success', title: 'Booking Request Submitted', description: result.message || BOOKING_WIZARD_SUCCESS_MESSAGE })
      setSuccess({
        venueName: venue.name,
        date: data.date,
        time: data.time,
        guests: data.guestCount,
        total: formatCents(estimate.totalCents),
        email: data.email,
        reference: result.reference,
      })
    } catch (error) {
      console.error('Booking request failed', error)
      const fields = applyServerFieldErrors(error, setError, ALL_FIELDS)
      // A field the planner can fix on an earlier step: take them there.
      if (fields.length) setStep(Math.min(...fields.map(stepOf)))
      toast({ variant: 'destructive', title: 'Error', description: 'There was a problem submitting your booking. Please try again.' })
    }
  }, (errors) => {
    const first = ALL_FIELDS.find((f) => errors[f])
    if (first && stepOf(first) !== step) setStep(stepOf(first))
  })

  const close = () => {
    if (submitting) return
    onOpenChange(false)
    if (success) {
      // A finished request leaves nothing behind for the next one.
      reset(initial())
      setStep(1)
      setSuccess(null)
      mutation.reset()
    }
  }

  const eventTypeLabel = WIZARD_EVENT_TYPES.find((t) => t.value === values.eventType)?.label ?? '—'
  const pkg = PACKAGES.find((p) => p.value === values.budget)
  const times = values.time && !BOOKING_PAGE_TIMES.includes(String(values.time)) ? [String(values.time), ...BOOKING_PAGE_TIMES] : BOOKING_PAGE_TIMES
  const blackouts = venue.blackoutDates.map(isoToLocalDate)

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent
        className="max-h-[92vh] max-w-2xl overflow-y-auto print:static print:max-h-none print:translate-none print:overflow-visible print:shadow-none"
        hideClose={submitting || Boolean(success)}
        onEscapeKeyDown={(ev) => submitting && ev.preventDefault()}
        onInteractOutside={(ev) => submitting && ev.preventDefault()}
        onCloseAutoFocus={returnFocus}
      >
        {success ? (
          <BookingSuccess summary={success} onClose={close} />
        ) : (
          <>
            <div className="grid gap-1 pr-8">
              <DialogTitle>Book {venue.name}</DialogTitle>
              <DialogDescription>{venue.location}</DialogDescription>
            </div>
            <WizardProgress step={step} />
            <form noValidate onSubmit={(ev) => (step < 4 ? (ev.preventDefault(), void next()) : void submit(ev))} className="grid gap-5">
              <h3 ref={headingRef} tabIndex={-1} className="font-display text-xl font-semibold text-ink-900 outline-none">
                Step {step} of 4: {WIZARD_STEPS[step - 1].label}
              </h3>

              {step === 1 && (
                <>
                  <fieldset className="grid gap-2" aria-describedby={`${ids}-eventType-error`} aria-invalid={Boolean(e.eventType)}>
                    <legend className="mb-2 text-sm font-medium text-ink-800">Event type</legend>
                    <div className="grid gap-2 sm:grid-cols-2">
                      {WIZARD_EVENT_TYPES.map((t) => (
                        <label key={t.value} className={radioCard}>
                          <input type="radio" value={t.value} className={radioInput} {...register('eventType')} />
                          <span className="font-medium text-ink-900">{t.label}</span>
                        </label>
                      ))}
                    </div>
                    <ErrorLine id={`${ids}-eventType-error`} message={e.eventType?.message} />
                  </fieldset>
                  <FormField
                    label="Number of guests"
                    error={e.guestCount?.message}
                    hint={
                      <>
                        {venueCapacityHint(limit)}.{' '}
                        <Link to={paths.plan()} className="font-medium text-terracotta-700 underline underline-offset-2">
                          {LARGE_GROUP_PROMPT}
                        </Link>
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
                        className="max-w-40"
                        {...register('guestCount', {
                          onBlur: (ev) => setValue('guestCount', clampGuests(ev.target.value, { min: MIN_GUESTS, max: limit })),
                        })}
                      />
                    )}
                  </FormField>
                </>
              )}

              {step === 2 && (
                <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)]">
                  <Controller
                    control={control}
                    name="date"
                    render={({ field }) => (
                      <div className="grid content-start gap-1.5">
                        <span id={`${ids}-date-label`} className="text-sm font-medium text-ink-800">
                          Date
                        </span>
                        <div
                          ref={field.ref}
                          tabIndex={-1}
                          role="group"
                          aria-labelledby={`${ids}-date-label ${ids}-date-value`}
                          aria-describedby={`${ids}-date-error`}
                          aria-invalid={Boolean(e.date)}
                          className={cn('flex justify-center rounded-2xl border bg-white outline-none', e.date ? 'border-destructive' : 'border-ivory-300')}
                        >
                          <Calendar
                            mode="single"
                            selected={field.value ? isoToLocalDate(String(field.value)) : undefined}
                            defaultMonth={field.value ? isoToLocalDate(String(field.value)) : undefined}
                            onSelect={(d) => {
                              field.onChange(d ? localDateToIso(d) : '')
                              if (e.date) void trigger('date')
                            }}
                            disabled={[{ before: startOfTodayLocal() }, ...blackouts]}
                            startMonth={startOfTodayLocal()}
                          />
                        </div>
                        <p id={`${ids}-date-value`} className="text-sm text-ink-600">
                          {field.value ? formatDisplayDate(String(field.value)) : 'No date selected'}
                        </p>
                        <ErrorLine id={`${ids}-date-error`} message={e.date?.message} />
                      </div>
                    )}
                  />
                  <FormField label="Time" error={e.time?.message}>
                    {(p) => (
                      <select {...p} className={nativeSelectClass} {...register('time')}>
                        <option value="">Select a time</option>
                        {times.map((t) => (
                          <option key={t} value={t}>
                            {t}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                </div>
              )}

              {step === 3 && (
                <>
                  <fieldset className="grid gap-2" aria-describedby={`${ids}-budget-error`}>
                    <legend className="mb-2 text-sm font-medium text-ink-800">Package</legend>
                    <div className="grid gap-2 sm:grid-cols-3">
                      {PACKAGES.map((p) => (
                        <label key={p.value} className={radioCard}>
                          <input type="radio" value={p.value} className={radioInput} {...register('budget')} />
                          <span className="grid gap-1">
                            <span className="font-medium text-ink-900">{p.label}</span>
                            <span className="text-xs text-ink-600">{p.description}</span>
                            <span className="text-sm font-semibold text-terracotta-700">
                              {formatCents(Math.round(venue.pricePerPerson * 100 * p.multiplier))} / person
                            </span>
                          </span>
                        </label>
                      ))}
                    </div>
                    <ErrorLine id={`${ids}-budget-error`} message={e.budget?.message} />
                  </fieldset>
                  <fieldset className="grid gap-2" aria-describedby={`${ids}-addOns-error`}>
                    <legend className="mb-2 text-sm font-medium text-ink-800">Add-ons (optional)</legend>
                    <ul className="grid gap-2">
                      {venue.suggestedAddOns.map((label, i) => (
                        <li key={aiAddOnId(i)}>
                          <label className={checkRow}>
                            <input type="checkbox" value={aiAddOnId(i)} className={checkInput} {...register('addOns')} />
                            <span className="flex flex-1 flex-wrap items-center gap-2">
                              <span className="text-ink-900">{label}</span>
                              <Badge variant="default">
                                <Sparkles className="size-3" aria-hidden /> AI Suggested
                              </Badge>
                            </span>
                            <span className="text-sm text-ink-600">{PRICE_UPON_REQUEST}</span>
                          </label>
                        </li>
                      ))}
                      {FIXED_ADD_ONS.map((a) => (
                        <li key={a.id}>
                          <label className={checkRow}>
                            <input type="checkbox" value={a.id} className={checkInput} {...register('addOns')} />
                            <span className="flex-1 text-ink-900">{a.label}</span>
                            <span className="text-sm text-ink-600">
                              ${a.price}
                              {a.perPerson ? ' / person' : ''}
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                    <ErrorLine id={`${ids}-addOns-error`} message={e.addOns?.message} />
                  </fieldset>
                  <FormField label="Dietary restrictions (optional)" error={e.dietaryRestrictions?.message}>
                    {(p) => <textarea {...p} rows={2} className={textareaClass} {...register('dietaryRestrictions')} />}
                  </FormField>
                  <FormField label="Special requests (optional)" error={e.specialRequests?.message}>
                    {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('specialRequests')} />}
                  </FormField>
                  <section aria-labelledby={`${ids}-estimate`} className="rounded-2xl border border-terracotta-200 bg-terracotta-50 p-4">
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
                </>
              )}

              {step === 4 && (
                <>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <FormField label="Full Name" error={e.name?.message} required>
                      {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
                    </FormField>
                    <FormField label="Email" error={e.email?.message} required>
                      {(p) => <Input {...p} type="email" autoComplete="email" {...register('email')} />}
                    </FormField>
                    <FormField label="Phone" error={e.phone?.message} required>
                      {(p) => <Input {...p} type="tel" autoComplete="tel" {...register('phone')} />}
                    </FormField>
                    <FormField label="Company Name (optional)" error={e.companyName?.message}>
                      {(p) => <Input {...p} autoComplete="organization" {...register('companyName')} />}
                    </FormField>
                  </div>
                  <section aria-labelledby={`${ids}-summary`} className="rounded-2xl border border-ivory-300 bg-white p-4">
                    <h4 id={`${ids}-summary`} className="font-semibold text-ink-900">
                      Booking summary
                    </h4>
                    <dl className="mt-2 grid gap-1 text-sm">
                      <SummaryRow term="Venue" value={venue.name} />
                      <SummaryRow term="Event type" value={eventTypeLabel} />
                      <SummaryRow term="Date" value={values.date ? formatDisplayDate(String(values.date)) : '—'} />
                      <SummaryRow term="Time" value={String(values.time || '—')} />
                      <SummaryRow term="Guests" value={String(guests)} />
                      <SummaryRow term="Package" value={pkg?.label ?? '—'} />
                      <SummaryRow term="Estimated total" value={formatCents(estimate.totalCents)} strong />
                    </dl>
                  </section>
                </>
              )}

              <div className="flex flex-col-reverse gap-3 border-t border-ivory-300 pt-4 sm:flex-row sm:justify-between">
                {step === 1 ? (
                  <Button variant="outline" onClick={close}>
                    Cancel
                  </Button>
                ) : (
                  <Button variant="outline" disabled={submitting} onClick={() => setStep((s) => Math.max(1, s - 1))}>
                    Back
                  </Button>
                )}
                {step < 4 ? (
                  <Button type="submit">Continue</Button>
                ) : (
                  <Button type="submit" disabled={submitting}>
                    {submitting ? 'Submitting...' : 'Submit Booking Request'}
                  </Button>
                )}
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

const radioCard =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 bg-white p-3 transition-colors hover:border-terracotta-400 has-[:checked]:border-terracotta-600 has-[:checked]:bg-terracotta-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-600'
const radioInput = 'mt-1 size-4 shrink-0 accent-terracotta-600 focus-visible:outline-none'
const checkRow =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-ink-200 bg-white px-3 py-2.5 hover:border-terracotta-400 has-[:checked]:border-terracotta-600 has-[:checked]:bg-terracotta-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-600'
const checkInput = 'size-4 shrink-0 accent-terracotta-600 focus-visible:outline-none'

function ErrorLine({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} aria-live="polite" className={cn('text-sm font-medium text-destructive', !message && 'sr-only')}>
      {message}
    </p>
  )
}

function SummaryRow({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-4', strong && 'mt-1 border-t border-ivory-300 pt-2 font-semibold')}>
      <dt className="text-ink-600">{term}</dt>
      <dd className="text-right text-ink-900">{value}</dd>
    </div>
  )
}

function WizardProgress({ step }: { step: number }) {
  return (
    <div className="grid gap-3">
      <div
        role="progressbar"
        aria-label="Booking progress"
        aria-valuemin={1}
        aria-valuemax={4}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of 4: ${WIZARD_STEPS[step - 1].label}`}
        className="h-1.5 overflow-hidden rounded-full bg-ivory-200"
      >
        <div className="h-full rounded-full bg-terracotta-600 transition-all" style={{ width: `${(step / 4) * 100}%` }} />
      </div>
      <ol className="grid grid-cols-4 gap-2" aria-label="Steps">
        {WIZARD_STEPS.map((s, i) => {
          const n = i + 1
          return (
            <li key={s.label} aria-current={n === step ? 'step' : undefined} className="flex flex-col items-center gap-1 text-center">
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full text-sm font-semibold',
                  n < step && 'bg-terracotta-600 text-white',
                  n === step && 'bg-terracotta-600 text-white ring-4 ring-terracotta-100',
                  n > step && 'bg-ivory-200 text-ink-600',
                )}
              >
                {n}
              </span>
              <span className={cn('text-xs', n === step ? 'font-semibold text-ink-900' : 'text-ink-600')}>{s.label}</span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

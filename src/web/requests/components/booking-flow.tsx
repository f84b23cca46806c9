// The one "Request to Book" flow: four steps, each validated on Continue with the
// domain's schema and the venue's rules, then POST /api/venues/book. In a dialog from the venue
// page (booking-wizard.tsx), inline on the booking page /venues/{id}/book: same fields, event
// types, checks and estimate. This file is the shell (form, steps, navigation, submit); each step
// is its own component. An instant-book package is said to be one on the last step: the
// deposit due now, the cancellation terms and the all-in total (read from the server), a box the
// planner ticks to agree, and "Book now"; a signed-in planner finds her contact details filled in.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useForm, useWatch, type DeepPartialSkipArrayKey, type DefaultValues } from 'react-hook-form'
import { clampExtendedHours, estimateBooking, formatCents } from '~/domain/pricing/estimate'
import { clampGuests, DEFAULT_GUESTS } from '~/domain/guests'
import { EXTENDED_HOURS, PACKAGES, WIZARD_EVENT_TYPES } from '~/domain/options'
import { bookingWizardHours, type PackageId } from '~/domain/requests/booking-wizard'
import { bookingGuestRange } from '~/domain/requests/venue-rules'
import type { VenueDetail } from '~/domain/venues/venue'
import { packageEstimate, packageOffered } from '~/domain/venues/planner-packages'
import { Button } from '~/web/components/ui/button'
import { DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { cn } from '~/web/lib/cn'
import { formatDisplayDate } from '~/web/lib/dates'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { INSTANT_BOOK_MESSAGES } from '~/domain/bookings/instant-book-agreement'
import { useSession } from '~/web/lib/get-user'
import { useBookVenue } from '~/web/requests/api/book-venue'
import { useBookingTerms } from '~/web/requests/api/get-booking-terms'
import { WizardInstantBookTerms } from './wizard-instant-book-terms'
import { BookingSuccess, type BookingSummary } from './booking-success'
import { WizardBudgetStep } from './wizard-budget-step'
import { WizardContactStep } from './wizard-contact-step'
import { WizardDateStep } from './wizard-date-step'
import { WizardEventStep } from './wizard-event-step'
import { WizardProgress } from './wizard-progress'
import { wizardVenueErrors } from './wizard-venue-errors'
import {
  stepOf,
  WIZARD_FIELDS,
  WIZARD_STEPS,
  wizardFormSchema,
  type WizardDefaults,
  type WizardField,
  type WizardForm,
  type WizardInput,
  type WizardOutput,
} from './wizard-steps'

type FlowProps = {
  venue: VenueDetail
  defaults?: WizardDefaults
  /** 'dialog': titles are the dialog's; 'page': headings in the page. */
  layout: 'dialog' | 'page'
  onCancel: () => void
  onBusyChange?: (busy: boolean) => void
  onSuccess?: (summary: BookingSummary) => void
  /** Shown under the success summary (the page's links back). */
  successActions?: ReactNode
}

const PageTitle = ({ children }: { children: ReactNode }) => (
  <h2 className="font-display text-2xl font-semibold text-ink-900">{children}</h2>
)
const PageDescription = ({ children }: { children: ReactNode }) => <p className="text-ink-600">{children}</p>

export function BookingFlow({
  venue,
  defaults = {},
  layout,
  onCancel,
  onBusyChange,
  onSuccess,
  successActions,
}: FlowProps) {
  const Title = layout === 'dialog' ? DialogTitle : PageTitle
  const Description = layout === 'dialog' ? DialogDescription : PageDescription
  const range = bookingGuestRange(venue)
  const form = useForm<WizardInput, unknown, WizardOutput>({
    resolver: zodResolver(wizardFormSchema),
    defaultValues: initialValues(defaults, range),
  })
  const { control, trigger, setError, getValues } = form
  const [step, setStep] = useState(1)
  const [success, setSuccess] = useState<BookingSummary | null>(null)
  const mutation = useBookVenue()
  const submitting = mutation.isPending
  useEffect(() => onBusyChange?.(submitting), [submitting, onBusyChange])
  useContactFromSession(form)
  const headingRef = useStepHeadingFocus(step)

  const values = useWatch({ control })
  const pricing = useWizardPricing({ venue, values, range, step })
  const { addOnIds, chosen, totalCents, instant, checkingTerms } = pricing
  const venueErrorsFor = (fields: readonly WizardField[]) =>
    wizardVenueErrors({ venue, values: getValues(), addOnIds, fields })

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

  const submit = useSubmitForm(form, {
    fields: WIZARD_FIELDS,
    check: (data) => {
      const venueErrors = venueErrorsFor(WIZARD_FIELDS)
      if (venueErrors.length) {
        venueErrors.forEach(([f, message]) => setError(f, { type: 'venue', message }))
        setStep(stepOf(venueErrors[0][0]))
        return false
      }
      if (checkingTerms) return false
      if (instant && data.instantBookAgreed !== true) {
        setError('instantBookAgreed', { type: 'required', message: INSTANT_BOOK_MESSAGES.agree }, { shouldFocus: true })
        return false
      }
      return true
    },
    send: (data, attempt) =>
      mutation.mutateAsync({
        data: {
          ...data,
          packageId: chosen?.id,
          // Hours only with Extended Hours ticked (the picker shows only then).
          extendedHours: bookingWizardHours(data),
          venueId: venue.id,
          venueName: venue.name,
          // Agreed only to terms she was shown: no instant book otherwise (the server's rule too).
          instantBookAgreed: instant ? data.instantBookAgreed === true : undefined,
        },
        idempotencyKey: attempt.key,
      }),
    successToast: (result) => ({
      title: result.instantBooked ? 'Booking Confirmed' : 'Booking Request Submitted',
      description: result.message,
    }),
    onSuccess: (result, data) => {
      const summary = {
        venueName: venue.name,
        date: data.date,
        time: data.time,
        guests: data.guestCount,
        total: formatCents(result.booking?.allInCents ?? totalCents),
        email: data.email,
        reference: result.reference,
        confirmed: result.instantBooked === true,
        message: result.message,
        booking: result.booking,
      }
      setSuccess(summary)
      onSuccess?.(summary)
    },
    onError: (_error, fields) => {
      // A field the planner can fix on an earlier step: take them there.
      if (fields.length) setStep(Math.min(...fields.map(stepOf)))
    },
    failureToast: { title: 'Error', description: 'There was a problem submitting your booking. Please try again.' },
    onInvalid: (errors) => {
      const first = WIZARD_FIELDS.find((f) => errors[f.split('.')[0] as keyof typeof errors])
      if (first && stepOf(first) !== step) setStep(stepOf(first))
    },
  })

  if (success) {
    return <BookingSuccess summary={success} layout={layout} onClose={onCancel} actions={successActions} />
  }

  return (
    <>
      <div className={cn('grid gap-1', layout === 'dialog' && 'pr-8')}>
        <Title>Book {venue.name}</Title>
        <Description>{venue.location}</Description>
      </div>
      <WizardProgress step={step} />
      <form
        noValidate
        onSubmit={(ev) => (step < 4 ? (ev.preventDefault(), void next()) : void submit(ev))}
        className="grid gap-5"
      >
        <h3 ref={headingRef} tabIndex={-1} className="font-display text-xl font-semibold text-ink-900 outline-none">
          Step {step} of 4: {WIZARD_STEPS[step - 1].label}
        </h3>

        <CurrentStep step={step} form={form} venue={venue} range={range} values={values} pricing={pricing} />

        <WizardNav
          step={step}
          submitting={submitting}
          checkingTerms={checkingTerms}
          instant={!!instant}
          onCancel={onCancel}
          onBack={() => setStep((s) => Math.max(1, s - 1))}
        />
      </form>
    </>
  )
}

/** What the form opens with: the venue card's or the URL's date, time, group and package, the rest blank. */
function initialValues(defaults: WizardDefaults, range: { min: number; max: number }): DefaultValues<WizardInput> {
  return {
    guestCount: clampGuests(defaults.guests ?? DEFAULT_GUESTS, range),
    date: defaults.date ?? '',
    time: defaults.time ?? '',
    alternativeDates: [],
    budget: 'standard',
    packageId: defaults.packageId,
    addOns: [],
    extendedHours: EXTENDED_HOURS.default,
    dietaryCounts: [],
    dietaryRestrictions: '',
    specialRequests: '',
    name: '',
    email: '',
    phone: '',
    companyName: '',
    instantBookAgreed: false,
  }
}

// Signed in: her name and email are filled in (still hers to change); nothing she typed is replaced.
function useContactFromSession({ getValues, setValue }: WizardForm) {
  const user = useSession().user
  useEffect(() => {
    if (!user) return
    const name = `${user.firstName} ${user.lastName}`.trim()
    if (name && !getValues('name')) setValue('name', name)
    if (!getValues('email')) setValue('email', user.email)
  }, [user, getValues, setValue])
}

// Each step is announced: focus moves to its heading (not on first open: the dialog focuses itself).
function useStepHeadingFocus(step: number) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    headingRef.current?.focus()
  }, [step])
  return headingRef
}

/** The estimate, the venue's packages on offer and the one chosen, and on the last step an instant-book package's terms. */
function useWizardPricing({
  venue,
  values,
  range,
  step,
}: {
  venue: VenueDetail
  values: DeepPartialSkipArrayKey<WizardInput>
  range: { min: number; max: number }
  step: number
}) {
  const guests = clampGuests(values.guestCount, range)
  const addOnIds = (Array.isArray(values.addOns) ? values.addOns : []) as string[]
  const estimate = estimateBooking({
    pricePerPerson: venue.pricePerPerson,
    packageKey: (values.budget as PackageId) ?? 'standard',
    guests,
    addOnIds,
    suggestedAddOns: venue.suggestedAddOns,
    extendedHours: clampExtendedHours(values.extendedHours),
  })
  // The venue's own packages offered for this day, time and group. None is chosen until the planner
  // picks one (here or on the venue page); until then, and for venues without packages, the
  // estimate is today's.
  const offered = venue.packages.filter(
    (p) =>
      guests <= p.capacity &&
      (!values.date || !values.time || packageOffered(p, String(values.date), String(values.time))),
  )
  const chosen = offered.find((p) => p.id === values.packageId) ?? null
  const totalCents = chosen ? packageEstimate(chosen, guests).totals.totalCents : estimate.totalCents
  // On the last step, an instant-book package's terms: "Book now" only when submitting would book.
  const termsQuestion =
    step === 4 && chosen?.instantBook && values.date && values.time
      ? { venueId: venue.id, packageId: chosen.id, date: String(values.date), time: String(values.time), guests }
      : null
  const terms = useBookingTerms(termsQuestion)
  const instant = termsQuestion !== null && terms.data?.instantBook === true ? terms.data : null
  const checkingTerms = termsQuestion !== null && terms.isPending
  return { guests, addOnIds, estimate, offered, chosen, totalCents, instant, checkingTerms }
}

/** The fields of the step shown, and on the last one what she is about to send. */
function CurrentStep({
  step,
  form,
  venue,
  range,
  values,
  pricing: { guests, estimate, offered, chosen, totalCents, instant },
}: {
  step: number
  form: WizardForm
  venue: VenueDetail
  range: { min: number; max: number }
  values: DeepPartialSkipArrayKey<WizardInput>
  pricing: ReturnType<typeof useWizardPricing>
}) {
  return (
    <>
      {step === 1 && <WizardEventStep form={form} range={range} />}
      {step === 2 && <WizardDateStep form={form} venue={venue} time={String(values.time ?? '')} />}
      {step === 3 && (
        <WizardBudgetStep form={form} venue={venue} estimate={estimate} packages={{ offered, chosen, guests }} />
      )}
      {step === 4 && (
        <WizardContactStep
          form={form}
          terms={instant && <WizardInstantBookTerms form={form} terms={instant} />}
          summary={{
            venueName: venue.name,
            eventType: WIZARD_EVENT_TYPES.find((t) => t.value === values.eventType)?.label ?? '—',
            date: values.date ? formatDisplayDate(String(values.date)) : '—',
            time: String(values.time || '—'),
            guests,
            packageLabel: chosen
              ? `${chosen.name} (${chosen.spaceName})`
              : offered.length
                ? 'No package chosen'
                : (PACKAGES.find((p) => p.value === values.budget)?.label ?? '—'),
            total: formatCents(instant ? instant.allInCents : totalCents),
            totalLabel: instant ? 'Total, all in' : 'Estimated total',
          }}
        />
      )}
    </>
  )
}

/** Cancel or Back, and Continue or the submit button saying what submitting does now. */
function WizardNav({
  step,
  submitting,
  checkingTerms,
  instant,
  onCancel,
  onBack,
}: {
  step: number
  submitting: boolean
  checkingTerms: boolean
  instant: boolean
  onCancel: () => void
  onBack: () => void
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-ivory-300 pt-4 sm:flex-row sm:justify-between">
      {step === 1 ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : (
        <Button variant="outline" disabled={submitting} onClick={onBack}>
          Back
        </Button>
      )}
      {step < 4 ? (
        <Button type="submit">Continue</Button>
      ) : (
        <Button type="submit" disabled={submitting || checkingTerms}>
          {submitting
            ? instant
              ? 'Booking...'
              : 'Submitting...'
            : checkingTerms
              ? 'Checking availability...'
              : instant
                ? 'Book now'
                : 'Submit Booking Request'}
        </Button>
      )}
    </div>
  )
}

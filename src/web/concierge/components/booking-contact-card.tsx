// The booking contact card: name, email and phone for the
// venue chosen among Callie's recommendations; the preferences that produced them go along.
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlert, Send } from 'lucide-react'
import { useState, type Ref } from 'react'
import { useForm } from 'react-hook-form'
import { startTimeOf, timeSlotOption, type ConciergePreferences } from '~/domain/concierge/preferences'
import { estimateBooking, formatCents } from '~/domain/estimate'
import {
  conciergeContactSchema,
  type ConciergeContact,
  type ConciergeContactInput,
} from '~/domain/requests/concierge-book'
import type { RequestAccepted } from '~/domain/requests/fields'
import { ContactFields } from '~/web/components/form/contact-fields'
import { Button } from '~/web/components/ui/button'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useBookConciergeVenue } from '../api/book-concierge-venue'
import type { ConciergeRecommendation } from '~/domain/concierge/recommendations-api'

const FIELDS = ['name', 'email', 'phone'] as const

type Props = {
  recommendation: ConciergeRecommendation
  preferences: ConciergePreferences
  headingRef?: Ref<HTMLHeadingElement>
  onBooked: (result: RequestAccepted, contact: ConciergeContact) => void
}

export function BookingContactCard({
  recommendation: { venue, packageQuote },
  preferences,
  headingRef,
  onBooked,
}: Props) {
  const mutation = useBookConciergeVenue()
  const [venueProblem, setVenueProblem] = useState<string | null>(null)
  const form = useForm<ConciergeContactInput, unknown, ConciergeContact>({
    resolver: zodResolver(conciergeContactSchema),
    defaultValues: { name: '', email: '', phone: '' },
  })
  const e = form.formState.errors
  const submitting = mutation.isPending
  const estimate = estimateBooking({
    pricePerPerson: venue.pricePerPerson,
    packageKey: 'standard',
    guests: preferences.groupSize,
    addOnIds: [],
  })

  // The preferences and the venue are fixed for this card (a new choice mounts a new one), so the
  // contact alone tells one attempt from another.
  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: async (contact, attempt) => {
      setVenueProblem(null)
      const data = { ...preferences, venueId: venue.id, ...contact }
      const result = await mutation.mutateAsync({ data, idempotencyKey: attempt.key })
      if (!result?.success) throw new Error('Booking was not accepted')
      return result
    },
    successToast: () => ({
      title: 'Booking Submitted',
      description: 'Your booking request has been submitted successfully.',
    }),
    onSuccess: (result, contact) => onBooked(result, contact),
    onError: (error) => {
      // The venue stopped fitting since the recommendations (a blackout, the notice window): say why.
      if (isApiError(error) && error.fieldErrors.venueId) setVenueProblem(error.fieldErrors.venueId)
    },
    failureToast: { title: 'Error', description: 'Failed to submit booking. Please try again.' },
  })

  return (
    <section
      id="concierge-booking"
      aria-labelledby="concierge-booking-title"
      className="grid scroll-mt-28 gap-5 rounded-(--radius-card) border border-terracotta-200 bg-white p-6 shadow-soft sm:p-8"
    >
      <div className="grid gap-1.5">
        <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Book your reservation</p>
        <h2
          id="concierge-booking-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-ink-900 outline-none"
        >
          {venue.name}
        </h2>
        <p className="text-sm text-ink-600">
          {venue.location} · {formatDisplayDate(preferences.date)} ·{' '}
          {startTimeOf(preferences) === preferences.exactTime
            ? preferences.exactTime
            : timeSlotOption(preferences.time).label}{' '}
          · {preferences.groupSize} guests
        </p>
        <p className="text-sm text-ink-700">
          {packageQuote
            ? `Estimated ${formatCents(packageQuote.totalCents)} all in (${formatCents(packageQuote.perGuestCents)} per guest) for ${preferences.groupSize} guests on the venue's package ${packageQuote.packageName}.`
            : `Estimated ${formatCents(estimate.totalCents)} for ${preferences.groupSize} guests (standard package).`}{' '}
          Our concierge team will review your preferences and reply to confirm your reservation, within the time the
          venue promises. Sending a request charges nothing.
        </p>
      </div>

      {venueProblem && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-destructive/30 bg-red-50 p-3 text-sm text-destructive"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {venueProblem}
        </p>
      )}

      <form noValidate onSubmit={onSubmit} aria-label="Booking contact details" className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-3">
          <ContactFields register={form.register} errors={e} labels={{ phone: 'Phone Number' }} />
        </div>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
          <Send aria-hidden /> {submitting ? 'Submitting...' : 'Submit Booking Request'}
        </Button>
      </form>
    </section>
  )
}

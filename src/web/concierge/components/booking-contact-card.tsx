// The booking contact card (spec §2, §5 'At booking submit', §8): name, email and phone for the
// venue chosen among Callie's recommendations; the preferences that produced them go along.
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlert, Send } from 'lucide-react'
import { useState, type Ref } from 'react'
import { useForm } from 'react-hook-form'
import { timeSlotOption, type ConciergePreferences } from '~/domain/concierge/preferences'
import { estimateBooking, formatCents } from '~/domain/estimate'
import { conciergeContactSchema, type ConciergeContact, type ConciergeContactInput } from '~/domain/requests/concierge-book'
import type { RequestAccepted } from '~/domain/requests/fields'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { toast } from '~/web/lib/use-toast'
import { FormField } from '~/web/requests/components/form-field'
import { useIdempotentAttempt } from '~/web/requests/lib/idempotency'
import { applyServerFieldErrors } from '~/web/requests/lib/server-errors'
import { useBookConciergeVenue } from '../api/book-concierge-venue'
import type { ConciergeRecommendation } from '../api/get-recommendations'

const FIELDS = ['name', 'email', 'phone'] as const

type Props = {
  recommendation: ConciergeRecommendation
  preferences: ConciergePreferences
  headingRef?: Ref<HTMLHeadingElement>
  onBooked: (result: RequestAccepted, contact: ConciergeContact) => void
}

export function BookingContactCard({ recommendation: { venue }, preferences, headingRef, onBooked }: Props) {
  const mutation = useBookConciergeVenue()
  const attempts = useIdempotentAttempt()
  const [venueProblem, setVenueProblem] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<ConciergeContactInput, unknown, ConciergeContact>({
    resolver: zodResolver(conciergeContactSchema),
    defaultValues: { name: '', email: '', phone: '' },
  })
  const e = formState.errors
  const submitting = mutation.isPending
  const estimate = estimateBooking({ pricePerPerson: venue.pricePerPerson, packageKey: 'standard', guests: preferences.groupSize, addOnIds: [] })

  const onSubmit = handleSubmit(async (contact) => {
    setVenueProblem(null)
    const data = { ...preferences, venueId: venue.id, ...contact }
    const attempt = attempts.attemptFor(data)
    try {
      const result = await mutation.mutateAsync({ data, idempotencyKey: attempt.key })
      if (!result?.success) throw new Error('Booking was not accepted')
      attempts.settled()
      toast({
        variant: 'success',
        title: 'Booking Submitted',
        description: result.message || 'Your booking request has been submitted successfully.',
      })
      onBooked(result, contact)
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS)
      // The venue stopped fitting since the recommendations (a blackout, the notice window): say why.
      if (isApiError(error) && error.fieldErrors.venueId) setVenueProblem(error.fieldErrors.venueId)
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to submit booking. Please try again.' })
    }
  })

  return (
    <section
      id="concierge-booking"
      aria-labelledby="concierge-booking-title"
      className="grid scroll-mt-28 gap-5 rounded-(--radius-card) border border-terracotta-200 bg-white p-6 shadow-soft sm:p-8"
    >
      <div className="grid gap-1.5">
        <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Book your reservation</p>
        <h2 id="concierge-booking-title" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold text-ink-900 outline-none">
          {venue.name}
        </h2>
        <p className="text-sm text-ink-600">
          {venue.location} · {formatDisplayDate(preferences.date)} · {timeSlotOption(preferences.time).label} · {preferences.groupSize} guests
        </p>
        <p className="text-sm text-ink-700">
          Estimated {formatCents(estimate.totalCents)} for {preferences.groupSize} guests (standard package). Our concierge team will
          review your preferences and reply within 24 hours to confirm your reservation. You won't be charged yet.
        </p>
      </div>

      {venueProblem && (
        <p role="alert" className="flex items-start gap-2 rounded-xl border border-destructive/30 bg-red-50 p-3 text-sm text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {venueProblem}
        </p>
      )}

      <form noValidate onSubmit={onSubmit} aria-label="Booking contact details" className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label="Full Name" error={e.name?.message} required>
            {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
          </FormField>
          <FormField label="Email" error={e.email?.message} required>
            {(p) => <Input {...p} type="email" autoComplete="email" {...register('email')} />}
          </FormField>
          <FormField label="Phone Number" error={e.phone?.message} required>
            {(p) => <Input {...p} type="tel" autoComplete="tel" {...register('phone')} />}
          </FormField>
        </div>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
          <Send aria-hidden /> {submitting ? 'Submitting...' : 'Submit Booking Request'}
        </Button>
      </form>
    </section>
  )
}

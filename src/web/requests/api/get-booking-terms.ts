// GET /api/venues/:id/packages/:packageId/booking-terms: what booking an instant-book package
// at once means for this event (the deposit due now, the cancellation terms, the all-in total), read
// from the server so what the wizard shows is what the payment schedule will ask.
import { useQuery } from '@tanstack/react-query'
import type { BookingTerms } from '~/domain/bookings/instant-book-terms'
import { api } from '~/web/lib/api'

type TermsQuestion = { venueId: number; packageId: number; date: string; time: string; guests: number }

export const bookingTermsApiPath = ({ venueId, packageId, date, time, guests }: TermsQuestion) =>
  `/api/venues/${venueId}/packages/${packageId}/booking-terms?${new URLSearchParams({
    date,
    time,
    guests: String(guests),
  })}`

/** Asked only while `question` is set (an instant-book package on the wizard's last step). */
export const useBookingTerms = (question: TermsQuestion | null) =>
  useQuery({
    queryKey: ['venues', 'booking-terms', question],
    queryFn: () => api.get<BookingTerms>(bookingTermsApiPath(question!)),
    enabled: question !== null,
    // A slot taken meanwhile is found again when she comes back to the step.
    staleTime: 0,
  })

// GET /api/dashboard/events/:id/payments: the booking's schedule, instalments, shares and totals.
import { useQuery } from '@tanstack/react-query'
import type { BookingPayments } from '~/domain/payments/payments-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { paymentsApiPaths, paymentsKeys } from '../payments-paths'

export const getBookingPayments = (eventId: number) => api.get<BookingPayments>(paymentsApiPaths.booking(eventId))

/** Guests pay on their own links, so the page asks again whenever it is opened. */
export function useBookingPayments(eventId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: paymentsKeys.booking(eventId),
    queryFn: () => getBookingPayments(eventId),
    enabled: Boolean(token),
    refetchOnMount: 'always',
  })
}

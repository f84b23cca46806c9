// GET /api/dashboard/payments: paid / due / overdue for each of the user's bookings (one call for
// the whole dashboard).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EventPaymentSummaries } from '~/domain/payments/payment-status-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { paymentsApiPaths, paymentsKeys } from '../payments-paths'

export const getPaymentSummaries = async () =>
  (await api.get<EventPaymentSummaries>(paymentsApiPaths.summaries())).events

export const paymentSummariesQueryOptions = queryOptions({
  queryKey: paymentsKeys.summaries,
  queryFn: getPaymentSummaries,
})

export function usePaymentSummaries() {
  const token = useSessionToken()
  return useQuery({ ...paymentSummariesQueryOptions, enabled: Boolean(token) })
}

/** One event's summary (undefined while loading, null when the booking has no payments). */
export function useEventPaymentSummary(eventId: number) {
  const summaries = usePaymentSummaries()
  if (!summaries.data) return undefined
  return summaries.data.find((s) => s.eventId === eventId) ?? null
}

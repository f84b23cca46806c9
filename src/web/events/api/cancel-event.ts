// POST /api/dashboard/events/:id/cancel (host only): the event is kept, marked cancelled; a booked
// event cancels its booking (refunds by the venue's terms, the venue and our team told).
// GET …/cancellation: what cancelling today would refund, shown before she confirms.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { HostCancelPreview } from '~/domain/bookings/cancellation'
import type { EventSummary } from '~/domain/events/event'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export const cancelEvent = (id: number) => api.post<EventSummary>(eventApiPaths.cancel(id), {})

export function useCancelEvent(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => cancelEvent(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.event(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: eventKeys.events, exact: true }),
      ]),
  })
}

export function useCancellationPreview(id: number, enabled: boolean) {
  const token = useSessionToken()
  return useQuery({
    queryKey: eventKeys.cancellation(id),
    queryFn: () => api.get<HostCancelPreview>(eventApiPaths.cancellation(id)),
    enabled: enabled && Boolean(token),
    // Refunds depend on the day and on payments made meanwhile: asked afresh each time.
    gcTime: 0,
  })
}

// POST /api/dashboard/events/:id/cancel (host only): the event is kept, marked cancelled.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EventSummary } from '~/domain/events/event'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { dashboardApiPaths, dashboardKeys } from '../dashboard-paths'

export const cancelEvent = (id: number) => api.post<EventSummary>(dashboardApiPaths.cancel(id), {})

export function useCancelEvent(id: number) {
  const queryClient = useQueryClient()
  const token = useSessionToken()
  return useMutation({
    mutationFn: () => cancelEvent(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.event(token, id), exact: true }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.events(token), exact: true }),
      ]),
  })
}

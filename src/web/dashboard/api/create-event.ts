// POST /api/dashboard/events: a new event with the signed-in user as host.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateEventInput, EventSummary } from '~/domain/events/event'
import { api } from '~/web/lib/api'
import { dashboardApiPaths, dashboardKeys } from '../dashboard-paths'

export const createEvent = (input: CreateEventInput) => api.post<EventSummary>(dashboardApiPaths.events(), input)

export function useCreateEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.events, exact: true }),
  })
}

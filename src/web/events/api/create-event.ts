// POST /api/dashboard/events: a new event with the signed-in user as host.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateEventInput, EventSummary } from '~/domain/events/event'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export const createEvent = (input: CreateEventInput) => api.post<EventSummary>(eventApiPaths.events(), input)

export function useCreateEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.events, exact: true }),
  })
}

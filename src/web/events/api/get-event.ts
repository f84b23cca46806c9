// GET /api/dashboard/events/:id: the event with its team, pending invitations and headcount.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EventDetail } from '~/domain/events/event'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export const getEvent = (id: number) => api.get<EventDetail>(eventApiPaths.event(id))

export const eventQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventKeys.event(id), queryFn: () => getEvent(id) })

export function useEvent(id: number) {
  const token = useSessionToken()
  return useQuery({ ...eventQueryOptions(id), enabled: Boolean(token) })
}

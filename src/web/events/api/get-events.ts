// GET /api/dashboard/events: the signed-in user's events (host or co-host), soonest first.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EventList } from '~/domain/events/event'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export const getEvents = async () => (await api.get<EventList>(eventApiPaths.events())).events

export const eventsQueryOptions = queryOptions({ queryKey: eventKeys.events, queryFn: getEvents })

export function useEvents() {
  const token = useSessionToken()
  return useQuery({ ...eventsQueryOptions, enabled: Boolean(token) })
}

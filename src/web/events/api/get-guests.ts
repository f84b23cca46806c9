// GET /api/dashboard/events/:id/guests: the guest list with headcount and dietary summary.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { GuestList } from '~/domain/events/guest'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export const getGuests = (id: number) => api.get<GuestList>(eventApiPaths.guests(id))

export const guestsQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventKeys.guests(id), queryFn: () => getGuests(id) })

/** Guests answer on their own page, so the list is asked again whenever the tab opens. */
export function useGuests(id: number) {
  const token = useSessionToken()
  return useQuery({ ...guestsQueryOptions(id), enabled: Boolean(token), refetchOnMount: 'always' })
}

/** The guest list changed: the list, and the headcount on the event. */
export const invalidateGuests = (queryClient: QueryClient, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.guests(id) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.event(id), exact: true }),
  ])

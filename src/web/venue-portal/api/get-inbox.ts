// GET /api/venue-portal/venues/:venueId/requests: requests naming the venue, newest first.
import { useQuery } from '@tanstack/react-query'
import type { InboxRequest } from '~/domain/venue-portal/answers-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'

export const getInbox = async (venueId: number) =>
  (await api.get<{ requests: InboxRequest[] }>(portalApiPaths.inbox(venueId))).requests

export function useInbox(venueId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.inbox(venueId),
    queryFn: () => getInbox(venueId),
    enabled: Boolean(token) && venueId > 0,
  })
}

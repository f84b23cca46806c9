// GET and POST /api/venue-portal/venues/:venueId/managers: the venue's managers and pending
// invitations, and inviting a colleague by email.
import { useQuery } from '@tanstack/react-query'
import type { ManagerInvited, VenueManagers } from '~/domain/venue-portal/managers-api'
import type { VenueMemberRole } from '~/domain/venue-portal/venue-portal'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

export function useManagers(venueId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.managers(venueId),
    queryFn: () => api.get<VenueManagers>(portalApiPaths.managers(venueId)),
    enabled: Boolean(token) && venueId > 0,
  })
}

export const useInviteManager = (venueId: number) =>
  usePortalMutation(venueId, (input: { email: string; role: VenueMemberRole }) =>
    api.post<ManagerInvited>(portalApiPaths.managers(venueId), input),
  )

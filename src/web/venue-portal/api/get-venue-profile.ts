// GET /api/venue-portal/venues/:venueId: the venue's profile and policies (404 unless the caller manages it).
import { useQuery } from '@tanstack/react-query'
import type { VenueProfile } from '~/domain/venue-portal/venue-portal-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'

export const getVenueProfile = (venueId: number) => api.get<VenueProfile>(portalApiPaths.venue(venueId))

export function useVenueProfile(venueId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.profile(venueId),
    queryFn: () => getVenueProfile(venueId),
    enabled: Boolean(token) && venueId > 0,
  })
}

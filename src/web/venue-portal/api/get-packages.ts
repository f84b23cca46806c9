// GET /api/venue-portal/venues/:venueId/packages: every space's packages, each with an all-in example.
import { useQuery } from '@tanstack/react-query'
import type { VenuePackage } from '~/domain/venue-portal/venue-portal-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'

export const getPackages = async (venueId: number) =>
  (await api.get<{ packages: VenuePackage[] }>(portalApiPaths.packages(venueId))).packages

export function usePackages(venueId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.packages(venueId),
    queryFn: () => getPackages(venueId),
    enabled: Boolean(token) && venueId > 0,
  })
}

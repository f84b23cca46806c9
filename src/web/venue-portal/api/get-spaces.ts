// GET /api/venue-portal/venues/:venueId/spaces
import { useQuery } from '@tanstack/react-query'
import type { Space } from '~/domain/venue-portal/venue-portal-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'

export const getSpaces = async (venueId: number) =>
  (await api.get<{ spaces: Space[] }>(portalApiPaths.spaces(venueId))).spaces

export function useSpaces(venueId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.spaces(venueId),
    queryFn: () => getSpaces(venueId),
    enabled: Boolean(token) && venueId > 0,
  })
}

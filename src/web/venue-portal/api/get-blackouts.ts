// GET /api/venue-portal/venues/:venueId/blackouts: closed days from today on, per space or venue-wide.
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { blackoutSchema } from '~/domain/venue-portal/venue-portal-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'

export type Blackout = z.infer<typeof blackoutSchema>

export const getBlackouts = async (venueId: number) =>
  (await api.get<{ blackouts: Blackout[] }>(portalApiPaths.blackouts(venueId))).blackouts

export function useBlackouts(venueId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.blackouts(venueId),
    queryFn: () => getBlackouts(venueId),
    enabled: Boolean(token) && venueId > 0,
  })
}

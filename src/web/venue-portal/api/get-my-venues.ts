// GET /api/venue-portal/venues: the venues the caller manages, with their unanswered requests.
import { useQuery } from '@tanstack/react-query'
import type { MyVenue } from '~/domain/venue-portal/venue-portal-api'
import { api, isApiError } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'

/** The portal answers 403 to an account that manages no venue: for the menu, that is an empty list. */
export const getMyVenues = async (): Promise<MyVenue[]> => {
  try {
    return (await api.get<{ venues: MyVenue[] }>(portalApiPaths.venues())).venues
  } catch (error) {
    if (isApiError(error) && error.status === 403) return []
    throw error
  }
}

export function useMyVenues({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.venues,
    queryFn: getMyVenues,
    enabled: Boolean(token) && enabled,
    staleTime: 60_000,
  })
}

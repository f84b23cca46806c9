// GET /api/staff/venues?q=&city=&status=: every venue, archived too.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'
import type { StaffVenueList } from '~/domain/staff/staff-venue-api'

export const getStaffVenues = (qs: string) => api.get<StaffVenueList>(staffApiPaths.venues(qs))

export function useStaffVenues(qs: string) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.venues(qs),
    queryFn: () => getStaffVenues(qs),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  })
}

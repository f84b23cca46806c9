// GET /api/staff/venues?q=&city=&status=: every venue, archived too.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys, type StaffVenueListItem } from '../staff-paths'

export const getStaffVenues = (qs: string) =>
  api.get<{ venues: StaffVenueListItem[]; total: number }>(staffApiPaths.venues(qs))

export function useStaffVenues(qs: string) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.venues(token, qs),
    queryFn: () => getStaffVenues(qs),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  })
}

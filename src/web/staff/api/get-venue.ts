// GET /api/staff/venues/:id: every field, the photos and the blackouts from today on.
import { useQuery } from '@tanstack/react-query'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'
import type { StaffVenue } from '~/domain/staff/staff-venue-api'

export const getStaffVenue = (id: number) => api.get<StaffVenue>(staffApiPaths.venue(id))

export function useStaffVenue(id: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.venue(id),
    queryFn: () => getStaffVenue(id),
    enabled: Boolean(token) && id > 0,
  })
}

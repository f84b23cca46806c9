// GET /api/venue-portal/venues/:venueId/calendar?month=yyyy-mm: spaces, blackouts, holds and bookings.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { VenueCalendar } from '~/domain/venue-portal/venue-portal-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'

export const getCalendar = ({ venueId, month }: { venueId: number; month: string }) =>
  api.get<VenueCalendar>(portalApiPaths.calendar(venueId, month))

export function useCalendar(venueId: number, month: string) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.calendar(venueId, month),
    queryFn: () => getCalendar({ venueId, month }),
    enabled: Boolean(token) && venueId > 0,
    // Switching months keeps the last grid on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  })
}

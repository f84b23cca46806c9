// GET and POST /api/venue-portal/venues/:venueId/calendar-feed: whether the venue has an iCalendar
// feed URL, and a new one (shown once: only its hash is stored; the old URL stops working).
import { useQuery } from '@tanstack/react-query'
import type { CalendarFeedLink, CalendarFeedStatus } from '~/domain/venue-portal/venue-portal-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

export function useCalendarFeed(venueId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.calendarFeed(venueId),
    queryFn: () => api.get<CalendarFeedStatus>(portalApiPaths.calendarFeed(venueId)),
    enabled: Boolean(token) && venueId > 0,
  })
}

export const useCreateCalendarFeed = (venueId: number) =>
  usePortalMutation(venueId, () => api.post<CalendarFeedLink>(portalApiPaths.calendarFeed(venueId), {}))

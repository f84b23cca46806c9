// /api/venue-portal/venues/:venueId/external-calendars: the calendars the venue syncs (GET), one
// more (POST, fetched at once), "Refresh now" (POST …/:id/refresh) and remove (DELETE …/:id).
import { useQuery } from '@tanstack/react-query'
import type {
  ExternalCalendar,
  ExternalCalendarInput,
  ExternalCalendarsResponse,
} from '~/domain/venue-portal/external-calendars-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

export function useExternalCalendars(venueId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.externalCalendars(venueId),
    queryFn: async () =>
      (await api.get<ExternalCalendarsResponse>(portalApiPaths.externalCalendars(venueId))).calendars,
    enabled: Boolean(token) && venueId > 0,
  })
}

export const useAddExternalCalendar = (venueId: number) =>
  usePortalMutation(venueId, (input: ExternalCalendarInput) =>
    api.post<ExternalCalendar>(portalApiPaths.externalCalendars(venueId), input),
  )

export const useRefreshExternalCalendar = (venueId: number) =>
  usePortalMutation(venueId, (calendarId: number) =>
    api.post<ExternalCalendar>(`${portalApiPaths.externalCalendar(venueId, calendarId)}/refresh`, {}),
  )

export const useRemoveExternalCalendar = (venueId: number) =>
  usePortalMutation(venueId, (calendarId: number) =>
    api.delete<void>(portalApiPaths.externalCalendar(venueId, calendarId)),
  )

import { CalendarView } from '~/web/venue-portal/components/calendar-view'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalCalendarPage() {
  return <CalendarView venueId={useVenueId()} />
}

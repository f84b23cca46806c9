import { CalendarFeedPanel } from '~/web/venue-portal/components/calendar-feed-panel'
import { CalendarView } from '~/web/venue-portal/components/calendar-view'
import { ExternalCalendarsPanel } from '~/web/venue-portal/components/external-calendars-panel'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalCalendarPage() {
  const venueId = useVenueId()
  return (
    <div className="grid gap-6">
      <CalendarView venueId={venueId} />
      <ExternalCalendarsPanel venueId={venueId} />
      <CalendarFeedPanel venueId={venueId} />
    </div>
  )
}

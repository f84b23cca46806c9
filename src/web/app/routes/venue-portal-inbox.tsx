import { InboxView } from '~/web/venue-portal/components/inbox-view'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalInboxPage() {
  return <InboxView venueId={useVenueId()} />
}

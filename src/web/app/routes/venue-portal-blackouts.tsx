import { BlackoutsView } from '~/web/venue-portal/components/blackouts-view'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalBlackoutsPage() {
  return <BlackoutsView venueId={useVenueId()} />
}

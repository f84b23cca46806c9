import { VenueOverview } from '~/web/venue-portal/components/venue-overview'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalOverviewPage() {
  return <VenueOverview venueId={useVenueId()} />
}

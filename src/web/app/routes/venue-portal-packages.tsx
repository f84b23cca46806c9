import { PackagesView } from '~/web/venue-portal/components/packages-view'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalPackagesPage() {
  return <PackagesView venueId={useVenueId()} />
}

import { ManagersView } from '~/web/venue-portal/components/managers-view'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalManagersPage() {
  return <ManagersView venueId={useVenueId()} />
}

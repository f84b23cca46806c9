import { SpacesView } from '~/web/venue-portal/components/spaces-view'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalSpacesPage() {
  return <SpacesView venueId={useVenueId()} />
}

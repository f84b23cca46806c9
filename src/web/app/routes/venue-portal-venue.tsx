import { useParams } from 'react-router'
import { VenueLayout } from '~/web/venue-portal/components/venue-layout'
import { venueIdOf } from '~/web/venue-portal/lib/venue-id'

/** /venue-portal/venues/:venueId/*: one venue's sections. */
export function VenuePortalVenueLayout() {
  const { venueId } = useParams()
  return <VenueLayout key={venueId} venueId={venueIdOf(venueId)} />
}

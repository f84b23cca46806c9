import { ProfileForm } from '~/web/venue-portal/components/profile-form'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalProfilePage() {
  return <ProfileForm venueId={useVenueId()} />
}

import { MyVenuesView } from '~/web/venue-portal/components/my-venues-view'

/** /venue-portal: the venues the user manages. */
export function VenuePortalHomePage() {
  return <MyVenuesView />
}

import { VenuesView } from '~/web/staff/components/venues-view'

/** /staff/venues: the venue catalogue. */
export function StaffVenuesPage() {
  return <VenuesView />
}

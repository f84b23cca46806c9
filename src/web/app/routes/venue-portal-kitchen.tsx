import { useParams } from 'react-router'
import { KitchenSheetList, KitchenSheetPage } from '~/web/venue-portal/components/kitchen-sheet-view'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalKitchenPage() {
  return <KitchenSheetList venueId={useVenueId()} />
}

export function VenuePortalKitchenSheetPage() {
  const { requestId = '' } = useParams()
  return <KitchenSheetPage venueId={useVenueId()} requestId={/^\d{1,9}$/.test(requestId) ? Number(requestId) : 0} />
}

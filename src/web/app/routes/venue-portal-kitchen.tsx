import { useParams } from 'react-router'
import { agreementBases } from '~/web/bookings/bookings-paths'
import { AgreementPanel } from '~/web/bookings/components/agreement-panel'
import { KitchenSheetList, KitchenSheetPage } from '~/web/venue-portal/components/kitchen-sheet-view'
import { useVenueId } from '~/web/venue-portal/lib/venue-id'

export function VenuePortalKitchenPage() {
  return <KitchenSheetList venueId={useVenueId()} />
}

export function VenuePortalKitchenSheetPage() {
  const { requestId: raw = '' } = useParams()
  const venueId = useVenueId()
  const requestId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
  return (
    <KitchenSheetPage
      venueId={venueId}
      requestId={requestId}
      agreement={<AgreementPanel base={agreementBases.venue(venueId, requestId)} reader="venue" initiallyOpen />}
    />
  )
}

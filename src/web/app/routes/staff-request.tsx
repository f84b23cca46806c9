import { useParams } from 'react-router'
import { agreementBases } from '~/web/bookings/bookings-paths'
import { AgreementPanel } from '~/web/bookings/components/agreement-panel'
import { RequestDetailView } from '~/web/staff/components/request-detail-view'

/** /staff/requests/:id: one request and its workflow; a booking's signed agreement, read-only. */
export function StaffRequestPage() {
  const { id } = useParams()
  const n = Number(id)
  const requestId = Number.isInteger(n) && n > 0 ? n : 0
  return (
    <RequestDetailView
      key={id}
      id={requestId}
      agreement={<AgreementPanel base={agreementBases.staff(requestId)} reader="staff" readOnly initiallyOpen />}
    />
  )
}

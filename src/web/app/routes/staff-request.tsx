import { useParams } from 'react-router'
import { RequestDetailView } from '~/web/staff/components/request-detail-view'

/** /staff/requests/:id: one request and its workflow. */
export function StaffRequestPage() {
  const { id } = useParams()
  const n = Number(id)
  return <RequestDetailView key={id} id={Number.isInteger(n) && n > 0 ? n : 0} />
}

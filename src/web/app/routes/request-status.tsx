import { useParams } from 'react-router'
import { RequestStatusView } from '~/web/requests/components/request-status-view'

/** /requests/:token (public, by link): the planner's own request and its status. */
export function RequestStatusPage() {
  const { token = '' } = useParams()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <RequestStatusView key={token} token={token} />
    </div>
  )
}

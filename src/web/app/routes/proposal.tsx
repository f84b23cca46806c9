import { useParams } from 'react-router'
import { PublicProposalView } from '~/web/proposals/components/public-proposal-view'

/** /proposals/:token (public): the planner reads a proposal from the emailed link and answers it. */
export function ProposalPage() {
  const { token = '' } = useParams()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <PublicProposalView key={token} token={token} />
    </div>
  )
}

import { useParams, useSearchParams } from 'react-router'
import { BriefComparisonView } from '~/web/briefs/components/brief-comparison'

/** /briefs/:reference (the emailed signed link's ?token=…, or the owner signed in): the quotes compared. */
export function BriefPage() {
  const { reference = '' } = useParams()
  const [params] = useSearchParams()
  const token = params.get('token')
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <BriefComparisonView key={`${reference}:${token}`} reference={reference} token={token} />
    </div>
  )
}

import { useParams, useSearchParams } from 'react-router'
import { VoteView } from '~/web/briefs/components/vote-view'

/** /votes/:token (public): the group's vote on a brief's venues and dates; ?confirm=… from the email, ?rsvp=… from a guest's RSVP link. */
export function VotePage() {
  const { token = '' } = useParams()
  const [params] = useSearchParams()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <VoteView key={token} token={token} rsvpToken={params.get('rsvp')} confirmation={params.get('confirm')} />
    </div>
  )
}

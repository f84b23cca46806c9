import { useParams } from 'react-router'
import { BookingDraftView } from '~/web/requests/components/booking-draft-view'

/** /booking-drafts/:token (public, by link): a booking request an assistant drafted, to send or not. */
export function BookingDraftPage() {
  const { token = '' } = useParams()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <BookingDraftView key={token} token={token} />
    </div>
  )
}

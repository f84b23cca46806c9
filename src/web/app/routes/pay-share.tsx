import { useParams } from 'react-router'
import { PublicShareView } from '~/web/payments/components/public-share-view'

/** /pay/:token (public): a guest pays their share from the emailed link. */
export function PaySharePage() {
  const { token = '' } = useParams()
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-12">
      <PublicShareView key={token} token={token} />
    </div>
  )
}

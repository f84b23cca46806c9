import { useSearchParams } from 'react-router'
import { CheckoutCancelledView, CheckoutReturnView } from '~/web/payments/components/checkout-return-view'

/** /payments/thanks?session=…&key=…: back from Stripe Checkout; the status is the server's. */
export function PaymentThanksPage() {
  const [params] = useSearchParams()
  const sessionId = params.get('session') ?? ''
  const returnKey = params.get('key') ?? ''
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-12">
      <title>Your payment · Bountiful</title>
      <CheckoutReturnView key={sessionId} sessionId={sessionId} returnKey={returnKey} />
    </div>
  )
}

/** /payments/cancelled: the payer left Stripe Checkout without paying. */
export function PaymentCancelledPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-12">
      <CheckoutCancelledView />
    </div>
  )
}

// /payments/thanks?session=… and /payments/cancelled: where Stripe Checkout sends a payer back.
// Coming back proves nothing: the page asks the server, whose ledger only Stripe's verified webhook
// moves, and says "received" once it has been recorded.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as clockIcon from 'lucide-react/icons/clock'
import { Link } from 'react-router'
import { formatCents } from '~/domain/pricing/estimate'
import { Skeleton } from '~/web/components/ui/skeleton'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { useCheckoutStatus } from '../api/get-checkout-status'
import { paymentsPaths } from '../payments-paths'

const Clock = lucideIcon(clockIcon)

const linkClass = 'font-medium text-terracotta-700 underline underline-offset-4'

export function CheckoutReturnView({ sessionId, returnKey }: { sessionId: string; returnKey: string }) {
  const status = useCheckoutStatus(sessionId, returnKey)
  if (status.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Checking your payment…
        </span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-24 w-full" />
      </div>
    )
  }
  if (status.isError) {
    return (
      <div className="grid gap-3">
        <h1 className="font-display text-3xl font-semibold text-ink-900">We could not find this payment</h1>
        <p className="text-ink-700">Open your payment link again to see where it stands.</p>
      </div>
    )
  }
  const s = status.data
  const back =
    s.eventId !== null ? (
      <Link to={paymentsPaths.eventPayments(s.eventId)} className={linkClass}>
        Back to the booking’s payments
      </Link>
    ) : null
  if (!s.paid) {
    const stillWaiting = status.fetchStatus === 'idle'
    return (
      <div className="grid gap-3">
        <h1 className="font-display text-3xl font-semibold text-ink-900">Confirming your payment</h1>
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl border border-ink-200 bg-ivory-200 p-4 text-ink-800"
        >
          <Clock className="mt-0.5 size-5 shrink-0" aria-hidden />
          {stillWaiting
            ? `The card payment service has not confirmed your payment of ${formatCents(s.amountCents)} for ${s.eventName} yet. It can take a few minutes: reload this page later.`
            : `Waiting for the card payment service to confirm your payment of ${formatCents(s.amountCents)} for ${s.eventName}. This page updates by itself.`}
        </p>
        {back}
      </div>
    )
  }
  return (
    <div className="grid gap-3">
      <h1 className="font-display text-3xl font-semibold text-ink-900">Thank you</h1>
      <SuccessNotice title="Payment received.">
        {formatCents(s.amountCents)} for {s.eventName}.
        {s.refundedCents > 0 &&
          (s.refundedCents >= s.amountCents
            ? ` Nothing was still owed when it arrived, so all of it is being refunded to your card.`
            : ` Only ${formatCents(s.amountCents - s.refundedCents)} was still owed when it arrived, so ${formatCents(s.refundedCents)} is being refunded to your card.`)}
      </SuccessNotice>
      {back ?? <p className="text-ink-700">You can close this page.</p>}
    </div>
  )
}

export function CheckoutCancelledView() {
  return (
    <div className="grid gap-3">
      <title>Payment not completed · Bountiful</title>
      <h1 className="font-display text-3xl font-semibold text-ink-900">Payment not completed</h1>
      <p className="text-ink-700">
        You left the payment page before paying, so nothing was charged. To pay, open your payment link again, or go
        back to the booking’s payments from{' '}
        <Link to={paymentsPaths.dashboard()} className={linkClass}>
          your dashboard
        </Link>
        .
      </p>
    </div>
  )
}

// The booking's payment state where the event is shown (its dashboard card and its page), with the
// way to its payment page. Nothing when the booking has no payments yet.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as creditCardIcon from 'lucide-react/icons/credit-card'
import { Link } from 'react-router'
import { formatCents } from '~/domain/pricing/estimate'
import { formatDisplayDate } from '~/web/lib/dates'
import { useEventPaymentSummary } from '../api/get-payment-summaries'
import { paymentsPaths } from '../payments-paths'
import { PaymentStateBadge } from './payment-state-badge'

const CreditCard = lucideIcon(creditCardIcon)

/** `describedBy`: the id of the event's name, so each card's link says whose payments it opens. */
export function EventPaymentSummary({ eventId, describedBy }: { eventId: number; describedBy?: string }) {
  const summary = useEventPaymentSummary(eventId)
  if (!summary) return null
  const detail =
    summary.state === 'paid'
      ? `${formatCents(summary.paidCents)} of ${formatCents(summary.allInCents)} paid`
      : summary.next
        ? `${formatCents(summary.next.dueCents)} due ${formatDisplayDate(summary.next.dueOn)}`
        : // Cancelled: the badge says so, once.
          null
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700" data-testid="event-payment-summary">
      <CreditCard className="size-4 text-ink-500" aria-hidden />
      <span>Payments:</span>
      <PaymentStateBadge state={summary.state} />
      {detail && <span>{detail}</span>}
      <Link
        to={paymentsPaths.eventPayments(eventId)}
        aria-describedby={describedBy}
        className="font-medium text-terracotta-700 underline underline-offset-4"
      >
        View payments
      </Link>
    </p>
  )
}

import { INSTALMENT_BADGE_LABELS, type InstalmentBadgeState } from '~/domain/payments/instalment-state'
import type { BookingPaymentState } from '~/domain/payments/payment-status-api'
import { cn } from '~/web/lib/cn'

type BadgeState = BookingPaymentState | InstalmentBadgeState

// The same AA pairings as the event status badge (green, grey, red); money that came back is grey.
const TONE: Record<BadgeState, string> = {
  paid: 'border-sage-600/30 bg-sage-100 text-sage-700',
  due: 'border-ink-200 bg-ivory-200 text-ink-800',
  overdue: 'border-red-200 bg-red-50 text-red-950',
  cancelled: 'border-ink-200 bg-ivory-200 text-ink-700',
  refunded: 'border-ink-200 bg-ivory-200 text-ink-700',
  partly_refunded: 'border-ink-200 bg-ivory-200 text-ink-700',
  to_pay_back: 'border-ink-200 bg-ivory-200 text-ink-800',
}

export function PaymentStateBadge({ state, className }: { state: BadgeState; className?: string }) {
  return (
    <span
      data-testid="payment-state"
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[state],
        className,
      )}
    >
      {INSTALMENT_BADGE_LABELS[state]}
    </span>
  )
}

import type { BookingPaymentState } from '~/domain/payments/payment-status-api'
import { cn } from '~/web/lib/cn'

const LABEL: Record<BookingPaymentState, string> = {
  paid: 'Paid',
  due: 'Due',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
}

// The same AA pairings as the event status badge (green, grey, red).
const TONE: Record<BookingPaymentState, string> = {
  paid: 'border-sage-600/30 bg-sage-100 text-sage-700',
  due: 'border-ink-200 bg-ivory-200 text-ink-800',
  overdue: 'border-red-200 bg-red-50 text-red-950',
  cancelled: 'border-ink-200 bg-ivory-200 text-ink-700',
}

export function PaymentStateBadge({ state, className }: { state: BookingPaymentState; className?: string }) {
  return (
    <span
      data-testid="payment-state"
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[state],
        className,
      )}
    >
      {LABEL[state]}
    </span>
  )
}

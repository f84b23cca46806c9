// What one instalment's badge says on the booking's payments page: one state, one word. Once money
// has come back it says so ("Refunded", "Partly refunded", "To pay back" while our team has still
// to send an offline refund), never "Paid" above a header that says it was refunded.
import type { InstalmentState } from './payments-api'

export type InstalmentBadgeState = InstalmentState | 'cancelled' | 'refunded' | 'partly_refunded' | 'to_pay_back'

export const INSTALMENT_BADGE_LABELS: Record<InstalmentBadgeState, string> = {
  paid: 'Paid',
  due: 'Due',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
  to_pay_back: 'To pay back',
}

export function instalmentBadgeState(
  i: { state: InstalmentState; paidCents: number; dueCents: number; refundedCents: number; toPayBackCents: number },
  scheduleOpen: boolean,
): InstalmentBadgeState {
  if (i.refundedCents > 0) {
    if (i.toPayBackCents > 0) return 'to_pay_back'
    return i.refundedCents >= i.paidCents ? 'refunded' : 'partly_refunded'
  }
  // A cancelled booking owes nothing more: what was left unpaid is cancelled, not due.
  return scheduleOpen || i.dueCents === 0 ? i.state : 'cancelled'
}

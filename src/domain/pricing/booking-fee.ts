// Our booking fee, a line of every all-in price: a percentage of the venue's total or a flat amount
// (BOOKING_FEE). The payment schedule collects it with the first instalment.
import { assertCents, percentOf } from './money'

/** Our booking fee: a percentage of the venue's total, or a flat amount per booking. */
export type BookingFeeRule = { kind: 'percent'; bp: number } | { kind: 'flat'; cents: number }

export function bookingFeeCents(venueTotalCents: number, rule: BookingFeeRule): number {
  assertCents(venueTotalCents, 'venue total')
  return rule.kind === 'flat' ? assertCents(rule.cents, 'booking fee') : percentOf(venueTotalCents, rule.bp)
}

// Refunds: the venue's cancellation policy is data, e.g. full refund until 14 days
// before, half until 7, none after. A cancellation refunds each payer pro rata to what they paid,
// never more than they paid; whether our booking fee comes back is a setting.
import { z } from 'zod'
import { allocateByWeights, assertBasisPoints, percentOf } from '../pricing/money'

export const cancellationTierSchema = z.object({
  /** The tier applies when the cancellation is at least this many days before the event. */
  daysBefore: z.number().int().min(0).max(3650),
  /** Percent of what was paid to the venue that comes back (whole percents). */
  refundPct: z.number().int().min(0).max(100),
})
export const cancellationPolicySchema = z.array(cancellationTierSchema).max(10)
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = [
  { daysBefore: 14, refundPct: 100 },
  { daysBefore: 7, refundPct: 50 },
]

/** A venue's cancellation terms (its portal) as the booking's policy; the default when it set none. */
export const cancellationPolicyOf = (terms: CancellationPolicy | null | undefined): CancellationPolicy =>
  terms && terms.length > 0 ? terms : DEFAULT_CANCELLATION_POLICY

/** The share that comes back, in basis points: the tier with the most days the cancellation still meets. */
export function refundBpFor(policy: CancellationPolicy, daysBeforeEvent: number): number {
  const tier = [...policy].sort((a, b) => b.daysBefore - a.daysBefore).find((t) => daysBeforeEvent >= t.daysBefore)
  return tier ? tier.refundPct * 100 : 0
}

/** What one payer has in the booking, net of earlier refunds. */
export type PayerHolding = { payer: string; venueCents: number; feeCents: number }
export type PayerRefund = { payer: string; venueCents: number; feeCents: number; amountCents: number }

/**
 * Each payer's refund when the booking is cancelled with `refundBp` of the venue's part coming
 * back. The total refunded is taken once (half up) and shared out pro rata by largest remainder,
 * so no payer gets back more than they hold, and the parts sum to the total exactly.
 */
export function planCancellationRefunds({
  holdings,
  refundBp,
  bookingFeeRefundable,
}: {
  holdings: readonly PayerHolding[]
  refundBp: number
  bookingFeeRefundable: boolean
}): PayerRefund[] {
  assertBasisPoints(refundBp, 'refund')
  const venueHeld = holdings.map((h) => h.venueCents)
  const feeHeld = holdings.map((h) => h.feeCents)
  const venueBack = share(venueHeld, refundBp)
  const feeBack = bookingFeeRefundable ? share(feeHeld, refundBp) : feeHeld.map(() => 0)
  return holdings
    .map((h, i) => ({
      payer: h.payer,
      venueCents: venueBack[i],
      feeCents: feeBack[i],
      amountCents: venueBack[i] + feeBack[i],
    }))
    .filter((r) => r.amountCents > 0)
}

function share(held: number[], bp: number): number[] {
  const total = percentOf(
    held.reduce((a, b) => a + b, 0),
    bp,
  )
  return held.length ? allocateByWeights(total, held) : []
}

// Settling an accepted final bill against everything already paid. What the booking
// owes becomes the bill (the venue's part) plus our booking fee as agreed; what the payers hold is
// read from the ledger. Over-collection goes back to the payers who paid it, pro rata to what each
// holds for the venue (largest remainder), so nobody gets back more than they hold and nobody keeps
// more than their part of the bill; a shortfall is one more instalment for the organiser to pay or
// split among guests, as the balance is. Our fee is never refunded by a bill, only collected if due.
import { allocateByWeights, assertCents, sumCents } from '../pricing/money'
import type { PayerRefund } from './refunds'

export type SettlementHolding = {
  payer: string
  /** What the payer's money holds for the venue now (paid − refunded, the venue's part). */
  venueCents: number
  /** What it holds as our fee. */
  feeCents: number
}

export type Settlement = {
  /** The accepted bill: what the venue is owed in all. */
  billCents: number
  /** What the payers held for the venue before settling. */
  heldForVenueCents: number
  /** Back to the payers who paid it; empty when nothing was over-collected. */
  refunds: PayerRefund[]
  /** Still to pay: the venue's part and any of our fee not yet collected. */
  shortfall: { venueCents: number; feeCents: number; amountCents: number }
  /** Each payer's part of the bill once settled (what their venue money is kept for). */
  keptByPayer: Map<string, number>
}

export function planSettlement({
  billCents,
  bookingFeeCents,
  holdings,
}: {
  billCents: number
  bookingFeeCents: number
  holdings: readonly SettlementHolding[]
}): Settlement {
  assertCents(billCents, 'bill')
  assertCents(bookingFeeCents, 'booking fee')
  holdings.forEach((h) => {
    assertCents(h.venueCents, `${h.payer}'s venue part`)
    assertCents(h.feeCents, `${h.payer}'s fee part`)
  })
  const held = sumCents(holdings.map((h) => h.venueCents))
  const feeHeld = sumCents(holdings.map((h) => h.feeCents))
  const shortfallVenue = Math.max(0, billCents - held)
  const shortfallFee = Math.max(0, bookingFeeCents - feeHeld)
  // Each payer keeps their share of the bill (never more than they hold: the bill is below it).
  const parts =
    held > billCents
      ? allocateByWeights(
          billCents,
          holdings.map((h) => h.venueCents),
        )
      : holdings.map((h) => h.venueCents)
  const refunds = holdings
    .map((h, i) => ({ payer: h.payer, venueCents: h.venueCents - parts[i], feeCents: 0, amountCents: 0 }))
    .map((r) => ({ ...r, amountCents: r.venueCents }))
    .filter((r) => r.amountCents > 0)
  return {
    billCents,
    heldForVenueCents: held,
    refunds,
    shortfall: { venueCents: shortfallVenue, feeCents: shortfallFee, amountCents: shortfallVenue + shortfallFee },
    keptByPayer: new Map(holdings.map((h, i) => [h.payer, parts[i]])),
  }
}

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chargeMovements, deriveBalances, reconcile, refundMovements, type Movement } from './ledger'
import { sumCents } from '../pricing/money'
import { planSettlement } from './settlement'

describe('planSettlement', () => {
  it('refunds over-collection to the payers who paid it, pro rata to what each holds', () => {
    const s = planSettlement({
      billCents: 200_000,
      bookingFeeCents: 12_000,
      holdings: [
        { payer: 'organiser', venueCents: 180_000, feeCents: 12_000 },
        { payer: 'share:1', venueCents: 60_000, feeCents: 0 },
      ],
    })
    // 40 000 over: 3/4 to the organiser, 1/4 to the guest; our fee stays.
    expect(s.refunds).toEqual([
      { payer: 'organiser', venueCents: 30_000, feeCents: 0, amountCents: 30_000 },
      { payer: 'share:1', venueCents: 10_000, feeCents: 0, amountCents: 10_000 },
    ])
    expect(s.shortfall).toEqual({ venueCents: 0, feeCents: 0, amountCents: 0 })
  })

  it('asks for a shortfall, with any of our fee not yet collected, and refunds nothing', () => {
    const s = planSettlement({
      billCents: 260_000,
      bookingFeeCents: 12_000,
      holdings: [{ payer: 'organiser', venueCents: 240_000, feeCents: 12_000 }],
    })
    expect(s.refunds).toEqual([])
    expect(s.shortfall).toEqual({ venueCents: 20_000, feeCents: 0, amountCents: 20_000 })
    const unpaidFee = planSettlement({ billCents: 100, bookingFeeCents: 500, holdings: [] })
    expect(unpaidFee.shortfall).toEqual({ venueCents: 100, feeCents: 500, amountCents: 600 })
  })

  it('settles exactly: nothing owed and nothing refunded', () => {
    const s = planSettlement({
      billCents: 1_000,
      bookingFeeCents: 0,
      holdings: [{ payer: 'organiser', venueCents: 1_000, feeCents: 0 }],
    })
    expect(s.refunds).toEqual([])
    expect(s.shortfall.amountCents).toBe(0)
  })

  // The brief's property: over random payments and bills, settlement never makes paid − refunded
  // exceed the accepted bill for any payer (nor in all), the books still reconcile, and what is
  // kept plus what is still asked for is the bill and our fee exactly.
  it('never leaves any payer with paid − refunded above the accepted bill', () => {
    const payment = fc.record({
      payer: fc.constantFrom('organiser', 'share:1', 'share:2', 'share:3', 'offline'),
      venueCents: fc.integer({ min: 0, max: 2_000_000 }),
      feeCents: fc.integer({ min: 0, max: 100_000 }),
      refundedPct: fc.integer({ min: 0, max: 100 }),
    })
    fc.assert(
      fc.property(
        fc.array(payment, { maxLength: 12 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        (payments, billCents, bookingFeeCents) => {
          // Payments, some partly refunded already (a cancellation's terms, an excess).
          const movements: Movement[] = payments.flatMap((p) => {
            const back = Math.floor((p.venueCents * p.refundedPct) / 100)
            return [
              ...chargeMovements(p),
              ...(back > 0 ? refundMovements({ payer: p.payer, venueCents: back, feeCents: 0 }) : []),
            ]
          })
          const before = deriveBalances(movements)
          const holdings = [...before.byPayer].map(([payer, b]) => ({
            payer,
            venueCents: b.venueCents,
            feeCents: b.feeCents,
          }))
          const s = planSettlement({ billCents, bookingFeeCents, holdings })
          const after = [...movements, ...s.refunds.flatMap((r) => refundMovements(r))]
          const check = reconcile(after)
          expect(check.problems).toEqual([])
          const billAllIn = billCents + Math.max(bookingFeeCents, before.feeKeptCents)
          for (const [payer, b] of check.balances.byPayer) {
            const kept = b.paidCents - b.refundedCents
            expect(kept).toBeLessThanOrEqual(billAllIn)
            // The venue part each keeps is their share of the bill, never more than they held.
            expect(b.venueCents).toBe(s.keptByPayer.get(payer))
            expect(b.venueCents).toBeLessThanOrEqual(before.byPayer.get(payer)!.venueCents)
          }
          const keptVenue = check.balances.heldForVenueCents
          expect(keptVenue).toBe(Math.min(billCents, before.heldForVenueCents))
          expect(keptVenue + s.shortfall.venueCents).toBe(billCents)
          expect(sumCents(s.refunds.map((r) => r.amountCents))).toBe(Math.max(0, before.heldForVenueCents - billCents))
          expect(check.balances.feeKeptCents + s.shortfall.feeCents).toBe(
            Math.max(bookingFeeCents, before.feeKeptCents),
          )
        },
      ),
      { numRuns: 500 },
    )
  })
})

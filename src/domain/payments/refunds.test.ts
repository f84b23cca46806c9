import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sumCents } from '../pricing/money'
import { cancellationPolicyOf, DEFAULT_CANCELLATION_POLICY, planCancellationRefunds, refundBpFor } from './refunds'

describe('refundBpFor', () => {
  it('follows the policy: full until 14 days before, half until 7, none after', () => {
    const at = (days: number) => refundBpFor(DEFAULT_CANCELLATION_POLICY, days)
    expect([at(30), at(14), at(13), at(7), at(6), at(0), at(-1)]).toEqual([10_000, 10_000, 5000, 5000, 0, 0, 0])
    expect(refundBpFor([], 100)).toBe(0)
    // Tiers in any order read the same.
    expect(refundBpFor([...DEFAULT_CANCELLATION_POLICY].reverse(), 10)).toBe(5000)
  })
})

describe('planCancellationRefunds', () => {
  it('refunds each payer pro rata, the fee only when refundable', () => {
    const holdings = [
      { payer: 'a', venueCents: 10_001, feeCents: 500 },
      { payer: 'b', venueCents: 10_000, feeCents: 0 },
      { payer: 'c', venueCents: 0, feeCents: 0 },
    ]
    expect(planCancellationRefunds({ holdings, refundBp: 5000, bookingFeeRefundable: false })).toEqual([
      { payer: 'a', venueCents: 5001, feeCents: 0, amountCents: 5001 },
      { payer: 'b', venueCents: 5000, feeCents: 0, amountCents: 5000 },
    ])
    expect(planCancellationRefunds({ holdings, refundBp: 10_000, bookingFeeRefundable: true })).toEqual([
      { payer: 'a', venueCents: 10_001, feeCents: 500, amountCents: 10_501 },
      { payer: 'b', venueCents: 10_000, feeCents: 0, amountCents: 10_000 },
    ])
  })

  it('never refunds a payer more than they hold, and the parts sum to the policy total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            venueCents: fc.integer({ min: 0, max: 5_000_000 }),
            feeCents: fc.integer({ min: 0, max: 50_000 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (rows, refundBp, bookingFeeRefundable) => {
          const holdings = rows.map((r, i) => ({ payer: `p${i}`, ...r }))
          const refunds = planCancellationRefunds({ holdings, refundBp, bookingFeeRefundable })
          for (const r of refunds) {
            const h = holdings.find((x) => x.payer === r.payer)!
            expect(r.venueCents).toBeLessThanOrEqual(h.venueCents)
            expect(r.feeCents).toBeLessThanOrEqual(bookingFeeRefundable ? h.feeCents : 0)
            expect(r.amountCents).toBe(r.venueCents + r.feeCents)
          }
          const venueTotal = sumCents(holdings.map((h) => h.venueCents))
          const back = sumCents(refunds.map((r) => r.venueCents))
          // The total comes back once, rounded half up: within half a cent of the exact percentage.
          expect(Math.abs(back * 10_000 - venueTotal * refundBp)).toBeLessThanOrEqual(5000)
        },
      ),
    )
  })
})

describe('cancellationPolicyOf', () => {
  it("takes the venue's own terms, or the default when it set none", () => {
    expect(cancellationPolicyOf([{ daysBefore: 30, refundPct: 80 }])).toEqual([{ daysBefore: 30, refundPct: 80 }])
    expect(cancellationPolicyOf([])).toEqual(DEFAULT_CANCELLATION_POLICY)
    // 20 days before under the venue's terms: 0 % (not the default's 100 %).
    expect(refundBpFor(cancellationPolicyOf([{ daysBefore: 30, refundPct: 80 }]), 20)).toBe(0)
  })
})

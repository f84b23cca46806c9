import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chargeMovements, reconcile, refundMovements, type Movement } from './ledger'
import { DEFAULT_CANCELLATION_POLICY, planCancellationRefunds, refundBpFor } from './refunds'
import { feePartOf } from './shares'

describe('reconcile', () => {
  it('balances charges and refunds', () => {
    const rows = [
      ...chargeMovements({ payer: 'a', venueCents: 10_000, feeCents: 500 }),
      ...chargeMovements({ payer: 'b', venueCents: 4_000, feeCents: 0 }),
      ...refundMovements({ payer: 'a', venueCents: 5_000, feeCents: 0 }),
    ]
    const r = reconcile(rows)
    expect(r.problems).toEqual([])
    expect(r.balances).toMatchObject({
      paidCents: 14_500,
      refundedCents: 5_000,
      heldForVenueCents: 9_000,
      feeKeptCents: 500,
    })
  })

  it('catches a refund above what was paid, a lost cent and a negative charge', () => {
    expect(reconcile(refundMovements({ payer: 'a', venueCents: 1, feeCents: 0 })).ok).toBe(false)
    const lost: Movement[] = [
      { kind: 'charge', amountCents: 100, payer: 'a' },
      { kind: 'payout_due', amountCents: 99, payer: 'a' },
    ]
    expect(reconcile(lost).problems[0]).toMatch(/Paid 100 − refunded 0 ≠ held for venue 99 \+ fee kept 0/)
    expect(reconcile([{ kind: 'charge', amountCents: -1, payer: 'a' }]).ok).toBe(false)
  })
})

// Random bookings: instalments paid in random pieces by random payers, partial refunds of what a
// payer holds, and a cancellation per the policy at a random distance from the event.
const step = fc.oneof(
  fc.record({
    op: fc.constant('pay' as const),
    payer: fc.integer({ min: 0, max: 6 }),
    cents: fc.integer({ min: 1, max: 200_000 }),
  }),
  fc.record({
    op: fc.constant('refund' as const),
    payer: fc.integer({ min: 0, max: 6 }),
    pct: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ op: fc.constant('cancel' as const), days: fc.integer({ min: -3, max: 30 }), feeBack: fc.boolean() }),
)

it('the books balance after every step of any sequence of payments, refunds and cancellations', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.integer({ min: 0, max: 1_000 }),
      fc.array(step, { maxLength: 40 }),
      (amountCents, feeBp, steps) => {
        const feeCents = Math.floor((amountCents * feeBp) / 10_000)
        const rows: Movement[] = []
        let paid = 0
        let cancelled = false
        for (const s of steps) {
          if (s.op === 'pay' && !cancelled && paid < amountCents) {
            const paymentCents = Math.min(s.cents, amountCents - paid)
            const fee = feePartOf({ amountCents, feeCents, paidBeforeCents: paid, paymentCents })
            rows.push(...chargeMovements({ payer: `p${s.payer}`, venueCents: paymentCents - fee, feeCents: fee }))
            paid += paymentCents
          } else if (s.op === 'refund') {
            const held = reconcile(rows).balances.byPayer.get(`p${s.payer}`)
            if (!held) continue
            const venueCents = Math.floor((held.venueCents * s.pct) / 100)
            rows.push(...refundMovements({ payer: `p${s.payer}`, venueCents, feeCents: 0 }))
          } else if (s.op === 'cancel' && !cancelled) {
            cancelled = true
            const holdings = [...reconcile(rows).balances.byPayer].map(([payer, b]) => ({
              payer,
              venueCents: b.venueCents,
              feeCents: b.feeCents,
            }))
            const refunds = planCancellationRefunds({
              holdings,
              refundBp: refundBpFor(DEFAULT_CANCELLATION_POLICY, s.days),
              bookingFeeRefundable: s.feeBack,
            })
            for (const r of refunds) rows.push(...refundMovements(r))
          }
          const check = reconcile(rows)
          expect(check.problems).toEqual([])
          expect(check.balances.paidCents).toBeLessThanOrEqual(amountCents)
          expect(check.balances.feeKeptCents).toBeLessThanOrEqual(feeCents)
        }
      },
    ),
    { numRuns: 300 },
  )
})

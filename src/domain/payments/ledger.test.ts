import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chargeMovements, reconcile, refundMovements, type Movement, type OwedInstalment } from './ledger'
import { DEFAULT_CANCELLATION_POLICY, planCancellationRefunds, refundBpFor } from './refunds'
import { feePartOf, settlePayment, stillOwed } from './shares'

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

// Per instalment and per payer, paid − refunded ≤ owed.
describe('reconcile against what is owed', () => {
  const deposit: OwedInstalment = {
    id: 1,
    name: 'the deposit',
    amountCents: 60_000,
    shares: [{ payer: 'share:7', name: 'Ana', amountCents: 20_000 }],
  }
  const pay = (payer: string, cents: number, instalmentId: number | null = 1): Movement[] =>
    chargeMovements({ payer, venueCents: cents, feeCents: 0 }).map((m) => ({ ...m, instalmentId }))
  const refund = (payer: string, cents: number, instalmentId: number | null = 1): Movement[] =>
    refundMovements({ payer, venueCents: cents, feeCents: 0 }).map((m) => ({ ...m, instalmentId }))

  it('passes a deposit paid exactly, by a guest and the organiser covering the rest', () => {
    expect(reconcile([...pay('share:7', 20_000), ...pay('organiser', 40_000)], [deposit]).problems).toEqual([])
  })

  it('names an instalment paid twice, in words (the defect: $1,200.00 kept of $600.00 owed)', () => {
    const twice = { ...deposit, shares: [] }
    const r = reconcile([...pay('organiser', 60_000), ...pay('organiser', 60_000)], [twice])
    expect(r.ok).toBe(false)
    expect(r.problems).toEqual([
      'The deposit: $1,200.00 kept ($1,200.00 paid − $0.00 refunded) of $600.00 owed, $600.00 too much',
      'The organiser towards the deposit: $1,200.00 kept ($1,200.00 paid − $0.00 refunded), but only $600.00 was left after the others’ payments',
    ])
    // The books themselves balance: only the owed rule sees it.
    expect(reconcile([...pay('organiser', 60_000), ...pay('organiser', 60_000)]).ok).toBe(true)
  })

  it('flags a guest who kept more than her share, though the instalment is not over-paid', () => {
    const r = reconcile(pay('share:7', 25_000), [deposit])
    expect(r.problems).toEqual([
      'Ana’s share of the deposit: $250.00 kept ($250.00 paid − $0.00 refunded) of a $200.00 share',
    ])
  })

  it('flags the organiser covering more than the guests left ("cover the rest" priced when opened)', () => {
    const r = reconcile([...pay('share:7', 20_000), ...pay('organiser', 60_000)], [deposit])
    expect(r.problems).toContain(
      'The organiser towards the deposit: $600.00 kept ($600.00 paid − $0.00 refunded), but only $400.00 was left after the others’ payments',
    )
  })

  it('accepts an excess refunded at once, and flags one that was not', () => {
    const excess = [
      ...pay('organiser', 60_000),
      ...pay('organiser', 60_000, null),
      ...refund('organiser', 60_000, null),
    ]
    expect(reconcile(excess, [deposit]).problems).toEqual([])
    const kept = [...pay('organiser', 60_000), ...pay('organiser', 60_000, null)]
    expect(reconcile(kept, [deposit]).problems).toEqual([
      'The organiser: $600.00 kept ($600.00 paid − $0.00 refunded) towards no instalment; it should all have been refunded',
    ])
    // A refund on the instalment itself brings it back under what is owed.
    expect(reconcile([...pay('organiser', 70_000), ...refund('organiser', 10_000)], [deposit]).problems).toEqual([])
  })

  it('flags rows for an instalment the booking does not have', () => {
    expect(reconcile(pay('organiser', 100, 99), [deposit]).problems).toEqual([
      '3 ledger rows are for an instalment this booking does not have',
    ])
  })

  it('holds after any sequence of payments each kept up to what the payer still owes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 4 }),
        fc.array(fc.record({ payer: fc.integer({ min: -1, max: 3 }), cents: fc.integer({ min: 1, max: 600_000 }) }), {
          maxLength: 20,
        }),
        (amountCents, shareCents, payments) => {
          const shares = shareCents.map((c, i) => ({ payer: `share:${i}`, name: `Guest ${i}`, amountCents: c }))
          const owed = [{ id: 1, name: 'the balance', amountCents, shares }]
          const rows: Movement[] = []
          for (const p of payments) {
            const share = shares[p.payer]
            const payer = share?.payer ?? 'organiser'
            const paidBy = (who?: string) =>
              rows
                .filter((m) => m.kind === 'charge' && m.instalmentId === 1 && (who === undefined || m.payer === who))
                .reduce((a, m) => a + m.amountCents, 0)
            const { keptCents, refundCents } = settlePayment(
              p.cents,
              stillOwed({
                instalmentCents: amountCents,
                paidTowardsCents: paidBy(),
                share: share && { amountCents: share.amountCents, paidCents: paidBy(payer) },
              }),
            )
            if (keptCents > 0) rows.push(...pay(payer, keptCents))
            if (refundCents > 0) rows.push(...pay(payer, refundCents, null), ...refund(payer, refundCents, null))
            expect(reconcile(rows, owed).problems).toEqual([])
          }
          // One cent more kept by anyone on a fully paid instalment is caught.
          if (paidByAll(rows) === amountCents) expect(reconcile([...rows, ...pay('organiser', 1)], owed).ok).toBe(false)
        },
      ),
      { numRuns: 300 },
    )
  })
})

const paidByAll = (rows: readonly Movement[]) =>
  rows.filter((m) => m.kind === 'charge' && m.instalmentId === 1).reduce((a, m) => a + m.amountCents, 0)

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sumCents } from '../pricing/money'
import {
  resizeShares,
  coverTheRest,
  feePartOf,
  settlePayment,
  SHARE_MESSAGES,
  splitBySetAmounts,
  splitEqually,
  stillOwed,
} from './shares'

const payers = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`)

describe('splitEqually', () => {
  it('gives the odd cents to the first payers', () => {
    expect(splitEqually(100_000, payers(6)).map((s) => s.amountCents)).toEqual([
      16_667, 16_667, 16_667, 16_667, 16_666, 16_666,
    ])
    expect(() => splitEqually(100, [])).toThrow(SHARE_MESSAGES.noPayers)
    expect(() => splitEqually(100, ['a', 'a'])).toThrow(SHARE_MESSAGES.duplicate)
  })

  it('sums exactly to the instalment and no two shares differ by more than a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 1, max: 200 }), (amount, n) => {
        const shares = splitEqually(amount, payers(n))
        expect(sumCents(shares.map((s) => s.amountCents))).toBe(amount)
        const values = shares.map((s) => s.amountCents)
        expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1)
      }),
    )
  })
})

describe('splitBySetAmounts', () => {
  it('leaves the rest to the organiser', () => {
    expect(
      splitBySetAmounts(
        10_000,
        [
          { payer: 'a', amountCents: 3_000 },
          { payer: 'b', amountCents: 2_500 },
        ],
        'org',
      ),
    ).toEqual([
      { payer: 'a', amountCents: 3_000 },
      { payer: 'b', amountCents: 2_500 },
      { payer: 'org', amountCents: 4_500 },
    ])
    expect(() => splitBySetAmounts(100, [{ payer: 'a', amountCents: 101 }], 'org')).toThrow(SHARE_MESSAGES.tooMuch)
  })

  it('sums exactly to the instalment whatever is set', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amounts, extra) => {
          const instalment = sumCents(amounts) + extra
          const set = amounts.map((a, i) => ({ payer: `g${i}`, amountCents: a }))
          const shares = splitBySetAmounts(instalment, set, 'org')
          expect(sumCents(shares.map((s) => s.amountCents))).toBe(instalment)
          expect(shares.every((s) => s.amountCents > 0)).toBe(true)
        },
      ),
    )
  })
})

it('cover the rest is what is still unpaid, never negative', () => {
  expect(coverTheRest(100_000, [16_667, 16_667, 16_667, 16_667])).toBe(33_332)
  expect(coverTheRest(100, [60, 60])).toBe(0)
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 100_000 })), (i, paid) => {
      const rest = coverTheRest(i, paid)
      expect(rest).toBeGreaterThanOrEqual(0)
      if (sumCents(paid) <= i) expect(sumCents(paid) + rest).toBe(i)
    }),
  )
})

it("the fee's parts of payments in any pieces add up to the fee exactly, each at most its payment", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 20 }),
      fc.integer({ min: 0, max: 10_000 }),
      (pieces, feeBp) => {
        const amountCents = sumCents(pieces)
        const feeCents = Math.floor((amountCents * feeBp) / 10_000)
        let paidBeforeCents = 0
        let fee = 0
        for (const paymentCents of pieces) {
          const part = feePartOf({ amountCents, feeCents, paidBeforeCents, paymentCents })
          expect(part).toBeGreaterThanOrEqual(0)
          expect(part).toBeLessThanOrEqual(paymentCents)
          fee += part
          paidBeforeCents += paymentCents
        }
        expect(fee).toBe(feeCents)
      },
    ),
  )
})

describe('stillOwed and settlePayment', () => {
  it('a guest owes at most what is left of her share and of the instalment; the organiser the rest', () => {
    expect(stillOwed({ instalmentCents: 150_000, paidTowardsCents: 0 })).toBe(150_000)
    expect(stillOwed({ instalmentCents: 150_000, paidTowardsCents: 50_000 })).toBe(100_000)
    expect(stillOwed({ instalmentCents: 150_000, paidTowardsCents: 160_000 })).toBe(0)
    const share = { amountCents: 50_000, paidCents: 20_000 }
    expect(stillOwed({ instalmentCents: 150_000, paidTowardsCents: 20_000, share })).toBe(30_000)
    expect(stillOwed({ instalmentCents: 150_000, paidTowardsCents: 140_000, share })).toBe(10_000)
  })

  it('keeps a payment up to what is owed and refunds the rest, to the cent', () => {
    expect(settlePayment(150_000, 100_000)).toEqual({ keptCents: 100_000, refundCents: 50_000 })
    expect(settlePayment(60_000, 0)).toEqual({ keptCents: 0, refundCents: 60_000 })
    expect(settlePayment(60_000, 72_000)).toEqual({ keptCents: 60_000, refundCents: 0 })
    expect(() => settlePayment(-1, 0)).toThrow(RangeError)
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (paid, owed) => {
        const { keptCents, refundCents } = settlePayment(paid, owed)
        expect(keptCents + refundCents).toBe(paid)
        expect(keptCents).toBeLessThanOrEqual(owed)
        expect(refundCents).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

describe('resizeShares', () => {
  it('spreads a higher balance over the unpaid shares; a paid share stays; odd cents to the earliest', () => {
    // $1,000.00 split four ways; Bo paid his $250.00; the balance becomes $1,100.01.
    const shares = [
      { id: 7, amountCents: 25_000, paidCents: 0 },
      { id: 5, amountCents: 25_000, paidCents: 25_000 },
      { id: 9, amountCents: 25_000, paidCents: 0 },
      { id: 8, amountCents: 25_000, paidCents: 0 },
    ]
    expect(resizeShares({ beforeCents: 100_000, afterCents: 110_001, shares })).toEqual([
      { id: 5, amountCents: 25_000 },
      { id: 7, amountCents: 28_334 },
      { id: 8, amountCents: 28_334 },
      { id: 9, amountCents: 28_333 },
    ])
  })

  it('keeps what the split left to the organiser, and set amounts in proportion', () => {
    // $900 of a $1,000 balance set as $600 and $300; the organiser covers $100. Now $700.
    const shares = [
      { id: 1, amountCents: 60_000, paidCents: 0 },
      { id: 2, amountCents: 30_000, paidCents: 0 },
    ]
    expect(resizeShares({ beforeCents: 100_000, afterCents: 70_000, shares })).toEqual([
      { id: 1, amountCents: 40_000 },
      { id: 2, amountCents: 20_000 },
    ])
  })

  it('never goes below zero, and leaves fully paid splits as they were', () => {
    const paid = [{ id: 1, amountCents: 50_000, paidCents: 50_000 }]
    expect(resizeShares({ beforeCents: 50_000, afterCents: 80_000, shares: paid })).toEqual([
      { id: 1, amountCents: 50_000 },
    ])
    const shares = [
      { id: 1, amountCents: 50_000, paidCents: 50_000 },
      { id: 2, amountCents: 50_000, paidCents: 0 },
    ]
    expect(resizeShares({ beforeCents: 100_000, afterCents: 40_000, shares })).toEqual([
      { id: 1, amountCents: 50_000 },
      { id: 2, amountCents: 0 },
    ])
  })

  it('the unpaid shares always make up exactly what is left of the new amount (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amountCents: fc.integer({ min: 1, max: 500_000 }), paid: fc.boolean() }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (list, organiserPart, afterCents) => {
          const shares = list.map((s, i) => ({
            id: i + 1,
            amountCents: s.amountCents,
            paidCents: s.paid ? s.amountCents : 0,
          }))
          const beforeCents = sumCents(shares.map((s) => s.amountCents)) + organiserPart
          const out = resizeShares({ beforeCents, afterCents, shares })
          const kept = sumCents(shares.filter((s) => s.paidCents > 0).map((s) => s.amountCents))
          out.forEach((o, i) => {
            expect(o.amountCents).toBeGreaterThanOrEqual(0)
            if (shares[i].paidCents > 0) expect(o.amountCents).toBe(shares[i].amountCents)
          })
          if (shares.some((s) => s.paidCents === 0))
            expect(sumCents(out.map((o) => o.amountCents))).toBe(kept + Math.max(0, afterCents - organiserPart - kept))
        },
      ),
      { numRuns: 200 },
    )
  })
})

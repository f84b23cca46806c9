import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allocateByWeights,
  assertCents,
  centsToTypedDollars,
  DOLLARS_RE,
  percentOf,
  sumCents,
  typedDollarsToCents,
} from './money'

const cents = fc.integer({ min: 0, max: 100_000_000_00 })

describe('percentOf', () => {
  it('takes basis points of whole cents, half up', () => {
    expect(percentOf(10_000, 2500)).toBe(2500)
    expect(percentOf(1, 5000)).toBe(1) // half a cent rounds up
    expect(percentOf(1, 4999)).toBe(0)
    expect(percentOf(280_914, 1000)).toBe(28_091) // 28 091.4
    expect(() => percentOf(1.5, 100)).toThrow(RangeError)
    expect(() => percentOf(100, 10_001)).toThrow(RangeError)
  })

  it('is within half a cent of the exact value and never above the whole', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10_000 }), (c, bp) => {
        const p = percentOf(c, bp)
        expect(Number.isInteger(p)).toBe(true)
        expect(p).toBeLessThanOrEqual(c)
        expect(Math.abs(p * 10_000 - c * bp)).toBeLessThanOrEqual(5000)
      }),
    )
  })
})

describe('allocateByWeights', () => {
  it('gives the odd cents to the largest remainders, ties to the first', () => {
    expect(allocateByWeights(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocateByWeights(10, [3, 3, 4])).toEqual([3, 3, 4])
    expect(allocateByWeights(5, [0, 0])).toEqual([3, 2])
    expect(allocateByWeights(0, [])).toEqual([])
    expect(() => allocateByWeights(1, [])).toThrow(RangeError)
  })

  it('always sums exactly to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(cents, fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 60 }), (t, ws) => {
        const parts = allocateByWeights(t, ws)
        expect(sumCents(parts)).toBe(t)
        const w = sumCents(ws)
        parts.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(0)
          // |p − t·wᵢ/w| < 1, compared in integers
          const exact = w === 0 ? t / ws.length : (t * ws[i]) / w
          expect(Math.abs(p - exact)).toBeLessThan(1 + 1e-9)
        })
      }),
    )
  })

  it('never gives a part more than its weight when the total is at most the weights', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (ws, f) => {
          const t = Math.floor(sumCents(ws) * f)
          if (sumCents(ws) === 0) return
          allocateByWeights(t, ws).forEach((p, i) => expect(p).toBeLessThanOrEqual(ws[i]))
        },
      ),
    )
  })
})

it('assertCents refuses fractions, negatives and unsafe integers', () => {
  expect(assertCents(0)).toBe(0)
  for (const bad of [-1, 0.5, Number.NaN, 2 ** 53]) expect(() => assertCents(bad)).toThrow(RangeError)
})

describe('typed dollars', () => {
  it('reads what a person types as whole cents, without a float, and back', () => {
    expect(typedDollarsToCents('720')).toBe(72_000)
    expect(typedDollarsToCents(' 720.5 ')).toBe(72_050)
    expect(typedDollarsToCents('0.07')).toBe(7)
    expect(typedDollarsToCents('1234567.89')).toBe(123_456_789)
    expect(['720', '720.5', '0.07'].every((s) => DOLLARS_RE.test(s))).toBe(true)
    expect(['2,40', '-1', '1.234', '', '$5'].some((s) => DOLLARS_RE.test(s))).toBe(false)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (c) => typedDollarsToCents(centsToTypedDollars(c)) === c),
    )
  })
})

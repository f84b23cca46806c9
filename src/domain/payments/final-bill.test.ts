import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeAllIn } from '../pricing/all-in'
import { computeFinalBill, receiptTotals, type BillTerms, type EnteredLine } from './final-bill'

const terms: BillTerms = {
  guaranteeGuests: 20,
  pricePerPersonCents: 8_500,
  minimumSpendCents: 0,
  serviceChargePct: 20,
  taxPct: 8.875,
  gratuityPct: 0,
}
const food = (amountCents: number, description = ''): EnteredLine => ({ kind: 'food', description, amountCents })

describe('computeFinalBill', () => {
  it('charges the guarantee when fewer came, as its own line', () => {
    const bill = computeFinalBill({ entered: [food(16 * 8_500)], terms, doorCount: 16 })
    expect(bill.lines.map((l) => [l.key, l.amountCents])).toEqual([
      ['entered:0', 136_000],
      ['guarantee', 34_000],
      ['service_charge', 34_000],
      // (170 000 + 34 000) × 8.875 % = 18 105
      ['tax', 18_105],
    ])
    expect(bill).toMatchObject({
      subtotalCents: 170_000,
      totalCents: 222_105,
      billedGuests: 20,
      guaranteeApplies: true,
    })
  })

  it('charges what was served when more came than were guaranteed (no guarantee line)', () => {
    const bill = computeFinalBill({ entered: [food(24 * 8_500)], terms, doorCount: 24 })
    expect(bill.lines.map((l) => l.key)).toEqual(['entered:0', 'service_charge', 'tax'])
    expect(bill).toMatchObject({ subtotalCents: 204_000, billedGuests: 24, guaranteeApplies: false })
  })

  it('lifts food and drink to the minimum spend; alcohol counts towards it; room fee does not', () => {
    const bill = computeFinalBill({
      entered: [
        food(100_000),
        { kind: 'alcohol', description: 'Wine pairing', amountCents: 40_000 },
        { kind: 'room_fee', description: '', amountCents: 50_000 },
      ],
      terms: { ...terms, guaranteeGuests: 10, minimumSpendCents: 200_000, gratuityPct: 18 },
      doorCount: 12,
    })
    expect(bill.lines.map((l) => [l.key, l.label, l.amountCents])).toEqual([
      ['entered:0', 'Food', 100_000],
      ['entered:1', 'Wine pairing', 40_000],
      ['entered:2', 'Room fee', 50_000],
      ['minimum_spend', 'Minimum spend of $2,000.00 applies', 60_000],
      ['service_charge', 'Service charge (20%)', 40_000],
      // (200 000 + 50 000 + 40 000) × 8.875 % = 25 737.5 → 25 738 (half up)
      ['tax', 'Tax (8.875%)', 25_738],
      ['gratuity', 'Gratuity (18%)', 36_000],
    ])
    expect(bill.totalCents).toBe(200_000 + 50_000 + 40_000 + 25_738 + 36_000)
    expect(bill.minimumSpendApplies).toBe(true)
  })

  it('keeps service charge and gratuity apart even at the same rate', () => {
    const bill = computeFinalBill({
      entered: [food(10_001)],
      terms: { ...terms, guaranteeGuests: 0, gratuityPct: 20, taxPct: 0 },
      doorCount: 1,
    })
    expect(bill.lines.filter((l) => l.kind === 'service_charge' || l.kind === 'gratuity')).toEqual([
      expect.objectContaining({ kind: 'service_charge', amountCents: 2_000 }),
      expect.objectContaining({ kind: 'gratuity', amountCents: 2_000 }),
    ])
  })

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => computeFinalBill({ entered: [food(10.5)], terms, doorCount: 1 })).toThrow(RangeError)
    expect(() => computeFinalBill({ entered: [food(-1)], terms, doorCount: 1 })).toThrow(RangeError)
  })

  it('a bill of exactly what was quoted totals the quote, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 60 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: 0, max: 15_000 }),
        fc.integer({ min: 0, max: 25_000 }),
        (guests, ppp, minimum, room, service, tax, gratuity) => {
          const t: BillTerms = {
            guaranteeGuests: guests,
            pricePerPersonCents: ppp,
            minimumSpendCents: minimum,
            serviceChargePct: service / 1000,
            taxPct: tax / 1000,
            gratuityPct: gratuity / 1000,
          }
          const quote = computeAllIn({ ...t, guests, roomFeeCents: room, feesCents: 0 })
          const bill = computeFinalBill({
            entered: [food(guests * ppp), { kind: 'room_fee', description: '', amountCents: room }],
            terms: t,
            doorCount: guests,
          })
          expect(bill.totalCents).toBe(quote.totalCents)
          expect(bill.lines.every((l) => Number.isSafeInteger(l.amountCents) && l.amountCents >= 0)).toBe(true)
        },
      ),
    )
  })
})

describe('receiptTotals', () => {
  it('puts food, alcohol, service charge, tax and tip apart and adds up to the bill', () => {
    const bill = computeFinalBill({
      entered: [
        food(150_000),
        { kind: 'alcohol', description: '', amountCents: 30_000 },
        { kind: 'beverage', description: '', amountCents: 2_000 },
      ],
      terms: { ...terms, gratuityPct: 10 },
      doorCount: 20,
    })
    const r = receiptTotals(bill)
    expect(r).toEqual({
      foodCents: 172_000,
      alcoholCents: 30_000,
      roomAndOtherCents: 0,
      serviceChargeCents: 40_400,
      taxCents: 21_513,
      tipCents: 20_200,
    })
    expect(Object.values(r).reduce((a, b) => a + b, 0)).toBe(bill.totalCents)
  })
})

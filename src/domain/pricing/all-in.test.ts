import { describe, expect, it } from 'vitest'
import { allInLines, computeAllIn, type AllInAmounts } from './all-in'

const none: AllInAmounts = {
  guests: 1,
  pricePerPersonCents: 0,
  minimumSpendCents: 0,
  roomFeeCents: 0,
  serviceChargePct: 0,
  taxPct: 0,
  gratuityPct: 0,
  feesCents: 0,
}

describe('computeAllIn', () => {
  it('tops up to the minimum spend, taxes the room fee, and adds gratuity on food and drink', () => {
    const a: AllInAmounts = {
      ...none,
      guests: 18,
      pricePerPersonCents: 6_500, // 18 × $65 = $1,170 < $1,500 minimum → top-up $330
      minimumSpendCents: 150_000,
      roomFeeCents: 25_000,
      serviceChargePct: 20, // 20% of $1,500 = $300
      taxPct: 8.875, // 8.875% of ($1,500 + $250 + $300 = $2,050) = $181.9375 → $181.94
      gratuityPct: 5, // 5% of $1,500 = $75
      feesCents: 4_000,
    }
    const t = computeAllIn(a)
    expect(t).toEqual({
      foodCents: 117_000,
      subtotalCents: 150_000,
      roomFeeCents: 25_000,
      serviceChargeCents: 30_000,
      taxCents: 18_194,
      gratuityCents: 7_500,
      // 1,500 + 250 + 300 + 181.94 + 75 + 40 = $2,346.94
      totalCents: 234_694,
      // No booking fee asked for: the all-in is the venue's total.
      bookingFeeCents: 0,
      allInCents: 234_694,
      perGuestCents: 13_039, // 234,694 / 18 = 13,038.56 → 13,039
      minimumSpendApplies: true,
    })
    expect(allInLines(a, t)).toEqual([
      { id: 'food', label: '18 guests × $65.00 per person', cents: 117_000 },
      { id: 'minimum_spend', label: 'Minimum spend of $1,500.00 applies', cents: 33_000 },
      { id: 'room_fee', label: 'Room fee', cents: 25_000 },
      { id: 'service_charge', label: 'Service charge (20%)', cents: 30_000 },
      { id: 'tax', label: 'Tax (8.875%)', cents: 18_194 },
      { id: 'gratuity', label: 'Gratuity (5%)', cents: 7_500 },
      { id: 'fees', label: 'Fees', cents: 4_000 },
    ])
  })

  it('prices a minimum spend alone (no per-person price) and rounds each line half up once', () => {
    // $1,000.05 minimum; 12.5% gratuity = 125.00625 → $125.01; tax 10% of 1,000.05 = 100.005 → $100.01
    const t = computeAllIn({ ...none, guests: 3, minimumSpendCents: 100_005, gratuityPct: 12.5, taxPct: 10 })
    expect([t.subtotalCents, t.gratuityCents, t.taxCents, t.totalCents, t.perGuestCents]).toEqual([
      100_005, 12_501, 10_001, 122_507, 40_836,
    ])
  })

  it('is the sum of its lines', () => {
    const a = {
      ...none,
      guests: 7,
      pricePerPersonCents: 3_333,
      roomFeeCents: 999,
      serviceChargePct: 18,
      taxPct: 7.25,
      gratuityPct: 3,
      feesCents: 1,
    }
    const t = computeAllIn(a)
    expect(allInLines(a, t).reduce((sum, l) => sum + l.cents, 0)).toBe(t.totalCents)
  })
})

describe('the booking fee as its own line', () => {
  // 24 × $100 = $2,400; service 20 % = $480; tax 8.875 % of $2,880 = $255.60; venue total $3,135.60.
  const dinner: AllInAmounts = { ...none, guests: 24, pricePerPersonCents: 10_000, serviceChargePct: 20, taxPct: 8.875 }

  it('adds 5 % of the venue total ($156.78) as the last line; all in $3,292.38', () => {
    const t = computeAllIn(dinner, { bookingFee: { kind: 'percent', bp: 500 } })
    expect(t).toMatchObject({ totalCents: 313_560, bookingFeeCents: 15_678, allInCents: 329_238 })
    const lines = allInLines(dinner, t)
    expect(lines.at(-1)).toEqual({ id: 'booking_fee', label: 'Bountiful booking fee', cents: 15_678 })
    expect(lines.reduce((a, l) => a + l.cents, 0)).toBe(t.allInCents)
    // The per-guest figure is the venue's (the fee is ours, once per booking).
    expect(t.perGuestCents).toBe(13_065)
  })

  it('rounds a percentage half up once (3.33 % of $3,135.60 = $104.4155 → $104.42) or takes a flat fee', () => {
    expect(computeAllIn(dinner, { bookingFee: { kind: 'percent', bp: 333 } }).bookingFeeCents).toBe(10_442)
    expect(computeAllIn(dinner, { bookingFee: { kind: 'flat', cents: 2_500 } })).toMatchObject({
      bookingFeeCents: 2_500,
      allInCents: 316_060,
    })
  })

  it('no fee, no line', () => {
    const t = computeAllIn(dinner)
    expect(t).toMatchObject({ bookingFeeCents: 0, allInCents: 313_560 })
    expect(allInLines(dinner, t).map((l) => l.id)).not.toContain('booking_fee')
  })
})

import { describe, expect, it } from 'vitest'
import { estimateBooking, formatCents, packagePerPersonCents } from './estimate'

describe('estimateBooking', () => {
  it('is price per person x guests for the standard package with no add-ons', () => {
    const e = estimateBooking({ pricePerPerson: 85, packageKey: 'standard', guests: 20, addOnIds: [] })
    expect(e.totalCents).toBe(170_000)
    expect(e.lines).toEqual([{ id: 'standard', label: 'Standard Package (20 guests)', cents: 170_000 }])
  })

  it('applies the package multiplier (premium x1.2, luxury x1.5) without float drift', () => {
    expect(estimateBooking({ pricePerPerson: 85, packageKey: 'premium', guests: 30, addOnIds: [] }).totalCents).toBe(
      306_000,
    )
    expect(estimateBooking({ pricePerPerson: 85, packageKey: 'luxury', guests: 30, addOnIds: [] }).totalCents).toBe(
      382_500,
    )
    expect(estimateBooking({ pricePerPerson: 33, packageKey: 'premium', guests: 7, addOnIds: [] }).totalCents).toBe(
      27_720,
    )
  })

  it('counts per-person add-ons per guest, extended hours per hour (one when not said) and the others once', () => {
    const e = estimateBooking({
      pricePerPerson: 100,
      packageKey: 'standard',
      guests: 10,
      addOnIds: ['premium-bar', 'custom-menu', 'av-equipment', 'flower-arrangements', 'extended-hours'],
    })
    // 100x10 + 25x10 + 10x10 + 150 + 200 + 500
    expect(e.totalCents).toBe((1000 + 250 + 100 + 150 + 200 + 500) * 100)
    expect(e.lines.map((l) => l.cents)).toEqual([100_000, 25_000, 10_000, 15_000, 20_000, 50_000])
  })

  it('prices extended hours by the hours asked for, to the cent, and says how many', () => {
    const e = estimateBooking({
      pricePerPerson: 87.5,
      packageKey: 'premium',
      guests: 13,
      addOnIds: ['extended-hours', 'premium-bar'],
      extendedHours: 3,
    })
    // 87.50 x 1.2 = 105.00 a head x 13 + 3 x 500 + 25 x 13
    expect(e.lines).toEqual([
      { id: 'premium', label: 'Premium Package (13 guests)', cents: 136_500 },
      { id: 'extended-hours', label: 'Extended Hours (3 hours)', cents: 150_000 },
      { id: 'premium-bar', label: 'Premium Bar Package', cents: 32_500 },
    ])
    expect(e.totalCents).toBe(319_000)
  })

  it("lists the venue's suggested add-ons as price upon request, adding nothing", () => {
    const e = estimateBooking({
      pricePerPerson: 50,
      packageKey: 'standard',
      guests: 8,
      addOnIds: ['ai-addon-1', 'av-equipment'],
      suggestedAddOns: ['Wine pairing', 'Sommelier-led tasting'],
    })
    expect(e.totalCents).toBe(400 * 100 + 150 * 100)
    expect(e.lines).toContainEqual({ id: 'ai-addon-1', label: 'Sommelier-led tasting', cents: null })
  })

  it('counts a repeated add-on once', () => {
    const e = estimateBooking({
      pricePerPerson: 50,
      packageKey: 'standard',
      guests: 8,
      addOnIds: ['av-equipment', 'av-equipment'],
    })
    expect(e.totalCents).toBe(40_000 + 15_000)
  })

  it('refuses ids it does not know rather than guessing a price', () => {
    expect(() =>
      estimateBooking({ pricePerPerson: 50, packageKey: 'standard', guests: 8, addOnIds: ['gold-plating'] }),
    ).toThrow(/Unknown add-on/)
    expect(() =>
      estimateBooking({ pricePerPerson: 50, packageKey: 'standard', guests: 8, addOnIds: ['ai-addon-0'] }),
    ).toThrow(/Unknown add-on/)
  })
})

describe('formatCents', () => {
  it('writes dollars with thousands separators and 2 decimals', () => {
    expect(formatCents(123_450)).toBe('$1,234.50')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(100_000_000)).toBe('$1,000,000.00')
  })
})

describe('packagePerPersonCents', () => {
  it('rounds a package price a head once, in cents', () => {
    expect(packagePerPersonCents(85, 1.2)).toBe(10200)
    expect(packagePerPersonCents(85, 1)).toBe(8500)
    expect(packagePerPersonCents(33.33, 1.5)).toBe(5000)
  })
})

import { describe, expect, it } from 'vitest'
import { guestCountFromText, guestCountText, settledGuestCount } from './guest-count'

describe('guestCountFromText (while typing)', () => {
  it('keeps an empty box empty and a typed whole number as a number', () => {
    expect(guestCountFromText('')).toBe('')
    expect(guestCountFromText('   ')).toBe('')
    expect(guestCountFromText('24')).toBe(24)
    expect(guestCountFromText(' 24 ')).toBe(24)
    expect(guestCountFromText('3')).toBe(3)
  })

  it('keeps text that is not a number as typed, for the schema to refuse', () => {
    expect(guestCountFromText('abc')).toBe('abc')
    expect(guestCountFromText('-')).toBe('-')
  })
})

describe('settledGuestCount (leaving the box)', () => {
  it('clamps into the product range, 8 to 60, by default', () => {
    expect(settledGuestCount('75')).toBe(60)
    expect(settledGuestCount('3')).toBe(8)
    expect(settledGuestCount('24')).toBe(24)
    expect(settledGuestCount('12.7')).toBe(12)
  })

  it("clamps into a venue's own range", () => {
    expect(settledGuestCount('50', { min: 12, max: 40 })).toBe(40)
    expect(settledGuestCount('8', { min: 12, max: 40 })).toBe(12)
  })

  it('leaves an empty box empty and turns other text into the default count', () => {
    expect(settledGuestCount('')).toBeNull()
    expect(settledGuestCount('many')).toBe(10)
  })
})

describe('guestCountText', () => {
  it('shows a value in the box', () => {
    expect(guestCountText(12)).toBe('12')
    expect(guestCountText('')).toBe('')
    expect(guestCountText(undefined)).toBe('')
    expect(guestCountText(null)).toBe('')
  })
})

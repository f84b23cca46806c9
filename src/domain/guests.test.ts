import { describe, expect, it } from 'vitest'
import { clampGuests, GUEST_RANGE, guestsCorrectedMessage, MAX_GUESTS, MIN_GUESTS, venueCapacityLabel } from './guests'

describe('venueCapacityLabel', () => {
  it.each([
    [12, 'Up to 12 guests', false],
    [60, 'Up to 60 guests', false],
    [61, 'Up to 60+ guests', true],
    [300, 'Up to 60+ guests', true],
  ])('%i → %s', (max, text, largerGroups) => {
    expect(venueCapacityLabel(max)).toEqual({ text, largerGroups })
  })
})

describe('guestsCorrectedMessage', () => {
  it('says what the count was set to when it was out of range', () => {
    expect(guestsCorrectedMessage(75, clampGuests(75))).toBe('We plan groups of 8 to 60 — set to 60')
    expect(guestsCorrectedMessage(3, clampGuests(3))).toBe('We plan groups of 8 to 60 — set to 8')
  })
  it('says nothing when the count was kept or nothing was typed', () => {
    expect(guestsCorrectedMessage(14, 14)).toBeNull()
    expect(guestsCorrectedMessage(NaN, 10)).toBeNull()
  })
})

describe('GUEST_RANGE', () => {
  it('writes the served group sizes out from the limits', () => {
    expect(GUEST_RANGE).toBe(`${MIN_GUESTS} to ${MAX_GUESTS}`)
    expect(GUEST_RANGE).toBe('8 to 60')
  })
})

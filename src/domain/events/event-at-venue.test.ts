import { describe, expect, it } from 'vitest'
import { eventAtVenue } from './event-at-venue'

describe('eventAtVenue', () => {
  it('adds the venue to an event named without it', () => {
    expect(eventAtVenue('Client Dinner', 'Bistro Sauvage')).toBe('Client Dinner at Bistro Sauvage')
  })

  it('names the venue once when the event is already named after it (any case, extra spaces)', () => {
    expect(eventAtVenue('Client Dinner at Bistro Sauvage', 'Bistro Sauvage')).toBe('Client Dinner at Bistro Sauvage')
    expect(eventAtVenue('Team night  at bistro sauvage', 'Bistro Sauvage')).toBe('Team night  at bistro sauvage')
    expect(eventAtVenue('Bistro Sauvage', 'Bistro Sauvage')).toBe('Bistro Sauvage')
  })

  it('keeps an event whose name only mentions a word of the venue, and one with no venue', () => {
    expect(eventAtVenue('Sauvage night', 'Bistro Sauvage')).toBe('Sauvage night at Bistro Sauvage')
    expect(eventAtVenue('Client Dinner', null)).toBe('Client Dinner')
  })
})

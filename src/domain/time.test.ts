import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CITIES } from './cities'
import { localDateIn, todayIn, zonedInstant } from './time'

// Our cities' zones, plus offsets that are not whole hours and a zone whose DST shift is 30 minutes.
const ZONES = [
  ...new Set(CITIES.map((c) => c.timezone)),
  'UTC',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
]

describe('localDateIn (one cached Intl formatter per timezone)', () => {
  it('gives the local date date-fns gives, for any instant in any of the zones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...ZONES),
        (t, zone) => localDateIn(zone, t) === format(new TZDate(t, zone), 'yyyy-MM-dd'),
      ),
      { numRuns: 2000 },
    )
  })

  it('gives the date of the instant asked right after one earlier in the hour was asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1980, 1, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: 1, max: 3_599_999 }),
        fc.constantFrom(...ZONES),
        (t, earlier, zone) => {
          localDateIn(zone, t - earlier)
          return localDateIn(zone, t) === format(new TZDate(t, zone), 'yyyy-MM-dd')
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('turns the date at local midnight, across a DST change', () => {
    // 2025-03-09: New York springs forward at 02:00 (07:00 UTC); midnight of the 10th is 04:00 UTC.
    expect(localDateIn('America/New_York', Date.UTC(2025, 2, 10, 3, 59, 59))).toBe('2025-03-09')
    expect(localDateIn('America/New_York', Date.UTC(2025, 2, 10, 4, 0, 0))).toBe('2025-03-10')
    expect(todayIn('Asia/Tokyo', new Date('2025-06-10T15:00:00Z'))).toBe('2025-06-11')
  })

  it('rejects an unknown timezone as before', () => {
    expect(() => localDateIn('Mars/Olympus_Mons', 0)).toThrow(RangeError)
  })
})

describe('zonedInstant (each local date-time worked out once)', () => {
  it('answers the same instant the second time, in a Date of its own', () => {
    const first = zonedInstant('2025-11-02', '1:30 AM', 'America/Chicago')
    expect(first.toISOString()).toBe('2025-11-02T06:30:00.000Z')
    first.setTime(0)
    expect(zonedInstant('2025-11-02', '1:30 AM', 'America/Chicago').toISOString()).toBe('2025-11-02T06:30:00.000Z')
    expect(zonedInstant('2025-06-10', undefined, 'America/Los_Angeles').toISOString()).toBe('2025-06-10T07:00:00.000Z')
  })
})

import { describe, expect, it } from 'vitest'
import { eventStatus, isBeforeToday } from './event-status'
import { eventStartsAt } from '../time'

const event = (date: string, time: string, timezone: string, status: 'upcoming' | 'cancelled' = 'upcoming') => ({
  date,
  time,
  timezone,
  status,
})

describe('eventStatus', () => {
  // 2025-06-15 19:00 in Los Angeles (PDT, UTC-7) is 2025-06-16 02:00 UTC.
  const la = event('2025-06-15', '7:00 PM', 'America/Los_Angeles')

  it('is upcoming until the minute the event starts in its own timezone', () => {
    expect(eventStatus(la, new Date('2025-06-16T01:59:00Z'))).toBe('upcoming')
    expect(eventStatus(la, new Date('2025-06-16T02:00:00Z'))).toBe('past')
  })

  it('reads the same wall-clock time differently in another timezone', () => {
    // 7:00 PM in New York (EDT, UTC-4) is 23:00 UTC: already past when LA's is not.
    const ny = event('2025-06-15', '7:00 PM', 'America/New_York')
    const now = new Date('2025-06-15T23:30:00Z')
    expect(eventStatus(ny, now)).toBe('past')
    expect(eventStatus(la, now)).toBe('upcoming')
  })

  it('handles 12 AM and 12 PM', () => {
    expect(eventStartsAt(event('2025-01-10', '12:00 AM', 'UTC'))?.toISOString()).toBe('2025-01-10T00:00:00.000Z')
    expect(eventStartsAt(event('2025-01-10', '12:30 PM', 'UTC'))?.toISOString()).toBe('2025-01-10T12:30:00.000Z')
  })

  it('keeps a cancelled event cancelled, before and after its date', () => {
    expect(eventStatus(event('2020-01-01', '7:00 PM', 'UTC', 'cancelled'))).toBe('cancelled')
    expect(eventStatus(event('2999-01-01', '7:00 PM', 'UTC', 'cancelled'))).toBe('cancelled')
  })

  it('treats an unreadable date or time as upcoming instead of throwing', () => {
    expect(eventStartsAt(event('2025-02-30', '7:00 PM', 'UTC'))).toBeNull()
    expect(eventStatus(event('2025-06-15', '19:00', 'UTC'))).toBe('upcoming')
  })
})

describe('isBeforeToday', () => {
  it("compares with today's date where the event happens", () => {
    // 2025-06-16 05:00 UTC is still June 15 in Los Angeles, already June 16 in New York.
    const now = new Date('2025-06-16T05:00:00Z')
    expect(isBeforeToday('2025-06-15', 'America/Los_Angeles', now)).toBe(false)
    expect(isBeforeToday('2025-06-15', 'America/New_York', now)).toBe(true)
    expect(isBeforeToday('2025-06-16', 'America/New_York', now)).toBe(false)
  })
})

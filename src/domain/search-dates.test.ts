import { addDays, format, parse } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { addDaysToDate, checkSearchDateTime, dateInDays, earliestSearchDate, to24hTime } from './search-dates'

const LA = 'America/Los_Angeles'
const NY = 'America/New_York'
// 2025-06-11 05:00 UTC: June 11 01:00 in New York, still June 10 22:00 in Los Angeles.
const now = new Date('2025-06-11T05:00:00Z')

describe('earliestSearchDate', () => {
  it("is today in the city's timezone", () => {
    expect(earliestSearchDate({ timezone: NY, now })).toBe('2025-06-11')
    expect(earliestSearchDate({ timezone: LA, now })).toBe('2025-06-10')
  })

  it('without a city, is the earliest today among our cities (the westernmost)', () => {
    expect(earliestSearchDate({ now })).toBe('2025-06-10')
    expect(earliestSearchDate({ now, timezones: [NY, 'America/Chicago'] })).toBe('2025-06-11')
  })
})

describe('checkSearchDateTime', () => {
  it('accepts no date, today and later', () => {
    expect(checkSearchDateTime({ now })).toBeNull()
    expect(checkSearchDateTime({ date: '2025-06-10', timezone: LA, now })).toBeNull()
    expect(checkSearchDateTime({ date: '2025-06-11', timezone: NY, time: '7:00 PM', now })).toBeNull()
  })

  it('rejects a date in the past for the city', () => {
    expect(checkSearchDateTime({ date: '2025-06-10', timezone: NY, now })).toEqual({
      date: 'Date must be today (2025-06-11) or later',
    })
    expect(checkSearchDateTime({ date: '2025-06-09', now })).toEqual({
      date: 'Date must be today (2025-06-10) or later',
    })
  })

  it('rejects a time already passed today', () => {
    expect(checkSearchDateTime({ date: '2025-06-10', time: '9:00 PM', timezone: LA, now })).toEqual({
      time: 'Time has already passed on that date',
    })
    expect(checkSearchDateTime({ date: '2025-06-10', time: '10:15 PM', timezone: LA, now })).toBeNull()
  })
})

describe('date helpers', () => {
  it('converts times to 24 h', () => {
    expect(to24hTime('7:00 PM')).toBe('19:00')
    expect(to24hTime('12:15 AM')).toBe('00:15')
    expect(to24hTime('12:45 PM')).toBe('12:45')
    expect(to24hTime('9:30 AM')).toBe('09:30')
  })

  it('adds calendar days across months and DST changes', () => {
    expect(addDaysToDate('2025-01-31', 1)).toBe('2025-02-01')
    expect(addDaysToDate('2025-03-08', 2)).toBe('2025-03-10')
    expect(addDaysToDate('2025-03-01', -1)).toBe('2025-02-28')
    expect(dateInDays(LA, 3, now)).toBe('2025-06-13')
  })
})

describe('addDaysToDate', () => {
  const byDateFns = (date: string, days: number) =>
    format(addDays(parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1)), days), 'yyyy-MM-dd')

  it('counts days as date-fns does, across month ends, leap days, years and DST changes', () => {
    const days = [-400, -366, -31, -1, 0, 1, 2, 28, 29, 30, 31, 59, 365, 366, 730]
    for (let t = Date.UTC(2023, 0, 1); t <= Date.UTC(2029, 0, 1); t += 86_400_000 * 3) {
      const date = new Date(t).toISOString().slice(0, 10)
      for (const n of days) expect(addDaysToDate(date, n), `${date} + ${n}`).toBe(byDateFns(date, n))
    }
    expect(addDaysToDate('2024-02-29', 365)).toBe('2025-02-28')
    expect(addDaysToDate('2100-02-28', 1)).toBe('2100-03-01')
    expect(addDaysToDate('2000-02-28', 1)).toBe('2000-02-29')
  })

  it('throws as date-fns does for a day that does not exist', () => {
    expect(() => addDaysToDate('2025-02-30', 1)).toThrow(RangeError)
    expect(() => addDaysToDate('2025-13-01', 1)).toThrow(RangeError)
  })
})

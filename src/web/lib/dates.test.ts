import { describe, expect, it } from 'vitest'
import {
  formatDisplayDate,
  formatInstantDate,
  formatShortDate,
  isoToLocalDate,
  localDateToIso,
  startOfTodayLocal,
} from './dates'

describe('local calendar dates', () => {
  it("reads 'yyyy-mm-dd' as local midnight of that day", () => {
    const d = isoToLocalDate('2025-06-15')
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2025, 5, 15, 0, 0])
  })

  it("writes a local date as 'yyyy-mm-dd' with zero-padded month and day, whatever its time of day", () => {
    expect(localDateToIso(new Date(2025, 0, 5))).toBe('2025-01-05')
    expect(localDateToIso(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31')
  })

  it('round-trips every day of a leap year, month ends and February 29 included', () => {
    const days = Array.from({ length: 366 }, (_, i) => localDateToIso(new Date(2024, 0, 1 + i)))
    expect(days.at(-1)).toBe('2024-12-31')
    expect(new Set(days).size).toBe(366)
    for (const iso of days) expect(localDateToIso(isoToLocalDate(iso))).toBe(iso)
    expect(localDateToIso(isoToLocalDate('2024-02-29'))).toBe('2024-02-29')
  })

  it('rolls an impossible date over, which is how callers tell it from a real one', () => {
    expect(localDateToIso(isoToLocalDate('2025-02-29'))).toBe('2025-03-01')
    expect(localDateToIso(isoToLocalDate('2025-13-01'))).toBe('2026-01-01')
  })

  it("gives today's local midnight", () => {
    const today = startOfTodayLocal()
    const now = new Date()
    expect([today.getHours(), today.getMinutes(), today.getSeconds(), today.getMilliseconds()]).toEqual([0, 0, 0, 0])
    expect(localDateToIso(today)).toBe(localDateToIso(now))
  })

  it("displays a date as 'Jun 15, 2025'", () => {
    expect(formatDisplayDate('2025-06-15')).toBe('Jun 15, 2025')
    expect(formatDisplayDate('2026-01-01')).toBe('Jan 1, 2026')
  })

  it("writes every day of a leap year as Intl's en-US short date does, and an impossible one as the day it rolls to", () => {
    const long = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })
    for (let i = 0; i < 366; i++) {
      const day = new Date(2028, 0, 1 + i)
      const iso = localDateToIso(day)
      expect(formatDisplayDate(iso)).toBe(long.format(day))
      expect(formatShortDate(iso)).toBe(short.format(day))
    }
    expect(formatDisplayDate('2025-02-29')).toBe('Mar 1, 2025')
  })

  it('writes an instant as its date in the local time zone', () => {
    const instant = new Date(2026, 10, 14, 23, 30)
    expect(formatInstantDate(instant.toISOString())).toBe('Nov 14, 2026')
  })
})

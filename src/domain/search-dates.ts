// When a search's date and time are acceptable (no dates in the past), in the city's timezone.
import { addDays, format, parse } from 'date-fns'
import { CITIES } from './cities'
import { timeToMinutes, todayIn, zonedInstant } from './time'

/** A search with a date but no time is read as a dinner at 7:00 PM. */
export const DEFAULT_SEARCH_TIME = '7:00 PM'

/**
 * The first date a search may ask for. With a city, today in its timezone. Without one (a search
 * across every city), the earliest "today" among our cities' timezones, that is the westernmost:
 * a date that is still today somewhere we operate is not in the past.
 */
export function earliestSearchDate({
  timezone,
  now = new Date(),
  timezones = CITIES.map((c) => c.timezone),
}: {
  timezone?: string
  now?: Date
  timezones?: readonly string[]
}): string {
  if (timezone) return todayIn(timezone, now)
  return timezones.map((tz) => todayIn(tz, now)).reduce((a, b) => (b < a ? b : a))
}

/**
 * Field errors for a search's date and time, or null when they are fine: the date must not be in
 * the past, and on today's date (city known) the time must not have passed.
 */
export function checkSearchDateTime({
  date,
  time,
  timezone,
  now = new Date(),
}: {
  date?: string
  time?: string
  timezone?: string
  now?: Date
}): Record<string, string> | null {
  if (!date) return null
  const earliest = earliestSearchDate({ timezone, now })
  if (date < earliest) return { date: `Date must be today (${earliest}) or later` }
  if (timezone && time && zonedInstant(date, time, timezone).getTime() < now.getTime()) {
    return { time: 'Time has already passed on that date' }
  }
  return null
}

/** '7:30 PM' → '19:30' (PostgreSQL's time input). */
export function to24hTime(time: string): string {
  const minutes = timeToMinutes(time)
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * 'yyyy-mm-dd' plus n days, calendar arithmetic (no timezone involved). A well-formed day of years
 * 1000–9999 is counted in UTC days, not parsed and formatted by date-fns: a calendar steps through
 * its days with it, and `parse` was the larger part of a venue page's day rules (issue 31). Anything
 * else takes date-fns's way, as before (an impossible day throws its RangeError).
 */
export function addDaysToDate(date: string, days: number): string {
  const m = ISO_DAY.exec(date)
  if (m && Number.isInteger(days)) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
    const day = new Date(Date.UTC(y, mo - 1, d))
    // Date.UTC rolls 31 April over to 1 May: only a real day is counted here.
    if (y >= 1000 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d) {
      day.setUTCDate(d + days)
      const year = day.getUTCFullYear()
      if (year >= 1000 && year <= 9999) return day.toISOString().slice(0, 10)
    }
  }
  return format(addDays(parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1)), days), 'yyyy-MM-dd')
}

/** Today's date in a timezone plus n days. */
export function dateInDays(timezone: string, days: number, now: Date = new Date()): string {
  return addDaysToDate(todayIn(timezone, now), days)
}

// Dates and times as the product writes them: dates 'yyyy-mm-dd', times 'h:mm AM/PM'.
import { TZDate } from '@date-fns/tz'
import { format, isValid, parse } from 'date-fns'
import { DATE_RE, timeToMinutes } from './time-constants'

export * from './time-constants'

export function isValidDateString(s: string): boolean {
  if (!DATE_RE.test(s)) return false
  const d = parse(s, 'yyyy-MM-dd', new Date(2000, 0, 1))
  return isValid(d) && format(d, 'yyyy-MM-dd') === s
}

/** Today's date ('yyyy-mm-dd') in an IANA timezone. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), timezone), 'yyyy-MM-dd')
}

/** The instant a local date and time happen in a timezone. */
export function zonedInstant(date: string, time: string | undefined, timezone: string): Date {
  const [y, mo, d] = date.split('-').map(Number)
  const minutes = time ? timeToMinutes(time) : 0
  return new Date(new TZDate(y, mo - 1, d, Math.floor(minutes / 60), minutes % 60, 0, timezone).getTime())
}

/** Hours from now until a local date/time in a timezone (negative when in the past). */
export function hoursUntil(date: string, time: string | undefined, timezone: string, now: Date = new Date()): number {
  return (zonedInstant(date, time, timezone).getTime() - now.getTime()) / 3_600_000
}

/** 'Jun 15, 2025' (spec §9 display format). */
export function displayDate(date: string): string {
  return format(parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'MMM d, yyyy')
}

// Dates and times as the product writes them: dates 'yyyy-mm-dd', times 'h:mm AM/PM'.
import { TZDate } from '@date-fns/tz'
import { format, isValid, parse } from 'date-fns'

export const TIME_RE = /^(1[0-2]|[1-9]):(00|15|30|45) (AM|PM)$/
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

export const SEARCH_MINUTES = ['00', '15', '30', '45'] as const
export const SEARCH_HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1))

/** Venue card booking times (spec §9). */
export const VENUE_CARD_TIMES = ['6:00 PM', '6:30 PM', '7:00 PM', '7:30 PM', '8:00 PM'] as const

/** Booking page slots: every 30 minutes from 11:00 AM to 9:30 PM (spec §9). */
export const BOOKING_PAGE_TIMES: readonly string[] = Array.from({ length: 22 }, (_, i) => {
  const minutes = 11 * 60 + i * 30
  return minutesToTime(minutes)
})

export function isValidDateString(s: string): boolean {
  if (!DATE_RE.test(s)) return false
  const d = parse(s, 'yyyy-MM-dd', new Date(2000, 0, 1))
  return isValid(d) && format(d, 'yyyy-MM-dd') === s
}

export function isValidTime(s: string): boolean {
  return TIME_RE.test(s)
}

/** '7:30 PM' → 1170 (minutes after midnight). */
export function timeToMinutes(s: string): number {
  const m = TIME_RE.exec(s)
  if (!m) throw new Error(`Invalid time: ${s}`)
  const h = Number(m[1]) % 12
  return (m[3] === 'PM' ? h + 12 : h) * 60 + Number(m[2])
}

export function minutesToTime(total: number): string {
  const h24 = Math.floor(total / 60) % 24
  const m = total % 60
  const suffix = h24 >= 12 ? 'PM' : 'AM'
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`
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

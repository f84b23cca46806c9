// Dates and times as the product writes them: dates 'yyyy-mm-dd', times 'h:mm AM/PM'.
import { TZDate } from '@date-fns/tz'
import { format, parse } from 'date-fns'
import { isValidDateString, isValidTime, timeToMinutes } from './time-constants'

export * from './time-constants'

// Timezone work is a hot path (every search page, every recommendation, every date a request
// validates against each city's today): one Intl formatter per timezone, made once; each local
// date worked out once per timezone and quarter hour; each local date-time's instant once.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

const QUARTER_HOUR_MS = 900_000
/**
 * Since 1980 every zone's offset, and every DST shift, is a whole number of quarter hours, so a
 * local date turns only on a quarter-hour boundary of UTC: within one, a zone's date is one answer.
 */
const QUARTERS_FROM = Date.UTC(1980, 0, 1)
const localDates = new Map<string, string>()
const MAX_REMEMBERED_DATES = 4096

function formatLocalDate(timezone: string, instant: Date | number): string {
  let f = dateFormats.get(timezone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dateFormats.set(timezone, f)
  }
  let y = ''
  let m = ''
  let d = ''
  for (const p of f.formatToParts(instant)) {
    if (p.type === 'year') y = p.value.padStart(4, '0')
    else if (p.type === 'month') m = p.value
    else if (p.type === 'day') d = p.value
  }
  return `${y}-${m}-${d}`
}

/** The local date ('yyyy-mm-dd') of an instant in an IANA timezone. */
export function localDateIn(timezone: string, instant: Date | number): string {
  const t = typeof instant === 'number' ? instant : instant.getTime()
  if (!(t >= QUARTERS_FROM)) return formatLocalDate(timezone, instant)
  const key = `${timezone} ${Math.floor(t / QUARTER_HOUR_MS)}`
  let date = localDates.get(key)
  if (date === undefined) {
    date = formatLocalDate(timezone, t)
    if (localDates.size >= MAX_REMEMBERED_DATES) localDates.clear()
    localDates.set(key, date)
  }
  return date
}

/** Today's date ('yyyy-mm-dd') in an IANA timezone. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  return localDateIn(timezone, now)
}

const instants = new Map<string, number>()
const MAX_REMEMBERED_INSTANTS = 4096

/** The instant a local date and time happen in a timezone. */
export function zonedInstant(date: string, time: string | undefined, timezone: string): Date {
  const key = `${date} ${time ?? ''} ${timezone}`
  let at = instants.get(key)
  if (at === undefined) {
    const [y, mo, d] = date.split('-').map(Number)
    const minutes = time ? timeToMinutes(time) : 0
    at = new TZDate(y, mo - 1, d, Math.floor(minutes / 60), minutes % 60, 0, timezone).getTime()
    if (instants.size >= MAX_REMEMBERED_INSTANTS) instants.clear()
    instants.set(key, at)
  }
  return new Date(at)
}

/** Where and when something happens: a local date ('yyyy-mm-dd'), time ('7:00 PM') and timezone. */
export type ZonedDateTime = { date: string; time: string; timezone: string }

/** When an event starts, as an instant; null for a date or time we cannot read. */
export function eventStartsAt(e: ZonedDateTime): Date | null {
  if (!isValidDateString(e.date) || !isValidTime(e.time)) return null
  const at = zonedInstant(e.date, e.time, e.timezone)
  return Number.isNaN(at.getTime()) ? null : at
}

/** Hours from now until a local date/time in a timezone (negative when in the past). */
export function hoursUntil(date: string, time: string | undefined, timezone: string, now: Date = new Date()): number {
  return (zonedInstant(date, time, timezone).getTime() - now.getTime()) / 3_600_000
}

/**
 * 'Dec 12, 2026 · 7:00 PM': an instant as the clock reads it in `timezone` (a venue's), with the
 * date as every screen writes it, whatever the reader's own timezone.
 */
export function displayInstantIn(instant: string | Date, timezone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timezone), 'MMM d, yyyy · h:mm a')
}

/** 'Jun 15, 2025', how every screen shows a date. */
export function displayDate(date: string): string {
  return format(parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'MMM d, yyyy')
}

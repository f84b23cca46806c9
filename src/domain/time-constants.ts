// Times as the product writes them ('h:mm AM/PM') and the fixed time choices: no date library,
// so the web app can import these without shipping date-fns (time.ts re-exports them).

export const TIME_RE = /^(1[0-2]|[1-9]):(00|15|30|45) (AM|PM)$/
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

export const SEARCH_MINUTES = ['00', '15', '30', '45'] as const
export const SEARCH_HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1))

/** Booking page slots: every 30 minutes from 11:00 AM to 9:30 PM. */
export const BOOKING_PAGE_TIMES: readonly string[] = Array.from({ length: 22 }, (_, i) => {
  const minutes = 11 * 60 + i * 30
  return minutesToTime(minutes)
})

/** A real calendar date written 'yyyy-mm-dd' (no 2025-02-30). No date library, so the landing
 * page's search form can check a URL's date without loading one. */
export function isValidDateString(s: string): boolean {
  if (!DATE_RE.test(s)) return false
  const [y, m, d] = s.split('-').map(Number)
  const date = new Date(0)
  date.setUTCFullYear(y, m - 1, d)
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
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

/** '7:30 PM' → '19:30', the 24-hour clock PostgreSQL's `time` reads. */
export function timeToClock(s: string): string {
  const minutes = timeToMinutes(s)
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** '19:30:00' (PostgreSQL's `time` as text, seconds optional) → '7:30 PM'. */
export function clockToTime(s: string): string {
  const m = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(s)
  if (!m) throw new Error(`Invalid clock time: ${s}`)
  return minutesToTime(Number(m[1]) * 60 + Number(m[2]))
}

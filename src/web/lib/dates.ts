// Small date helpers for 'yyyy-mm-dd' strings in the browser's local calendar. Kept free of
// date-fns so the landing page does not ship it (the calendar chunk brings it when opened).
import { onFirstUse } from '~/domain/on-first-use'

const pad = (n: number) => String(n).padStart(2, '0')

/** Local midnight of a 'yyyy-mm-dd' date. */
export function isoToLocalDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y, m - 1, d)
}

export function localDateToIso(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

export function startOfTodayLocal(): Date {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth(), now.getDate())
}

// The public pages write their dates without Intl: a page's first Intl formatter (of dates or of
// numbers) loads ICU's locale data, 12-15 ms of one task on this machine and about four times that
// on a phone, inside the hydration of the first component that formats. These are
// en-US's short forms, checked against Intl's in dates.test.ts.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'Jun 15' of a local date. */
const monthDay = (d: Date) => `${SHORT_MONTHS[d.getMonth()]} ${d.getDate()}`

/** 'Jun 15, 2025', same output as domain/time displayDate. */
export function formatDisplayDate(iso: string): string {
  const d = isoToLocalDate(iso)
  return `${monthDay(d)}, ${d.getFullYear()}`
}

/** 'Jun 15': the date without its year. */
export const formatShortDate = (iso: string) => monthDay(isoToLocalDate(iso))

/** An instant (ISO) as its date in the browser's time zone: 'Jun 15, 2025'. */
export const formatInstantDate = (iso: string) => formatDisplayDate(localDateToIso(new Date(iso)))

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
)
/** An instant (ISO) in the browser's time zone: 'Jun 15, 2025, 7:30 PM'. */
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso))

const time = onFirstUse(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }))
/** An instant (ISO) as its time in the browser's time zone: '7:30 PM'. */
export const formatInstantTime = (iso: string) => time().format(new Date(iso))

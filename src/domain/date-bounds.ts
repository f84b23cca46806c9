// How far a planner may ask for a date: from today to two years ahead. One rule for every date a
// request or an event names ('9999-12-31' and '1900-01-01' were accepted), checked
// by the schema (forms and routes) with the widest "today" among our cities, and again in the
// venue's own timezone where the venue is known (venue-rules.ts). Free of zod, so that a page that
// only checks dates (a venue's booking card) does not load it; the schema fields are in ./fields.ts.
import { CITIES, matchCity } from './cities'
import { todayIn } from './time'

export const PAST_DATE_MESSAGE = 'Please select a date that is today or later'
export const PAST_TIME_MESSAGE = 'Please select a time that is still ahead'

/** Requests further out than this cannot be priced or held by a venue. */
export const BOOKING_HORIZON_YEARS = 2

export const DATE_TOO_FAR_MESSAGE = `Please select a date within the next ${BOOKING_HORIZON_YEARS} years`

/** 'yyyy-mm-dd' plus whole years; 29 February becomes 28 February in a common year. */
export function addYearsToDate(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const year = y + years
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const day = m === 2 && d === 29 && !leap ? 28 : d
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export type DateBounds = { earliest: string; latest: string }

/**
 * Today … today + two years. In a timezone when the place is known; otherwise from the earliest
 * "today" to the latest one among our cities, so no planner is refused a date that is valid where
 * her event happens.
 */
export function dateBounds({ timezone, now = new Date() }: { timezone?: string; now?: Date } = {}): DateBounds {
  const todays = (timezone ? [timezone] : CITIES.map((c) => c.timezone)).map((tz) => todayIn(tz, now)).sort()
  return { earliest: todays[0], latest: addYearsToDate(todays[todays.length - 1], BOOKING_HORIZON_YEARS) }
}

/** The timezone of a free-text place when it names one of our cities ('Chicago', 'Austin, TX'). */
export function timezoneOfLocation(location: string | undefined): string | undefined {
  if (!location) return undefined
  const match = matchCity(location)
  return match.kind === 'unsupported' ? undefined : match.city.timezone
}

/** The message for a date outside the bounds, or null. */
export function dateBoundsError(
  date: string,
  { pastMessage = PAST_DATE_MESSAGE, ...options }: { timezone?: string; now?: Date; pastMessage?: string } = {},
): string | null {
  const { earliest, latest } = dateBounds(options)
  if (date < earliest) return pastMessage
  if (date > latest) return DATE_TOO_FAR_MESSAGE
  return null
}

// Other dates a planner could do besides her first choice: a brief's (sent to several venues) and a
// plain booking request's. One vocabulary for both: at most two, each a real date within today …
// two years, none repeated; read back from a stored request's details the same way everywhere.
// No zod and no date-fns here: the nav's shortlist reaches this file through every page's entry
// (the field that validates them is fields.ts's alternativeDatesField; the date format is the
// caller's: time.ts's displayDate on the server, the browser's own helpers in the web app).
import { isValidDateString } from './time-constants'

/** Besides its first date, a request may name up to this many other dates. */
export const ALTERNATIVE_DATES_MAX = 2

/** What the email, the portal and the planner's page call them. */
export const ALTERNATIVE_DATES_LABEL = 'Other dates'

export const ALTERNATIVE_DATE_MESSAGES = {
  tooMany: `Up to ${ALTERNATIVE_DATES_MAX} other dates, each different from the first`,
  sameAsFirst: 'Choose a date other than your first choice',
  repeated: 'This date is already among your other dates',
} as const

/** A stored request's other dates ('yyyy-mm-dd'); anything else in its details is left out. */
export function alternativeDatesOf(details: unknown): string[] {
  const dates = (details as { alternativeDates?: unknown } | null | undefined)?.alternativeDates
  if (!Array.isArray(dates)) return []
  return dates.filter((d): d is string => typeof d === 'string' && isValidDateString(d))
}

/** 'Jan 15, 2027 or Jan 16, 2027' with `format` time.ts's displayDate; null when there are none. */
export function alternativeDatesText(dates: readonly string[], format: (date: string) => string) {
  return dates.length ? dates.map(format).join(' or ') : null
}

// Rules a venue request must meet that need the venue itself: its capacity (both ends), its
// minimum notice and blackout dates (in its city's timezone), the booking horizon and its suggested
// add-ons. Pure: the server calls them with the venue it loaded; every calendar that books the
// venue calls dateUnavailableReason so a day it would refuse is disabled, with the reason shown.
import { TZDate } from '@date-fns/tz'
import { MIN_GUESTS, venueCapacityHint, venueGuestLimit } from '../guests'
import { displayDate, hoursUntil, minutesToTime } from '../time'
import { aiAddOnIndex, UNKNOWN_ADD_ON } from './add-on-ids'
import { addDaysToDate } from '../search-dates'
import {
  dateBounds,
  dateBoundsError,
  DATE_TOO_FAR_MESSAGE,
  PAST_DATE_MESSAGE,
  PAST_TIME_MESSAGE,
  type DateBounds,
} from '../date-bounds'
import { ALTERNATIVE_DATE_MESSAGES } from '../alternative-dates'

export type RequestVenue = {
  minGuests: number
  maxGuests: number
  /** IANA timezone of the venue's city. */
  timezone: string
  suggestedAddOns: readonly string[]
  /** Hours between the request and the event the venue needs at least. */
  minNoticeHours: number
  /** 'yyyy-mm-dd' days the venue takes no events (the server may pass only the asked date's). */
  blackoutDates: readonly string[]
}

export type VenueRequestFields = {
  guests: { field: string; value: number }
  date: { field: string; value: string }
  time?: { field: string; value: string }
  addOns?: { field: string; value: readonly string[] }
}

/** The latest start a day offers on the 15-minute grid: a day is bookable if this time is. */
const LAST_START = '11:45 PM'

/** "48 hours'", "3 days'": hours up to three days read better than a fraction of days. */
export function noticeText(hours: number): string {
  if (hours > 72 && hours % 24 === 0) return `${hours / 24} days'`
  return `${hours} ${hours === 1 ? "hour's" : "hours'"}`
}

export const noticeMessage = (hours: number) => `Needs ${noticeText(hours)} notice`
export const BLACKOUT_MESSAGE = 'Not available on this date'

/** Guests the venue takes for a request: its own minimum (never below 1) up to its capped maximum. */
export function venueGuestRange(venue: Pick<RequestVenue, 'minGuests' | 'maxGuests'>): { min: number; max: number } {
  const max = venueGuestLimit(venue.maxGuests)
  return { min: Math.min(Math.max(1, venue.minGuests), max), max }
}

/** The group sizes the "Request to Book" flow offers for this venue: its range within the product's 8 to 60. */
export function bookingGuestRange(venue: Pick<RequestVenue, 'minGuests' | 'maxGuests'>): { min: number; max: number } {
  const { min, max } = venueGuestRange(venue)
  return { min: Math.min(Math.max(MIN_GUESTS, min), max), max }
}

export const venueMinimumHint = (minGuests: number) => `This venue hosts groups of at least ${minGuests} guests`

/**
 * Why the venue cannot be booked on this day at all (null: some start time that day is fine):
 * outside today … two years ahead in the venue's timezone, a blackout, or too soon for its notice
 * even at the day's last start.
 */
export function dateUnavailableReason(
  venue: Pick<RequestVenue, 'timezone' | 'minNoticeHours' | 'blackoutDates'>,
  date: string,
  now: Date = new Date(),
): string | null {
  const bounds = dateBoundsError(date, { timezone: venue.timezone, now })
  if (bounds) return bounds
  if (venue.blackoutDates.includes(date)) return BLACKOUT_MESSAGE
  if (hoursUntil(date, LAST_START, venue.timezone, now) < venue.minNoticeHours)
    return noticeMessage(venue.minNoticeHours)
  return null
}

/**
 * dateUnavailableReason for the days of one venue at one instant, its bounds and blackouts worked
 * out once rather than for each day: a calendar asks it of every day it shows.
 */
export function unavailableReasons(
  venue: Pick<RequestVenue, 'timezone' | 'minNoticeHours' | 'blackoutDates'>,
  now: Date = new Date(),
): { bounds: DateBounds; reasonOf: (date: string) => string | null } {
  const bounds = dateBounds({ timezone: venue.timezone, now })
  const blackouts = new Set(venue.blackoutDates)
  const reasonOf = (date: string): string | null => {
    if (date < bounds.earliest) return PAST_DATE_MESSAGE
    if (date > bounds.latest) return DATE_TOO_FAR_MESSAGE
    if (blackouts.has(date)) return BLACKOUT_MESSAGE
    if (hoursUntil(date, LAST_START, venue.timezone, now) < venue.minNoticeHours)
      return noticeMessage(venue.minNoticeHours)
    return null
  }
  return { bounds, reasonOf }
}

/** The first day the venue can be booked (null: none within the horizon). */
export function firstBookableDate(
  venue: Pick<RequestVenue, 'timezone' | 'minNoticeHours' | 'blackoutDates'>,
  now: Date = new Date(),
  { bounds, reasonOf } = unavailableReasons(venue, now),
): string | null {
  for (let date = bounds.earliest; date <= bounds.latest; date = addDaysToDate(date, 1)) {
    if (!reasonOf(date)) return date
  }
  return null
}

/** The first start time on this date the venue's notice allows, on the 15-minute grid. */
export function earliestStartOn(
  venue: Pick<RequestVenue, 'timezone' | 'minNoticeHours'>,
  date: string,
  now: Date = new Date(),
): string | null {
  const earliest = new TZDate(now.getTime() + venue.minNoticeHours * 3_600_000, venue.timezone)
  const day = `${earliest.getFullYear()}-${String(earliest.getMonth() + 1).padStart(2, '0')}-${String(earliest.getDate()).padStart(2, '0')}`
  if (day < date) return '12:00 AM'
  if (day > date) return null
  const minutes =
    Math.ceil((earliest.getHours() * 60 + earliest.getMinutes() + (earliest.getSeconds() > 0 ? 1 : 0)) / 15) * 15
  return minutes >= 24 * 60 ? null : minutesToTime(minutes)
}

/** Field errors ({ field: message }); empty when the request fits the venue. */
export function venueRequestErrors(
  venue: RequestVenue,
  fields: VenueRequestFields,
  now: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {}
  const { guests, date, time, addOns } = fields
  const range = venueGuestRange(venue)
  if (guests.value > range.max) errors[guests.field] = venueCapacityHint(range.max)
  else if (guests.value < range.min) errors[guests.field] = venueMinimumHint(range.min)
  const dayProblem = dateUnavailableReason(venue, date.value, now)
  if (dayProblem) {
    errors[date.field] = dayProblem
  } else if (time) {
    const hours = hoursUntil(date.value, time.value, venue.timezone, now)
    if (hours < 0) errors[time.field] = PAST_TIME_MESSAGE
    else if (hours < venue.minNoticeHours) {
      const earliest = earliestStartOn(venue, date.value, now)
      errors[time.field] =
        `${noticeMessage(venue.minNoticeHours)}: on ${displayDate(date.value)} the earliest start is ${earliest ?? LAST_START}`
    }
  }
  if (addOns) {
    const bad = addOns.value.some((id) => {
      const index = aiAddOnIndex(id)
      return index !== null && index >= venue.suggestedAddOns.length
    })
    if (bad) errors[addOns.field] = UNKNOWN_ADD_ON
  }
  return errors
}

/**
 * Field errors on a request's other dates (`${field}.${i}`): each must differ from the first date
 * and be a day the venue takes, as the first date is (bounds, blackouts, notice at the day's last
 * start; the server passes the closed ones in `blackoutDates`).
 */
export function alternativeDateErrors(
  venue: Pick<RequestVenue, 'timezone' | 'minNoticeHours' | 'blackoutDates'>,
  { field, first, dates }: { field: string; first: string; dates: readonly string[] },
  now: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {}
  dates.forEach((date, i) => {
    const problem =
      date === first
        ? ALTERNATIVE_DATE_MESSAGES.sameAsFirst
        : dates.indexOf(date) < i
          ? ALTERNATIVE_DATE_MESSAGES.repeated
          : dateUnavailableReason(venue, date, now)
    if (problem) errors[`${field}.${i}`] = problem
  })
  return errors
}

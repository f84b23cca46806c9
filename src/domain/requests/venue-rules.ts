// Rules a venue request must meet that need the venue itself (capacity, timezone, suggested
// add-ons). Pure: the server calls them with the venue it loaded; the web can call them too.
import { venueCapacityHint, venueGuestLimit } from '../guests'
import { hoursUntil, todayIn } from '../time'
import { aiAddOnIndex, UNKNOWN_ADD_ON } from './booking-wizard'
import { PAST_DATE_MESSAGE, PAST_TIME_MESSAGE } from './fields'

export type RequestVenue = {
  maxGuests: number
  /** IANA timezone of the venue's city. */
  timezone: string
  suggestedAddOns: readonly string[]
}

export type VenueRequestFields = {
  guests: { field: string; value: number }
  date: { field: string; value: string }
  time?: { field: string; value: string }
  addOns?: { field: string; value: readonly string[] }
}

/** Field errors ({ field: message }); empty when the request fits the venue. */
export function venueRequestErrors(venue: RequestVenue, fields: VenueRequestFields, now: Date = new Date()): Record<string, string> {
  const errors: Record<string, string> = {}
  const { guests, date, time, addOns } = fields
  if (guests.value > venueGuestLimit(venue.maxGuests)) errors[guests.field] = venueCapacityHint(venueGuestLimit(venue.maxGuests))
  if (date.value < todayIn(venue.timezone, now)) {
    errors[date.field] = PAST_DATE_MESSAGE
  } else if (time && hoursUntil(date.value, time.value, venue.timezone, now) < 0) {
    errors[time.field] = PAST_TIME_MESSAGE
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

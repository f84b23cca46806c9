// The venue a request is about, with its city's timezone, its notice and whether the asked date is
// blacked out; archived venues take no requests.
import { and, eq } from 'drizzle-orm'
import { cityLabel } from '~/domain/cities'
import type { RequestVenue } from '~/domain/requests/venue-rules'
import type { Db } from '../db/client'
import { cities, venueBlackouts, venues } from '../db/schema'

export type VenueForRequest = RequestVenue & {
  id: number
  name: string
  citySlug: string
  /** 'City, ST' */
  location: string
  pricePerPerson: number
}

/** `date`: the day the request asks for; blackoutDates holds it when the venue is closed then. */
export async function findRequestVenue({
  db,
  venueId,
  date,
}: {
  db: Db
  venueId: number
  date: string
}): Promise<VenueForRequest | null> {
  const [row] = await db
    .select({
      id: venues.id,
      name: venues.name,
      citySlug: venues.citySlug,
      cityName: cities.name,
      state: cities.state,
      timezone: cities.timezone,
      minGuests: venues.minGuests,
      maxGuests: venues.maxGuests,
      minNoticeHours: venues.minNoticeHours,
      pricePerPerson: venues.pricePerPerson,
      suggestedAddOns: venues.suggestedAddOns,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(and(eq(venues.id, venueId), eq(venues.status, 'active')))
  if (!row) return null
  const blackouts = await db
    .select({ date: venueBlackouts.date })
    .from(venueBlackouts)
    .where(and(eq(venueBlackouts.venueId, venueId), eq(venueBlackouts.date, date)))
  const { cityName, state, ...venue } = row
  return { ...venue, blackoutDates: blackouts.map((b) => b.date), location: cityLabel({ name: cityName, state }) }
}

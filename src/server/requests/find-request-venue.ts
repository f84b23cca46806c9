// The venue a request is about, with its city's timezone; archived venues take no requests.
import { and, eq } from 'drizzle-orm'
import { cityLabel } from '~/domain/cities'
import type { RequestVenue } from '~/domain/requests/venue-rules'
import type { Db } from '../db/client'
import { cities, venues } from '../db/schema'

export type VenueForRequest = RequestVenue & {
  id: number
  name: string
  citySlug: string
  /** 'City, ST' */
  location: string
  pricePerPerson: number
}

export async function findRequestVenue({ db, venueId }: { db: Db; venueId: number }): Promise<VenueForRequest | null> {
  const [row] = await db
    .select({
      id: venues.id,
      name: venues.name,
      citySlug: venues.citySlug,
      cityName: cities.name,
      state: cities.state,
      timezone: cities.timezone,
      maxGuests: venues.maxGuests,
      pricePerPerson: venues.pricePerPerson,
      suggestedAddOns: venues.suggestedAddOns,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(and(eq(venues.id, venueId), eq(venues.status, 'active')))
  if (!row) return null
  const { cityName, state, ...venue } = row
  return { ...venue, location: cityLabel({ name: cityName, state }) }
}

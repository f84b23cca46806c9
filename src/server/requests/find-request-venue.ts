// The venue a request is about, with its city's timezone, its notice and whether the asked date is
// blacked out (the venue, or every space that fits the group, at the asked time's slot:
// src/server/venues/space-availability.ts);
// archived venues take no requests.
import { and, eq } from 'drizzle-orm'
import { cityLabel } from '~/domain/cities'
import type { RequestVenue } from '~/domain/requests/venue-rules'
import type { Db } from '../db/client'
import { cities, venues } from '../db/schema'
import { venueOpenFor, type SpaceQuestion } from '../venues/space-availability'

export type VenueForRequest = RequestVenue & {
  id: number
  name: string
  citySlug: string
  /** 'City, ST' */
  location: string
  pricePerPerson: number
  /** The venue's promise: it answers a new request within this many hours (its portal setting). */
  responseHours: number
}

/**
 * `date`: the day the request asks for; blackoutDates holds it when the venue is closed then (all
 * day, or at `time`'s slot), or when none of its spaces fitting `guests` is free at `time`, so the request is refused with the
 * same message. `otherDates` (her alternatives) are looked at the same way, each added when closed.
 */
export async function findRequestVenue({
  db,
  venueId,
  date,
  time,
  guests,
  otherDates = [],
}: SpaceQuestion & { db: Db; venueId: number; otherDates?: readonly string[] }): Promise<VenueForRequest | null> {
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
      responseHours: venues.responseHours,
      suggestedAddOns: venues.suggestedAddOns,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(and(eq(venues.id, venueId), eq(venues.status, 'active')))
  if (!row) return null
  const blackoutDates: string[] = []
  for (const day of [date, ...otherDates]) {
    if (!(await venueOpenFor({ db, venueId, date: day, time, guests }))) blackoutDates.push(day)
  }
  const { cityName, state, ...venue } = row
  return { ...venue, blackoutDates, location: cityLabel({ name: cityName, state }) }
}

// The venue a concierge booking names, as the recommendation engine sees it (ConciergeVenue), with
// its city's name, state and timezone and whether it is blacked out on the asked date (the venue, all
// day or at the asked time's slot, or every space that fits the group then:
// src/server/venues/space-availability.ts).
import { and, eq } from 'drizzle-orm'
import { cityLabel } from '~/domain/cities'
import type { Blackout } from '~/domain/concierge/recommend-venues'
import type { ConciergeVenue } from '~/domain/concierge/score-venue'
import { conciergeVenueColumns } from '../concierge/concierge-sql'
import type { Db } from '../db/client'
import { cities, venues } from '../db/schema'
import { venueOpenFor, type SpaceQuestion } from '../venues/space-availability'

export type ConciergeBookingVenue = ConciergeVenue & {
  /** 'City, ST' */
  location: string
  timezone: string
  blackouts: Blackout[]
  /** The venue's promise: it answers a new request within this many hours (its portal setting). */
  responseHours: number
}

/** Null when there is no such venue, it is archived, or its city is not active. */
export async function findConciergeVenue({
  db,
  venueId,
  date,
  time,
  guests,
}: SpaceQuestion & { db: Db; venueId: number }): Promise<ConciergeBookingVenue | null> {
  const [row] = await db
    .select({
      ...conciergeVenueColumns,
      cityName: cities.name,
      state: cities.state,
      timezone: cities.timezone,
      responseHours: venues.responseHours,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(and(eq(venues.id, venueId), eq(venues.status, 'active'), eq(cities.status, 'active')))
  if (!row) return null
  const blackouts = (await venueOpenFor({ db, venueId, date, time, guests })) ? [] : [{ venueId, date }]
  const { cityName, state, ...venue } = row
  return { ...venue, location: cityLabel({ name: cityName, state }), blackouts }
}

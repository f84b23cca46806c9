// The concierge's SQL: the engine's columns, and the near misses read when nothing fits. The
// candidates themselves come from the catalogue index (concierge-candidates.ts).
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import { venues } from '../db/schema'

/**
 * The engine's columns (ConciergeVenue) less the name, which only the top pick's sentence needs and
 * the venue cards bring: the near misses are read with them. Every one is in venues_city_rating_idx,
 * so they come from that index alone (a city's entries side by side), never from the table's pages.
 */
export const conciergeCandidateColumns = {
  id: venues.id,
  citySlug: venues.citySlug,
  type: venues.type,
  minGuests: venues.minGuests,
  maxGuests: venues.maxGuests,
  pricePerPerson: venues.pricePerPerson,
  cuisines: venues.cuisines,
  vibes: venues.vibes,
  dietary: venues.dietary,
  features: venues.features,
  experiences: venues.experiences,
  minNoticeHours: venues.minNoticeHours,
  rating: venues.rating,
}

/** The columns the engine reads (ConciergeVenue). */
export const conciergeVenueColumns = { ...conciergeCandidateColumns, name: venues.name }

/**
 * Near misses when nothing fits: the city's venues that seat at least 60% of the group (never fewer
 * guests than their minimum), those that seat everyone first.
 */
export function nearMissCondition({ citySlug, groupSize }: { citySlug: string; groupSize: number }): SQL {
  return and(
    eq(venues.status, 'active'),
    eq(venues.citySlug, citySlug),
    lte(venues.minGuests, groupSize),
    gte(venues.maxGuests, Math.floor(groupSize * 0.6)),
  )!
}

export const seatsGroupFirst = (groupSize: number) =>
  sql`case when ${venues.maxGuests} >= ${groupSize} then 0 else 1 end`

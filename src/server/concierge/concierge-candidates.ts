// Callie's candidates from the search's in-process catalogue index (search-index.ts, decision 0020)
// instead of a scan in SQL: the city's venues that meet every hard constraint, by the search's own
// filter (capacity, budget ceiling, dietary and feature must-haves, notice, the day's blackouts and
// the spaces free in the slot), pre-ranked by the engine's own score less time of day. At 100,000
// venues the SQL scan and pre-rank cost about 31 ms of CPU a request; here they read nothing from
// the database but the day's availability, which the index holds.
import type { City } from '~/domain/cities'
import { startTimeOf, type ConciergePreferences } from '~/domain/concierge/preferences'
import { budgetCeiling, preRank, type ConciergeVenue } from '~/domain/concierge/score-venue'
import type { Db } from '../db/client'
import { cuisineNames, dietaryOf, experiencesOf, featuresOf, vibesOf, type Entry } from '../venues/search-catalogue'
import { catalogueIndex, venueFilter, type CatalogueIndex } from '../venues/search-index'
import { columnsOf, scanColumns } from '../venues/search-columns'

/** A venue of the index as the engine reads it (its name is the card's, see getRecommendations). */
export function conciergeVenueOf(e: Entry, index: CatalogueIndex): ConciergeVenue {
  const names = cuisineNames(index)
  return {
    id: e.id,
    name: '',
    citySlug: e.citySlug,
    type: e.type,
    minGuests: e.minGuests,
    maxGuests: e.maxGuests,
    pricePerPerson: e.price,
    cuisines: e.cuisines.map((code) => names[code]),
    vibes: vibesOf(e.vibes),
    dietary: dietaryOf(e.dietary),
    features: featuresOf(e.features),
    experiences: experiencesOf(e.experiences),
    minNoticeHours: e.notice,
    rating: e.rating,
  }
}

/**
 * The city's venues that can host the event: of the first `scanLimit` by rating (ties by id), the
 * `limit` best by pre-rank (ties: better rated, then lower id).
 */
export async function conciergeCandidates({
  db,
  preferences,
  city,
  now,
  scanLimit,
  limit,
}: {
  db: Db
  preferences: ConciergePreferences
  city: City
  now: Date
  scanLimit: number
  limit: number
}): Promise<ConciergeVenue[]> {
  const ceiling = budgetCeiling(preferences.budget)
  const [index, filter] = await Promise.all([
    catalogueIndex(db),
    venueFilter({
      db,
      criteria: {
        guests: preferences.groupSize,
        budget: ceiling === null ? undefined : [Number.NEGATIVE_INFINITY, ceiling],
        dietary: preferences.dietaryRestrictions,
        features: preferences.features,
        date: preferences.date,
        time: startTimeOf(preferences),
      },
      among: [city],
      now,
    }),
  ])
  // The first `scanLimit` by rating, ties by id: the index's rating order breaks ties by reviews
  // first, so the venues rated as the last one kept are all read, then cut by id.
  // The filter's cheap checks read the list's columns (search-columns.ts); an entry they drop is never
  // kept, so stopping at the first one they pass past the bound keeps the same venues.
  const passing: Entry[] = []
  const { rest } = filter
  scanColumns(columnsOf(index.byCity.get(city.slug)?.rating ?? []), filter.cheap, (e) => {
    if (passing.length >= scanLimit && e.rating !== passing[scanLimit - 1].rating) return false
    if (!rest || rest(e)) passing.push(e)
    return true
  })
  if (passing.length > scanLimit) passing.sort((a, b) => b.rating - a.rating || a.id - b.id).length = scanLimit
  return passing
    .map((e) => {
      const venue = conciergeVenueOf(e, index)
      return { venue, rank: preRank(venue, preferences) }
    })
    .sort((a, b) => b.rank - a.rank || b.venue.rating - a.venue.rating || a.venue.id - b.venue.id)
    .slice(0, limit)
    .map((c) => c.venue)
}

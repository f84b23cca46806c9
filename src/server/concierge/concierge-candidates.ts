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

/** Each interned cuisine list of the index (search-catalogue.ts) as names, made once per list. */
const cuisineNameLists = new WeakMap<readonly number[], readonly string[]>()
function cuisinesOf(e: Entry, index: CatalogueIndex): readonly string[] {
  let list = cuisineNameLists.get(e.cuisines)
  if (!list) {
    const names = cuisineNames(index)
    cuisineNameLists.set(e.cuisines, (list = e.cuisines.map((code) => names[code])))
  }
  return list
}

/** A venue of the index as the engine reads it (its name is the card's, see getRecommendations). */
export function conciergeVenueOf(e: Entry, index: CatalogueIndex): ConciergeVenue {
  return {
    id: e.id,
    name: '',
    citySlug: e.citySlug,
    type: e.type,
    minGuests: e.minGuests,
    maxGuests: e.maxGuests,
    pricePerPerson: e.price,
    cuisines: cuisinesOf(e, index),
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
  // Pre-ranked through one view of the entry at a time, and only the `limit` kept are made into
  // the engine's venues: a venue object for each of up to 2,000 candidates was about a tenth of a
  // recommendation's CPU at 100,000 venues. preRank reads the view and keeps nothing of it.
  const view: Parameters<typeof preRank>[0] = {
    type: '',
    pricePerPerson: 0,
    cuisines: [],
    vibes: [],
    dietary: [],
    features: [],
    experiences: [],
    rating: 0,
  }
  const ranked = passing.map((e) => {
    view.type = e.type
    view.pricePerPerson = e.price
    view.cuisines = cuisinesOf(e, index)
    view.vibes = vibesOf(e.vibes)
    view.dietary = dietaryOf(e.dietary)
    view.features = featuresOf(e.features)
    view.experiences = experiencesOf(e.experiences)
    view.rating = e.rating
    return { e, rank: preRank(view, preferences) }
  })
  return ranked
    .sort((a, b) => b.rank - a.rank || b.e.rating - a.e.rating || a.e.id - b.e.id)
    .slice(0, limit)
    .map((c) => conciergeVenueOf(c.e, index))
}

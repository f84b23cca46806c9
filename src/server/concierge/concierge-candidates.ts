// Callie's candidates from the search's in-process catalogue index (search-index.ts, decision 0020)
// instead of a scan in SQL: the city's venues that meet every hard constraint, by the search's own
// filter (capacity, budget ceiling, dietary and feature must-haves, notice, the day's blackouts and
// the spaces free in the slot), pre-ranked by the engine's own score less time of day. At 100,000
// venues the SQL scan and pre-rank cost about 31 ms of CPU a request; here they read nothing from
// the database but the day's availability, which the index holds.
import type { City } from '~/domain/cities'
import { startTimeOf, type ConciergePreferences } from '~/domain/concierge/preferences'
import {
  budgetCeiling,
  budgetFit,
  cuisinesFit,
  occasionFit,
  ratingFit,
  SCORE_WEIGHTS,
  vibeFit,
  type ConciergeVenue,
} from '~/domain/concierge/score-venue'
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
  // Pre-ranked term by term, each term kept by what it reads (preRankOf), and only the `limit` best
  // kept (a bounded heap, not a sort of every candidate) are made into the engine's venues.
  const rankOf = preRankOf(preferences, index)
  const ranks = new Float64Array(passing.length)
  for (let i = 0; i < passing.length; i++) ranks[i] = rankOf(passing[i])
  // Better: higher pre-rank, then better rated, then lower id (ids differ: a total order).
  const better = (i: number, j: number) => {
    const a = passing[i]
    const b = passing[j]
    return ranks[i] !== ranks[j] ? ranks[i] > ranks[j] : a.rating !== b.rating ? a.rating > b.rating : a.id < b.id
  }
  return bestOf(passing.length, limit, better).map((i) => conciergeVenueOf(passing[i], index))
}

/**
 * A term's values for one request, by rank key (Entry.priceKey …): `stamp` marks the keys worked out
 * for the request of that stamp, so the arrays are made once per index and never cleared.
 */
type TermTable = { values: Float64Array; stamps: Uint32Array }
type RankTables = { stamp: number; price: TermTable; taste: TermTable; style: TermTable; occasion: TermTable }
const rankTables = new WeakMap<CatalogueIndex, RankTables>()
const termTable = (count: number): TermTable => ({ values: new Float64Array(count), stamps: new Uint32Array(count) })

/** This index's tables, with a stamp of their own for the request that asks. */
function rankTablesFor(index: CatalogueIndex): RankTables {
  let tables = rankTables.get(index)
  if (!tables) {
    const { price, taste, style, occasion } = index.rankKeys
    tables = {
      stamp: 0,
      price: termTable(price),
      taste: termTable(taste),
      style: termTable(style),
      occasion: termTable(occasion),
    }
    rankTables.set(index, tables)
  }
  // Stamps start at 0, which no request uses; after 2^32 - 1 requests the tables start afresh.
  if (++tables.stamp > 0xffff_ffff) {
    for (const t of [tables.price, tables.taste, tables.style, tables.occasion]) t.stamps.fill(0)
    tables.stamp = 1
  }
  return tables
}

/**
 * The pre-rank of many entries for one request: scoreVenue's score (score-venue.ts) without time of
 * day (worth at most SCORE_WEIGHTS.timeOfDay points) and unrounded, the order in which candidates are
 * handed to it, so the best of a large city are among them. Its terms are summed in scoreVenue's
 * order (budget, cuisine, vibe, occasion, rating), each computed by the engine's own fit once per
 * distinct value of what it reads (the price; the cuisine list and dietary mask; the vibe and
 * feature masks; the type, feature and experience masks: the entry's rank keys, search-catalogue.ts),
 * kept in an array by that key: an entry costs four array reads, where maps by value cost eight
 * lookups and were most of a recommendation's CPU at 100,000 venues. The tables are the index's,
 * shared by every request: the function is used up in one synchronous loop, before the next
 * request's pre-rank takes them.
 */
function preRankOf(preferences: ConciergePreferences, index: CatalogueIndex): (e: Entry) => number {
  const w = SCORE_WEIGHTS
  const { stamp, price, taste, style, occasion } = rankTablesFor(index)
  /** The term of `key` in `table`, worked out by `term` the first time this request asks. */
  const termOf = (table: TermTable, key: number, e: Entry, term: (e: Entry) => number) => {
    if (table.stamps[key] === stamp) return table.values[key]
    const value = term(e)
    table.values[key] = value
    table.stamps[key] = stamp
    return value
  }
  const budgetTerm = (e: Entry) => w.budget * budgetFit(e.price, preferences.budget)
  const cuisineTerm = (e: Entry) =>
    w.cuisine * cuisinesFit({ cuisines: cuisinesOf(e, index), dietary: dietaryOf(e.dietary) }, preferences)
  const vibeTerm = (e: Entry) =>
    w.vibe * vibeFit({ vibes: vibesOf(e.vibes), features: featuresOf(e.features) }, preferences.vibe)
  const occasionTerm = (e: Entry) =>
    w.occasion *
    occasionFit(
      { type: e.type, features: featuresOf(e.features), experiences: experiencesOf(e.experiences) },
      preferences.occasion,
    ).fit
  return (e) =>
    termOf(price, e.priceKey, e, budgetTerm) +
    termOf(taste, e.tasteKey, e, cuisineTerm) +
    termOf(style, e.styleKey, e, vibeTerm) +
    termOf(occasion, e.occasionKey, e, occasionTerm) +
    w.rating * ratingFit(e.rating)
}

/**
 * The `limit` best of items 0..n-1 by `better` (a total order), best first: a heap of the `limit`
 * best so far with the worst of them on top, then those sorted.
 */
export function bestOf(n: number, limit: number, better: (i: number, j: number) => boolean): number[] {
  const heap: number[] = []
  const down = (at: number) => {
    for (;;) {
      const l = 2 * at + 1
      const r = l + 1
      let worst = at
      if (l < heap.length && better(heap[worst], heap[l])) worst = l
      if (r < heap.length && better(heap[worst], heap[r])) worst = r
      if (worst === at) return
      ;[heap[at], heap[worst]] = [heap[worst], heap[at]]
      at = worst
    }
  }
  for (let i = 0; i < n && limit > 0; i++) {
    if (heap.length < limit) {
      heap.push(i)
      for (let at = heap.length - 1; at > 0;) {
        const up = (at - 1) >> 1
        if (!better(heap[up], heap[at])) break
        ;[heap[at], heap[up]] = [heap[up], heap[at]]
        at = up
      }
    } else if (better(i, heap[0])) {
      heap[0] = i
      down(0)
    }
  }
  return heap.sort((i, j) => (better(i, j) ? -1 : better(j, i) ? 1 : 0))
}

// GET /api/places/suggestions: the city the search would resolve an alias or misspelling to
// (matchCity, the search's own rule), then our cities (active, then coming soon), then other US
// cities by population, all by case-insensitive prefix of the city name.
import { CITIES, matchCity, type City } from '~/domain/cities'
import { foldPlaceName } from '~/domain/place-name'
import type { PlaceSuggestion } from '~/domain/venues/venue'
import { entriesWithPrefix, type PlaceEntry } from './place-index'

export const MAX_SUGGESTIONS = 8
export const MIN_QUERY_LENGTH = 2

/** GeoNames names for two of our cities; those entries are ours, not separate suggestions. */
const GEONAMES_ALIASES: Record<string, readonly string[]> = {
  'new-york': ['New York City'],
  washington: ['Washington, D.C.'],
}

const suggestion = (
  placeId: string,
  name: string,
  state: string,
  status: PlaceSuggestion['status'],
): PlaceSuggestion => ({
  placeId,
  description: `${name}, ${state}, USA`,
  mainText: name,
  secondaryText: `${state}, USA`,
  status,
})

const citySuggestion = (c: City, didYouMean?: boolean): PlaceSuggestion => ({
  ...suggestion(`city:${c.slug}`, c.name, c.state, c.status),
  ...(didYouMean ? { didYouMean } : {}),
})

const folded = new WeakMap<City, string[]>()
function keysOf(c: City): string[] {
  let keys = folded.get(c)
  if (!keys) folded.set(c, (keys = [c.name, ...(GEONAMES_ALIASES[c.slug] ?? [])].map(foldPlaceName)))
  return keys
}

/** The n most populous entries, without sorting every match ('sa' matches ~1,500). */
function mostPopulous(list: readonly PlaceEntry[], n: number, skip: (e: PlaceEntry) => boolean): PlaceEntry[] {
  const top: PlaceEntry[] = []
  const before = (a: PlaceEntry, b: PlaceEntry) => b.population - a.population || a.id - b.id
  for (const e of list) {
    if (skip(e)) continue
    if (top.length === n && before(e, top[n - 1]) >= 0) continue
    let i = Math.min(top.length, n - 1)
    top[i] = e
    while (i > 0 && before(top[i], top[i - 1]) < 0) {
      ;[top[i], top[i - 1]] = [top[i - 1], top[i]]
      i--
    }
  }
  return top
}

export function suggestPlaces({
  query,
  entries,
  cities = CITIES,
  max = MAX_SUGGESTIONS,
}: {
  query: string
  entries: readonly PlaceEntry[]
  cities?: readonly City[]
  max?: number
}): PlaceSuggestion[] {
  const q = foldPlaceName(query)
  if (q.length < MIN_QUERY_LENGTH) return []

  const matches = entriesWithPrefix(entries, q)
  const ours = new Set(cities.flatMap((c) => keysOf(c).map((k) => `${k}|${c.state}`)))
  const population = new Map(matches.map((e) => [`${e.key}|${e.state}`, e.population]))
  const popOf = (c: City) => Math.max(0, ...keysOf(c).map((k) => population.get(`${k}|${c.state}`) ?? 0))

  // "SF", "LA", "Chicgo": the city the search will use leads, whatever its status.
  const match = matchCity(query, cities)
  const resolved = match.kind !== 'unsupported' && match.corrected ? match : undefined
  const rank = (c: City) => (c.status === 'active' ? 0 : 1)
  const catalogue = [
    ...(resolved ? [citySuggestion(resolved.city, resolved.corrected === 'typo')] : []),
    ...cities
      .filter((c) => c !== resolved?.city && keysOf(c).some((k) => k.startsWith(q)))
      .sort((a, b) => rank(a) - rank(b) || popOf(b) - popOf(a))
      .map((c) => citySuggestion(c)),
  ]

  // Extra room for same-name duplicates dropped below.
  const others = mostPopulous(matches, 2 * max, (e) => ours.has(`${e.key}|${e.state}`))
  const seen = new Set(catalogue.map((s) => s.description))
  const result = [...catalogue]
  for (const e of others) {
    if (result.length >= max) break
    const s = suggestion(`geonames:${e.id}`, e.name, e.state, 'not_served')
    // GeoNames has a few same-name places in one state (a city and a township); show one.
    if (seen.has(s.description)) continue
    seen.add(s.description)
    result.push(s)
  }
  return result.slice(0, max)
}

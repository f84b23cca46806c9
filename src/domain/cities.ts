// The city catalogue: where venues can be searched today and where we launch next.
import { editDistance } from './edit-distance'
import { foldPlaceName } from './place-name'

export type CityStatus = 'active' | 'coming_soon'
export type City = {
  slug: string
  name: string
  state: string
  timezone: string
  lat: number
  lng: number
  status: CityStatus
}

export const CITIES: readonly City[] = [
  {
    slug: 'san-francisco',
    name: 'San Francisco',
    state: 'CA',
    timezone: 'America/Los_Angeles',
    lat: 37.7749,
    lng: -122.4194,
    status: 'active',
  },
  {
    slug: 'new-york',
    name: 'New York',
    state: 'NY',
    timezone: 'America/New_York',
    lat: 40.7128,
    lng: -74.006,
    status: 'active',
  },
  {
    slug: 'chicago',
    name: 'Chicago',
    state: 'IL',
    timezone: 'America/Chicago',
    lat: 41.8781,
    lng: -87.6298,
    status: 'active',
  },
  {
    slug: 'san-diego',
    name: 'San Diego',
    state: 'CA',
    timezone: 'America/Los_Angeles',
    lat: 32.7157,
    lng: -117.1611,
    status: 'active',
  },
  {
    slug: 'boston',
    name: 'Boston',
    state: 'MA',
    timezone: 'America/New_York',
    lat: 42.3601,
    lng: -71.0589,
    status: 'active',
  },
  {
    slug: 'miami',
    name: 'Miami',
    state: 'FL',
    timezone: 'America/New_York',
    lat: 25.7617,
    lng: -80.1918,
    status: 'active',
  },
  {
    slug: 'seattle',
    name: 'Seattle',
    state: 'WA',
    timezone: 'America/Los_Angeles',
    lat: 47.6062,
    lng: -122.3321,
    status: 'active',
  },
  {
    slug: 'las-vegas',
    name: 'Las Vegas',
    state: 'NV',
    timezone: 'America/Los_Angeles',
    lat: 36.1699,
    lng: -115.1398,
    status: 'active',
  },
  {
    slug: 'napa-valley',
    name: 'Napa Valley',
    state: 'CA',
    timezone: 'America/Los_Angeles',
    lat: 38.2975,
    lng: -122.2869,
    status: 'active',
  },
  {
    slug: 'los-angeles',
    name: 'Los Angeles',
    state: 'CA',
    timezone: 'America/Los_Angeles',
    lat: 34.0522,
    lng: -118.2437,
    status: 'coming_soon',
  },
  {
    slug: 'austin',
    name: 'Austin',
    state: 'TX',
    timezone: 'America/Chicago',
    lat: 30.2672,
    lng: -97.7431,
    status: 'coming_soon',
  },
  {
    slug: 'denver',
    name: 'Denver',
    state: 'CO',
    timezone: 'America/Denver',
    lat: 39.7392,
    lng: -104.9903,
    status: 'coming_soon',
  },
  {
    slug: 'portland',
    name: 'Portland',
    state: 'OR',
    timezone: 'America/Los_Angeles',
    lat: 45.5152,
    lng: -122.6784,
    status: 'coming_soon',
  },
  {
    slug: 'washington',
    name: 'Washington',
    state: 'DC',
    timezone: 'America/New_York',
    lat: 38.9072,
    lng: -77.0369,
    status: 'coming_soon',
  },
  {
    slug: 'philadelphia',
    name: 'Philadelphia',
    state: 'PA',
    timezone: 'America/New_York',
    lat: 39.9526,
    lng: -75.1652,
    status: 'coming_soon',
  },
]

export const ACTIVE_CITIES = CITIES.filter((c) => c.status === 'active')

/** The city is the text before the first comma, lower-cased and trimmed. */
export function cityQueryOf(location: string): string {
  return location.split(',')[0].trim().toLowerCase().replace(/\s+/g, ' ')
}

/** The city part of what the planner typed, as typed (case kept), for messages that echo it. */
export function typedCityOf(location: string): string {
  return location.split(',')[0].trim().replace(/\s+/g, ' ')
}

/**
 * Other names planners use for our cities, folded (see foldPlaceName). Matched whole, before any
 * prefix, so "LA" is Los Angeles rather than the first city starting with "la".
 */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'san-francisco': ['sf', 'frisco'],
  'new-york': ['nyc', 'ny', 'manhattan', 'brooklyn'],
  chicago: ['chi town', 'chitown'],
  'las-vegas': ['vegas', 'lv'],
  'napa-valley': ['napa'],
  'los-angeles': ['la', 'l a'],
  washington: ['dc', 'd c', 'washington dc', 'washington d c'],
  philadelphia: ['philly'],
  austin: ['atx'],
  portland: ['pdx'],
}

/** How a match was found when it is not the city's own name: a nickname or a spelling slip. */
export type CityCorrection = 'alias' | 'typo'

export type CityMatch =
  | { kind: 'active'; city: City; typed: string; corrected?: CityCorrection }
  | { kind: 'coming_soon'; city: City; typed: string; corrected?: CityCorrection }
  /** `query` is the city part lower-cased, `typed` the same as typed. */
  | { kind: 'unsupported'; query: string; typed: string }

/** Edits a typo may contain: none for short names (too many near misses), then 1, then 2. */
export function typoBudget(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0
}

const keysOf = (c: City) => [foldPlaceName(c.name), foldPlaceName(c.slug)]

/**
 * The one rule for what a typed location means, shared by the search form, the search API and the
 * place suggestions. In order: a city's exact name (or slug) or alias; a prefix in either
 * direction ("san fran" → San Francisco, "new york city" → New York); then a close spelling
 * ("Chicgo" → Chicago, one edit for names of 5 to 7 letters, two from 8). Active cities win over
 * coming-soon ones at each step.
 */
export function matchCity(location: string, cities: readonly City[] = CITIES): CityMatch {
  const typed = typedCityOf(location)
  const q = foldPlaceName(typed)
  const ordered = [...cities].sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1))
  const found = (city: City | undefined, corrected?: CityCorrection): CityMatch | undefined =>
    city &&
    (city.status === 'active'
      ? { kind: 'active', city, typed, corrected }
      : { kind: 'coming_soon', city, typed, corrected })
  const unsupported: CityMatch = { kind: 'unsupported', query: cityQueryOf(location), typed }
  if (!q) return unsupported
  return (
    found(ordered.find((c) => keysOf(c).includes(q))) ??
    found(
      ordered.find((c) => CITY_ALIASES[c.slug]?.includes(q)),
      'alias',
    ) ??
    found(q.length >= 2 ? ordered.find((c) => foldPlaceName(c.name).startsWith(q)) : undefined) ??
    found(ordered.find((c) => q.startsWith(foldPlaceName(c.name) + ' '))) ??
    found(
      ordered.find((c) => CITY_ALIASES[c.slug]?.some((a) => a.length >= 2 && q.startsWith(a + ' '))),
      'alias',
    ) ??
    found(closestSpelling(q, ordered), 'typo') ??
    unsupported
  )
}

/** The city whose name (or alias of 4+ letters) is within the typo budget of `q`, closest first. */
function closestSpelling(q: string, ordered: readonly City[]): City | undefined {
  const words = q.split(' ')
  let best: { city: City; d: number } | undefined
  for (const c of ordered) {
    for (const key of [foldPlaceName(c.name), ...(CITY_ALIASES[c.slug] ?? []).filter((a) => a.length >= 4)]) {
      // "chicgo il" is compared as "chicgo": as many words as the name has.
      const head = words.slice(0, key.split(' ').length).join(' ')
      const budget = typoBudget(Math.min(head.length, key.length))
      if (!budget) continue
      const d = editDistance(head, key, budget)
      if (d <= budget && (!best || d < best.d)) best = { city: c, d }
    }
  }
  return best?.city
}

export const cityLabel = (c: Pick<City, 'name' | 'state'>) => `${c.name}, ${c.state}`

/**
 * The city messages. They once upper-cased the city; now they echo what the planner typed (an
 * unknown place) or the city's own name (a coming-soon city, however it was written).
 */
export const unsupportedCityMessage = (typed: string) =>
  `${typed} is not yet available. Currently, we're only in select cities.`
export const comingSoonCityMessage = (cityName: string) =>
  `${cityName} is coming soon! Please try one of our active cities.`

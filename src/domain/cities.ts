// The city catalogue (spec §1): where venues can be searched today and where we launch next.

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
  { slug: 'san-francisco', name: 'San Francisco', state: 'CA', timezone: 'America/Los_Angeles', lat: 37.7749, lng: -122.4194, status: 'active' },
  { slug: 'new-york', name: 'New York', state: 'NY', timezone: 'America/New_York', lat: 40.7128, lng: -74.006, status: 'active' },
  { slug: 'chicago', name: 'Chicago', state: 'IL', timezone: 'America/Chicago', lat: 41.8781, lng: -87.6298, status: 'active' },
  { slug: 'san-diego', name: 'San Diego', state: 'CA', timezone: 'America/Los_Angeles', lat: 32.7157, lng: -117.1611, status: 'active' },
  { slug: 'boston', name: 'Boston', state: 'MA', timezone: 'America/New_York', lat: 42.3601, lng: -71.0589, status: 'active' },
  { slug: 'miami', name: 'Miami', state: 'FL', timezone: 'America/New_York', lat: 25.7617, lng: -80.1918, status: 'active' },
  { slug: 'seattle', name: 'Seattle', state: 'WA', timezone: 'America/Los_Angeles', lat: 47.6062, lng: -122.3321, status: 'active' },
  { slug: 'las-vegas', name: 'Las Vegas', state: 'NV', timezone: 'America/Los_Angeles', lat: 36.1699, lng: -115.1398, status: 'active' },
  { slug: 'napa-valley', name: 'Napa Valley', state: 'CA', timezone: 'America/Los_Angeles', lat: 38.2975, lng: -122.2869, status: 'active' },
  { slug: 'los-angeles', name: 'Los Angeles', state: 'CA', timezone: 'America/Los_Angeles', lat: 34.0522, lng: -118.2437, status: 'coming_soon' },
  { slug: 'austin', name: 'Austin', state: 'TX', timezone: 'America/Chicago', lat: 30.2672, lng: -97.7431, status: 'coming_soon' },
  { slug: 'denver', name: 'Denver', state: 'CO', timezone: 'America/Denver', lat: 39.7392, lng: -104.9903, status: 'coming_soon' },
  { slug: 'portland', name: 'Portland', state: 'OR', timezone: 'America/Los_Angeles', lat: 45.5152, lng: -122.6784, status: 'coming_soon' },
  { slug: 'washington', name: 'Washington', state: 'DC', timezone: 'America/New_York', lat: 38.9072, lng: -77.0369, status: 'coming_soon' },
  { slug: 'philadelphia', name: 'Philadelphia', state: 'PA', timezone: 'America/New_York', lat: 39.9526, lng: -75.1652, status: 'coming_soon' },
]

export const ACTIVE_CITIES = CITIES.filter((c) => c.status === 'active')

/** Spec §5: the city is the text before the first comma, lower-cased and trimmed. */
export function cityQueryOf(location: string): string {
  return location.split(',')[0].trim().toLowerCase().replace(/\s+/g, ' ')
}

export type CityMatch =
  | { kind: 'active'; city: City }
  | { kind: 'coming_soon'; city: City }
  | { kind: 'unsupported'; query: string }

/**
 * Exact name first, then prefix in either direction ("san fran" → San Francisco,
 * "new york city" → New York). Active cities win over coming-soon ones.
 */
export function matchCity(location: string, cities: readonly City[] = CITIES): CityMatch {
  const q = cityQueryOf(location)
  const ordered = [...cities].sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1))
  const found =
    (q && ordered.find((c) => c.name.toLowerCase() === q || c.slug === q)) ||
    (q.length >= 2 && ordered.find((c) => c.name.toLowerCase().startsWith(q))) ||
    (q && ordered.find((c) => q.startsWith(c.name.toLowerCase() + ' ')))
  if (!found) return { kind: 'unsupported', query: q }
  return found.status === 'active' ? { kind: 'active', city: found } : { kind: 'coming_soon', city: found }
}

export const cityLabel = (c: Pick<City, 'name' | 'state'>) => `${c.name}, ${c.state}`

/** Spec §5 messages; {CITY} is the query as typed, upper-cased. */
export const unsupportedCityMessage = (q: string) =>
  `${q.toUpperCase()} is not yet available. Currently, we're only in select cities.`
export const comingSoonCityMessage = (q: string) =>
  `${q.toUpperCase()} is coming soon! Please try one of our active cities.`

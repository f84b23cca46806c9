// What planners send, as a seeded random mix: the same requests on every run (dates are relative to
// the day, so they stay in the future), spread over every active city, dates, times, group sizes,
// budgets, vibes, dietary needs, features, venue types, sorts and a second page now and then.
import { ACTIVE_CITIES, cityLabel } from '~/domain/cities'
import {
  CONCIERGE_BUDGETS,
  CONCIERGE_OCCASIONS,
  CONCIERGE_TIME_SLOTS,
  CONCIERGE_VIBES,
  CUISINES,
  DIETARY_IDS,
  EXPERIENCE_SLUGS,
  FEATURE_IDS,
  VENUE_TYPE_IDS,
  VIBE_IDS,
} from '~/domain/options'
import { normaliseCriteria, searchQuerySchema } from '~/domain/search/search-criteria'
import {
  BUDGET_MAX,
  BUDGET_MIN,
  BUDGET_STEP,
  SEARCH_PAGE_SIZE,
  SEARCH_SORT_IDS,
} from '~/domain/search/search-constants'
import { dateInDays } from '~/domain/search-dates'
import { mulberry32, type Rng } from '~/server/db/seed/seeded-random'
import { format, parse } from 'date-fns'

export const MIX_SEED = 15

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1))
const some = <T>(rng: Rng, xs: readonly T[], n: number): T[] => {
  const out = new Set<T>()
  while (out.size < Math.min(n, xs.length)) out.add(pick(rng, xs))
  return [...out]
}
const SEARCH_TIMES = ['12:00 PM', '1:00 PM', '6:00 PM', '6:30 PM', '7:00 PM', '7:30 PM', '8:00 PM']

/** `count` search URLs (GET /api/venues/search?…), repeats allowed: the repeated mix. */
export function searchMix(count: number, seed = MIX_SEED): string[] {
  const rng = mulberry32(seed)
  return Array.from({ length: count }, () => oneSearch(rng))
}

/**
 * `count` different searches (the cache-busting mix): drawn as searchMix draws them, with lists in
 * the order the server normalises them to, so no two of them are one question to the read cache.
 */
export function distinctSearches(count: number, seed = MIX_SEED + 10): string[] {
  const rng = mulberry32(seed)
  return distinct(
    count,
    () => oneSearch(rng, { sortedLists: true, experiences: true }),
    (url) =>
      JSON.stringify(
        normaliseCriteria(searchQuerySchema.parse(Object.fromEntries(new URL(url, 'http://x').searchParams))),
      ),
  )
}

function oneSearch(rng: Rng, { sortedLists = false, experiences = false } = {}): string {
  const list = (xs: string[]) => (sortedLists ? [...xs].sort() : xs).join(',')
  const city = pick(rng, ACTIVE_CITIES)
  const q = new URLSearchParams({ location: cityLabel(city) })
  if (rng() < 0.6) {
    q.set('date', dateInDays(city.timezone, int(rng, 2, 60)))
    if (rng() < 0.7) q.set('time', pick(rng, SEARCH_TIMES))
  }
  if (rng() < 0.85) q.set('guests', String(int(rng, 8, 60)))
  if (rng() < 0.4) {
    const steps = (BUDGET_MAX - BUDGET_MIN) / BUDGET_STEP
    const lo = BUDGET_MIN + int(rng, 0, steps / 2) * BUDGET_STEP
    q.set('budget', `${lo}-${Math.min(BUDGET_MAX, lo + int(rng, 5, steps) * BUDGET_STEP)}`)
  }
  if (rng() < 0.2) q.set('vibe', pick(rng, VIBE_IDS))
  if (rng() < 0.2) q.set('dietary', list(some(rng, DIETARY_IDS, int(rng, 1, 2))))
  if (rng() < 0.25) q.set('features', list(some(rng, FEATURE_IDS, int(rng, 1, 2))))
  if (rng() < 0.15) q.set('type', pick(rng, VENUE_TYPE_IDS))
  if (experiences && rng() < 0.05) q.set('experienceType', pick(rng, EXPERIENCE_SLUGS))
  if (rng() < 0.05) q.set('lastMinute', 'true')
  if (rng() < 0.2) q.set('sort', pick(rng, SEARCH_SORT_IDS))
  q.set('limit', String(SEARCH_PAGE_SIZE))
  if (rng() < 0.1) q.set('offset', String(SEARCH_PAGE_SIZE * int(rng, 1, 3)))
  return `/api/venues/search?${q}`
}

/** `count` different values of `draw` (gives up after 50 draws per value: a small space is exhausted). */
function distinct<T>(count: number, draw: () => T, keyOf: (x: T) => string = String): T[] {
  const seen = new Map<string, T>()
  for (let tries = 0; seen.size < count && tries < count * 50; tries++) {
    const x = draw()
    const key = keyOf(x)
    if (!seen.has(key)) seen.set(key, x)
  }
  return [...seen.values()]
}

/**
 * The /search pages of these API searches: the same question, less the limit and offset, which the
 * page sets itself (its first page of results); a question that differed only in those is sent once.
 */
export function searchPages(apiSearches: string[]): string[] {
  const pages = apiSearches.map((url) => {
    const q = new URL(url, 'http://x').searchParams
    q.delete('limit')
    q.delete('offset')
    return `/search?${q}`
  })
  return [...new Set(pages)]
}

/** `count` venue ids out of 1..size (the generated catalogue's ids), for venue pages. */
export function venueIdMix(count: number, size: number, seed = MIX_SEED): number[] {
  const rng = mulberry32(seed + 1)
  return Array.from({ length: count }, () => int(rng, 1, size))
}

/** `count` bodies for POST /api/concierge/recommendations, repeats allowed: the repeated mix. */
export function recommendationMix(count: number, seed = MIX_SEED) {
  const rng = mulberry32(seed + 2)
  return Array.from({ length: count }, () => oneRecommendationBody(rng))
}

/** `count` different recommendation bodies (the cache-busting mix). */
export function distinctRecommendationBodies(count: number, seed = MIX_SEED + 12) {
  const rng = mulberry32(seed)
  return distinct(
    count,
    () => oneRecommendationBody(rng),
    (b) => JSON.stringify(b),
  )
}

function oneRecommendationBody(rng: Rng) {
  const city = pick(rng, ACTIVE_CITIES)
  return {
    occasion: pick(rng, CONCIERGE_OCCASIONS),
    groupSize: int(rng, 8, 60),
    budget: pick(rng, CONCIERGE_BUDGETS).value,
    cuisine: pick(rng, CUISINES),
    vibe: pick(rng, CONCIERGE_VIBES),
    location: cityLabel(city),
    date: dateInDays(city.timezone, int(rng, 3, 45)),
    time: pick(rng, CONCIERGE_TIME_SLOTS).value,
    dietaryRestrictions: rng() < 1 / 3 ? [pick(rng, DIETARY_IDS)] : [],
  }
}

/** Up to `count` different venue ids out of 1..size, in a seeded random order (the cache-busting mix). */
export function distinctVenueIds(count: number, size: number, seed = MIX_SEED + 11): number[] {
  const rng = mulberry32(seed)
  const ids = Array.from({ length: size }, (_, i) => i + 1)
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[ids[i], ids[j]] = [ids[j], ids[i]]
  }
  return ids.slice(0, count)
}

/** `count` prefixes planners type into the location box. */
export function placeQueryMix(count: number, seed = MIX_SEED): string[] {
  const rng = mulberry32(seed + 3)
  const names = [...ACTIVE_CITIES.map((c) => c.name), 'Springfield', 'Portland', 'Austin', 'Denver', 'Nashville']
  return Array.from({ length: count }, () => {
    const name = pick(rng, names).toLowerCase()
    return name.slice(0, int(rng, 2, Math.min(6, name.length)))
  })
}

const TURN_OCCASIONS = [
  'Dinner',
  'Birthday dinner',
  'Team dinner',
  'Client dinner',
  'Rehearsal dinner',
  'Holiday party',
  'Farewell lunch',
  'Anniversary dinner',
  'Team offsite',
  'Retirement party',
  'Graduation brunch',
]
const TURN_CUISINES = [
  'Italian',
  'Japanese',
  'Mexican',
  'French',
  'Korean',
  'Mediterranean',
  'Spanish',
  'Chinese',
  'Indian',
  'Thai',
  'Greek',
  'American',
  'seafood',
  'barbecue',
]
const TURN_TIMES = ['6pm', '7pm', '7:30pm', '8pm', '12:30pm', 'around 7']
const TURN_WISHES = [
  'no seafood please',
  'nothing too fancy',
  'vegetarian friendly',
  'gluten-free options',
  'we need a private room',
  'with parking',
  'no private room needed',
  'under $60 a head',
  'around $100 per person',
  'no budget limit',
  'somewhere lively',
  'quiet please',
  'wheelchair access',
  'halal',
  'anything but sushi',
  'a dance floor would be nice',
]

/**
 * `count` different first messages to Callie (the cache-busting mix), each naming a city, a group
 * and a date so that every turn runs her search (and, when nothing fits, her closest alternatives):
 * varied cities, dates, groups, cuisines, times, budgets and wishes, in planners' words.
 */
export function distinctCallieTexts(count: number, seed = MIX_SEED + 13): { text: string }[] {
  const rng = mulberry32(seed)
  return distinct(
    count,
    () => ({ text: oneCallieText(rng) }),
    (b) => b.text,
  )
}

function oneCallieText(rng: Rng): string {
  const city = pick(rng, ACTIVE_CITIES)
  const date = parse(dateInDays(city.timezone, int(rng, 3, 60)), 'yyyy-MM-dd', new Date(2000, 0, 1))
  let text = `${pick(rng, TURN_OCCASIONS)} for ${int(rng, 8, 60)} in ${city.name} on ${format(date, 'MMMM d')}`
  if (rng() < 0.3) text += ` at ${pick(rng, TURN_TIMES)}`
  const cuisines = rng()
  if (cuisines < 0.35) text += `, ${pick(rng, TURN_CUISINES)} food`
  else if (cuisines < 0.5) text += `, ${pick(rng, TURN_CUISINES)} or ${pick(rng, TURN_CUISINES)}`
  for (const wish of some(rng, TURN_WISHES, int(rng, 0, 2))) text += `, ${wish}`
  if (rng() < 0.15) text += `, $${int(rng, 15, 90) * 100} total`
  return text
}

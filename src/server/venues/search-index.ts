// The search's filter over an in-process copy of the listed catalogue (docs/decisions/0020): the
// columns a search filters and orders on, for every active venue, grouped by city and kept in each
// search order, with each venue's spaces. It is read once per catalogue generation (any write that
// can change a search moves the generation on, catalogue-generation.ts) and rebuilt on the next
// search after one. What changes without a catalogue write (blackouts, a space's holds, a city's
// clock) is read per search, for the asked date only: a few rows of three date indexes.
// Answers are the SQL filter's (whereOf in search-venues.ts, venue-sql.ts, space-availability.ts):
// tests/api/search-equivalence.test.ts compares the two on random catalogues and criteria.
import { and, between, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { City } from '~/domain/cities'
import { MAX_GUESTS } from '~/domain/guests'
import { LAST_MINUTE_HOURS, lastMinuteWindow } from '~/domain/last-minute'
import { DIETARY_IDS, EXPERIENCE_SLUGS, FEATURE_IDS, VIBE_IDS } from '~/domain/options'
import { DEFAULT_SEARCH_TIME } from '~/domain/search-dates'
import type { SearchCriteria } from '~/domain/search-criteria'
import type { SearchSort } from '~/domain/search-constants'
import { hoursUntil } from '~/domain/time'
import { slotOf } from '~/domain/venue-portal/venue-portal'
import type { Db } from '../db/client'
import { spaceBlackouts, spaceHolds, venueBlackouts, venueSpaces, venues } from '../db/schema'
import { catalogueGeneration } from '../lib/catalogue-generation'

/** One listed venue as the filter sees it; set-valued columns as bit masks over the option lists. */
type Entry = {
  id: number
  citySlug: string
  minGuests: number
  maxGuests: number
  price: number
  notice: number
  rating: number
  reviewCount: number
  type: string
  vibes: number
  dietary: number
  features: number
  experiences: number
  /** The venue's spaces: id and the larger of their seated and standing capacities. */
  spaces: { id: number; capacity: number }[]
}

type CatalogueIndex = {
  /** Per city, its active venues in each search order. */
  byCity: Map<string, Record<SearchSort, Entry[]>>
  /** Every active venue in each search order: a search without a city filters this, not a merge per search. */
  all: Record<SearchSort, Entry[]>
}

const bits = (options: readonly string[]) => {
  if (options.length > 31) throw new Error('A filter list outgrew a 31-bit mask')
  const bit = new Map(options.map((o, i) => [o, 1 << i]))
  return (values: readonly string[] | undefined) => (values ?? []).reduce((m, v) => m | (bit.get(v) ?? 0), 0)
}
const vibeBits = bits(VIBE_IDS)
const dietaryBits = bits(DIETARY_IDS)
const featureBits = bits(FEATURE_IDS)
const experienceBits = bits(EXPERIENCE_SLUGS)

// Each order as searchOrders (venue-sql.ts) writes it; rating is never null (not null column).
const byRecommended = (a: Entry, b: Entry) => b.rating - a.rating || a.id - b.id
const ORDERS: Record<SearchSort, (a: Entry, b: Entry) => number> = {
  recommended: byRecommended,
  price: (a, b) => a.price - b.price || byRecommended(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || a.id - b.id,
  capacity: (a, b) => Math.min(b.maxGuests, MAX_GUESTS) - Math.min(a.maxGuests, MAX_GUESTS) || byRecommended(a, b),
}

const built = new WeakMap<Db, { generation: number; index: Promise<CatalogueIndex> }>()

/** The index for the current catalogue generation, built once per generation (callers share it). */
function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  const generation = catalogueGeneration()
  const hit = built.get(db)
  if (hit && hit.generation === generation) return hit.index
  const index = buildIndex(db)
  built.set(db, { generation, index })
  index.catch(() => {
    if (built.get(db)?.index === index) built.delete(db)
  })
  return index
}

async function buildIndex(db: Db): Promise<CatalogueIndex> {
  const rows = await db
    .select({
      id: venues.id,
      citySlug: venues.citySlug,
      minGuests: venues.minGuests,
      maxGuests: venues.maxGuests,
      price: venues.pricePerPerson,
      notice: venues.minNoticeHours,
      rating: venues.rating,
      reviewCount: venues.reviewCount,
      type: venues.type,
      vibes: venues.vibes,
      dietary: venues.dietary,
      features: venues.features,
      experiences: venues.experiences,
    })
    .from(venues)
    .where(eq(venues.status, 'active'))
  const spaces = await db
    .select({
      id: venueSpaces.id,
      venueId: venueSpaces.venueId,
      capacity: sql<number>`greatest(${venueSpaces.seatedCapacity}, ${venueSpaces.standingCapacity})`,
    })
    .from(venueSpaces)
  const spacesOf = new Map<number, { id: number; capacity: number }[]>()
  for (const s of spaces) {
    const list = spacesOf.get(s.venueId) ?? []
    list.push({ id: s.id, capacity: Number(s.capacity) })
    spacesOf.set(s.venueId, list)
  }
  const cities = new Map<string, Entry[]>()
  for (const r of rows) {
    const entry: Entry = {
      ...r,
      vibes: vibeBits(r.vibes),
      dietary: dietaryBits(r.dietary),
      features: featureBits(r.features),
      experiences: experienceBits(r.experiences),
      spaces: spacesOf.get(r.id) ?? [],
    }
    const list = cities.get(r.citySlug) ?? []
    list.push(entry)
    cities.set(r.citySlug, list)
  }
  const inOrders = (list: Entry[]) =>
    Object.fromEntries(Object.entries(ORDERS).map(([sort, order]) => [sort, [...list].sort(order)])) as Record<
      SearchSort,
      Entry[]
    >
  const byCity = new Map<string, Record<SearchSort, Entry[]>>()
  for (const [slug, list] of cities) byCity.set(slug, inOrders(list))
  return { byCity, all: inOrders([...cities.values()].flat()) }
}

/** What the database says about one date: venue blackouts, space blackouts and live holds. */
type DayState = { venueClosed: Set<number>; spaceClosed: Set<number>; heldSlots: Map<number, Set<string>> }

async function dayState(db: Db, date: string): Promise<DayState> {
  const [closedVenues, closedSpaces, holds] = await Promise.all([
    db.select({ id: venueBlackouts.venueId }).from(venueBlackouts).where(eq(venueBlackouts.date, date)),
    db.select({ id: spaceBlackouts.spaceId }).from(spaceBlackouts).where(eq(spaceBlackouts.date, date)),
    // Live as spacesOpenCondition counts it: until the minute after it expires, on the database's clock.
    db
      .select({ id: spaceHolds.spaceId, slot: spaceHolds.slot })
      .from(spaceHolds)
      .where(
        and(
          eq(spaceHolds.date, date),
          inArray(spaceHolds.status, ['held', 'booked']),
          or(eq(spaceHolds.status, 'booked'), gt(spaceHolds.expiresAt, sql`date_trunc('minute', now())`)),
        ),
      ),
  ])
  const heldSlots = new Map<number, Set<string>>()
  for (const h of holds) heldSlots.set(h.id, (heldSlots.get(h.id) ?? new Set()).add(h.slot))
  return {
    venueClosed: new Set(closedVenues.map((r) => r.id)),
    spaceClosed: new Set(closedSpaces.map((r) => r.id)),
    heldSlots,
  }
}

/** Venue blackouts on the dates any of `cities`' last-minute windows touch, by venue. */
async function lastMinuteBlackouts(db: Db, windows: Map<string, { from: string; to: string }>) {
  const all = [...windows.values()]
  const from = all.map((w) => w.from).reduce((a, b) => (b < a ? b : a))
  const to = all.map((w) => w.to).reduce((a, b) => (b > a ? b : a))
  const rows = await db
    .select({ id: venueBlackouts.venueId, date: venueBlackouts.date })
    .from(venueBlackouts)
    .where(between(venueBlackouts.date, from, to))
  const byVenue = new Map<number, string[]>()
  for (const r of rows) byVenue.set(r.id, [...(byVenue.get(r.id) ?? []), r.date])
  return byVenue
}

/** A search's filter as a predicate on index entries, with what it needs from the database read. */
export type VenueFilter = { cities: string[]; sort: SearchSort; test: (e: Entry) => boolean }

/**
 * The filter of `criteria` over the venues of `among` (the active ones), as of `now`: the twin of
 * whereOf in search-venues.ts. Reads the asked date's blackouts and holds (and, for last-minute,
 * the blackouts of the next 48 hours), nothing else.
 */
export async function venueFilter({
  db,
  criteria,
  among,
  now,
  days,
}: {
  db: Db
  criteria: SearchCriteria
  among: readonly Pick<City, 'slug' | 'status' | 'timezone'>[]
  now: Date
  /** Per-date state already read for this request (relaxations share the search's). */
  days?: Map<string, Promise<DayState>>
}): Promise<VenueFilter> {
  const listed = among.filter((c) => c.status === 'active')
  const tests: ((e: Entry) => boolean)[] = []
  const { guests, budget, date } = criteria
  if (guests !== undefined) tests.push((e) => e.minGuests <= guests && e.maxGuests >= guests)
  if (budget) tests.push((e) => e.price >= budget[0] && e.price <= budget[1])
  const mask = (want: number, of: (e: Entry) => number) => {
    if (want) tests.push((e) => (of(e) & want) === want)
  }
  mask(vibeBits(criteria.vibe ? [criteria.vibe] : []), (e) => e.vibes)
  mask(dietaryBits(criteria.dietary), (e) => e.dietary)
  mask(featureBits(criteria.features), (e) => e.features)
  mask(experienceBits(criteria.experienceType ? [criteria.experienceType] : []), (e) => e.experiences)
  if (criteria.type) tests.push((e) => e.type === criteria.type)
  if (date) {
    const time = criteria.time ?? DEFAULT_SEARCH_TIME
    const hoursAhead = new Map(listed.map((c) => [c.slug, hoursUntil(date, time, c.timezone, now)]))
    let day = days?.get(date)
    if (!day) {
      day = dayState(db, date)
      days?.set(date, day)
    }
    const { venueClosed, spaceClosed, heldSlots } = await day
    tests.push((e) => e.notice <= hoursAhead.get(e.citySlug)! && !venueClosed.has(e.id))
    // Only a time the planner chose narrows the spaces to its slot; the default time does not.
    const slot = criteria.time === undefined ? undefined : slotOf(criteria.time)
    const free = (s: { id: number; capacity: number }) => {
      if (guests !== undefined && !(s.capacity >= guests)) return false
      if (spaceClosed.has(s.id)) return false
      const held = heldSlots.get(s.id)
      return !held || (slot === undefined ? held.size === 0 : !held.has(slot))
    }
    tests.push((e) => e.spaces.length === 0 || e.spaces.some(free))
  }
  if (criteria.lastMinute) {
    const windows = new Map(listed.map((c) => [c.slug, lastMinuteWindow(c.timezone, now)]))
    const blackouts = windows.size ? await lastMinuteBlackouts(db, windows) : new Map<number, string[]>()
    tests.push((e) => {
      if (e.notice > LAST_MINUTE_HOURS) return false
      const w = windows.get(e.citySlug)!
      return !(blackouts.get(e.id) ?? []).some((d) => d >= w.from && d <= w.to)
    })
  }
  return {
    cities: listed.map((c) => c.slug),
    sort: criteria.sort ?? 'recommended',
    test: (e) => {
      for (let i = 0; i < tests.length; i++) if (!tests[i](e)) return false
      return true
    },
  }
}

/**
 * The ids of the venues `filter` keeps, in its order, from `offset` for `limit`, and how many match
 * up to `countUpTo + 1` (Infinity: all of them).
 */
export async function findVenueIds({
  db,
  filter,
  offset,
  limit,
  countUpTo,
}: {
  db: Db
  filter: VenueFilter
  offset: number
  limit: number
  countUpTo: number
}): Promise<{ ids: number[]; counted: number }> {
  const index = await catalogueIndex(db)
  // One city: its list, already in order. Several (a search without a city): the whole catalogue's
  // list in that order, keeping the listed cities' venues (no merge and sort of 100,000 per search).
  const one = filter.cities.length === 1
  const ordered = one ? (index.byCity.get(filter.cities[0])?.[filter.sort] ?? []) : index.all[filter.sort]
  const listed = new Set(filter.cities)
  const everyCity = !one && [...index.byCity.keys()].every((slug) => listed.has(slug))
  const ids: number[] = []
  const stopAt = Math.max(offset + limit, countUpTo === Infinity ? Infinity : countUpTo + 1)
  let counted = 0
  for (const e of ordered) {
    if (!one && !everyCity && !listed.has(e.citySlug)) continue
    if (!filter.test(e)) continue
    if (counted >= offset && counted < offset + limit) ids.push(e.id)
    counted++
    if (counted >= stopAt) break
  }
  return { ids, counted }
}

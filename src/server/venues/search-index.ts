// The search's filter over an in-process copy of the listed catalogue (docs/decisions/0020): the
// columns a search filters and orders on, for every active venue, grouped by city and kept in each
// search order, with each venue's spaces, and the upcoming days' venue blackouts, space blackouts
// and holds. Two parts, read apart: the catalogue part is built once per listing generation (venues,
// spaces and their options changed), the availability part (blackouts and holds: a few small reads
// by date) once per catalogue generation (any change, availability alone included; see
// catalogue-generation.ts); both on the next search after a write. So a search reads nothing from
// the database but the page it shows, and a hold or a blackout costs no rebuild of the venues.
// Answers are the SQL filter's (tests/support/search-sql-reference.ts):
// tests/api/search/search-equivalence.test.ts compares the two on random catalogues and criteria.
import { and, between, eq, gt, gte, inArray, or, sql } from 'drizzle-orm'
import type { City } from '~/domain/cities'
import { MAX_GUESTS } from '~/domain/guests'
import { LAST_MINUTE_HOURS, lastMinuteWindow } from '~/domain/search/last-minute'
import { DIETARY_IDS, EXPERIENCE_SLUGS, FEATURE_IDS, VIBE_IDS } from '~/domain/options'
import { addDaysToDate, DEFAULT_SEARCH_TIME } from '~/domain/search-dates'
import type { SearchCriteria } from '~/domain/search/search-criteria'
import type { SearchSort } from '~/domain/search/search-constants'
import { hoursUntil } from '~/domain/time'
import { closureBlocks, slotOf, type Slot } from '~/domain/venues/spaces'
import type { Db } from '../db/client'
import { spaceBlackouts, spaceHolds, venueBlackouts, venueSpaces, venues } from '../db/schema'
import { catalogueGeneration, listingGeneration } from '../lib/catalogue-generation'
import { columnsOf, scanColumns, type CheapFilter } from './search-columns'

/** One of a venue's spaces: the larger of its seated and standing capacities, and its kind. */
export type IndexedSpace = { id: number; capacity: number; semiPrivate: boolean }

/** One listed venue as the filter sees it; set-valued columns as bit masks over the option lists. */
export type Entry = {
  id: number
  citySlug: string
  minGuests: number
  maxGuests: number
  price: number
  notice: number
  rating: number
  reviewCount: number
  type: string
  /** service_type is 'Semi-Private' (Callie's private-room rule for venues without spaces). */
  semiPrivateService: boolean
  vibes: number
  dietary: number
  features: number
  experiences: number
  /** Codes of the venue's cuisines (CatalogueIndex.cuisineCode), free text in the database. */
  cuisines: readonly number[]
  spaces: readonly IndexedSpace[]
}

/** A hold that takes its slot: booked, or held until `expiresAt` (epoch ms; null never: not live). */
type Hold = { spaceId: number; slot: string; booked: boolean; expiresAt: number | null }

export type CatalogueIndex = {
  /** Per city, its active venues in each search order. */
  byCity: Map<string, Record<SearchSort, Entry[]>>
  /** Every active venue in each search order: a search without a city filters this, not a merge per search. */
  all: Record<SearchSort, Entry[]>
  /** Each cuisine named by some active venue, as a small number. */
  cuisineCode: Map<string, number>
  /** The first date whose blackouts and holds are held here; an earlier date is read from the database. */
  from: string
  /**
   * By date ('yyyy-mm-dd'): venues blacked out, spaces blacked out (in one slot only when their id is
   * in the slots map: a synced calendar busy then), holds (booked or held).
   */
  closedVenues: Map<string, Set<number>>
  closedSpaces: Map<string, Set<number>>
  venueSlots: Map<string, Map<number, Slot>>
  spaceSlots: Map<string, Map<number, Slot>>
  holds: Map<string, Hold[]>
  /** Active venues with at least one space (only they can have packages), and all active venues. */
  spaced: Set<number>
  listed: Set<number>
}

const bits = (options: readonly string[]) => {
  if (options.length > 31) throw new Error('A filter list outgrew a 31-bit mask')
  const bit = new Map(options.map((o, i) => [o, 1 << i]))
  return (values: readonly string[] | undefined) => (values ?? []).reduce((m, v) => m | (bit.get(v) ?? 0), 0)
}
export const vibeBits = bits(VIBE_IDS)
export const dietaryBits = bits(DIETARY_IDS)
export const featureBits = bits(FEATURE_IDS)
const experienceBits = bits(EXPERIENCE_SLUGS)

/**
 * A mask back to its options, in the list's order (one array per distinct mask). Values outside the
 * option list have no bit: readers may only ask about listed values.
 */
const unbits = (options: readonly string[]) => {
  const lists = new Map<number, readonly string[]>()
  return (mask: number) => {
    let list = lists.get(mask)
    if (!list) lists.set(mask, (list = options.filter((_, i) => (mask & (1 << i)) !== 0)))
    return list
  }
}
export const vibesOf = unbits(VIBE_IDS)
export const dietaryOf = unbits(DIETARY_IDS)
export const featuresOf = unbits(FEATURE_IDS)
export const experiencesOf = unbits(EXPERIENCE_SLUGS)

const cuisineNameLists = new WeakMap<CatalogueIndex, string[]>()
/** The index's cuisine names by code (CatalogueIndex.cuisineCode reversed). */
export function cuisineNames(index: CatalogueIndex): readonly string[] {
  let names = cuisineNameLists.get(index)
  if (!names) {
    names = []
    for (const [name, code] of index.cuisineCode) names[code] = name
    cuisineNameLists.set(index, names)
  }
  return names
}

// Each order as searchOrders (venue-sql.ts) writes it; rating is never null (not null column).
const byRecommended = (a: Entry, b: Entry) => b.rating - a.rating || a.id - b.id
const ORDERS: Record<SearchSort, (a: Entry, b: Entry) => number> = {
  recommended: byRecommended,
  price: (a, b) => a.price - b.price || byRecommended(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || a.id - b.id,
  capacity: (a, b) => Math.min(b.maxGuests, MAX_GUESTS) - Math.min(a.maxGuests, MAX_GUESTS) || byRecommended(a, b),
}

/** The part of the index read from venues and spaces; the rest is the availability part. */
type CataloguePart = Omit<CatalogueIndex, AvailabilityKey>
type AvailabilityKey = 'from' | 'closedVenues' | 'closedSpaces' | 'venueSlots' | 'spaceSlots' | 'holds'
type AvailabilityPart = Pick<CatalogueIndex, AvailabilityKey>

/** How many times this process has built each part (tests count them; a build is never timed). */
export const indexBuilds = { catalogue: 0, availability: 0 }

/** Per database, the promise of a build and the generation it was started for; a failed one is forgotten. */
function cachedBy<T>(generationNow: () => number, build: (db: Db) => Promise<T>) {
  const cache = new WeakMap<Db, { generation: number; value: Promise<T> }>()
  return {
    get(db: Db): Promise<T> {
      const generation = generationNow()
      const hit = cache.get(db)
      if (hit && hit.generation === generation) return hit.value
      const value = build(db)
      cache.set(db, { generation, value })
      value.catch(() => {
        if (cache.get(db)?.value === value) cache.delete(db)
      })
      return value
    },
    /** This generation's value if it is built or being built, without starting a build. */
    peek(db: Db): Promise<T> | undefined {
      const hit = cache.get(db)
      return hit && hit.generation === generationNow() ? hit.value : undefined
    },
  }
}

const catalogueParts = cachedBy(listingGeneration, buildCataloguePart)
const built = cachedBy(catalogueGeneration, async (db) => {
  const [catalogue, availability] = await Promise.all([catalogueParts.get(db), readAvailability(db)])
  return { ...catalogue, ...availability }
})

/**
 * The index for the current catalogue generation (callers share it): its catalogue part rebuilt
 * only when the listing generation moved on, its availability part read again on every generation.
 */
export function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  return built.get(db)
}

const NO_SPACES: readonly IndexedSpace[] = []

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** The coming days' venue blackouts, space blackouts and holds (held or booked): three reads by date. */
async function readAvailability(db: Db): Promise<AvailabilityPart> {
  indexBuilds.availability += 1
  // Two days before today in UTC: no city's today is earlier, and no search of an earlier date can
  // find a venue (its notice is never negative); such a date is read from the database anyway.
  const from = addDaysToDate(new Date().toISOString().slice(0, 10), -2)
  // Blackouts one row per date with its ids: at 100,000 venues (~130,000 blackouts) 8× less CPU
  // than a row per blackout on PGlite (bench/search-phases.ts, 2026-11-29).
  const [closedVenueRows, closedSpaceRows, holdRows] = await Promise.all([
    db
      .select({
        date: venueBlackouts.date,
        ids: sql<number[]>`array_agg(${venueBlackouts.venueId})`,
        slots: sql<(Slot | null)[]>`array_agg(${venueBlackouts.slot})`,
      })
      .from(venueBlackouts)
      .where(gte(venueBlackouts.date, from))
      .groupBy(venueBlackouts.date),
    db
      .select({
        date: spaceBlackouts.date,
        ids: sql<number[]>`array_agg(${spaceBlackouts.spaceId})`,
        slots: sql<(Slot | null)[]>`array_agg(${spaceBlackouts.slot})`,
      })
      .from(spaceBlackouts)
      .where(gte(spaceBlackouts.date, from))
      .groupBy(spaceBlackouts.date),
    db
      .select({
        spaceId: spaceHolds.spaceId,
        date: spaceHolds.date,
        slot: spaceHolds.slot,
        status: spaceHolds.status,
        expiresAt: spaceHolds.expiresAt,
      })
      .from(spaceHolds)
      .where(and(gte(spaceHolds.date, from), inArray(spaceHolds.status, ['held', 'booked']))),
  ])
  const closedVenues = new Map(closedVenueRows.map((b) => [b.date, new Set(b.ids)]))
  const closedSpaces = new Map(closedSpaceRows.map((b) => [b.date, new Set(b.ids)]))
  const venueSlots = slotsByDate(closedVenueRows)
  const spaceSlots = slotsByDate(closedSpaceRows)
  const holds = new Map<string, Hold[]>()
  for (const h of holdRows)
    push(holds, h.date, {
      spaceId: h.spaceId,
      slot: h.slot,
      booked: h.status === 'booked',
      expiresAt: h.expiresAt ? h.expiresAt.getTime() : null,
    })
  return { from, closedVenues, closedSpaces, venueSlots, spaceSlots, holds }
}

/** Of a date's blackouts (ids and slots, in step), those of one slot only, by id. */
function slotsByDate(rows: { date: string; ids: number[]; slots: (Slot | null)[] }[]) {
  const byDate = new Map<string, Map<number, Slot>>()
  for (const { date, ids, slots } of rows)
    slots.forEach((slot, i) => {
      if (slot === null) return
      let day = byDate.get(date)
      if (!day) byDate.set(date, (day = new Map()))
      day.set(ids[i]!, slot)
    })
  return byDate
}

/**
 * Venues read for the index this many at a time, in id order. Read in one query, 100,000 venues'
 * rows were parsed in the database thread, copied to the main thread and held there whole while the
 * index was built: the first search after a start or a write took the process from 300 to 700 MB,
 * which V8 gave back only minutes later (docs/benchmarks.md, "Memory under the page mix"). A batch's
 * rows are garbage once its entries are made. (Tests read smaller batches, to cross their boundaries.)
 */
export const indexReading = { batch: 5_000 }

function venueBatch(db: Db, afterId: number) {
  return db
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
      serviceType: venues.serviceType,
      vibes: venues.vibes,
      dietary: venues.dietary,
      features: venues.features,
      experiences: venues.experiences,
      cuisines: venues.cuisines,
    })
    .from(venues)
    .where(and(eq(venues.status, 'active'), gt(venues.id, afterId)))
    .orderBy(venues.id)
    .limit(indexReading.batch)
}

/** Every active venue's filter and order columns and its spaces: venues read in batches, spaces in one read. */
async function buildCataloguePart(db: Db): Promise<CataloguePart> {
  indexBuilds.catalogue += 1
  const spaces = await db
    .select({
      id: venueSpaces.id,
      venueId: venueSpaces.venueId,
      kind: venueSpaces.kind,
      capacity: sql<number>`greatest(${venueSpaces.seatedCapacity}, ${venueSpaces.standingCapacity})`,
    })
    .from(venueSpaces)
  const spacesOf = new Map<number, IndexedSpace[]>()
  for (const s of spaces)
    push(spacesOf, s.venueId, { id: s.id, capacity: Number(s.capacity), semiPrivate: s.kind === 'semi_private' })
  const cuisineCode = new Map<string, number>()
  const codeOf = (c: string) => {
    let code = cuisineCode.get(c)
    if (code === undefined) cuisineCode.set(c, (code = cuisineCode.size))
    return code
  }
  // One copy of each city slug, type and cuisine list, and no empty list per venue: at 100,000
  // venues each row's own strings and arrays were most of the index's memory.
  const interned = new Map<string, string>()
  const intern = (v: string) => interned.get(v) ?? (interned.set(v, v), v)
  const cuisineLists = new Map<string, readonly number[]>()
  const cuisinesOf = (names: string[]) => {
    const key = names.join('\n')
    let list = cuisineLists.get(key)
    if (!list) cuisineLists.set(key, (list = names.map(codeOf)))
    return list
  }
  const cities = new Map<string, Entry[]>()
  const listed = new Set<number>()
  for (let afterId = 0; ;) {
    const rows = await venueBatch(db, afterId)
    for (const r of rows) {
      listed.add(r.id)
      push(cities, r.citySlug, {
        id: r.id,
        citySlug: intern(r.citySlug),
        minGuests: r.minGuests,
        maxGuests: r.maxGuests,
        price: r.price,
        notice: r.notice,
        rating: r.rating,
        reviewCount: r.reviewCount,
        type: intern(r.type),
        semiPrivateService: r.serviceType === 'Semi-Private',
        vibes: vibeBits(r.vibes),
        dietary: dietaryBits(r.dietary),
        features: featureBits(r.features),
        experiences: experienceBits(r.experiences),
        cuisines: cuisinesOf(r.cuisines),
        spaces: spacesOf.get(r.id) ?? NO_SPACES,
      })
    }
    if (rows.length < indexReading.batch) break
    afterId = rows[rows.length - 1].id
  }
  const inOrders = (list: Entry[]) =>
    Object.fromEntries(Object.entries(ORDERS).map(([sort, order]) => [sort, [...list].sort(order)])) as Record<
      SearchSort,
      Entry[]
    >
  const byCity = new Map<string, Record<SearchSort, Entry[]>>()
  for (const [slug, list] of cities) byCity.set(slug, inOrders(list))
  return {
    byCity,
    all: inOrders([...cities.values()].flat()),
    cuisineCode,
    spaced: new Set([...listed].filter((id) => spacesOf.has(id))),
    listed,
  }
}

/**
 * Of venues `ids`, those that may have packages: with spaces, or not in the index (not active:
 * read as before).
 */
export async function withSpaces(db: Db, ids: readonly number[]): Promise<number[]> {
  const index = await catalogueIndex(db)
  return ids.filter((id) => index.spaced.has(id) || !index.listed.has(id))
}

/**
 * What one date looks like for venues and spaces: venue blackouts, space blackouts (with the slot of
 * those that close one slot only), and the slots live holds take (booked, or held until after
 * `liveAfter`, epoch ms).
 */
export type DayState = {
  venueClosed: Set<number>
  spaceClosed: Set<number>
  venueSlot: Map<number, Slot>
  spaceSlot: Map<number, Slot>
  heldSlots: Map<number, Set<string>>
}

const NONE: Set<number> = new Set()
const NO_SLOTS: Map<number, Slot> = new Map()

/**
 * The date's state from the index. Search counts a hold live until the minute after it expires
 * (spacesOpenCondition, on the minute the read cache keys by); `liveAfter` is that instant.
 */
export async function dayStateOf(db: Db, date: string, liveAfter: number): Promise<DayState> {
  const index = await catalogueIndex(db)
  if (date < index.from) return dayStateFromDatabase(db, date)
  const heldSlots = new Map<number, Set<string>>()
  for (const h of index.holds.get(date) ?? [])
    if (h.booked || (h.expiresAt !== null && h.expiresAt > liveAfter)) {
      const slots = heldSlots.get(h.spaceId)
      if (slots) slots.add(h.slot)
      else heldSlots.set(h.spaceId, new Set([h.slot]))
    }
  return {
    venueClosed: index.closedVenues.get(date) ?? NONE,
    spaceClosed: index.closedSpaces.get(date) ?? NONE,
    venueSlot: index.venueSlots.get(date) ?? NO_SLOTS,
    spaceSlot: index.spaceSlots.get(date) ?? NO_SLOTS,
    heldSlots,
  }
}

/** A date before the index's first: read as it always was (no search of one finds a venue). */
async function dayStateFromDatabase(db: Db, date: string): Promise<DayState> {
  const [closedVenues, closedSpaces, holds] = await Promise.all([
    db
      .select({ id: venueBlackouts.venueId, slot: venueBlackouts.slot })
      .from(venueBlackouts)
      .where(eq(venueBlackouts.date, date)),
    db
      .select({ id: spaceBlackouts.spaceId, slot: spaceBlackouts.slot })
      .from(spaceBlackouts)
      .where(eq(spaceBlackouts.date, date)),
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
    venueSlot: new Map(closedVenues.flatMap((r) => (r.slot ? [[r.id, r.slot] as const] : []))),
    spaceSlot: new Map(closedSpaces.flatMap((r) => (r.slot ? [[r.id, r.slot] as const] : []))),
    heldSlots,
  }
}

/** The start of `now`'s minute, epoch ms: a hold is live for search while it expires after it. */
export const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000) * 60_000

/** The dates from `from` to `to` ('yyyy-mm-dd', inclusive). */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = []
  for (let date = from; date <= to; date = addDaysToDate(date, 1)) dates.push(date)
  return dates
}

/**
 * The blackouts of venues `ids` from `from` to `to`, by venue, from this generation's index when
 * one is there and holds those dates (undefined otherwise: the caller reads the database).
 */
export async function blackoutsFromIndex(
  db: Db,
  ids: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, string[]> | undefined> {
  const index = await built.peek(db)?.catch(() => undefined)
  if (!index || from < index.from) return undefined
  const byVenue = new Map<number, string[]>()
  const days = datesBetween(from, to).map((date) => [date, index.closedVenues.get(date)] as const)
  for (const id of ids) for (const [date, closed] of days) if (closed?.has(id)) push(byVenue, id, date)
  return byVenue
}

/** Venue blackouts on the dates any of `cities`' last-minute windows touch, by venue. */
async function lastMinuteBlackouts(db: Db, windows: Map<string, { from: string; to: string }>) {
  const all = [...windows.values()]
  const from = all.map((w) => w.from).reduce((a, b) => (b < a ? b : a))
  const to = all.map((w) => w.to).reduce((a, b) => (b > a ? b : a))
  const byVenue = new Map<number, string[]>()
  const index = await catalogueIndex(db)
  if (from < index.from) {
    const rows = await db
      .select({ id: venueBlackouts.venueId, date: venueBlackouts.date })
      .from(venueBlackouts)
      .where(between(venueBlackouts.date, from, to))
    for (const r of rows) push(byVenue, r.id, r.date)
    return byVenue
  }
  for (const date of datesBetween(from, to))
    for (const id of index.closedVenues.get(date) ?? []) push(byVenue, id, date)
  return byVenue
}

/**
 * A search's filter as a predicate on index entries, with what it needs from the database read;
 * `test` is `cheap` (scanned over columns, search-columns.ts) and then `rest` (the date's, notice's
 * and spaces' checks, on the entries that pass).
 */
export type VenueFilter = {
  cities: string[]
  sort: SearchSort
  test: (e: Entry) => boolean
  cheap: CheapFilter
  rest: ((e: Entry) => boolean) | undefined
}

/**
 * Whether the venue itself is open on the day in `slot` (any slot when undefined): not blacked out,
 * or only in another slot (closureBlocks; venueClosedCondition, space-availability.ts).
 */
export function venueOpenOn(day: DayState, id: number, slot: Slot | undefined): boolean {
  return !day.venueClosed.has(id) || !closureBlocks(day.venueSlot.get(id) ?? null, slot)
}

/**
 * Whether one of the venue's spaces is free for the group on the day: fits it, is not blacked out
 * (in `slot`, any slot when undefined) and, in `slot`, not held (spacesOpenCondition, space-availability.ts).
 */
export function someSpaceFree(
  spaces: readonly IndexedSpace[],
  day: DayState,
  guests: number | undefined,
  slot: Slot | undefined,
  only?: (s: IndexedSpace) => boolean,
): boolean {
  for (let i = 0; i < spaces.length; i++) {
    const s = spaces[i]
    if (guests !== undefined && !(s.capacity >= guests)) continue
    if (only && !only(s)) continue
    if (day.spaceClosed.has(s.id) && closureBlocks(day.spaceSlot.get(s.id) ?? null, slot)) continue
    const held = day.heldSlots.get(s.id)
    if (!held || (slot === undefined ? held.size === 0 : !held.has(slot))) return true
  }
  return false
}

/**
 * The filter of `criteria` over the venues of `among` (the active ones), as of `now`: the twin of
 * whereOf in tests/support/search-sql-reference.ts. Reads nothing from the database unless the
 * date is older than the index holds.
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
  const { guests, budget, date, type } = criteria
  const [low, high] = budget ?? [-Infinity, Infinity]
  const vibes = vibeBits(criteria.vibe ? [criteria.vibe] : [])
  const dietary = dietaryBits(criteria.dietary)
  const features = featureBits(criteria.features)
  const experiences = experienceBits(criteria.experienceType ? [criteria.experienceType] : [])
  let onDate: ((e: Entry) => boolean) | undefined
  if (date) {
    const time = criteria.time ?? DEFAULT_SEARCH_TIME
    const hoursAhead = new Map(listed.map((c) => [c.slug, hoursUntil(date, time, c.timezone, now)]))
    let pending = days?.get(date)
    if (!pending) {
      pending = dayStateOf(db, date, minuteOf(now))
      days?.set(date, pending)
    }
    const day = await pending
    // Only a time the planner chose narrows the spaces to its slot; the default time does not.
    const slot = criteria.time === undefined ? undefined : slotOf(criteria.time)
    onDate = (e) =>
      e.notice <= hoursAhead.get(e.citySlug)! &&
      venueOpenOn(day, e.id, slot) &&
      (e.spaces.length === 0 || someSpaceFree(e.spaces, day, guests, slot))
  }
  let lastMinute: ((e: Entry) => boolean) | undefined
  if (criteria.lastMinute) {
    const windows = new Map(listed.map((c) => [c.slug, lastMinuteWindow(c.timezone, now)]))
    const blackouts = windows.size ? await lastMinuteBlackouts(db, windows) : new Map<number, string[]>()
    lastMinute = (e) => {
      if (e.notice > LAST_MINUTE_HOURS) return false
      const w = windows.get(e.citySlug)!
      return !(blackouts.get(e.id) ?? []).some((d) => d >= w.from && d <= w.to)
    }
  }
  const rest = onDate && lastMinute ? (e: Entry) => onDate(e) && lastMinute(e) : (onDate ?? lastMinute ?? undefined)
  return {
    cities: listed.map((c) => c.slug),
    sort: criteria.sort ?? 'recommended',
    cheap: { guests, low, high, vibes, dietary, features, experiences, type },
    rest,
    // One predicate over constants (no list of closures per venue).
    test: (e) =>
      (guests === undefined || (e.minGuests <= guests && e.maxGuests >= guests)) &&
      e.price >= low &&
      e.price <= high &&
      (e.vibes & vibes) === vibes &&
      (e.dietary & dietary) === dietary &&
      (e.features & features) === features &&
      (e.experiences & experiences) === experiences &&
      (!type || e.type === type) &&
      (onDate === undefined || onDate(e)) &&
      (lastMinute === undefined || lastMinute(e)),
  }
}

/**
 * The ids of the venues `filter` keeps, in its order, from `offset` for `limit` (and those of them
 * with spaces), and how many match up to `countUpTo + 1` (Infinity: all of them).
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
}): Promise<{ ids: number[]; counted: number; spaced: number[] }> {
  const index = await catalogueIndex(db)
  // One city: its list, already in order. Several (a search without a city): the whole catalogue's
  // list in that order, keeping the listed cities' venues (no merge and sort of 100,000 per search).
  const one = filter.cities.length === 1
  const ordered = one ? (index.byCity.get(filter.cities[0])?.[filter.sort] ?? []) : index.all[filter.sort]
  const listed = new Set(filter.cities)
  const everyCity = !one && [...index.byCity.keys()].every((slug) => listed.has(slug))
  const ids: number[] = []
  // The page's venues with spaces: only they can have packages (planner-packages.ts).
  const spaced: number[] = []
  const stopAt = Math.max(offset + limit, countUpTo === Infinity ? Infinity : countUpTo + 1)
  let counted = 0
  const { rest } = filter
  scanColumns(columnsOf(ordered), filter.cheap, (e) => {
    if (!one && !everyCity && !listed.has(e.citySlug)) return true
    if (rest && !rest(e)) return true
    if (counted >= offset && counted < offset + limit) {
      ids.push(e.id)
      if (e.spaces.length) spaced.push(e.id)
    }
    counted++
    return counted < stopAt
  })
  return { ids, counted, spaced }
}

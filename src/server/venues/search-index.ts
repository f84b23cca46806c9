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
import { between } from 'drizzle-orm'
import type { City } from '~/domain/cities'
import { LAST_MINUTE_HOURS, lastMinuteWindow } from '~/domain/search/last-minute'
import { addDaysToDate, DEFAULT_SEARCH_TIME } from '~/domain/search-dates'
import type { SearchCriteria } from '~/domain/search/search-criteria'
import type { SearchSort } from '~/domain/search/search-constants'
import { hoursUntil } from '~/domain/time'
import { closureBlocks, slotOf, type Slot } from '~/domain/venues/spaces'
import type { Db } from '../db/client'
import { venueBlackouts } from '../db/schema'
import { catalogueGeneration, listingGeneration } from '../lib/catalogue-generation'
import { dayStateFromDatabase, readAvailability, type AvailabilityPart, type DayState } from './search-availability'
import {
  buildCataloguePart,
  dietaryBits,
  experienceBits,
  featureBits,
  push,
  vibeBits,
  type CataloguePart,
  type Entry,
  type IndexedSpace,
} from './search-catalogue'
import { cityCode, columnsOf, scanColumns, venueBits, type CheapFilter, type DateCheck } from './search-columns'

/** The index: its catalogue part (search-catalogue.ts) and its availability part (search-availability.ts). */
export type CatalogueIndex = CataloguePart & AvailabilityPart

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

const catalogueParts = cachedBy(listingGeneration, (db) => {
  indexBuilds.catalogue += 1
  return buildCataloguePart(db)
})
const built = cachedBy(catalogueGeneration, async (db) => {
  indexBuilds.availability += 1
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

/** This generation's index if it is built (undefined while it is built, or before the first search). */
export async function builtIndex(db: Db): Promise<CatalogueIndex | undefined> {
  return built.peek(db)?.catch(() => undefined)
}

/**
 * Of venues `ids`, those that may have packages: with spaces, or not in the index (not active:
 * read as before).
 */
export async function withSpaces(db: Db, ids: readonly number[]): Promise<number[]> {
  const index = await catalogueIndex(db)
  return ids.filter((id) => index.spaced.has(id) || !index.listed.has(id))
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

/** The start of `now`'s minute, epoch ms: a hold is live for search while it expires after it. */
export const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000) * 60_000

/**
 * The dates from `from` to `to` ('yyyy-mm-dd', inclusive), kept by bounds: every search page asks
 * for its cities' last-minute windows, the same few bounds all day, and the calendar steps
 * (date-fns' parse and format) were about 7 % of a search's CPU at 100,000 venues. Callers only read them.
 */
const datesKept = new Map<string, readonly string[]>()
export function datesBetween(from: string, to: string): readonly string[] {
  const key = `${from}|${to}`
  let dates = datesKept.get(key)
  if (dates) return dates
  const list: string[] = []
  for (let date = from; date <= to; date = addDaysToDate(date, 1)) list.push(date)
  // A day's bounds move on at midnight in each city: the oldest are dropped, never a growing map.
  if (datesKept.size >= 256) datesKept.clear()
  datesKept.set(key, (dates = list))
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

/**
 * Whether a venue is blacked out on a day of its city's last-minute window, for `windows` by city.
 * From the index, each city's days as the index's own sets (no map over every venue blacked out in
 * the window: at 100,000 venues that map was the only object over 128 kB a search made, one each
 * search without a city); from the database only when a window starts before the index's dates.
 */
async function lastMinuteClosed(
  db: Db,
  windows: Map<string, { from: string; to: string }>,
): Promise<(id: number, citySlug: string) => boolean> {
  const all = [...windows.values()]
  const from = all.map((w) => w.from).reduce((a, b) => (b < a ? b : a))
  const to = all.map((w) => w.to).reduce((a, b) => (b > a ? b : a))
  const index = await catalogueIndex(db)
  if (from < index.from) {
    const byVenue = new Map<number, string[]>()
    const rows = await db
      .select({ id: venueBlackouts.venueId, date: venueBlackouts.date })
      .from(venueBlackouts)
      .where(between(venueBlackouts.date, from, to))
    for (const r of rows) push(byVenue, r.id, r.date)
    return (id, citySlug) => {
      const w = windows.get(citySlug)!
      return (byVenue.get(id) ?? []).some((d) => d >= w.from && d <= w.to)
    }
  }
  const closedByCity = new Map<string, ReadonlySet<number>[]>()
  for (const [slug, w] of windows)
    closedByCity.set(
      slug,
      datesBetween(w.from, w.to).flatMap((date) => index.closedVenues.get(date) ?? []),
    )
  return (id, citySlug) => closedByCity.get(citySlug)!.some((closed) => closed.has(id))
}

/**
 * A search's filter as a predicate on index entries, with what it needs from the database read;
 * `test` is `cheap` (scanned over columns, search-columns.ts, the date's, notice's and spaces'
 * checks included) and then `rest` (last-minute's, on the entries that pass).
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

/** Each space's venue, per catalogue part (keyed by its map of entries, shared by its generations). */
const spaceOwnersKept = new WeakMap<Map<number, Entry>, Map<number, number>>()
function spaceOwners(index: CatalogueIndex): Map<number, number> {
  let owners = spaceOwnersKept.get(index.byId)
  if (owners) return owners
  owners = new Map()
  for (const e of index.byId.values()) for (const s of e.spaces) owners.set(s.id, e.id)
  spaceOwnersKept.set(index.byId, owners)
  return owners
}

/**
 * The venues that have something on `date` (blacked out, or a space of theirs blacked out or held,
 * live or not), as bits by venue id: kept per index generation and date, since the index holds that
 * day's blackouts and holds; a date before the index's from `day` itself.
 */
const touchedKept = new WeakMap<CatalogueIndex, Map<string, Uint32Array>>()
function touchedOn(index: CatalogueIndex, date: string, day: DayState): Uint32Array {
  if (date < index.from)
    return venueBits(day.venueClosed, [...day.spaceClosed, ...day.heldSlots.keys()], spaceOwners(index))
  let byDate = touchedKept.get(index)
  if (!byDate) touchedKept.set(index, (byDate = new Map()))
  let bits = byDate.get(date)
  if (bits) return bits
  const held = (index.holds.get(date) ?? []).map((h) => h.spaceId)
  bits = venueBits(
    index.closedVenues.get(date) ?? [],
    [...(index.closedSpaces.get(date) ?? []), ...held],
    spaceOwners(index),
  )
  // Dates asked are bounded by the calendar's reach; a generation asked about very many starts over.
  if (byDate.size >= 1024) byDate.clear()
  byDate.set(date, bits)
  return bits
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
  let dateCheck: DateCheck | undefined
  if (date) {
    const time = criteria.time ?? DEFAULT_SEARCH_TIME
    const hoursAhead = new Map(listed.map((c) => [c.slug, hoursUntil(date, time, c.timezone, now)]))
    // A search of one city (every search that names one) compares with one number, not a lookup per venue.
    const [onlySlug, only] = listed.length === 1 ? [listed[0].slug, hoursAhead.get(listed[0].slug)!] : []
    let pending = days?.get(date)
    if (!pending) {
      pending = dayStateOf(db, date, minuteOf(now))
      days?.set(date, pending)
    }
    const day = await pending
    // Only a time the planner chose narrows the spaces to its slot; the default time does not.
    const slot = criteria.time === undefined ? undefined : slotOf(criteria.time)
    onDate = (e) =>
      e.notice <= (e.citySlug === onlySlug ? only! : hoursAhead.get(e.citySlug)!) &&
      venueOpenOn(day, e.id, slot) &&
      (e.spaces.length === 0 || someSpaceFree(e.spaces, day, guests, slot))
    // The same check over the scan's columns (search-columns.ts): the notice by city code, and the
    // exact check only for the venues that have something on the day.
    const hoursByCity = new Float64Array(listed.reduce((most, c) => Math.max(most, cityCode(c.slug) + 1), 0)).fill(NaN)
    for (const c of listed) hoursByCity[cityCode(c.slug)] = hoursAhead.get(c.slug)!
    dateCheck = {
      hoursByCity,
      touched: touchedOn(await catalogueIndex(db), date, day),
      guests,
      exact: (e) =>
        venueOpenOn(day, e.id, slot) && (e.spaces.length === 0 || someSpaceFree(e.spaces, day, guests, slot)),
    }
  }
  let lastMinute: ((e: Entry) => boolean) | undefined
  if (criteria.lastMinute) {
    const windows = new Map(listed.map((c) => [c.slug, lastMinuteWindow(c.timezone, now)]))
    const closed = windows.size ? await lastMinuteClosed(db, windows) : () => false
    lastMinute = (e) => e.notice <= LAST_MINUTE_HOURS && !closed(e.id, e.citySlug)
  }
  return {
    cities: listed.map((c) => c.slug),
    sort: criteria.sort ?? 'recommended',
    cheap: { guests, low, high, vibes, dietary, features, experiences, type, date: dateCheck },
    // The date's check is the scan's (cheap.date); what is left is last-minute's.
    rest: lastMinute,
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
}): Promise<{ ids: number[]; counted: number; spaced: number[]; entries: Entry[]; index: CatalogueIndex }> {
  const index = await catalogueIndex(db)
  // One city: its list, already in order. Several (a search without a city): the whole catalogue's
  // list in that order, keeping the listed cities' venues (no merge and sort of 100,000 per search).
  const one = filter.cities.length === 1
  const ordered = one ? (index.byCity.get(filter.cities[0])?.[filter.sort] ?? []) : index.all[filter.sort]
  const listed = new Set(filter.cities)
  const everyCity = !one && [...index.byCity.keys()].every((slug) => listed.has(slug))
  const ids: number[] = []
  const entries: Entry[] = []
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
      entries.push(e)
      if (e.spaces.length) spaced.push(e.id)
    }
    counted++
    return counted < stopAt
  })
  return { ids, counted, spaced, entries, index }
}

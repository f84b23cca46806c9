// The venue summary as one SELECT over venues ⋈ cities, shared by every listing (search, featured,
// city, by-experience, by id); a search's filter is search-index.ts's.
import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { City } from '~/domain/cities'
import { SEARCH_COUNT_CAP } from '~/domain/search/search-constants'
import {
  isLastMinuteWithin,
  LAST_MINUTE_HOURS,
  lastMinuteWindow,
  type LastMinuteWindow,
} from '~/domain/search/last-minute'
import { hoursUntil } from '~/domain/time'
import type { VenuePage, VenueSummary } from '~/domain/venues/venue'
import type { Db } from '../db/client'
import { cities, venueBlackouts, venues } from '../db/schema'
import { catalogueGeneration } from '../lib/catalogue-generation'
import { preparedPer } from '../db/prepared'
import { coverPhotoUrlSql } from './cover-photo'
import { blackoutsFromIndex } from './search-index'
import { venueClosedCondition } from './space-availability'

/** Shown when a venue has no photo yet (media/placeholder-venue.svg). */

/**
 * The request's clock: its instant and the cities whose venues it may return. Times that depend
 * on a city's timezone are worked out here, once per city, by the domain rules, and handed to SQL
 * as constants, so no row pays for a timezone conversion.
 */
export type Clock = { now: Date; cities: readonly Pick<City, 'slug' | 'timezone'>[] }

/**
 * Active venues of the given cities (by default the active ones): what a planner may find. Written
 * on venues alone, so counting needs no join.
 */
export function listedCondition(among: readonly Pick<City, 'slug' | 'status'>[]): SQL {
  const slugs = among.filter((c) => c.status === 'active').map((c) => c.slug)
  if (slugs.length === 0) return sql`false`
  return and(
    eq(venues.status, 'active'),
    slugs.length === 1 ? eq(venues.citySlug, slugs[0]) : inArray(venues.citySlug, slugs),
  )!
}

/** A per-city constant: the value itself for one city, else a CASE on the venue's city. */
export function perCity(
  clock: Clock,
  value: (c: Pick<City, 'slug' | 'timezone'>) => string | number,
  cast: 'date' | 'float8',
): SQL {
  const typed = (v: string | number) => sql`${v}::${sql.raw(cast)}`
  if (clock.cities.length === 1) return typed(value(clock.cities[0]))
  const branches = clock.cities.map((c) => sql`when ${c.slug} then ${typed(value(c))}`)
  return sql`(case ${venues.citySlug} ${sql.join(branches, sql` `)} end)`
}

/**
 * Open on that date (no blackout of the whole day, nor of the slot of `chosenTime`, the time the
 * planner chose: without one, any blackout) and far enough ahead for the venue's minimum notice at `time`.
 */
export function availableOnCondition({
  date,
  time,
  chosenTime,
  clock,
}: {
  date: string
  time: string
  chosenTime: string | undefined
  clock: Clock
}): SQL {
  const hoursAhead = perCity(clock, (c) => hoursUntil(date, time, c.timezone, clock.now), 'float8')
  return sql`(${venues.minNoticeHours} <= ${hoursAhead} and not ${venueClosedCondition({ date, time: chosenTime })})`
}

// `nulls last` as the indexes are built (drizzle's .desc()), or PostgreSQL cannot walk them in order.
export const summaryOrder = [sql`${venues.rating} desc nulls last`, asc(venues.id)] as const

/** The columns of a venue summary (toVenueSummary), venues ⋈ cities. */
export function summaryColumns() {
  return {
    id: venues.id,
    slug: venues.slug,
    name: venues.name,
    cityName: cities.name,
    state: cities.state,
    citySlug: venues.citySlug,
    rating: venues.rating,
    reviewCount: venues.reviewCount,
    imageUrl: coverPhotoUrlSql(),
    type: venues.type,
    serviceType: venues.serviceType,
    minGuests: venues.minGuests,
    maxGuests: venues.maxGuests,
    pricePerPerson: venues.pricePerPerson,
    cuisines: venues.cuisines,
    vibes: venues.vibes,
    dietary: venues.dietary,
    features: venues.features,
    lat: venues.lat,
    lng: venues.lng,
    timezone: cities.timezone,
    minNoticeHours: venues.minNoticeHours,
    description: venues.description,
    suggestedAddOns: venues.suggestedAddOns,
  }
}

/** The SELECT every venue listing shares; callers add where / order / limit. */
function selectSummaryRows(db: Db) {
  return db.select(summaryColumns()).from(venues).innerJoin(cities, eq(cities.slug, venues.citySlug))
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaryRows>>[number]

export function toVenueSummary(row: SummaryRow, lastMinute: boolean): VenueSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: `${row.cityName}, ${row.state}`,
    citySlug: row.citySlug,
    rating: row.rating,
    reviewCount: row.reviewCount,
    imageUrl: row.imageUrl,
    type: row.type,
    serviceType: row.serviceType,
    minGuests: row.minGuests,
    maxGuests: row.maxGuests,
    pricePerPerson: row.pricePerPerson,
    cuisineTypes: row.cuisines,
    vibes: row.vibes,
    dietary: row.dietary,
    features: row.features,
    lat: row.lat,
    lng: row.lng,
    lastMinute,
    description: row.description,
    suggestedAddOns: row.suggestedAddOns,
  }
}

/**
 * One page of venue summaries matching `where` (on venues alone, see listedCondition), best rated
 * first, ties by id, unless `orderBy` says otherwise. `lastMinute` comes from the domain rule over the page's blackouts.
 */
export async function selectVenueSummaries({
  db,
  where,
  clock,
  now = clock?.now ?? new Date(),
  limit,
  offset = 0,
  orderBy = summaryOrder,
}: {
  db: Db
  where: SQL | undefined
  /** Callers that hold a clock may pass it instead of `now`. */
  clock?: Clock
  now?: Date
  limit: number
  offset?: number
  orderBy?: readonly SQL[]
}): Promise<VenueSummary[]> {
  // Ids first, from the venues table alone (an index-only scan for a city's search), then the
  // page's rows by primary key: deep pages and selective filters never touch the other rows' heap.
  const ids = (
    await db
      .select({ id: venues.id })
      .from(venues)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset)
  ).map((r) => r.id)
  return venueSummariesByIds({ db, ids, now })
}

/**
 * Summary rows by venue id, for this catalogue generation and at most a minute (as the read cache,
 * 0012): the same venues head many different searches' pages (a city's best rated), and a page
 * read from here costs no query. Bounded; the oldest rows go first.
 */
const ROW_CACHE_ROWS = 10_000
const ROW_CACHE_MS = 60_000
const rowCaches = new WeakMap<Db, { generation: number; at: number; rows: Map<number, SummaryRow> }>()

function rowCacheOf(db: Db) {
  const generation = catalogueGeneration()
  const now = Date.now()
  let cache = rowCaches.get(db)
  if (!cache || cache.generation !== generation || now - cache.at > ROW_CACHE_MS) {
    cache = { generation, at: now, rows: new Map() }
    rowCaches.set(db, cache)
  }
  return cache
}

/** Summary rows by id, one statement text whatever the number of ids (db/prepared.ts). */
const summaryRowsStatement = preparedPer((db) =>
  selectSummaryRows(db)
    .where(sql`${venues.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('venue_summaries_by_id'),
)

/** The summary rows of `ids` (those that exist), from the row cache or in one query for the rest. */
async function summaryRowsByIds(db: Db, ids: readonly number[]): Promise<SummaryRow[]> {
  const cache = rowCacheOf(db)
  const missing = ids.filter((id) => !cache.rows.has(id))
  if (missing.length) {
    const read = await summaryRowsStatement(db).execute({ ids: missing })
    // A write meanwhile started another generation: these rows may predate it, so they are not kept.
    if (rowCacheOf(db) === cache) {
      for (const row of read) cache.rows.set(row.id, row)
      for (const id of cache.rows.keys()) {
        if (cache.rows.size <= ROW_CACHE_ROWS) break
        cache.rows.delete(id)
      }
    } else return orderedRows(ids, read)
  }
  return ids.flatMap((id) => cache.rows.get(id) ?? [])
}

const orderedRows = (ids: readonly number[], rows: SummaryRow[]) => {
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The summaries of the venues `ids`, in that order (ids that are not there are left out). */
export async function venueSummariesByIds({
  db,
  ids,
  now = new Date(),
}: {
  db: Db
  ids: readonly number[]
  now?: Date
}): Promise<VenueSummary[]> {
  if (ids.length === 0) return []
  const rows = await summaryRowsByIds(db, ids)
  // One last-minute window per timezone for the whole page, not one per row.
  const windows = new Map<string, LastMinuteWindow>()
  const windowIn = (timezone: string) => {
    let w = windows.get(timezone)
    if (!w) windows.set(timezone, (w = lastMinuteWindow(timezone, now)))
    return w
  }
  const blackouts = await blackoutsInLastMinuteWindow({ db, rows, windowIn })
  return rows.map((row) =>
    toVenueSummary(
      row,
      isLastMinuteWithin(windowIn(row.timezone), {
        minNoticeHours: row.minNoticeHours,
        blackoutDates: blackouts.get(row.id) ?? [],
      }),
    ),
  )
}

/**
 * The page's blackouts that may touch the next 48 hours, by venue: from the catalogue index when a
 * search has built it for this generation, else one small query for the page.
 */
async function blackoutsInLastMinuteWindow({
  db,
  rows,
  windowIn,
}: {
  db: Db
  rows: SummaryRow[]
  windowIn: (timezone: string) => LastMinuteWindow
}) {
  const byVenue = new Map<number, string[]>()
  const candidates = rows.filter((r) => r.minNoticeHours <= LAST_MINUTE_HOURS)
  if (!candidates.length) return byVenue
  const windows = [...new Set(candidates.map((r) => r.timezone))].map(windowIn)
  const from = windows.map((w) => w.from).reduce((a, b) => (b < a ? b : a))
  const to = windows.map((w) => w.to).reduce((a, b) => (b > a ? b : a))
  const known = await blackoutsFromIndex(
    db,
    candidates.map((r) => r.id),
    from,
    to,
  )
  if (known) return known
  const found = await db
    .select({ venueId: venueBlackouts.venueId, date: venueBlackouts.date })
    .from(venueBlackouts)
    .where(
      and(
        inArray(
          venueBlackouts.venueId,
          candidates.map((r) => r.id),
        ),
        between(venueBlackouts.date, from, to),
      ),
    )
  for (const b of found) byVenue.set(b.venueId, [...(byVenue.get(b.venueId) ?? []), b.date])
  return byVenue
}

/**
 * How many venues match `where` (on venues alone, see listedCondition); with `upTo`, counting stops
 * once more than that many match and the answer is `upTo + 1`.
 */
export async function countVenues({
  db,
  where,
  upTo,
}: {
  db: Db
  where: SQL | undefined
  upTo?: number
}): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(venues)
    .where(where)
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from((upTo === undefined ? matches : matches.limit(upTo + 1)).as('matches'))
  return Number(row?.total ?? 0)
}

/**
 * A page plus the total. The count query is skipped when the page itself tells the total, and
 * otherwise stops at SEARCH_COUNT_CAP or just past the page, whichever is further, so its cost
 * does not grow with the catalogue; `totalCapped` then says there are more than `total`.
 */
export async function selectVenuePage(args: {
  db: Db
  where: SQL | undefined
  clock?: Clock
  now?: Date
  limit: number
  offset: number
  orderBy?: readonly SQL[]
}): Promise<VenuePage> {
  const page = await selectVenueSummaries(args)
  const pageTellsTotal = page.length < args.limit && (page.length > 0 || args.offset === 0)
  if (pageTellsTotal) return { venues: page, total: args.offset + page.length }
  // Past the page by one, so a client that pages while `loaded < total` asks for the next page.
  const upTo = Math.max(SEARCH_COUNT_CAP, args.offset + args.limit + 1)
  const counted = await countVenues({ db: args.db, where: args.where, upTo })
  return counted > upTo ? { venues: page, total: upTo, totalCapped: true } : { venues: page, total: counted }
}

// The venue summary as one SELECT over venues ⋈ cities, shared by every listing (search, featured,
// city, by-experience, by id), plus the SQL forms of the search rules.
import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { City } from '~/domain/cities'
import { isLastMinute, LAST_MINUTE_HOURS, lastMinuteWindow } from '~/domain/last-minute'
import { hoursUntil } from '~/domain/time'
import type { VenueSummary } from '~/domain/venue'
import type { Db } from '../db/client'
import { cities, venueBlackouts, venuePhotos, venues } from '../db/schema'

/** Shown when a venue has no photo yet (media/placeholder-venue.svg). */
export const PLACEHOLDER_IMAGE_URL = '/media/placeholder-venue.svg'

/**
 * The request's clock: its instant and the cities whose venues it may return. Times that depend
 * on a city's timezone are worked out here, once per city, by the domain rules, and handed to SQL
 * as constants, so no row pays for a timezone conversion.
 */
export type Clock = { now: Date; cities: readonly Pick<City, 'slug' | 'timezone'>[] }

/** A per-city constant: the value itself for one city, else a CASE on the venue's city. */
function perCity(clock: Clock, value: (c: Pick<City, 'slug' | 'timezone'>) => string | number, cast: 'date' | 'float8'): SQL {
  const typed = (v: string | number) => sql`${v}::${sql.raw(cast)}`
  if (clock.cities.length === 1) return typed(value(clock.cities[0]))
  const branches = clock.cities.map((c) => sql`when ${c.slug} then ${typed(value(c))}`)
  return sql`(case ${venues.citySlug} ${sql.join(branches, sql` `)} end)`
}

/**
 * DESIGN.md §2 in SQL, the twin of `isLastMinute` (src/domain/last-minute.ts): notice of at most
 * 48 hours and no blackout on the local dates the next 48 hours touch.
 */
export function lastMinuteCondition(clock: Clock): SQL {
  const from = perCity(clock, (c) => lastMinuteWindow(c.timezone, clock.now).from, 'date')
  const to = perCity(clock, (c) => lastMinuteWindow(c.timezone, clock.now).to, 'date')
  return sql`(${venues.minNoticeHours} <= ${LAST_MINUTE_HOURS} and not exists (
    select 1 from ${venueBlackouts}
    where ${venueBlackouts.venueId} = ${venues.id} and ${venueBlackouts.date} between ${from} and ${to}))`
}

/** Open on that date (no blackout) and far enough ahead for the venue's minimum notice. */
export function availableOnCondition({ date, time, clock }: { date: string; time: string; clock: Clock }): SQL {
  const hoursAhead = perCity(clock, (c) => hoursUntil(date, time, c.timezone, clock.now), 'float8')
  return sql`(${venues.minNoticeHours} <= ${hoursAhead} and not exists (
    select 1 from ${venueBlackouts}
    where ${venueBlackouts.venueId} = ${venues.id} and ${venueBlackouts.date} = ${date}::date))`
}

/**
 * Active venues of the given cities (by default the active ones): what a planner may find. Written
 * on venues alone, so counting needs no join.
 */
export function listedCondition(among: readonly Pick<City, 'slug' | 'status'>[]): SQL {
  const slugs = among.filter((c) => c.status === 'active').map((c) => c.slug)
  if (slugs.length === 0) return sql`false`
  return and(eq(venues.status, 'active'), slugs.length === 1 ? eq(venues.citySlug, slugs[0]) : inArray(venues.citySlug, slugs))!
}

// `nulls last` as the indexes are built (drizzle's .desc()), or PostgreSQL cannot walk them in order.
export const summaryOrder = [sql`${venues.rating} desc nulls last`, asc(venues.id)] as const

function summaryColumns() {
  return {
    id: venues.id,
    slug: venues.slug,
    name: venues.name,
    cityName: cities.name,
    state: cities.state,
    citySlug: venues.citySlug,
    rating: venues.rating,
    reviewCount: venues.reviewCount,
    imageUrl: sql<string>`coalesce((
      select ${venuePhotos.url} from ${venuePhotos}
      where ${venuePhotos.venueId} = ${venues.id}
      order by ${venuePhotos.position}, ${venuePhotos.id} limit 1), ${PLACEHOLDER_IMAGE_URL})`,
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
  return db
    .select(summaryColumns())
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
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
 * first, ties by id. `lastMinute` comes from the domain rule over the page's blackouts.
 */
export async function selectVenueSummaries({
  db,
  where,
  clock,
  now = clock?.now ?? new Date(),
  limit,
  offset = 0,
}: {
  db: Db
  where: SQL | undefined
  /** Callers that hold a clock may pass it instead of `now`. */
  clock?: Clock
  now?: Date
  limit: number
  offset?: number
}): Promise<VenueSummary[]> {
  // Ids first, from the venues table alone (an index-only scan for a city's search), then the
  // page's rows by primary key: deep pages and selective filters never touch the other rows' heap.
  const ids = (await db.select({ id: venues.id }).from(venues).where(where).orderBy(...summaryOrder).limit(limit).offset(offset)).map((r) => r.id)
  if (ids.length === 0) return []
  const position = new Map(ids.map((id, i) => [id, i]))
  const rows = (await selectSummaryRows(db).where(inArray(venues.id, ids))).sort((a, b) => position.get(a.id)! - position.get(b.id)!)
  const blackouts = await blackoutsInLastMinuteWindow({ db, rows, now })
  return rows.map((row) =>
    toVenueSummary(
      row,
      isLastMinute({ minNoticeHours: row.minNoticeHours, blackoutDates: blackouts.get(row.id) ?? [], timezone: row.timezone, now }),
    ),
  )
}

/** The page's blackouts that may touch the next 48 hours, by venue: one small query for the page. */
async function blackoutsInLastMinuteWindow({ db, rows, now }: { db: Db; rows: SummaryRow[]; now: Date }) {
  const byVenue = new Map<number, string[]>()
  const candidates = rows.filter((r) => r.minNoticeHours <= LAST_MINUTE_HOURS)
  if (!candidates.length) return byVenue
  const windows = [...new Set(candidates.map((r) => r.timezone))].map((tz) => lastMinuteWindow(tz, now))
  const from = windows.map((w) => w.from).reduce((a, b) => (b < a ? b : a))
  const to = windows.map((w) => w.to).reduce((a, b) => (b > a ? b : a))
  const found = await db
    .select({ venueId: venueBlackouts.venueId, date: venueBlackouts.date })
    .from(venueBlackouts)
    .where(and(inArray(venueBlackouts.venueId, candidates.map((r) => r.id)), between(venueBlackouts.date, from, to)))
  for (const b of found) byVenue.set(b.venueId, [...(byVenue.get(b.venueId) ?? []), b.date])
  return byVenue
}

/** `where` must be on venues alone (see listedCondition). */
export async function countVenues({ db, where }: { db: Db; where: SQL | undefined }): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(venues)
    .where(where)
  return Number(row?.total ?? 0)
}

/** A page plus the total; the count query is skipped when the page itself tells the total. */
export async function selectVenuePage(args: {
  db: Db
  where: SQL | undefined
  clock?: Clock
  now?: Date
  limit: number
  offset: number
}): Promise<{ venues: VenueSummary[]; total: number }> {
  const page = await selectVenueSummaries(args)
  const pageTellsTotal = page.length < args.limit && (page.length > 0 || args.offset === 0)
  const total = pageTellsTotal ? args.offset + page.length : await countVenues(args)
  return { venues: page, total }
}

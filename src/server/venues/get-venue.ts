// GET /api/venues/{id}: the summary, or with `enhance` everything the venue page shows.
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { isLastMinute } from '~/domain/search/last-minute'
import { todayIn } from '~/domain/time'
import type { VenueDetail, VenueSummary } from '~/domain/venues/venue'
import { RESPONSE_TIME_MIN_ANSWERS, RESPONSE_TIME_WINDOW_DAYS } from '~/domain/venue-portal/response-time'
import { packagesAllIn, venueTimeSlots } from '~/domain/venues/planner-packages'
import { clampGuests, DEFAULT_GUESTS } from '~/domain/guests'
import { bookingGuestRange } from '~/domain/requests/venue-rules'
import type { Db } from '../db/client'
import { cities, venueDetails, venues } from '../db/schema'
import { PLACEHOLDER_IMAGE_URL, publicPhotos } from './cover-photo'
import { packageFromJson, toPlannerPackage, type PlannerPackageJson } from './planner-packages'
import { notFound } from '../lib/errors'
import { selectVenueSummaries, summaryColumns, toVenueSummary } from './venue-sql'
import { preparedPer } from '../db/prepared'
import { summariesByIds } from './search-cards'
import { builtIndex } from './search-index'

/** Largest id a PostgreSQL `serial` holds; anything above cannot name a venue. */
const MAX_SERIAL = 2_147_483_647
const BLACKOUTS_SHOWN = 366

export const venueNotFound = () => notFound('Venue not found')

/** Path ids are positive decimal integers; anything else names no venue (404, not 400). */
export function parseVenueId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined
  const id = Number(raw)
  return id <= MAX_SERIAL ? id : undefined
}

export async function getVenueSummary({
  db,
  id,
  now = new Date(),
}: {
  db: Db
  id: number
  now?: Date
}): Promise<VenueSummary> {
  // From the catalogue index when a search has built it for this generation: an active venue of an
  // open city is in it, and its card is the same summary (search-cards.ts) without a query. Never
  // waits for a build under way (seconds at 100,000 venues): a built index's promise settles within
  // this turn's microtasks, before the next turn of the loop.
  const index = await Promise.race([
    builtIndex(db),
    new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined))),
  ])
  if (index?.byId.has(id)) {
    const [card] = await summariesByIds({ db, ids: [id], now })
    if (card) return card
  }
  const [venue] = await selectVenueSummaries({
    db,
    where: and(eq(venues.id, id), eq(venues.status, 'active')),
    now,
    limit: 1,
  })
  if (!venue) throw venueNotFound()
  return venue
}

/**
 * The venue page's statement, built once per database (db/prepared.ts): the venue by id, the day
 * its blackouts are read from and the start of the response-time window as values. Its photos,
 * reviews, packages and spaces are one JSON text kept per venue (venue_details, written by the
 * database's triggers whenever one of those rows changes: migration 0040), read by primary key and
 * passed on as it is; only what moves with the clock or with other tables is read live: the venue's
 * own columns (its rating and review count change with each review, its status decides whether it
 * is shown), its city's, its coming blackouts and its response time. A venue without a kept text is
 * computed live by the same function.
 */
const venueDetailStatement = preparedPer((db) => {
  // The cover photo is the first of the public photos read below, not a query of its own.
  const { imageUrl: _cover, ...summary } = summaryColumns()
  const columns = {
    ...summary,
    address: venues.address,
    amenities: venues.amenities,
    experiences: venues.experiences,
    isDemo: venues.isDemo,
  }
  // The whole answer as one JSON text: one string crosses from the database's thread (PGlite) or
  // socket and is parsed once here, instead of columns and arrays parsed one by one there (and on
  // PGlite structured-cloned across as a tree of small objects). The kept text is spliced in as
  // text, never parsed as JSON by the database.
  const fields = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`)
  return db
    .select({
      venue: sql<string>`'{"related":' || coalesce(${venueDetails.related}, venue_detail_related(${venues.id}))
      || ',"venue":' || json_build_object(${sql.join(fields, sql`, `)},
      'blackouts', (select coalesce(json_agg(json_build_object(
        'date', b.date, 'wholeDay', b.slot is null) order by b.date), '[]') from (
        select date, slot from venue_blackouts where venue_id = ${venues.id}
        and date >= ${sql.placeholder('earliestToday')}::date
        order by date limit ${sql.raw(String(BLACKOUTS_SHOWN + 1))}) b),
      'responseTime', (${responseTimeSql(sql`${venues.id}`, sql.placeholder('responseSince'))}))::text || '}'`,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .leftJoin(venueDetails, eq(venueDetails.venueId, venues.id))
    .where(and(eq(venues.id, sql.placeholder('id')), eq(venues.status, 'active')))
    .prepare('venue_detail')
})

/** The statement's one column, parsed: the kept related rows, and the venue's row as drizzle would map it with its live parts. */
type DetailText = { related: DetailRelated; venue: DetailRow }

type DetailRow = Omit<Parameters<typeof toVenueSummary>[0], 'imageUrl'> &
  Pick<typeof venues.$inferSelect, 'address' | 'amenities' | 'experiences' | 'isDemo'> & {
    // Each with whether it closes the whole day: a synced calendar busy in one slot leaves the day on
    // the date picker (the other slot is bookable) but still takes the venue off last minute.
    blackouts: { date: string; wholeDay: boolean }[]
    responseTime: ResponseTimeJson
  }

/** What venue_detail_related (migration 0040) returns. */
type DetailRelated = {
  photos: DetailPhoto[]
  /** The 50 latest. */
  reviews: (Omit<VenueDetail['reviews'][number], 'createdAt'> & { createdAt: string })[]
  packages: PlannerPackageJson[]
  spaces: VenueDetail['spaces']
}

/**
 * Everything the venue page shows, in one statement: the venue's row (summary and detail columns) by
 * primary key, with its photos, reviews, coming blackouts, packages, spaces and response time as
 * one JSON text beside it. Each query to the embedded database costs a round trip to its thread whatever it
 * reads (about half a millisecond of CPU), so seven small queries cost more than the one that holds
 * them (docs/benchmarks.md, "Venue detail in one statement"). The last-minute flag comes from those
 * blackouts, so the summary's own blackout query is not needed.
 */
export async function getVenueDetail({
  db,
  id,
  guests,
  now = new Date(),
}: {
  db: Db
  id: number
  /** The group the packages' all-in prices are for; the venue's default group without it. */
  guests?: number
  now?: Date
}): Promise<VenueDetail> {
  // Whatever the venue's timezone, its today is at most a day before UTC's: the blackouts from
  // then are read, and those before the venue's own today dropped below.
  const earliestToday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)
  const [found] = await venueDetailStatement(db).execute({
    id,
    earliestToday,
    responseSince: responseTimeSince(now),
  })
  if (!found) throw venueNotFound()
  const { related, venue } = JSON.parse(found.venue) as DetailText
  const { blackouts, responseTime, ...row } = venue
  const photos = publicPhotos(related.photos)

  const today = todayIn(row.timezone, now)
  const upcoming = blackouts.filter((b) => b.date >= today).slice(0, BLACKOUTS_SHOWN)
  const blackoutDates = upcoming.filter((b) => b.wholeDay).map((b) => b.date)
  const plannerPackages = related.packages.map((p) => toPlannerPackage(packageFromJson(p)))
  const group = clampGuests(guests ?? DEFAULT_GUESTS, bookingGuestRange(row))

  return {
    ...toVenueSummary(
      // As coverPhotoUrlSql chooses: the first upload in the staff's order, else the first photo.
      { ...row, imageUrl: photos[0]?.url ?? PLACEHOLDER_IMAGE_URL },
      isLastMinute({
        minNoticeHours: row.minNoticeHours,
        blackoutDates: upcoming.map((b) => b.date),
        timezone: row.timezone,
        now,
      }),
    ),
    address: row.address,
    timezone: row.timezone,
    minNoticeHours: row.minNoticeHours,
    amenities: row.amenities,
    experiences: row.experiences,
    photos,
    reviews: related.reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    isDemo: row.isDemo,
    blackoutDates,
    packages: plannerPackages,
    spaces: related.spaces,
    allIn: packagesAllIn(plannerPackages, group),
    timeSlots: venueTimeSlots(plannerPackages),
    responseTime: toResponseTime(responseTime),
  }
}

type DetailPhoto = VenueDetail['photos'][number]
type ResponseTimeJson = { answered: number; medianHours: number | null }

/** The start of the response-time window (RESPONSE_TIME_WINDOW_DAYS before `now`), as SQL's timestamptz text. */
const responseTimeSince = (now: Date) => new Date(now.getTime() - RESPONSE_TIME_WINDOW_DAYS * 86_400_000).toISOString()

/**
 * The response time's aggregate as one JSON value, for a venue id given as SQL (a parameter, or the
 * outer query's venue) and the window's start (responseTimeSince, a value or a placeholder); see getResponseTime.
 */
function responseTimeSql(venueId: SQL, since: unknown): SQL {
  return sql`select json_build_object('answered', count(*)::int, 'medianHours',
    percentile_cont(0.5) within group (order by extract(epoch from (q.first_response_at - q.created_at)) / 3600.0))
    from requests q where q.venue_id = ${venueId} and q.first_response_at is not null
    and q.first_response_at > q.created_at and q.created_at >= ${since}::timestamptz`
}

function toResponseTime(row: ResponseTimeJson | undefined): VenueDetail['responseTime'] {
  if (!row || row.answered < RESPONSE_TIME_MIN_ANSWERS || row.medianHours === null) return null
  return { medianHours: Math.round(Number(row.medianHours) * 100) / 100, answered: row.answered }
}

/**
 * The venue's median first-response time: from each request naming it (last 90 days) to the first
 * answer in its history (firstResponseAt, set with the venue's or staff's first answer). A request
 * confirmed by instant book was answered by nobody: its first response is written in the
 * transaction that stored it (the same now() as created_at), and counting it would promise planners
 * replies the venue never wrote.
 */
export async function getResponseTime({
  db,
  venueId,
  now = new Date(),
}: {
  db: Db
  venueId: number
  now?: Date
}): Promise<VenueDetail['responseTime']> {
  const [row] = await db
    .select({ value: sql<ResponseTimeJson>`(${responseTimeSql(sql`${venueId}::int`, responseTimeSince(now))})` })
    .from(sql`(values (1)) as one`)
  return toResponseTime(row?.value)
}

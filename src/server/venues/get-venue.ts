// GET /api/venues/{id}: the summary, or with `enhance` everything the venue page shows.
import { and, asc, desc, eq, gt, gte, isNotNull, sql } from 'drizzle-orm'
import { isLastMinute } from '~/domain/last-minute'
import { todayIn } from '~/domain/time'
import type { VenueDetail, VenueSummary } from '~/domain/venue'
import { RESPONSE_TIME_MIN_ANSWERS, RESPONSE_TIME_WINDOW_DAYS } from '~/domain/venue-portal/response-time'
import { packagesAllIn, venueTimeSlots } from '~/domain/venue-portal/planner-packages'
import { clampGuests, DEFAULT_GUESTS } from '~/domain/guests'
import { bookingGuestRange } from '~/domain/requests/venue-rules'
import type { Db } from '../db/client'
import { cities, requests, reviews, venueBlackouts, venuePhotos, venues, venueSpaces } from '../db/schema'
import { publicPhotos } from './cover-photo'
import { listPlannerPackages, toPlannerPackage } from './planner-packages'
import { notFound } from '../lib/errors'
import { selectVenueSummaries, summaryColumns, toVenueSummary } from './venue-sql'

/** Largest id a PostgreSQL `serial` holds; anything above cannot name a venue. */
const MAX_SERIAL = 2_147_483_647
const REVIEWS_SHOWN = 50
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
 * Everything the venue page shows: the venue's row (summary and detail columns) in one query by
 * primary key, then its photos, reviews and coming blackouts side by side. The last-minute flag
 * comes from those blackouts, so the summary's own blackout query is not needed.
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
  const [row] = await db
    .select({
      ...summaryColumns(),
      address: venues.address,
      amenities: venues.amenities,
      experiences: venues.experiences,
      isDemo: venues.isDemo,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(and(eq(venues.id, id), eq(venues.status, 'active')))
  if (!row) throw venueNotFound()

  const today = todayIn(row.timezone, now)
  const [photos, venueReviews, blackouts, packages, responseTime, spaces] = await Promise.all([
    db
      .select({ url: venuePhotos.url, alt: venuePhotos.alt, width: venuePhotos.width, height: venuePhotos.height })
      .from(venuePhotos)
      .where(eq(venuePhotos.venueId, id))
      .orderBy(asc(venuePhotos.position), asc(venuePhotos.id)),
    db
      .select({
        id: reviews.id,
        authorName: reviews.authorName,
        rating: reviews.rating,
        text: reviews.text,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.venueId, id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_SHOWN),
    db
      .select({ date: venueBlackouts.date })
      .from(venueBlackouts)
      .where(and(eq(venueBlackouts.venueId, id), gte(venueBlackouts.date, today)))
      .orderBy(asc(venueBlackouts.date))
      .limit(BLACKOUTS_SHOWN),
    listPlannerPackages(db, id),
    getResponseTime({ db, venueId: id, now }),
    db
      .select({
        id: venueSpaces.id,
        name: venueSpaces.name,
        kind: venueSpaces.kind,
        seatedCapacity: venueSpaces.seatedCapacity,
        standingCapacity: venueSpaces.standingCapacity,
      })
      .from(venueSpaces)
      .where(eq(venueSpaces.venueId, id))
      .orderBy(
        desc(sql`greatest(${venueSpaces.seatedCapacity}, ${venueSpaces.standingCapacity})`),
        asc(venueSpaces.name),
      ),
  ])
  const blackoutDates = blackouts.map((b) => b.date)
  const plannerPackages = packages.map(toPlannerPackage)
  const group = clampGuests(guests ?? DEFAULT_GUESTS, bookingGuestRange(row))

  return {
    ...toVenueSummary(
      row,
      isLastMinute({ minNoticeHours: row.minNoticeHours, blackoutDates, timezone: row.timezone, now }),
    ),
    address: row.address,
    timezone: row.timezone,
    minNoticeHours: row.minNoticeHours,
    amenities: row.amenities,
    experiences: row.experiences,
    photos: publicPhotos(photos),
    reviews: venueReviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    isDemo: row.isDemo,
    blackoutDates,
    packages: plannerPackages,
    spaces,
    allIn: packagesAllIn(plannerPackages, group),
    timeSlots: venueTimeSlots(plannerPackages),
    responseTime,
  }
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
    .select({
      answered: sql<number>`count(*)::int`,
      medianHours: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${requests.firstResponseAt} - ${requests.createdAt})) / 3600.0)`,
    })
    .from(requests)
    .where(
      and(
        eq(requests.venueId, venueId),
        isNotNull(requests.firstResponseAt),
        gt(requests.firstResponseAt, requests.createdAt),
        gte(requests.createdAt, new Date(now.getTime() - RESPONSE_TIME_WINDOW_DAYS * 86_400_000)),
      ),
    )
  if (!row || row.answered < RESPONSE_TIME_MIN_ANSWERS || row.medianHours === null) return null
  return { medianHours: Math.round(Number(row.medianHours) * 100) / 100, answered: row.answered }
}

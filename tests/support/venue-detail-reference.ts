// The venue page's read as it was before its related rows were kept per venue (venue_details,
// migration 0040): the venue's photos, reviews, packages and spaces computed by seven correlated
// sub-selects on every request. Kept here, as it was, as the reference the new read's answers are
// compared with (tests/api/venues/venue-detail-equivalence.test.ts); undefined where the route says 404.
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { isLastMinute } from '~/domain/search/last-minute'
import { todayIn } from '~/domain/time'
import type { VenueDetail } from '~/domain/venues/venue'
import { RESPONSE_TIME_MIN_ANSWERS, RESPONSE_TIME_WINDOW_DAYS } from '~/domain/venue-portal/response-time'
import { packagesAllIn, venueTimeSlots } from '~/domain/venues/planner-packages'
import { clampGuests, DEFAULT_GUESTS } from '~/domain/guests'
import { bookingGuestRange } from '~/domain/requests/venue-rules'
import type { Db } from '~/server/db/client'
import { cities, venues } from '~/server/db/schema'
import { PLACEHOLDER_IMAGE_URL, publicPhotos } from '~/server/venues/cover-photo'
import { packageFromJson, toPlannerPackage, type PlannerPackageJson } from '~/server/venues/planner-packages'
import { summaryColumns, toVenueSummary } from '~/server/venues/venue-sql'
import { preparedPer } from '~/server/db/prepared'

const REVIEWS_SHOWN = 50
const BLACKOUTS_SHOWN = 366

/**
 * The venue page's statement, built once per database (db/prepared.ts): the venue by id, the day
 * its blackouts are read from and the start of the response-time window as values.
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
  // The whole row as one JSON text: one string crosses from the database's thread (PGlite) or
  // socket and is parsed once here, instead of columns and arrays parsed one by one there (and on
  // PGlite structured-cloned across as a tree of small objects).
  const fields = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`)
  return db
    .select({
      venue: sql<string>`json_build_object(${sql.join(fields, sql`, `)}, 'related', json_build_object(
      'photos', (select coalesce(json_agg(json_build_object('url', p.url, 'alt', p.alt,
        'width', p.width, 'height', p.height) order by p.position, p.id), '[]') from venue_photos p
        where p.venue_id = ${venues.id}),
      'reviews', (select coalesce(json_agg(json_build_object('id', r.id, 'authorName', r.author_name,
        'rating', r.rating, 'text', r.text, 'createdAt', r.created_at) order by r.created_at desc, r.id desc), '[]')
        from (select * from reviews where venue_id = ${venues.id} order by created_at desc, id desc
        limit ${sql.raw(String(REVIEWS_SHOWN))}) r),
      'blackouts', (select coalesce(json_agg(json_build_object(
        'date', b.date, 'wholeDay', b.slot is null) order by b.date), '[]') from (
        select date, slot from venue_blackouts where venue_id = ${venues.id}
        and date >= ${sql.placeholder('earliestToday')}::date
        order by date limit ${sql.raw(String(BLACKOUTS_SHOWN + 1))}) b),
      'packages', (select coalesce(json_agg(json_build_object('id', k.id,
        'spaceId', k.space_id, 'name', k.name, 'description', k.description,
        'pricePerPersonCents', k.price_per_person_cents, 'minimumSpendCents', k.minimum_spend_cents,
        'roomFeeCents', k.room_fee_cents, 'serviceChargePct', k.service_charge_pct, 'taxPct', k.tax_pct,
        'gratuityPct', k.gratuity_pct, 'included', k.included, 'weekdays', k.weekdays,
        'startsFrom', k.starts_from, 'startsUntil', k.starts_until, 'instantBook', k.instant_book,
        'spaceName', s.name, 'seatedCapacity', s.seated_capacity, 'standingCapacity', s.standing_capacity)
        order by k.price_per_person_cents, k.name, k.id), '[]')
        from venue_packages k join venue_spaces s on s.id = k.space_id where s.venue_id = ${venues.id}),
      'spaces', (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name,
        'kind', s.kind, 'seatedCapacity', s.seated_capacity, 'standingCapacity', s.standing_capacity,
        'photo', (select json_build_object('url', p.url, 'width', p.width, 'height', p.height)
          from space_photos p where p.space_id = s.id order by p.position, p.id limit 1))
        order by greatest(s.seated_capacity, s.standing_capacity) desc, s.name), '[]')
        from venue_spaces s where s.venue_id = ${venues.id}),
      'responseTime', (${responseTimeSql(sql`${venues.id}`, sql.placeholder('responseSince'))})))::text`,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(and(eq(venues.id, sql.placeholder('id')), eq(venues.status, 'active')))
    .prepare('venue_detail_reference')
})

/** The statement's one column, parsed: the venue's row as drizzle would map it, and its related rows. */
type DetailRow = Omit<Parameters<typeof toVenueSummary>[0], 'imageUrl'> &
  Pick<typeof venues.$inferSelect, 'address' | 'amenities' | 'experiences' | 'isDemo'> & { related: DetailRelated }

/** What the row's `related` holds. */
type DetailRelated = {
  photos: DetailPhoto[]
  reviews: (Omit<VenueDetail['reviews'][number], 'createdAt'> & { createdAt: string })[]
  // Each with whether it closes the whole day: a synced calendar busy in one slot leaves the day on
  // the date picker (the other slot is bookable) but still takes the venue off last minute.
  blackouts: { date: string; wholeDay: boolean }[]
  packages: PlannerPackageJson[]
  spaces: VenueDetail['spaces']
  responseTime: ResponseTimeJson
}

/**
 * Everything the venue page shows, in one statement: the venue's row (summary and detail columns) by
 * primary key, with its photos, reviews, coming blackouts, packages, spaces and response time as
 * one JSON text beside it. Each query to the embedded database costs a round trip to its thread whatever it
 * reads (about half a millisecond of CPU), so seven small queries cost more than the one that holds
 * them (docs/benchmarks.md, "Venue detail in one statement"). The last-minute flag comes from those
 * blackouts, so the summary's own blackout query is not needed.
 */
export async function referenceVenueDetail({
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
}): Promise<VenueDetail | undefined> {
  // Whatever the venue's timezone, its today is at most a day before UTC's: the blackouts from
  // then are read, and those before the venue's own today dropped below.
  const earliestToday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)
  const [found] = await venueDetailStatement(db).execute({
    id,
    earliestToday,
    responseSince: responseTimeSince(now),
  })
  if (!found) return undefined
  const { related, ...row } = JSON.parse(found.venue) as DetailRow
  const photos = publicPhotos(related.photos)

  const today = todayIn(row.timezone, now)
  const upcoming = related.blackouts.filter((b) => b.date >= today).slice(0, BLACKOUTS_SHOWN)
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
    responseTime: toResponseTime(related.responseTime),
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

// What Callie's tools read about venues beyond their summaries: spaces with their blackouts and
// holds on a date (those of the asked time's slot: closureBlocks), policies and notice. Listed, active venues only; an unknown id is simply absent.
import { and, between, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { VenueFacts } from '~/domain/concierge/venue-availability'
import { addDays, format, parseISO } from 'date-fns'
import { hoursUntil, todayIn } from '~/domain/time'
import { type CancellationTerm } from '~/domain/venues/cancellation-terms'
import { slotOf } from '~/domain/venues/spaces'
import type { Db } from '../../db/client'
import { cities, spaceBlackouts, spaceHolds, venueBlackouts, venues, venueSpaces } from '../../db/schema'
import { closureBlocksSql } from '../../lib/closure-blocks'

export type VenuePolicyRow = {
  id: number
  name: string
  timezone: string
  minNoticeHours: number
  depositPct: number
  cancellationTerms: CancellationTerm[]
  holdHours: number
  responseHours: number
}

type Row = VenuePolicyRow & Omit<VenueFacts, 'spaces' | 'blackedOut' | 'hoursAhead'>

export async function venueRows(db: Db, ids: readonly number[]): Promise<Row[]> {
  if (!ids.length) return []
  return db
    .select({
      id: venues.id,
      name: venues.name,
      timezone: cities.timezone,
      minGuests: venues.minGuests,
      maxGuests: venues.maxGuests,
      serviceType: venues.serviceType,
      features: venues.features,
      minNoticeHours: venues.minNoticeHours,
      depositPct: venues.depositPct,
      cancellationTerms: venues.cancellationTerms,
      holdHours: venues.holdHours,
      responseHours: venues.responseHours,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(and(inArray(venues.id, [...ids]), eq(venues.status, 'active'), eq(cities.status, 'active')))
}

type Closures = {
  closed: { venueId: number; date: string }[]
  spaceClosed: { spaceId: number; date: string }[]
  holds: { spaceId: number; date: string }[]
}

/** The venues' blackouts, their spaces' blackouts and their holds (booked, or held and not expired) from `from` to `to`, in the slot of `time`. */
async function closuresBetween(
  db: Db,
  venueIds: readonly number[],
  spaceIds: readonly number[],
  { from, to, time }: { from: string; to: string; time: string },
): Promise<Closures> {
  const [closed, spaceClosed, holds] = await Promise.all([
    db
      .select({ venueId: venueBlackouts.venueId, date: venueBlackouts.date })
      .from(venueBlackouts)
      .where(
        and(
          inArray(venueBlackouts.venueId, [...venueIds]),
          between(venueBlackouts.date, from, to),
          closureBlocksSql(venueBlackouts.slot, time),
        ),
      ),
    spaceIds.length
      ? db
          .select({ spaceId: spaceBlackouts.spaceId, date: spaceBlackouts.date })
          .from(spaceBlackouts)
          .where(
            and(
              inArray(spaceBlackouts.spaceId, [...spaceIds]),
              between(spaceBlackouts.date, from, to),
              closureBlocksSql(spaceBlackouts.slot, time),
            ),
          )
      : [],
    spaceIds.length
      ? db
          .select({ spaceId: spaceHolds.spaceId, date: spaceHolds.date })
          .from(spaceHolds)
          .where(
            and(
              inArray(spaceHolds.spaceId, [...spaceIds]),
              between(spaceHolds.date, from, to),
              eq(spaceHolds.slot, slotOf(time)),
              or(
                eq(spaceHolds.status, 'booked'),
                and(eq(spaceHolds.status, 'held'), gt(spaceHolds.expiresAt, sql`now()`)),
              ),
            ),
          )
      : [],
  ])
  return { closed, spaceClosed, holds }
}

const NO_CLOSURES: Closures = { closed: [], spaceClosed: [], holds: [] }

type SpaceRow = typeof venueSpaces.$inferSelect
type Facts = VenueFacts & { row: Row }

/** One venue's facts on one day (or without a day), from its closures on that day. */
function factsOf(
  row: Row,
  spaces: readonly SpaceRow[],
  closures: Closures,
  on: { date?: string; time: string; now: Date },
): Facts {
  const day = <T extends { date: string }>(rows: readonly T[]) => rows.filter((r) => r.date === on.date)
  const closedIds = new Set(day(closures.closed).map((c) => c.venueId))
  const blocked = new Set(day(closures.spaceClosed).map((s) => s.spaceId))
  const taken = new Set(day(closures.holds).map((h) => h.spaceId))
  return {
    ...row,
    row,
    spaces: spaces
      .filter((s) => s.venueId === row.id)
      .map((s) => ({
        name: s.name,
        kind: s.kind,
        capacity: Math.max(s.seatedCapacity, s.standingCapacity),
        blackedOut: blocked.has(s.id),
        taken: taken.has(s.id),
      })),
    blackedOut: closedIds.has(row.id),
    hoursAhead: on.date ? hoursUntil(on.date, on.time, row.timezone, on.now) : null,
  }
}

/** Each venue's facts for a group on a date (or for capacity alone without a date), by id. */
export async function venueFacts({
  db,
  ids,
  date,
  time,
  now,
}: {
  db: Db
  ids: readonly number[]
  date?: string
  time: string
  now: Date
}): Promise<Map<number, Facts>> {
  const rows = await venueRows(db, ids)
  const found = rows.map((r) => r.id)
  const spaces = found.length ? await db.select().from(venueSpaces).where(inArray(venueSpaces.venueId, found)) : []
  const closures =
    date && found.length
      ? await closuresBetween(
          db,
          found,
          spaces.map((s) => s.id),
          { from: date, to: date, time },
        )
      : NO_CLOSURES
  return new Map(rows.map((row) => [row.id, factsOf(row, spaces, closures, { date, time, now })]))
}

/**
 * One venue's facts on each day from `from` (or its today, if later) to `to`, or null for a venue
 * not listed.
 */
export async function venueFactsOnDays({
  db,
  id,
  from,
  to,
  time,
  now,
}: {
  db: Db
  id: number
  from: string
  to: string
  time: string
  now: Date
}): Promise<{ from: string; days: { date: string; facts: Facts }[] } | null> {
  const [row] = await venueRows(db, [id])
  if (!row) return null
  const today = todayIn(row.timezone, now)
  const start = from < today ? today : from
  const days: string[] = []
  for (let d = parseISO(start); format(d, 'yyyy-MM-dd') <= to; d = addDays(d, 1)) days.push(format(d, 'yyyy-MM-dd'))
  if (!days.length) return { from: start, days: [] }
  const spaces = await db.select().from(venueSpaces).where(eq(venueSpaces.venueId, id))
  const closures = await closuresBetween(
    db,
    [id],
    spaces.map((s) => s.id),
    { from: start, to, time },
  )
  return {
    from: start,
    days: days.map((date) => ({ date, facts: factsOf(row, spaces, closures, { date, time, now }) })),
  }
}

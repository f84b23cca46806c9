// What Callie's tools read about venues beyond their summaries: spaces with their blackouts and
// holds on a date (those of the asked time's slot: closureBlocks), policies and notice. Listed, active venues only; an unknown id is simply absent.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { VenueFacts } from '~/domain/concierge/venue-availability'
import { hoursUntil } from '~/domain/time'
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
}): Promise<Map<number, VenueFacts & { row: Row }>> {
  const rows = await venueRows(db, ids)
  const found = rows.map((r) => r.id)
  const spaces = found.length ? await db.select().from(venueSpaces).where(inArray(venueSpaces.venueId, found)) : []
  const spaceIds = spaces.map((s) => s.id)
  const [closed, spaceClosed, holds] =
    date && found.length
      ? await Promise.all([
          db
            .select({ venueId: venueBlackouts.venueId })
            .from(venueBlackouts)
            .where(
              and(
                inArray(venueBlackouts.venueId, found),
                eq(venueBlackouts.date, date),
                closureBlocksSql(venueBlackouts.slot, time),
              ),
            ),
          spaceIds.length
            ? db
                .select({ spaceId: spaceBlackouts.spaceId })
                .from(spaceBlackouts)
                .where(
                  and(
                    inArray(spaceBlackouts.spaceId, spaceIds),
                    eq(spaceBlackouts.date, date),
                    closureBlocksSql(spaceBlackouts.slot, time),
                  ),
                )
            : [],
          spaceIds.length
            ? db
                .select({ spaceId: spaceHolds.spaceId })
                .from(spaceHolds)
                .where(
                  and(
                    inArray(spaceHolds.spaceId, spaceIds),
                    eq(spaceHolds.date, date),
                    eq(spaceHolds.slot, slotOf(time)),
                    or(
                      eq(spaceHolds.status, 'booked'),
                      and(eq(spaceHolds.status, 'held'), gt(spaceHolds.expiresAt, sql`now()`)),
                    ),
                  ),
                )
            : [],
        ])
      : [[], [], []]
  const closedIds = new Set(closed.map((c) => c.venueId))
  const blocked = new Set([...spaceClosed.map((s) => s.spaceId)])
  const taken = new Set(holds.map((h) => h.spaceId))
  return new Map(
    rows.map((row) => [
      row.id,
      {
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
        hoursAhead: date ? hoursUntil(date, time, row.timezone, now) : null,
      },
    ]),
  )
}

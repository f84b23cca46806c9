// Whether a venue's spaces leave it open on a date: the one SQL rule search, Callie and requests
// share. A venue that lists no spaces keeps the venue-wide rule alone (its venue blackouts); a venue
// with spaces is open when at least one space that fits the group is free that day: not blacked out
// and not held or booked. With a time, only that time's slot counts (a lunch hold, or a lunch busy
// in a synced calendar, leaves the evening free, as the hold index does); without one, a live hold
// or a busy slot takes the day (closureBlocks).
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { slotOf } from '~/domain/venues/spaces'
import type { Db, Tx } from '../db/client'
import { spaceBlackouts, venues } from '../db/schema'
import { closureBlocksSql } from '../lib/closure-blocks'

export type SpaceQuestion = { date: string; time?: string; guests?: number }

/**
 * True for venues without spaces or with a free space fitting the group. Written as one correlated
 * aggregate over the venue's spaces (null, so true, when it has none) rather than "no spaces or
 * some free space": with the OR, PostgreSQL hashes both subqueries over every space in the
 * catalogue; this way it probes venue_spaces (venue_id), space_blackouts (date, space_id) and the
 * live-hold index per venue the city index yields (EXPLAIN on 24k venues, half with spaces: a
 * search page 0.3 → 0.7 ms, the OR form 15 ms). A hold counts as live until the minute after it
 * expires: the read cache keys answers by the minute, so an answer must not change within one, and
 * erring that way never offers a slot that is still held.
 */
export function spacesOpenCondition({ date, time, guests }: SpaceQuestion): SQL {
  // "venues"."id" written out: inside these subqueries an unqualified "id" would be the space's own.
  const fits = guests === undefined ? sql`true` : sql`greatest(s.seated_capacity, s.standing_capacity) >= ${guests}`
  const slot = time === undefined ? sql`` : sql`and h.slot = ${slotOf(time)}`
  return sql`coalesce((select bool_or(${fits}
      and not exists (select 1 from space_blackouts b where b.space_id = s.id and b.date = ${date}::date
        and ${closureBlocksSql(sql`b.slot`, time)})
      and not exists (select 1 from space_holds h where h.space_id = s.id and h.date = ${date}::date ${slot}
        and h.status in ('held', 'booked')
        and (h.status = 'booked' or h.expires_at > date_trunc('minute', now()))))
    from venue_spaces s where s.venue_id = "venues"."id"), true)`
}

/** The venue itself is closed for the question: a blackout of the whole day, or of the slot asked. */
export function venueClosedCondition({ date, time }: SpaceQuestion): SQL {
  return sql`exists (select 1 from venue_blackouts vb where vb.venue_id = "venues"."id" and vb.date = ${date}::date
    and ${closureBlocksSql(sql`vb.slot`, time)})`
}

/** Whether the venue is open for this question, its own closed days and its spaces' (one venue, for a request). */
export async function venueOpenFor({ db, venueId, ...question }: SpaceQuestion & { db: Db; venueId: number }) {
  const [row] = await db
    .select({ open: sql<boolean>`not ${venueClosedCondition(question)} and ${spacesOpenCondition(question)}` })
    .from(venues)
    .where(eq(venues.id, venueId))
  return row?.open ?? true
}

/** Whether the space is closed (by hand, or busy in a synced calendar) on `date` at `time`. */
export async function spaceClosedAt(
  db: Db | Tx,
  { spaceId, date, time }: { spaceId: number; date: string; time: string },
) {
  const [row] = await db
    .select({ date: spaceBlackouts.date })
    .from(spaceBlackouts)
    .where(
      and(
        eq(spaceBlackouts.spaceId, spaceId),
        eq(spaceBlackouts.date, date),
        closureBlocksSql(spaceBlackouts.slot, time),
      ),
    )
  return row !== undefined
}

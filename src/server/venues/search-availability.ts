// The search index's availability part (search-index.ts): the upcoming days' venue blackouts, space
// blackouts and holds, read by date on every catalogue generation; and a day before them, read from
// the database as it always was.
import { and, eq, gt, gte, inArray, or, sql } from 'drizzle-orm'
import { addDaysToDate } from '~/domain/search-dates'
import type { Slot } from '~/domain/venues/spaces'
import type { Db } from '../db/client'
import { spaceBlackouts, spaceHolds, venueBlackouts } from '../db/schema'
import { push } from './search-catalogue'

/** A hold that takes its slot: booked, or held until `expiresAt` (epoch ms; null never: not live). */
export type Hold = { spaceId: number; slot: string; booked: boolean; expiresAt: number | null }

/** The part of the index read from blackouts and holds, read again on every catalogue generation. */
export type AvailabilityPart = {
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

/** The coming days' venue blackouts, space blackouts and holds (held or booked): three reads by date. */
export async function readAvailability(db: Db): Promise<AvailabilityPart> {
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

/** A date before the index's first: read as it always was (no search of one finds a venue). */
export async function dayStateFromDatabase(db: Db, date: string): Promise<DayState> {
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

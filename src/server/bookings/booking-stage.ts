// Where each booking stands, read from the rows its transitions write (the request, its latest
// proposal and hold, its event, its payment schedule and ledger) and named by the one lifecycle
// (src/domain/bookings/lifecycle.ts). Every screen that says where a booking stands asks here, so
// the planner's dashboard, the brief, the venue portal and the console cannot disagree.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  BOOKING_STAGE_LABELS,
  bookingStageOf,
  PLANNER_NEXT_STEP,
  type BookingFacts,
  type BookingStage,
} from '~/domain/bookings/lifecycle'
import type { BookingStageView } from '~/domain/bookings/booking-stage-api'
import { eventStatus } from '~/domain/events/event-status'
import { todayIn } from '~/domain/time'
import type { Db, Tx } from '../db/client'
import {
  cities,
  events,
  ledgerEntries,
  paymentInstalments,
  paymentSchedules,
  proposals,
  requests,
  venues,
} from '../db/schema'

export const stageView = (stage: BookingStage): BookingStageView => ({
  stage,
  label: BOOKING_STAGE_LABELS[stage],
  nextStep: PLANNER_NEXT_STEP[stage],
})

const DEFAULT_TIMEZONE = 'America/New_York'

/** The stage of each of these requests (ids that are not requests are left out). */
export async function bookingStages(
  db: Db | Tx,
  requestIds: readonly number[],
): Promise<Map<number, BookingStageView>> {
  const ids = [...new Set(requestIds)]
  const out = new Map<number, BookingStageView>()
  if (!ids.length) return out
  // One after the other: on a transaction's single connection, queries at once would overlap.
  const rows = await db
    .select({ id: requests.id, status: requests.status, timezone: cities.timezone })
    .from(requests)
    .leftJoin(venues, eq(venues.id, requests.venueId))
    .leftJoin(cities, eq(cities.slug, sql`coalesce(${venues.citySlug}, ${requests.citySlug})`))
    .where(inArray(requests.id, ids))
  const proposalRows = await db
    .select({
      requestId: proposals.requestId,
      status: proposals.status,
      validUntil: proposals.validUntil,
      // A hold that ran out (marked when another hold took its slot, or past its time and not yet
      // marked). Written with table names: in a select without joins drizzle leaves columns
      // unqualified, and "id" in the subquery would be the hold's own, not the proposal's.
      holdExpired: sql<boolean>`exists (select 1 from space_holds h where h.proposal_id = "proposals"."id"
          and (h.status = 'expired' or (h.status = 'held' and h.expires_at <= now())))`,
    })
    .from(proposals)
    .where(and(inArray(proposals.requestId, ids), ne(proposals.status, 'superseded')))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
  const eventRows = await db
    .select({
      requestId: events.requestId,
      date: events.date,
      time: events.time,
      timezone: events.timezone,
      status: events.status,
    })
    .from(events)
    .where(inArray(events.requestId, ids))
  const scheduleRows = await db
    .select({ requestId: paymentSchedules.requestId, id: paymentSchedules.id, status: paymentSchedules.status })
    .from(paymentSchedules)
    .where(inArray(paymentSchedules.requestId, ids))
  const scheduleIds = scheduleRows.map((s) => s.id)
  const instalments = scheduleIds.length
    ? await db
        .select({
          id: paymentInstalments.id,
          scheduleId: paymentInstalments.scheduleId,
          kind: paymentInstalments.kind,
          amountCents: paymentInstalments.amountCents,
        })
        .from(paymentInstalments)
        .where(inArray(paymentInstalments.scheduleId, scheduleIds))
        .orderBy(asc(paymentInstalments.dueOn), asc(paymentInstalments.id))
    : []
  const charges = scheduleIds.length
    ? await db
        .select({
          instalmentId: ledgerEntries.instalmentId,
          cents: sql<number>`sum(${ledgerEntries.amountCents})::int`,
        })
        .from(ledgerEntries)
        .where(and(inArray(ledgerEntries.scheduleId, scheduleIds), eq(ledgerEntries.kind, 'charge')))
        .groupBy(ledgerEntries.instalmentId)
    : []
  const paid = new Map(charges.map((c) => [c.instalmentId, Number(c.cents)]))
  const covered = (i: { id: number; amountCents: number }) => (paid.get(i.id) ?? 0) >= i.amountCents

  for (const r of rows) {
    const p = proposalRows.find((x) => x.requestId === r.id)
    const e = eventRows.find((x) => x.requestId === r.id)
    const s = scheduleRows.find((x) => x.requestId === r.id)
    const mine = s ? instalments.filter((i) => i.scheduleId === s.id) : []
    const timezone = e?.timezone ?? r.timezone ?? DEFAULT_TIMEZONE
    const facts: BookingFacts = {
      requestStatus: r.status,
      proposal:
        p && p.status !== 'superseded'
          ? { status: p.status, validUntil: p.validUntil, holdExpired: Boolean(p.holdExpired) }
          : null,
      event: e
        ? {
            date: e.date,
            cancelled: e.status === 'cancelled',
            past: eventStatus({ date: e.date, time: e.time, timezone: e.timezone, status: e.status }) === 'past',
          }
        : null,
      schedule: s
        ? {
            cancelled: s.status === 'cancelled',
            depositPaid: mine.filter((i) => i.kind === 'deposit').every(covered),
            allPaid: mine.every(covered),
          }
        : null,
      today: todayIn(timezone),
    }
    out.set(r.id, stageView(bookingStageOf(facts)))
  }
  return out
}

/** One request's stage. */
export async function bookingStage(db: Db | Tx, requestId: number): Promise<BookingStageView | null> {
  return (await bookingStages(db, [requestId])).get(requestId) ?? null
}

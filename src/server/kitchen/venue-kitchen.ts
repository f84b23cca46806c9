// The venue's side of the kitchen: its bookings' sheets and its packages' menus. The
// caller (the venue portal's routes) has checked the manager may work on `venueId`; every query
// here is still scoped to that venue, so another venue's booking or package answers 404.
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import { eventStatus } from '~/domain/events/event-status'
import { KITCHEN_MESSAGES, type KitchenSheetList } from '~/domain/kitchen/kitchen-api'
import { FINAL_BILL_STATUS_LABELS } from '~/domain/payments/final-bill-api'
import type { Menu } from '~/domain/kitchen/menu'
import type { Db } from '../db/client'
import {
  events,
  finalBills,
  guestChangeRequests,
  kitchenSheetVersions,
  requests,
  venuePackages,
  venueSpaces,
} from '../db/schema'
import { notFound } from '../lib/errors'
import { refreshKitchenSheet } from './kitchen-sheet'

/** The event of one of the venue's confirmed bookings, by the request's id (the portal's inbox names it so). */
export async function eventOfVenueBooking(db: Db, venueId: number, requestId: number): Promise<number> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(requests, eq(requests.id, events.requestId))
    .where(and(eq(events.requestId, requestId), eq(events.venueId, venueId), eq(requests.venueId, venueId)))
  if (!row) throw notFound(KITCHEN_MESSAGES.sheetNotFound)
  return row.id
}

/** How far back a started booking whose bill is not accepted still shows, "To bill". */
const TO_BILL_DAYS = 60

/**
 * The venue's confirmed bookings, each with its latest version and the one acknowledged: those to
 * come, and, as "To bill", those that have started in the last 60 days whose final bill is not
 * accepted yet. A started booking's sheet is final: it is read as stored, not
 * refreshed (made once if it was never read).
 */
export async function listVenueKitchenSheets(
  db: Db,
  venueId: number,
  publicUrl: string,
  now = new Date(),
): Promise<KitchenSheetList> {
  const booked = await db
    .select({
      id: events.id,
      requestId: requests.id,
      reference: requests.reference,
      name: events.name,
      date: events.date,
      time: events.time,
      timezone: events.timezone,
      status: events.status,
      billStatus: finalBills.status,
    })
    .from(events)
    .innerJoin(requests, eq(requests.id, events.requestId))
    .leftJoin(finalBills, eq(finalBills.eventId, events.id))
    .where(
      and(
        eq(events.venueId, venueId),
        eq(requests.status, 'confirmed'),
        eq(events.status, 'upcoming'),
        gte(events.date, sql`current_date - ${TO_BILL_DAYS}::int`),
        // A bill is accepted only once the event has started: every booking to come passes.
        or(isNull(finalBills.id), ne(finalBills.status, 'accepted')),
      ),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(200)
  if (!booked.length) return { sheets: [], toBill: [] }
  const ids = booked.map((e) => e.id)
  const stored = await db
    .select({ eventId: kitchenSheetVersions.eventId, version: sql<number>`max(${kitchenSheetVersions.version})::int` })
    .from(kitchenSheetVersions)
    .where(inArray(kitchenSheetVersions.eventId, ids))
    .groupBy(kitchenSheetVersions.eventId)
  const latest = new Map(stored.map((s) => [s.eventId, s.version]))
  const started = new Set(booked.filter((e) => eventStatus(e, now) === 'past').map((e) => e.id))
  await db.transaction(async (tx) => {
    for (const e of booked) {
      if (started.has(e.id) && latest.has(e.id)) continue
      const v = await refreshKitchenSheet(tx, e.id, publicUrl)
      if (v !== null) latest.set(e.id, v)
    }
  })
  const acked = await db
    .select({ eventId: kitchenSheetVersions.eventId, version: sql<number>`max(${kitchenSheetVersions.version})::int` })
    .from(kitchenSheetVersions)
    .where(and(inArray(kitchenSheetVersions.eventId, ids), isNotNull(kitchenSheetVersions.acknowledgedAt)))
    .groupBy(kitchenSheetVersions.eventId)
  const pending = await db
    .select({ eventId: guestChangeRequests.eventId, n: sql<number>`count(*)::int` })
    .from(guestChangeRequests)
    .where(and(inArray(guestChangeRequests.eventId, ids), eq(guestChangeRequests.status, 'pending')))
    .groupBy(guestChangeRequests.eventId)
  const rows = booked.flatMap((e) => {
    if (!latest.has(e.id)) return []
    const happened = started.has(e.id)
    const version = latest.get(e.id)!
    const acknowledgedVersion = acked.find((a) => a.eventId === e.id)?.version ?? null
    return [
      {
        started: happened,
        requestId: e.requestId,
        reference: e.reference,
        eventName: e.name,
        date: e.date,
        time: e.time,
        version,
        acknowledgedVersion,
        awaitingAcknowledgement: !happened && acknowledgedVersion !== version,
        pendingChangeRequests: pending.find((p) => p.eventId === e.id)?.n ?? 0,
        billLabel: happened ? FINAL_BILL_STATUS_LABELS[e.billStatus ?? 'not_entered'] : null,
      },
    ]
  })
  const strip = ({ started: _, ...row }: (typeof rows)[number]) => row
  return {
    sheets: rows.filter((r) => !r.started).map(strip),
    // The most recent first: the one the manager has just served.
    toBill: rows
      .filter((r) => r.started)
      .map(strip)
      .reverse(),
  }
}

async function packageOfVenue(db: Db, venueId: number, packageId: number) {
  const [row] = await db
    .select({ id: venuePackages.id, menu: venuePackages.menu })
    .from(venuePackages)
    .innerJoin(venueSpaces, eq(venueSpaces.id, venuePackages.spaceId))
    .where(and(eq(venuePackages.id, packageId), eq(venueSpaces.venueId, venueId)))
  if (!row) throw notFound('Package not found')
  return row
}

export async function getPackageMenu(db: Db, venueId: number, packageId: number): Promise<Menu> {
  return (await packageOfVenue(db, venueId, packageId)).menu
}

/** Replaces the menu; the kitchen sheets of its bookings pick it up when next read or changed. */
export async function savePackageMenu(db: Db, venueId: number, packageId: number, menu: Menu): Promise<Menu> {
  await packageOfVenue(db, venueId, packageId)
  const [row] = await db
    .update(venuePackages)
    .set({ menu, updatedAt: new Date() })
    .where(eq(venuePackages.id, packageId))
    .returning({ menu: venuePackages.menu })
  return row.menu
}

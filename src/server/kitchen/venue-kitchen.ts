// The venue's side of the kitchen: its bookings' sheets and its packages' menus. The
// caller (the venue portal's routes) has checked the manager may work on `venueId`; every query
// here is still scoped to that venue, so another venue's booking or package answers 404.
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm'
import { KITCHEN_MESSAGES, type KitchenSheetList } from '~/domain/kitchen/kitchen-api'
import type { Menu } from '~/domain/kitchen/menu'
import type { Db } from '../db/client'
import { events, guestChangeRequests, kitchenSheetVersions, requests, venuePackages, venueSpaces } from '../db/schema'
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

/** Upcoming confirmed bookings of the venue, each with its latest version and the one acknowledged. */
export async function listVenueKitchenSheets(db: Db, venueId: number): Promise<KitchenSheetList> {
  const booked = await db
    .select({
      id: events.id,
      requestId: requests.id,
      reference: requests.reference,
      name: events.name,
      date: events.date,
      time: events.time,
    })
    .from(events)
    .innerJoin(requests, eq(requests.id, events.requestId))
    .where(
      and(
        eq(events.venueId, venueId),
        eq(requests.status, 'confirmed'),
        eq(events.status, 'upcoming'),
        gte(events.date, sql`current_date - 1`),
      ),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(100)
  if (!booked.length) return { sheets: [] }
  const latest = new Map<number, number>()
  await db.transaction(async (tx) => {
    for (const e of booked) {
      const v = await refreshKitchenSheet(tx, e.id)
      if (v !== null) latest.set(e.id, v)
    }
  })
  const ids = booked.map((e) => e.id)
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
  return {
    sheets: booked.flatMap((e) =>
      latest.has(e.id)
        ? [
            {
              requestId: e.requestId,
              reference: e.reference,
              eventName: e.name,
              date: e.date,
              time: e.time,
              version: latest.get(e.id)!,
              acknowledgedVersion: acked.find((a) => a.eventId === e.id)?.version ?? null,
              pendingChangeRequests: pending.find((p) => p.eventId === e.id)?.n ?? 0,
            },
          ]
        : [],
    ),
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

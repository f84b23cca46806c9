// What a booked event is served and by when its guests must answer: the booking's space and
// package (with its menu) and the venue's final-details deadline. An event the host made without a
// venue booking has none of these: no menu, no lock.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Menu } from '~/domain/kitchen/menu'
import type { Db, Tx } from '../db/client'
import { events, proposals, requests, spaceHolds, venuePackages, venueSpaces, venues } from '../db/schema'

export type EventRow = typeof events.$inferSelect

export type BookedMenu = {
  venueId: number
  venueName: string
  requestId: number
  reference: string
  finalDetailsHours: number
  spaceName: string | null
  packageName: string | null
  menu: Menu | null
  request: typeof requests.$inferSelect
}

/** The confirmed booking behind an event, or null (no venue, not confirmed, or cancelled). */
export async function bookedMenuOf(db: Db | Tx, event: EventRow): Promise<BookedMenu | null> {
  if (!event.requestId || !event.venueId || event.status === 'cancelled') return null
  const [row] = await db
    .select({ request: requests, venueName: venues.name, finalDetailsHours: venues.finalDetailsHours })
    .from(requests)
    .innerJoin(venues, eq(venues.id, requests.venueId))
    .where(and(eq(requests.id, event.requestId), eq(requests.status, 'confirmed')))
  if (!row) return null
  const request = row.request
  const [hold] = await db
    .select({ spaceId: spaceHolds.spaceId, spaceName: venueSpaces.name })
    .from(spaceHolds)
    .innerJoin(venueSpaces, eq(venueSpaces.id, spaceHolds.spaceId))
    .where(and(eq(spaceHolds.requestId, request.id), eq(spaceHolds.status, 'booked')))
    .orderBy(desc(spaceHolds.id))
    .limit(1)
  const [accepted] = await db
    .select({ packageName: proposals.packageName })
    .from(proposals)
    .where(and(eq(proposals.requestId, request.id), eq(proposals.status, 'accepted')))
    .orderBy(desc(proposals.id))
    .limit(1)
  const detailsPackageId = Number((request.details ?? {}).packageId)
  // The package the booking names (by id in the request, else the accepted quote's package by name),
  // among the venue's own packages only.
  const [pkg] = await db
    .select({ name: venuePackages.name, menu: venuePackages.menu, spaceName: venueSpaces.name })
    .from(venuePackages)
    .innerJoin(venueSpaces, eq(venueSpaces.id, venuePackages.spaceId))
    .where(
      and(
        eq(venueSpaces.venueId, event.venueId),
        Number.isInteger(detailsPackageId) && detailsPackageId > 0
          ? eq(venuePackages.id, detailsPackageId)
          : accepted?.packageName
            ? eq(venuePackages.name, accepted.packageName)
            : sql`false`,
      ),
    )
    .orderBy(venuePackages.id)
    .limit(1)
  return {
    venueId: event.venueId,
    venueName: row.venueName,
    requestId: request.id,
    reference: request.reference,
    finalDetailsHours: row.finalDetailsHours,
    spaceName: hold?.spaceName ?? pkg?.spaceName ?? null,
    packageName: pkg?.name ?? accepted?.packageName ?? null,
    menu: pkg && pkg.menu.courses.length ? pkg.menu : null,
    request,
  }
}

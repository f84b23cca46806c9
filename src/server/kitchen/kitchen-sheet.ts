// The kitchen sheet's versions. refreshKitchenSheet is the one function every change
// to a booked event calls (an RSVP, a change request accepted, the guest list, a change order):
// it builds the event order as it stands now and, when it differs from the latest version, stores
// a new version with what changed. Reading a sheet refreshes it too, so an edit made elsewhere (a
// package's menu) is never missed.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { detailsLockAt, areDetailsLocked, CHANGE_REQUEST_LABELS } from '~/domain/kitchen/details-lock'
import { KITCHEN_MESSAGES, type ChangeRequestView, type KitchenSheet } from '~/domain/kitchen/kitchen-api'
import {
  allergenMatrix,
  canonicalJson,
  diffKitchenSnapshots,
  finalHeadcount,
  seatViews,
  type KitchenSeat,
  type KitchenSnapshot,
} from '~/domain/kitchen/kitchen-sheet'
import { canonicalChoices } from '~/domain/kitchen/guest-details'
import { dietaryNeedsOf } from '~/domain/requests/dietary-counts'
import type { Db, Tx } from '../db/client'
import { events, guestChangeRequests, guests, kitchenSheetVersions } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { conflict, notFound } from '../lib/errors'
import { bookedMenuOf, type BookedMenu, type EventRow } from './booked-menu'
import { queueNewVersionForManagers, versionAcknowledgedEmail } from './kitchen-emails'

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

async function buildSnapshot(db: Db | Tx, event: EventRow, booked: BookedMenu): Promise<KitchenSnapshot> {
  const rows = await db
    .select()
    .from(guests)
    .where(and(eq(guests.eventId, event.id), eq(guests.rsvp, 'yes')))
    .orderBy(asc(guests.id))
  const seats: KitchenSeat[] = rows.flatMap((g) => {
    const d = g.details
    const own: KitchenSeat = {
      key: `g${g.id}`,
      name: g.name,
      companionOf: null,
      choices: canonicalChoices(booked.menu, d.choices),
      allergies: d.allergies,
      dietary: g.dietary,
    }
    if (!d.companion) return [own]
    return [
      own,
      {
        key: `g${g.id}+1`,
        name: d.companion.name,
        companionOf: g.name,
        choices: canonicalChoices(booked.menu, d.companion.choices),
        allergies: d.companion.allergies,
        dietary: [],
      },
    ]
  })
  const details = booked.request.details ?? {}
  const specialRequests = [
    // Her diets with how many guests each, then her words (a request's list of diets is not read here).
    ...[
      text(details.specialRequests),
      dietaryNeedsOf({ dietaryCounts: details.dietaryCounts, dietaryRestrictions: text(details.dietaryRestrictions) }),
      text(details.message),
    ].flatMap((x) => (x ? [x] : [])),
    ...rows.flatMap((g) => (g.notes.trim() ? [`${g.name}: ${g.notes.trim()}`] : [])),
  ]
  const dueAt = detailsLockAt(event, booked.finalDetailsHours)
  return {
    eventName: event.name,
    date: event.date,
    time: event.time,
    venueName: booked.venueName,
    spaceName: booked.spaceName,
    packageName: booked.packageName,
    bookedGuests: event.guestCount,
    detailsDueAt: dueAt ? dueAt.toISOString() : null,
    menu: booked.menu ?? { courses: [] },
    seats,
    specialRequests,
    contacts: [
      {
        role: 'Organiser',
        name: booked.request.name,
        email: booked.request.email,
        phone: booked.request.phone ?? null,
      },
    ],
  }
}

/**
 * Brings the event's kitchen sheet up to date: a new version (with its diff) when the event order
 * differs from the latest one, nothing otherwise. Returns the latest version's number, or null for
 * an event that is no confirmed venue booking. Call it inside the transaction that made the change.
 * The venue's managers are emailed each version after the first, with what changed (`publicUrl`
 * for the link to the sheet in their portal).
 */
export async function refreshKitchenSheet(tx: Tx, eventId: number, publicUrl: string): Promise<number | null> {
  // One writer per event at a time: the version numbers stay consecutive.
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update')
  if (!event) return null
  const booked = await bookedMenuOf(tx, event)
  if (!booked) return null
  const now = await buildSnapshot(tx, event, booked)
  const [latest] = await tx
    .select()
    .from(kitchenSheetVersions)
    .where(eq(kitchenSheetVersions.eventId, eventId))
    .orderBy(desc(kitchenSheetVersions.version))
    .limit(1)
  if (latest && canonicalJson(latest.snapshot) === canonicalJson(now)) return latest.version
  const version = (latest?.version ?? 0) + 1
  const diff = latest ? diffKitchenSnapshots(latest.snapshot, now) : []
  const changes = latest && !diff.length ? ['Details updated'] : diff
  await tx.insert(kitchenSheetVersions).values({ eventId, version, snapshot: now, changes })
  if (latest) await queueNewVersionForManagers(tx, { publicUrl, event, booked, version, changes })
  return version
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export async function changeRequestsOf(
  db: Db | Tx,
  eventIds: number[],
): Promise<(ChangeRequestView & { eventId: number })[]> {
  if (!eventIds.length) return []
  const rows = await db
    .select({ cr: guestChangeRequests, guestName: guests.name })
    .from(guestChangeRequests)
    .innerJoin(guests, eq(guests.id, guestChangeRequests.guestId))
    .where(inArray(guestChangeRequests.eventId, eventIds))
    .orderBy(desc(guestChangeRequests.createdAt), desc(guestChangeRequests.id))
  return rows.map(({ cr, guestName }) => ({
    id: cr.id,
    eventId: cr.eventId,
    guestName,
    status: cr.status,
    label: CHANGE_REQUEST_LABELS[cr.status],
    changes: cr.changes,
    createdAt: cr.createdAt.toISOString(),
    decidedAt: iso(cr.decidedAt),
  }))
}

/** The sheet of an event the caller may see (checked by the caller), refreshed first. */
export async function kitchenSheetOfEvent(
  db: Db,
  eventId: number,
  publicUrl: string,
  now = new Date(),
): Promise<KitchenSheet> {
  return db.transaction(async (tx) => {
    const version = await refreshKitchenSheet(tx, eventId, publicUrl)
    if (version === null) throw notFound(KITCHEN_MESSAGES.sheetNotFound)
    const [event] = await tx.select().from(events).where(eq(events.id, eventId))
    const booked = (await bookedMenuOf(tx, event))!
    const versions = await tx
      .select()
      .from(kitchenSheetVersions)
      .where(eq(kitchenSheetVersions.eventId, eventId))
      .orderBy(desc(kitchenSheetVersions.version))
    const latest = versions[0]
    const snapshot = latest.snapshot
    return {
      requestId: booked.requestId,
      eventId,
      reference: booked.reference,
      timezone: event.timezone,
      version: latest.version,
      createdAt: latest.createdAt.toISOString(),
      headcount: finalHeadcount(snapshot),
      acknowledgedVersion: versions.find((v) => v.acknowledgedAt)?.version ?? null,
      detailsLocked: areDetailsLocked(event, booked.finalDetailsHours, now),
      sheet: snapshot,
      seats: seatViews(snapshot),
      matrix: allergenMatrix(snapshot),
      versions: versions.map((v) => ({
        version: v.version,
        createdAt: v.createdAt.toISOString(),
        changes: v.changes,
        acknowledgedAt: iso(v.acknowledgedAt),
      })),
      changeRequests: (await changeRequestsOf(tx, [eventId])).map(({ eventId: _e, ...cr }) => cr),
    }
  })
}

/**
 * The venue read this version: acknowledged, with who and when (the organiser is emailed the first
 * time). Only the latest may be acknowledged.
 */
export async function acknowledgeKitchenSheet({
  db,
  eventId,
  version,
  userId,
  publicUrl,
}: {
  db: Db
  eventId: number
  version: number
  userId: number
  publicUrl: string
}) {
  return db.transaction(async (tx) => {
    const latest = await refreshKitchenSheet(tx, eventId, publicUrl)
    if (latest === null) throw notFound(KITCHEN_MESSAGES.sheetNotFound)
    if (version > latest) throw notFound(KITCHEN_MESSAGES.versionNotFound)
    if (version < latest) throw conflict(KITCHEN_MESSAGES.staleVersion)
    const [before] = await tx
      .select({ acknowledgedAt: kitchenSheetVersions.acknowledgedAt })
      .from(kitchenSheetVersions)
      .where(and(eq(kitchenSheetVersions.eventId, eventId), eq(kitchenSheetVersions.version, version)))
    if (!before.acknowledgedAt) {
      const [event] = await tx.select().from(events).where(eq(events.id, eventId))
      const booked = (await bookedMenuOf(tx, event))!
      await enqueueEmails(tx, [versionAcknowledgedEmail({ publicUrl, event, booked, version })])
    }
    const [row] = await tx
      .update(kitchenSheetVersions)
      .set({
        acknowledgedAt: sql`coalesce(${kitchenSheetVersions.acknowledgedAt}, now())`,
        acknowledgedBy: sql`coalesce(${kitchenSheetVersions.acknowledgedBy}, ${userId})`,
      })
      .where(and(eq(kitchenSheetVersions.eventId, eventId), eq(kitchenSheetVersions.version, version)))
      .returning()
    return { version: row.version, acknowledgedAt: row.acknowledgedAt!.toISOString() }
  })
}

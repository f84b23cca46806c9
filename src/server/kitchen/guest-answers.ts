// A guest's answer as the kitchen needs it: her details are checked against the booked
// menu; before the venue's final-details deadline they are saved and the kitchen sheet refreshed,
// after it they wait as a change request (one pending per guest, replaced by a newer one) that the
// venue accepts (applied, the sheet refreshed) or declines.
import { and, desc, eq } from 'drizzle-orm'
import {
  areDetailsLocked,
  CHANGE_REQUEST_LABELS,
  decideChangeRequest,
  detailsLockAt,
  LOCK_MESSAGES,
} from '~/domain/kitchen/details-lock'
import {
  canonicalChoices,
  checkChoices,
  conflictsOf,
  describeAnswerChanges,
  type GuestAnswer,
  type GuestDetails,
} from '~/domain/kitchen/guest-details'
import type { Menu } from '~/domain/kitchen/menu'
import type { ChangeRequestView } from '~/domain/kitchen/kitchen-api'
import type { Db, Tx } from '../db/client'
import { enqueueEmails } from '../email/outbox'
import { events, guestChangeRequests, guests, type ProposedGuestAnswer } from '../db/schema'
import { conflict, fieldErrors, notFound } from '../lib/errors'
import { bookedMenuOf, type EventRow } from './booked-menu'
import { changeRequestDecidedEmail, queueChangeRequestForManagers } from './kitchen-emails'
import { refreshKitchenSheet } from './kitchen-sheet'

type GuestRow = typeof guests.$inferSelect

const toView = (cr: typeof guestChangeRequests.$inferSelect, guestName: string): ChangeRequestView => ({
  id: cr.id,
  guestName,
  status: cr.status,
  label: CHANGE_REQUEST_LABELS[cr.status],
  changes: cr.changes,
  createdAt: cr.createdAt.toISOString(),
  decidedAt: cr.decidedAt?.toISOString() ?? null,
})

/** What the RSVP page shows a guest besides her answer: the menu, the deadline, her latest change request. */
export async function guestKitchenView(db: Db | Tx, event: EventRow, guest: GuestRow, now = new Date()) {
  const booked = await bookedMenuOf(db, event)
  const [latest] = await db
    .select()
    .from(guestChangeRequests)
    .where(eq(guestChangeRequests.guestId, guest.id))
    .orderBy(desc(guestChangeRequests.id))
    .limit(1)
  const dueAt = booked ? detailsLockAt(event, booked.finalDetailsHours) : null
  const menu: Menu | null = booked?.menu ?? null
  return {
    menu,
    detailsDueAt: dueAt ? dueAt.toISOString() : null,
    timezone: event.timezone,
    detailsLocked: booked ? areDetailsLocked(event, booked.finalDetailsHours, now) : false,
    changeRequest: latest ? toView(latest, guest.name) : null,
    conflicts: [
      ...conflictsOf(menu, guest.details),
      ...(guest.details.companion ? conflictsOf(menu, guest.details.companion) : []),
    ],
  }
}

const answerOf = (g: GuestRow): GuestAnswer => ({
  rsvp: g.rsvp,
  dietary: g.dietary,
  notes: g.notes,
  details: g.details,
})

/**
 * Saves a guest's answer, or after the deadline files it as a change request (the venue's managers
 * are emailed it). `proposed` is the whole answer (the fields the guest sent over what she had).
 * Runs in the caller's transaction.
 */
export async function applyGuestAnswer({
  tx,
  event,
  guest,
  proposed,
  publicUrl,
  now = new Date(),
}: {
  tx: Tx
  event: EventRow
  guest: GuestRow
  proposed: ProposedGuestAnswer
  publicUrl: string
  now?: Date
}): Promise<{ guest: GuestRow; changeRequest: ChangeRequestView | null; message: string | null }> {
  const booked = await bookedMenuOf(tx, event)
  const menu = booked?.menu ?? null
  let details: GuestDetails = guest.details
  if (proposed.details) {
    const errors = checkChoices(menu, proposed.details)
    if (Object.keys(errors).length) throw fieldErrors(errors, Object.values(errors)[0])
    details = {
      allergies: proposed.details.allergies,
      choices: canonicalChoices(menu, proposed.details.choices),
      companion: proposed.details.companion
        ? { ...proposed.details.companion, choices: canonicalChoices(menu, proposed.details.companion.choices) }
        : null,
    }
  }
  const after: GuestAnswer = {
    rsvp: proposed.rsvp,
    dietary: proposed.dietary ?? guest.dietary,
    notes: proposed.notes ?? guest.notes,
    details,
  }
  const changes = describeAnswerChanges(answerOf(guest), after)
  if (booked && areDetailsLocked(event, booked.finalDetailsHours, now)) {
    if (!changes.length) return { guest, changeRequest: null, message: null }
    // A newer request replaces the pending one: the venue answers what the guest wants now.
    await tx
      .delete(guestChangeRequests)
      .where(and(eq(guestChangeRequests.guestId, guest.id), eq(guestChangeRequests.status, 'pending')))
    const [cr] = await tx
      .insert(guestChangeRequests)
      .values({ eventId: event.id, guestId: guest.id, proposed: { ...after, rsvp: proposed.rsvp }, changes })
      .returning()
    await queueChangeRequestForManagers(tx, { publicUrl, event, booked, guestName: guest.name, changes })
    return { guest, changeRequest: toView(cr, guest.name), message: LOCK_MESSAGES.locked(booked.venueName) }
  }
  const [updated] = await tx
    .update(guests)
    .set({
      rsvp: after.rsvp as GuestRow['rsvp'],
      respondedAt: now,
      dietary: after.dietary,
      notes: after.notes,
      details: after.details,
    })
    .where(eq(guests.id, guest.id))
    .returning()
  await refreshKitchenSheet(tx, event.id, publicUrl)
  return { guest: updated, changeRequest: null, message: null }
}

/**
 * The venue's answer to a change request of one of its bookings (the venue checked by the caller);
 * the organiser is emailed it.
 */
export async function decideGuestChangeRequest({
  db,
  venueId,
  changeRequestId,
  decision,
  userId,
  publicUrl,
}: {
  db: Db
  venueId: number
  changeRequestId: number
  decision: 'accept' | 'decline'
  userId: number
  publicUrl: string
}): Promise<ChangeRequestView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ cr: guestChangeRequests, guest: guests, event: events })
      .from(guestChangeRequests)
      .innerJoin(guests, eq(guests.id, guestChangeRequests.guestId))
      .innerJoin(events, eq(events.id, guestChangeRequests.eventId))
      .where(and(eq(guestChangeRequests.id, changeRequestId), eq(events.venueId, venueId)))
      .for('update', { of: guestChangeRequests })
    if (!row) throw notFound(LOCK_MESSAGES.changeRequestNotFound)
    const next = decideChangeRequest(row.cr.status, decision)
    if (!next) throw conflict(LOCK_MESSAGES.notPending)
    if (next === 'accepted') {
      const p = row.cr.proposed
      await tx
        .update(guests)
        .set({
          rsvp: p.rsvp,
          respondedAt: new Date(),
          ...(p.dietary ? { dietary: p.dietary } : {}),
          ...(p.notes !== undefined ? { notes: p.notes } : {}),
          ...(p.details ? { details: p.details } : {}),
        })
        .where(eq(guests.id, row.guest.id))
    }
    const [cr] = await tx
      .update(guestChangeRequests)
      .set({ status: next, decidedAt: new Date(), decidedBy: userId })
      .where(eq(guestChangeRequests.id, changeRequestId))
      .returning()
    if (next === 'accepted') await refreshKitchenSheet(tx, row.cr.eventId, publicUrl)
    const booked = await bookedMenuOf(tx, row.event)
    if (booked)
      await enqueueEmails(tx, [
        changeRequestDecidedEmail({
          publicUrl,
          event: row.event,
          booked,
          guestName: row.guest.name,
          status: next,
          changes: cr.changes,
        }),
      ])
    return toView(cr, row.guest.name)
  })
}

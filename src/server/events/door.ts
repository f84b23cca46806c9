// The count at the door: one record for the host's side and the venue's. Who may use it:
// the event's host and co-hosts, and the managers of its venue (they check guests in too); anyone
// else gets the event's 404. A check-in is a row with its time and who made it; undo marks the row;
// the partial unique index check_ins_live_key keeps one live check-in per guest, so two phones
// checking in one guest at the same moment count them once.
import crypto from 'node:crypto'
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm'
import {
  checkInOutcomeText,
  DOOR_CODE_ALPHABET,
  DOOR_CODE_LENGTH,
  DOOR_MESSAGES,
  readDoorInput,
  type CheckInInput,
  type CheckInResult,
  type Door,
  type WalkInInput,
} from '~/domain/events/door'
import { iso } from './event-records'
import type { Db, Tx } from '../db/client'
import { checkIns, eventMembers, events, guests, proposals, users, venueMembers } from '../db/schema'
import { conflict, notFound } from '../lib/errors'
import { eventNotFound, type EventRow } from './event-access'
import { newRsvpToken } from './guests'

/** A guest's door code: 8 characters from the SHA-256 of their RSVP token (shown with its QR code). */
export function doorCodeOf(rsvpToken: string): string {
  const digest = crypto.createHash('sha256').update(`door:${rsvpToken}`).digest()
  let code = ''
  for (let i = 0; i < DOOR_CODE_LENGTH; i++) code += DOOR_CODE_ALPHABET[digest[i] % DOOR_CODE_ALPHABET.length]
  return code
}

/** The event, if the caller is its host, a co-host or a manager of its venue (404 otherwise). */
export async function findEventAtDoor({
  db,
  eventId,
  userId,
  forUpdate = false,
}: {
  db: Db | Tx
  eventId: number
  userId: number
  forUpdate?: boolean
}): Promise<EventRow> {
  const member = sql`exists (select 1 from ${eventMembers} where ${eventMembers.eventId} = ${events.id} and ${eventMembers.userId} = ${userId})`
  const manager = sql`exists (select 1 from ${venueMembers} where ${venueMembers.venueId} = ${events.venueId} and ${venueMembers.userId} = ${userId})`
  const query = db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), or(member, manager)))
  const [event] = forUpdate ? await query.for('update') : await query
  if (!event) throw eventNotFound()
  return event
}

/** The headcount checked in now. */
export async function doorCountOf(db: Db | Tx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(and(eq(checkIns.eventId, eventId), isNull(checkIns.undoneAt)))
  return row.n
}

/** The agreed headcount: the accepted quote's guests. */
async function guaranteeOf(db: Db | Tx, event: EventRow): Promise<number | null> {
  if (!event.requestId) return null
  const [accepted] = await db
    .select({ guests: proposals.guests })
    .from(proposals)
    .where(and(eq(proposals.requestId, event.requestId), eq(proposals.status, 'accepted')))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(1)
  return accepted?.guests ?? null
}

export async function getDoor({
  db,
  eventId,
  userId,
}: {
  db: Db | Tx
  eventId: number
  userId: number
}): Promise<Door> {
  const event = await findEventAtDoor({ db, eventId, userId })
  const rows = await db
    .select({
      guest: guests,
      at: checkIns.checkedInAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(guests)
    .leftJoin(checkIns, and(eq(checkIns.guestId, guests.id), isNull(checkIns.undoneAt)))
    .leftJoin(users, eq(users.id, checkIns.checkedInBy))
    .where(eq(guests.eventId, event.id))
    .orderBy(asc(guests.name), asc(guests.id))
  return {
    eventId: event.id,
    eventName: event.name,
    venueName: event.venueName,
    date: event.date,
    time: event.time,
    count: rows.filter((r) => r.at).length,
    guaranteeGuests: await guaranteeOf(db, event),
    guests: rows.map((r) => ({
      id: r.guest.id,
      name: r.guest.name,
      affiliation: r.guest.affiliation,
      rsvp: r.guest.rsvp,
      walkIn: r.guest.walkIn,
      checkedIn: r.at ? { at: iso(r.at)!, by: [r.firstName, r.lastName].filter(Boolean).join(' ') || null } : null,
    })),
  }
}

function refuseCancelled(event: EventRow) {
  if (event.status === 'cancelled') throw conflict(DOOR_MESSAGES.cancelled)
}

/**
 * Inserts the guest's live check-in unless there is one: a second phone's tap changes nothing.
 * Answers whether this call checked the guest in.
 */
async function checkInGuest(tx: Tx, event: EventRow, guestId: number, userId: number): Promise<boolean> {
  const inserted = await tx
    .insert(checkIns)
    .values({ eventId: event.id, guestId, checkedInBy: userId })
    .onConflictDoNothing({ target: checkIns.guestId, where: sql`${checkIns.undoneAt} is null` })
    .returning({ id: checkIns.id })
  return inserted.length > 0
}

/** By the guest's id (the list) or the code a scan or the keyboard gave (a code, or the RSVP link). */
export async function checkIn({
  db,
  eventId,
  userId,
  input,
}: {
  db: Db
  eventId: number
  userId: number
  input: CheckInInput
}): Promise<CheckInResult> {
  const outcome = await db.transaction(async (tx) => {
    const event = await findEventAtDoor({ db: tx, eventId, userId })
    refuseCancelled(event)
    const list = await tx
      .select({ id: guests.id, name: guests.name, rsvpToken: guests.rsvpToken })
      .from(guests)
      .where(eq(guests.eventId, event.id))
    let guest: (typeof list)[number] | undefined
    if (input.guestId !== undefined) {
      guest = list.find((g) => g.id === input.guestId)
      if (!guest) throw notFound(DOOR_MESSAGES.guestNotFound)
    } else {
      const read = readDoorInput(input.code ?? '')
      guest = read
        ? list.find((g) => ('token' in read ? g.rsvpToken === read.token : doorCodeOf(g.rsvpToken) === read.code))
        : undefined
      if (!guest) throw notFound(DOOR_MESSAGES.codeNotFound)
    }
    const alreadyCheckedIn = !(await checkInGuest(tx, event, guest.id, userId))
    return { guestId: guest.id, name: guest.name, alreadyCheckedIn }
  })
  return { ...(await getDoor({ db, eventId, userId })), outcome: { ...outcome, message: checkInOutcomeText(outcome) } }
}

/** A guest nobody invited: added to the list (marked a walk-in) and checked in, in one step. */
export async function addWalkIn({
  db,
  eventId,
  userId,
  input,
}: {
  db: Db
  eventId: number
  userId: number
  input: WalkInInput
}): Promise<Door> {
  await db.transaction(async (tx) => {
    const event = await findEventAtDoor({ db: tx, eventId, userId, forUpdate: true })
    refuseCancelled(event)
    const [guest] = await tx
      .insert(guests)
      .values({
        eventId: event.id,
        name: input.name,
        affiliation: input.affiliation ?? null,
        walkIn: true,
        rsvp: 'yes',
        respondedAt: new Date(),
        rsvpToken: newRsvpToken(),
      })
      .returning({ id: guests.id })
    await checkInGuest(tx, event, guest.id, userId)
  })
  return getDoor({ db, eventId, userId })
}

/** Undo a check-in (a wrong tap): the row stays, marked with when and by whom it was undone. */
export async function undoCheckIn({
  db,
  eventId,
  guestId,
  userId,
}: {
  db: Db
  eventId: number
  guestId: number
  userId: number
}): Promise<Door> {
  await db.transaction(async (tx) => {
    const event = await findEventAtDoor({ db: tx, eventId, userId })
    refuseCancelled(event)
    const undone = await tx
      .update(checkIns)
      .set({ undoneAt: new Date(), undoneBy: userId })
      .where(and(eq(checkIns.eventId, event.id), eq(checkIns.guestId, guestId), isNull(checkIns.undoneAt)))
      .returning({ id: checkIns.id })
    if (!undone.length) throw notFound(DOOR_MESSAGES.notCheckedIn)
  })
  return getDoor({ db, eventId, userId })
}

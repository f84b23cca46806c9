// The guest list: host and co-hosts add guests (one, or a pasted list), edit them, email them
// their own RSVP link; the summary counts answers and dietary needs.
import crypto from 'node:crypto'
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { EVENT_MESSAGES } from '~/domain/events/event'
import { eventStatus } from '~/domain/events/event-status'
import type { AddGuestsInput, Guest, GuestList, UpdateGuestInput } from '~/domain/events/guest'
import {
  dietarySummaryOf,
  GUEST_MESSAGES,
  headcountOf,
  normaliseDietary,
  parseGuestList,
  type ParsedGuest,
} from '~/domain/events/guest-list'
import type { Db, Tx } from '../db/client'
import { guests, users } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { invitationAttachment } from './guest-calendar'
import { conflict, fieldError, fieldErrors, notFound } from '../lib/errors'
import { findEventForMember, type EventRow } from './event-access'
import { guestInvitationEmail } from './event-emails'
import { fullName, iso } from './event-records'
import { notifyEventChanged } from './chat-notify'
import { refreshKitchenSheet } from '../kitchen/kitchen-sheet'

export const GUEST_NOT_FOUND = 'Guest not found'

export const newRsvpToken = () => crypto.randomBytes(24).toString('base64url')
export const rsvpUrl = (publicUrl: string, publicId: string, token: string) =>
  `${publicUrl}/e/${publicId}?guest=${token}`

type GuestRow = typeof guests.$inferSelect

const toGuest = (g: GuestRow, publicUrl: string, event: Pick<EventRow, 'publicId'>): Guest => ({
  id: g.id,
  name: g.name,
  email: g.email,
  dietary: g.dietary,
  notes: g.notes,
  affiliation: g.affiliation,
  rsvp: g.rsvp,
  respondedAt: iso(g.respondedAt),
  invitedAt: iso(g.invitedAt),
  rsvpUrl: rsvpUrl(publicUrl, event.publicId, g.rsvpToken),
})

export async function listGuests({
  db,
  eventId,
  userId,
  publicUrl,
}: {
  db: Db
  eventId: number
  userId: number
  publicUrl: string
}): Promise<GuestList> {
  const { event } = await findEventForMember({ db, eventId, userId })
  const rows = await db.select().from(guests).where(eq(guests.eventId, eventId)).orderBy(asc(guests.id))
  return {
    guests: rows.map((g) => toGuest(g, publicUrl, event)),
    headcount: headcountOf(rows),
    dietary: dietarySummaryOf(rows),
  }
}

async function emailsOnList(tx: Tx, eventId: number, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set()
  const rows = await tx
    .select({ email: guests.email })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), inArray(sql`lower(${guests.email})`, emails)))
  return new Set(rows.map((r) => r.email!.toLowerCase()))
}

/**
 * All or nothing: a pasted list with a bad line adds nobody and answers 400 with one error per
 * line (`line.3`), so the planner fixes the text and pastes it again.
 */
export async function addGuests({
  db,
  eventId,
  userId,
  input,
  publicUrl,
}: {
  db: Db
  eventId: number
  userId: number
  input: AddGuestsInput
  publicUrl: string
}): Promise<Guest[]> {
  return db.transaction(async (tx) => {
    const { event } = await findEventForMember({ db: tx, eventId, userId, forUpdate: true })
    let toAdd: (ParsedGuest & { dietary: string[]; notes: string })[]
    if (input.kind === 'list') {
      const { guests: parsed, errors } = parseGuestList(input.text)
      const taken = await emailsOnList(
        tx,
        eventId,
        parsed.flatMap((g) => (g.email ? [g.email] : [])),
      )
      for (const g of parsed) {
        if (g.email && taken.has(g.email))
          errors.push({ line: g.line, text: g.email, message: GUEST_MESSAGES.duplicateEmail })
      }
      if (!parsed.length && !errors.length) throw fieldError('text', GUEST_MESSAGES.emptyList)
      if (errors.length) {
        errors.sort((a, b) => a.line - b.line)
        const fields = Object.fromEntries(errors.map((e) => [`line.${e.line}`, e.message]))
        const first = errors[0]
        throw fieldErrors(fields, `Line ${first.line}: ${first.message}`)
      }
      toAdd = parsed.map((g) => ({ name: g.name, email: g.email, dietary: [], notes: '' }))
    } else {
      const g = input.guest
      if (g.email && (await emailsOnList(tx, eventId, [g.email])).size) {
        throw conflict(GUEST_MESSAGES.duplicateEmail, { email: GUEST_MESSAGES.duplicateEmail })
      }
      toAdd = [{ name: g.name, email: g.email, dietary: normaliseDietary(g.dietary), notes: g.notes }]
    }
    const rows = await tx
      .insert(guests)
      .values(
        toAdd.map((g) => ({
          eventId,
          name: g.name,
          email: g.email,
          dietary: g.dietary,
          notes: g.notes,
          rsvpToken: newRsvpToken(),
        })),
      )
      .returning()
    await notifyEventChanged(tx, eventId, 'guests')
    return rows.map((g) => toGuest(g, publicUrl, event))
  })
}

export async function updateGuest({
  db,
  eventId,
  guestId,
  userId,
  input,
  publicUrl,
}: {
  db: Db
  eventId: number
  guestId: number
  userId: number
  input: UpdateGuestInput
  publicUrl: string
}): Promise<Guest> {
  return db.transaction(async (tx) => {
    const { event } = await findEventForMember({ db: tx, eventId, userId, forUpdate: true })
    if (input.email) {
      const [other] = await tx
        .select({ id: guests.id })
        .from(guests)
        .where(
          and(
            eq(guests.eventId, eventId),
            eq(sql`lower(${guests.email})`, input.email),
            sql`${guests.id} <> ${guestId}`,
          ),
        )
      if (other) throw conflict(GUEST_MESSAGES.duplicateEmail, { email: GUEST_MESSAGES.duplicateEmail })
    }
    const [updated] = await tx
      .update(guests)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.dietary !== undefined ? { dietary: normaliseDietary(input.dietary) } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.affiliation !== undefined ? { affiliation: input.affiliation || null } : {}),
        ...(input.rsvp !== undefined ? { rsvp: input.rsvp, respondedAt: input.rsvp === null ? null : new Date() } : {}),
        id: sql`${guests.id}`,
      })
      .where(and(eq(guests.eventId, eventId), eq(guests.id, guestId)))
      .returning()
    if (!updated) throw notFound(GUEST_NOT_FOUND)
    await refreshKitchenSheet(tx, eventId, publicUrl)
    await notifyEventChanged(tx, eventId, 'guests')
    return toGuest(updated, publicUrl, event)
  })
}

export async function deleteGuest({
  db,
  eventId,
  guestId,
  userId,
  publicUrl,
}: {
  db: Db
  eventId: number
  guestId: number
  userId: number
  publicUrl: string
}): Promise<void> {
  await db.transaction(async (tx) => {
    await findEventForMember({ db: tx, eventId, userId, forUpdate: true })
    const deleted = await tx
      .delete(guests)
      .where(and(eq(guests.eventId, eventId), eq(guests.id, guestId)))
      .returning({ id: guests.id })
    if (!deleted.length) throw notFound(GUEST_NOT_FOUND)
    await refreshKitchenSheet(tx, eventId, publicUrl)
  })
  await notifyEventChanged(db, eventId, 'guests')
}

/** Emails each chosen guest (all by default) who has an address their own RSVP link. */
export async function inviteGuests({
  db,
  eventId,
  userId,
  guestIds,
  publicUrl,
  mailFrom,
  now = new Date(),
}: {
  db: Db
  eventId: number
  userId: number
  guestIds?: number[]
  publicUrl: string
  /** The organiser named in the calendar invitation each email carries. */
  mailFrom: string
  now?: Date
}) {
  const result = await db.transaction(async (tx) => {
    const { event } = await findEventForMember({ db: tx, eventId, userId, forUpdate: true })
    const status = eventStatus(event, now)
    if (status === 'cancelled') throw conflict(EVENT_MESSAGES.cancelled)
    if (status === 'past') throw conflict(EVENT_MESSAGES.alreadyPast)
    const ids = guestIds ? [...new Set(guestIds)] : undefined
    const chosen = await tx
      .select()
      .from(guests)
      .where(
        ids
          ? and(eq(guests.eventId, eventId), inArray(guests.id, ids.length ? ids : [0]))
          : and(eq(guests.eventId, eventId), isNotNull(guests.email)),
      )
      .orderBy(asc(guests.id))
    if (ids && chosen.length !== ids.length) throw notFound(GUEST_NOT_FOUND)
    const [host] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, event.hostUserId ?? userId))
    const withEmail = chosen.filter((g) => g.email)
    await enqueueEmails(
      tx,
      withEmail.map((g) => ({
        ...guestInvitationEmail({
          to: g.email!,
          guestName: g.name,
          hostName: fullName(host ?? { firstName: '', lastName: '' }) || 'Your host',
          event,
          rsvpUrl: rsvpUrl(publicUrl, event.publicId, g.rsvpToken),
        }),
        attachments: [
          invitationAttachment({
            event,
            method: 'REQUEST',
            attendee: { name: g.name, email: g.email! },
            config: { PUBLIC_URL: publicUrl, MAIL_FROM: mailFrom },
            now,
          }),
        ],
      })),
    )
    if (withEmail.length) {
      await tx
        .update(guests)
        .set({ invitedAt: now })
        .where(
          inArray(
            guests.id,
            withEmail.map((g) => g.id),
          ),
        )
      await notifyEventChanged(tx, eventId, 'guests')
    }
    return { sent: withEmail.length, skipped: chosen.filter((g) => !g.email).map((g) => ({ id: g.id, name: g.name })) }
  })
  return result
}

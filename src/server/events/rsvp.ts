// The public event page and RSVP (no sign-in): a guest's link carries their own token.
import { and, eq } from 'drizzle-orm'
import { EVENT_MESSAGES } from '~/domain/events/event'
import { eventStatus } from '~/domain/events/event-status'
import { RSVP_MESSAGES, type PublicEvent, type RsvpInput } from '~/domain/events/guest'
import { normaliseDietary } from '~/domain/events/guest-list'
import type { Db, Tx } from '../db/client'
import { events, guests } from '../db/schema'
import { AppError, conflict, notFound } from '../lib/errors'
import { applyGuestAnswer, guestKitchenView } from '../kitchen/guest-answers'
import { notifyEventChanged } from './chat-notify'
import { doorCodeOf } from './door'
import type { Config } from '../config'
import { invitationIcs } from './guest-calendar'

const PUBLIC_ID_RE = /^[A-Za-z0-9_-]{1,64}$/
const TOKEN_RE = /^[A-Za-z0-9_-]{1,100}$/

async function findPublicEvent(db: Db | Tx, publicId: string, forUpdate = false) {
  if (!PUBLIC_ID_RE.test(publicId)) throw notFound(EVENT_MESSAGES.notFound)
  const query = db.select().from(events).where(eq(events.publicId, publicId))
  // The event before its guest, as the host's edits lock them: the kitchen sheet's refresh locks the event too.
  const [event] = forUpdate ? await query.for('update') : await query
  if (!event) throw notFound(EVENT_MESSAGES.notFound)
  return event
}

/** The event exists, the link's guest does not: the page tells an out-of-date RSVP link from a wrong event link. */
const guestNotFound = () => new AppError('guest_not_found', RSVP_MESSAGES.invitationNotFound)

async function findGuest(db: Db | Tx, eventId: number, token: string, forUpdate = false) {
  if (!TOKEN_RE.test(token)) throw guestNotFound()
  const query = db
    .select()
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.rsvpToken, token)))
  const [guest] = forUpdate ? await query.for('update') : await query
  if (!guest) throw guestNotFound()
  return guest
}

const guestView = (g: typeof guests.$inferSelect) => ({
  name: g.name,
  rsvp: g.rsvp,
  dietary: g.dietary,
  notes: g.notes,
  doorCode: doorCodeOf(g.rsvpToken),
  details: g.details,
})

export async function getPublicEvent({
  db,
  publicId,
  guestToken,
  now = new Date(),
}: {
  db: Db
  publicId: string
  guestToken?: string
  now?: Date
}): Promise<PublicEvent> {
  const event = await findPublicEvent(db, publicId)
  const guest = guestToken !== undefined ? await findGuest(db, event.id, guestToken) : null
  return {
    publicId: event.publicId,
    name: event.name,
    date: event.date,
    time: event.time,
    venueName: event.venueName,
    location: event.location,
    status: eventStatus(event, now),
    guest: guest ? guestView(guest) : null,
    kitchen: guest ? await guestKitchenView(db, event, guest, now) : null,
  }
}

/** A guest's "Add to calendar" file: the event as it stands (METHOD:PUBLISH), for the guest's own link only. */
export async function guestCalendarFile({
  db,
  publicId,
  guestToken,
  config,
}: {
  db: Db
  publicId: string
  guestToken: string
  config: Pick<Config, 'PUBLIC_URL' | 'MAIL_FROM'>
}): Promise<string> {
  const event = await findPublicEvent(db, publicId)
  await findGuest(db, event.id, guestToken)
  return invitationIcs({ event, method: 'PUBLISH', config })
}

export async function respondToInvitation({
  db,
  publicId,
  input,
  publicUrl,
  now = new Date(),
}: {
  db: Db
  publicId: string
  input: RsvpInput
  publicUrl: string
  now?: Date
}) {
  const result = await db.transaction(async (tx) => {
    const event = await findPublicEvent(tx, publicId, true)
    const guest = await findGuest(tx, event.id, input.token, true)
    const status = eventStatus(event, now)
    if (status === 'cancelled') throw conflict(EVENT_MESSAGES.cancelled)
    if (status === 'past') throw conflict(EVENT_MESSAGES.alreadyPast)
    const saved = await applyGuestAnswer({
      tx,
      event,
      guest,
      now,
      publicUrl,
      proposed: {
        rsvp: input.answer,
        ...(input.dietary !== undefined ? { dietary: normaliseDietary(input.dietary) } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.details !== undefined ? { details: input.details } : {}),
      },
    })
    return {
      event,
      guest: guestView(saved.guest),
      kitchen: await guestKitchenView(tx, event, saved.guest, now),
      message: saved.message,
    }
  })
  await notifyEventChanged(db, result.event.id, 'guests')
  return { guest: result.guest, kitchen: result.kitchen, message: result.message }
}

// The public event page and RSVP (no sign-in): a guest's link carries their own token.
import { and, eq } from 'drizzle-orm'
import { EVENT_MESSAGES } from '~/domain/events/event'
import { eventStatus } from '~/domain/events/event-status'
import { RSVP_MESSAGES, type PublicEvent, type RsvpInput } from '~/domain/events/guest'
import { normaliseDietary } from '~/domain/events/guest-list'
import type { Db } from '../db/client'
import { events, guests } from '../db/schema'
import { AppError, conflict, notFound } from '../lib/errors'
import { notifyEventChanged } from './chat-notify'
import type { Config } from '../config'
import { invitationIcs } from './guest-calendar'

const PUBLIC_ID_RE = /^[A-Za-z0-9_-]{1,64}$/
const TOKEN_RE = /^[A-Za-z0-9_-]{1,100}$/

async function findPublicEvent(db: Db, publicId: string) {
  if (!PUBLIC_ID_RE.test(publicId)) throw notFound(EVENT_MESSAGES.notFound)
  const [event] = await db.select().from(events).where(eq(events.publicId, publicId))
  if (!event) throw notFound(EVENT_MESSAGES.notFound)
  return event
}

/** The event exists, the link's guest does not: the page tells an out-of-date RSVP link from a wrong event link. */
const guestNotFound = () => new AppError('guest_not_found', RSVP_MESSAGES.invitationNotFound)

async function findGuest(db: Db, eventId: number, token: string) {
  if (!TOKEN_RE.test(token)) throw guestNotFound()
  const [guest] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.rsvpToken, token)))
  if (!guest) throw guestNotFound()
  return guest
}

const guestView = (g: typeof guests.$inferSelect) => ({
  name: g.name,
  rsvp: g.rsvp,
  dietary: g.dietary,
  notes: g.notes,
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
  now = new Date(),
}: {
  db: Db
  publicId: string
  input: RsvpInput
  now?: Date
}) {
  const event = await findPublicEvent(db, publicId)
  const guest = await findGuest(db, event.id, input.token)
  const status = eventStatus(event, now)
  if (status === 'cancelled') throw conflict(EVENT_MESSAGES.cancelled)
  if (status === 'past') throw conflict(EVENT_MESSAGES.alreadyPast)
  const [updated] = await db
    .update(guests)
    .set({
      rsvp: input.answer,
      respondedAt: now,
      ...(input.dietary !== undefined ? { dietary: normaliseDietary(input.dietary) } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    })
    .where(eq(guests.id, guest.id))
    .returning()
  await notifyEventChanged(db, event.id, 'guests')
  return { guest: guestView(updated) }
}

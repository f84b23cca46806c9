// The host dashboard's events: list, create, detail, cancel.
import crypto from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { CITIES, matchCity } from '~/domain/cities'
import {
  DEFAULT_EVENT_TIMEZONE,
  EVENT_MESSAGES,
  type CreateEventInput,
  type EventDetail,
  type EventSummary,
} from '~/domain/events/event'
import { eventStatus, isBeforeToday } from '~/domain/events/event-status'
import { headcountOf } from '~/domain/events/guest-list'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { cities, eventMembers, events, guests, invitations, reviews, users, venues } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { conflict, fieldError } from '../lib/errors'
import { bookedEventCancelHook } from './booked-event-hooks'
import { assertHost, findEventForMember, type EventAccess } from './event-access'
import { eventCancelledEmail } from './event-emails'
import { fullName, iso, toEventSummary } from './event-records'
import { notifyEventChanged } from './chat-notify'

/** The id in guests' RSVP links: random, url-safe, not guessable from the numeric id. */
export const newPublicId = () => crypto.randomBytes(12).toString('base64url')

/**
 * Counts for the event row of the outer query. Its id is written table-qualified on purpose: in a
 * single-table select Drizzle renders `events.id` as a bare "id", which inside these subqueries
 * would name the task's (or member's) own id and count another event's rows.
 */
const outerEventId = sql`${events}.${sql.identifier(events.id.name)}`
const countsOf = () => ({
  tasksTotal: sql<number>`(select count(*)::int from tasks t where t.event_id = ${outerEventId})`,
  tasksCompleted: sql<number>`(select count(*)::int from tasks t where t.event_id = ${outerEventId} and t.completed)`,
  coHosts: sql<number>`(select count(*)::int from event_members m where m.event_id = ${outerEventId} and m.role = 'cohost')`,
})

/** When the event starts: its date and time of day, read in the event's own timezone. */
const startsAt = sql`(${events.date} + ${events.time}) at time zone ${events.timezone}`

export async function listEvents({
  db,
  userId,
  now = new Date(),
}: {
  db: Db
  userId: number
  now?: Date
}): Promise<EventSummary[]> {
  const rows = await db
    .select({ event: events, role: eventMembers.role, ...countsOf() })
    .from(events)
    .innerJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId)))
    .orderBy(asc(startsAt), asc(events.id))
  return rows.map((r) => toEventSummary(r.event, r, now))
}

async function summaryOf({ db, access, now }: { db: Db | Tx; access: EventAccess; now?: Date }): Promise<EventSummary> {
  const [counts] = await db.select(countsOf()).from(events).where(eq(events.id, access.event.id))
  return toEventSummary(access.event, { role: access.role, ...counts }, now)
}

/** Where the event happens: a catalogue venue (name, address, city timezone) or free text. */
async function placeOf(db: Db | Tx, input: CreateEventInput) {
  if (input.venueId !== undefined) {
    const [venue] = await db
      .select({
        id: venues.id,
        name: venues.name,
        address: venues.address,
        citySlug: venues.citySlug,
        timezone: cities.timezone,
      })
      .from(venues)
      .innerJoin(cities, eq(cities.slug, venues.citySlug))
      .where(and(eq(venues.id, input.venueId), eq(venues.status, 'active')))
    if (!venue) throw fieldError('venueId', EVENT_MESSAGES.venueNotFound)
    return {
      venueId: venue.id,
      venueName: venue.name,
      location: venue.address,
      citySlug: venue.citySlug,
      timezone: venue.timezone,
    }
  }
  const location = input.location ?? ''
  const match = matchCity(location, CITIES)
  const city = match.kind === 'unsupported' ? null : match.city
  return {
    venueId: null,
    venueName: null,
    location,
    citySlug: city?.slug ?? null,
    timezone: city?.timezone ?? DEFAULT_EVENT_TIMEZONE,
  }
}

export async function createEvent({
  db,
  userId,
  input,
  now = new Date(),
}: {
  db: Db
  userId: number
  input: CreateEventInput
  now?: Date
}): Promise<EventSummary> {
  const place = await placeOf(db, input)
  if (isBeforeToday(input.date, place.timezone, now)) throw fieldError('date', EVENT_MESSAGES.datePast)
  const event = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(events)
      .values({
        publicId: newPublicId(),
        hostUserId: userId,
        name: input.name,
        date: input.date,
        time: input.time,
        guestCount: input.guestCount,
        ...place,
      })
      .returning()
    await tx.insert(eventMembers).values({ eventId: created.id, userId, role: 'host' })
    return created
  })
  return toEventSummary(event, { role: 'host', tasksTotal: 0, tasksCompleted: 0, coHosts: 0 }, now)
}

export async function getEventDetail({
  db,
  eventId,
  userId,
  now = new Date(),
}: {
  db: Db
  eventId: number
  userId: number
  now?: Date
}): Promise<EventDetail> {
  const access = await findEventForMember({ db, eventId, userId })
  const summary = await summaryOf({ db, access, now })
  const members = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: eventMembers.role,
    })
    .from(eventMembers)
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .where(eq(eventMembers.eventId, eventId))
    .orderBy(sql`${eventMembers.role} = 'cohost'`, asc(eventMembers.createdAt), asc(users.id))
  const pending =
    access.role === 'host'
      ? await db
          .select({
            id: invitations.id,
            email: invitations.email,
            status: invitations.status,
            createdAt: invitations.createdAt,
          })
          .from(invitations)
          .where(and(eq(invitations.eventId, eventId), eq(invitations.status, 'pending')))
          .orderBy(asc(invitations.id))
      : []
  const answers = await db.select({ rsvp: guests.rsvp }).from(guests).where(eq(guests.eventId, eventId))
  const [review] = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      authorName: reviews.authorName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.eventId, eventId))
  return {
    ...summary,
    members: members.map((m) => ({ ...m, name: fullName(m) })),
    invitations: pending.map((i) => ({ ...i, createdAt: iso(i.createdAt)! })),
    guests: headcountOf(answers),
    review: review ? { ...review, createdAt: iso(review.createdAt)! } : null,
    canReview: access.role === 'host' && summary.status === 'past' && access.event.venueId !== null && !review,
  }
}

/**
 * Host only. The event is kept and shown as cancelled to everyone; each co-host is emailed in the
 * same transaction. Cancelling twice answers the cancelled event again without mailing again. An
 * event that is a booking is cancelled by the booking's owner (booked-event-hooks.ts): its refunds,
 * its space, its request, the venue and our team go with it.
 */
export async function cancelEvent({
  db,
  config,
  eventId,
  userId,
  now = new Date(),
}: {
  db: Db
  config: Config
  eventId: number
  userId: number
  now?: Date
}): Promise<EventSummary> {
  const publicUrl = config.PUBLIC_URL
  const booked = bookedEventCancelHook()
  const before = await findEventForMember({ db, eventId, userId })
  if (booked && before.event.requestId !== null && eventStatus(before.event, now) === 'upcoming') {
    assertHost(before, EVENT_MESSAGES.hostOnlyCancel)
    await booked({ db, config, requestId: before.event.requestId, userId })
    return summaryOf({ db, access: await findEventForMember({ db, eventId, userId }), now })
  }
  const result = await db.transaction(async (tx) => {
    const access = await findEventForMember({ db: tx, eventId, userId, forUpdate: true })
    assertHost(access, EVENT_MESSAGES.hostOnlyCancel)
    const status = eventStatus(access.event, now)
    if (status === 'cancelled') return { access, mailed: false }
    if (status === 'past') throw conflict(EVENT_MESSAGES.alreadyPast)
    const [cancelled] = await tx
      .update(events)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(events.id, eventId), eq(events.hostUserId, userId), eq(events.status, 'upcoming')))
      .returning()
    const [host] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
    const coHosts = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.role, 'cohost')))
    await enqueueEmails(
      tx,
      coHosts.map((c) =>
        eventCancelledEmail({
          to: c.email,
          firstName: c.firstName,
          hostName: fullName(host),
          event: cancelled,
          publicUrl,
        }),
      ),
    )
    await notifyEventChanged(tx, eventId, 'event')
    return { access: { ...access, event: cancelled }, mailed: coHosts.length > 0 }
  })
  return summaryOf({ db, access: result.access, now })
}

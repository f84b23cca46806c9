// Calendar invitations for an event's host and guests: RFC 5545 with iTIP's METHOD
// (RFC 5546): REQUEST with the invitation and each update, CANCEL when the booking is cancelled. One
// UID per event, so a calendar replaces the entry it already has; SEQUENCE (events.calendar_sequence)
// goes up on each change of date or time, so the newer invitation wins.
import { TZDate } from '@date-fns/tz'
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { addDaysToDate } from '~/domain/search-dates'
import { displayDate, zonedInstant } from '~/domain/time'
import type { Config } from '../config'
import type { Tx } from '../db/client'
import { events, guests, users, type OutboxAttachment } from '../db/schema'
import { enqueueEmails, type OutboxMessage } from '../email/outbox'
import { firstNameOf } from '../email/email-parts'
import { buildVtimezone } from '../lib/vtimezone'
import type { EventRow } from './event-access'

/** Events have no end time on record: the invitation blocks this long from the start. */
export const INVITATION_EVENT_HOURS = 3
export const CALENDAR_EMAIL_TEMPLATES = { update: 'event.calendar_update', cancel: 'event.calendar_cancel' } as const

type CalendarEvent = Pick<
  EventRow,
  'publicId' | 'name' | 'date' | 'time' | 'timezone' | 'venueName' | 'location' | 'calendarSequence'
>
type Method = 'REQUEST' | 'CANCEL' | 'PUBLISH'

/** The address in MAIL_FROM ('Bountiful <callie@…>' or a bare address). */
const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim()
const hostOf = (publicUrl: string) => new URL(publicUrl).hostname

/** The invitation's UID: the same for every version of the event. */
export const invitationUid = (event: Pick<EventRow, 'publicId'>, publicUrl: string) =>
  `event-${event.publicId}@${hostOf(publicUrl)}`

/**
 * The iCalendar text of one event for one recipient. PUBLISH (no attendee) is the "Add to calendar"
 * download; REQUEST and CANCEL name the recipient as the attendee, as calendars expect of an invitation.
 */
export function invitationIcs({
  event,
  method,
  attendee,
  config,
  now = new Date(),
}: {
  event: CalendarEvent
  method: Method
  attendee?: { name: string; email: string }
  config: Pick<Config, 'PUBLIC_URL' | 'MAIL_FROM'>
  now?: Date
}): string {
  const calendar = ical({ prodId: '//Bountiful//Guest invitations//EN', method: ICalCalendarMethod[method] })
  const start = zonedInstant(event.date, event.time, event.timezone)
  const where = [event.venueName, event.location].filter(Boolean).join(', ')
  calendar.createEvent({
    id: invitationUid(event, config.PUBLIC_URL),
    sequence: event.calendarSequence,
    start: new TZDate(start.getTime(), event.timezone),
    end: new TZDate(start.getTime() + INVITATION_EVENT_HOURS * 3_600_000, event.timezone),
    timezone: event.timezone,
    stamp: now,
    summary: event.name,
    location: where || null,
    description: `${event.name} on ${displayDate(event.date)} at ${event.time}${where ? `, ${where}` : ''}`,
    url: `${config.PUBLIC_URL}/e/${event.publicId}`,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(method === 'PUBLISH'
      ? {}
      : {
          organizer: { name: 'Bountiful', email: addressOf(config.MAIL_FROM) },
          attendees: attendee
            ? [
                {
                  name: attendee.name,
                  email: attendee.email,
                  role: ICalAttendeeRole.REQ,
                  status: ICalAttendeeStatus.NEEDSACTION,
                  rsvp: false,
                },
              ]
            : [],
        }),
  })
  const vtimezone = buildVtimezone(
    event.timezone,
    zonedInstant(addDaysToDate(event.date, -1), '12:00 AM', event.timezone),
    zonedInstant(addDaysToDate(event.date, 2), '12:00 AM', event.timezone),
  )
  // The zone before the event, every line ending in CRLF (as the venue feed, calendar-feed.ts).
  return `${calendar.toString().replace(/(\r\n)(BEGIN:VEVENT)/, `$1${vtimezone}\r\n$2`)}\r\n`
}

/** The attachment an invitation or update email carries. */
export function invitationAttachment(args: Parameters<typeof invitationIcs>[0]): OutboxAttachment {
  return {
    filename: args.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${args.method}`,
    content: invitationIcs(args),
  }
}

/** The host (with an account) and every guest who was emailed an invitation: who is told of changes. */
async function invitedPeople(tx: Tx, event: EventRow) {
  const [host] = event.hostUserId
    ? await tx
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, event.hostUserId))
    : []
  const invited = await tx
    .select({ name: guests.name, email: guests.email })
    .from(guests)
    .where(and(eq(guests.eventId, event.id), isNotNull(guests.invitedAt), isNotNull(guests.email)))
    .orderBy(asc(guests.id))
  const people = invited.map((g) => ({ name: g.name, email: g.email! }))
  if (host) people.unshift({ name: `${host.firstName} ${host.lastName}`.trim(), email: host.email })
  else if (event.pendingEmail) people.unshift({ name: 'Host', email: event.pendingEmail })
  const seen = new Set<string>()
  return people.filter((p) => !seen.has(p.email.toLowerCase()) && seen.add(p.email.toLowerCase()))
}

/** SEQUENCE up by one, and who is told: the event changed for everyone who has it in a calendar. */
async function nextSequence(tx: Tx, eventId: number) {
  const [event] = await tx
    .update(events)
    .set({ calendarSequence: sql`${events.calendarSequence} + 1` })
    .where(eq(events.id, eventId))
    .returning()
  return event ? { event, people: await invitedPeople(tx, event) } : null
}

/**
 * The event's date or time changed (an accepted change order): SEQUENCE goes up and the host and
 * every invited guest are sent the update, in the caller's transaction.
 */
export async function sendCalendarUpdatesInTx(
  tx: Tx,
  { eventId, config, what }: { eventId: number; config: Pick<Config, 'PUBLIC_URL' | 'MAIL_FROM'>; what: string },
): Promise<void> {
  const changed = await nextSequence(tx, eventId)
  if (!changed) return
  const { event, people } = changed
  await enqueueEmails(
    tx,
    people.map((p): OutboxMessage => ({
      template: CALENDAR_EMAIL_TEMPLATES.update,
      to: p.email,
      subject: `Updated: ${event.name}, ${displayDate(event.date)} at ${event.time}`,
      parts: {
        title: `${event.name} has changed`,
        intro: [`Hi ${firstNameOf(p.name)},`, `${what} The invitation attached updates your calendar.`],
        summary: [
          ['Event', event.name],
          ['Date', displayDate(event.date)],
          ['Time', event.time],
          ['Venue', event.venueName],
          ['Location', event.location],
        ],
      },
      attachments: [invitationAttachment({ event, method: 'REQUEST', attendee: p, config })],
    })),
  )
}

/**
 * The booking was cancelled: SEQUENCE up, and the host and every invited guest get the calendar's
 * CANCEL, attached to the email `messages` already has for them (the host's cancellation, a guest's
 * refund) so that nobody gets two emails about one cancellation, or in an email of its own for the
 * others. Answers every email to queue: `messages`, then those.
 */
export async function withCalendarCancellationsInTx(
  tx: Tx,
  {
    eventId,
    config,
    messages,
  }: { eventId: number; config: Pick<Config, 'PUBLIC_URL' | 'MAIL_FROM'>; messages: readonly OutboxMessage[] },
): Promise<OutboxMessage[]> {
  const changed = await nextSequence(tx, eventId)
  if (!changed) return [...messages]
  const { event, people } = changed
  const cancel = (p: { name: string; email: string }) =>
    invitationAttachment({ event, method: 'CANCEL', attendee: p, config })
  const left = new Map(people.map((p) => [p.email.toLowerCase(), p]))
  const told = messages.map((m): OutboxMessage => {
    const p = left.get(m.to.toLowerCase())
    if (!p) return m
    left.delete(m.to.toLowerCase())
    return { ...m, attachments: [...(m.attachments ?? []), cancel(p)] }
  })
  return [
    ...told,
    ...[...left.values()].map((p): OutboxMessage => ({
      template: CALENDAR_EMAIL_TEMPLATES.cancel,
      to: p.email,
      subject: `Cancelled: ${event.name}, ${displayDate(event.date)}`,
      parts: {
        title: `${event.name} is cancelled`,
        intro: [
          `Hi ${firstNameOf(p.name)},`,
          `${event.name} will not take place. The attachment removes it from your calendar.`,
        ],
        summary: [
          ['Event', event.name],
          ['Date', displayDate(event.date)],
          ['Time', event.time],
          ['Venue', event.venueName],
        ],
      },
      attachments: [cancel(p)],
    })),
  ]
}

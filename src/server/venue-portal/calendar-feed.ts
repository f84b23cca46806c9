// A venue's iCalendar feed (RFC 5545) for Google, Apple or Outlook calendar subscription: its
// bookings (with or without a space), live holds (tentative) and the days closed by hand (all-day,
// busy), at a secret URL. Only the SHA-256 of the URL's token is stored, so the
// portal shows the URL once, when a manager creates it; a new one makes the old one answer 404.
import { TZDate } from '@date-fns/tz'
import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm'
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator'
import type { AuthUser } from '~/domain/auth/auth-user'
import { addDaysToDate } from '~/domain/search-dates'
import { todayIn, zonedInstant } from '~/domain/time'
import type { CalendarFeedLink, CalendarFeedStatus } from '~/domain/venue-portal/venue-portal-api'
import type { Db } from '../db/client'
import { cities, requests, spaceBlackouts, spaceHolds, venueBlackouts, venues, venueSpaces } from '../db/schema'
import { notFound } from '../lib/errors'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import { listLiveHolds, listUnassignedBookings } from './calendar'
import { buildVtimezone } from '../lib/vtimezone'
import { findManagedVenue } from './membership'

/** The feed shows this many days of past events, then everything to come. */
const FEED_PAST_DAYS = 30
/** Events have no end time on record: the feed blocks this long from the start. */
export const FEED_EVENT_HOURS = 3
/** A hold or booking without a request time starts at the slot's usual hour. */
const SLOT_DEFAULT_TIME = { daytime: '12:00 PM', evening: '7:00 PM' } as const

export const FEED_NOT_FOUND = 'Calendar feed not found'

export const calendarFeedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar-feeds/${token}.ics`

export async function getCalendarFeedStatus({
  db,
  venueId,
  user,
}: {
  db: Db
  venueId: number
  user: AuthUser
}): Promise<CalendarFeedStatus> {
  const venue = await findManagedVenue({ db, venueId, user })
  const [row] = await db.select({ hash: venues.calendarFeedTokenHash }).from(venues).where(eq(venues.id, venue.id))
  return { active: Boolean(row?.hash) }
}

/** A new secret URL; the previous one, if any, stops working at once. */
export async function createCalendarFeed({
  db,
  venueId,
  user,
  publicUrl,
}: {
  db: Db
  venueId: number
  user: AuthUser
  publicUrl: string
}): Promise<CalendarFeedLink> {
  const venue = await findManagedVenue({ db, venueId, user })
  const token = newToken()
  await db
    .update(venues)
    .set({ calendarFeedTokenHash: hashToken(token) })
    .where(eq(venues.id, venue.id))
  return { url: calendarFeedUrl(publicUrl, token) }
}

/** A hold's end as the venue reads it, in its own time: 'Dec 3, 2026 at 6:04 AM'. */
function heldUntil(iso: string, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('month')} ${part('day')}, ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')}`
}

/** The feed's text for the token in its URL (`<token>.ics`); unknown or replaced tokens are 404. */
export async function renderCalendarFeed({
  db,
  file,
  now = new Date(),
}: {
  db: Db
  file: string
  now?: Date
}): Promise<string> {
  const token = file.replace(/\.ics$/, '')
  if (!isWellFormedToken(token)) throw notFound(FEED_NOT_FOUND)
  const [venue] = await db
    .select({ id: venues.id, name: venues.name, slug: venues.slug, timezone: cities.timezone })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(eq(venues.calendarFeedTokenHash, hashToken(token)))
  if (!venue) throw notFound(FEED_NOT_FOUND)
  const from = addDaysToDate(todayIn(venue.timezone, now), -FEED_PAST_DAYS)
  const [holds, unassigned, closedDays, closedSpaceDays] = await Promise.all([
    listLiveHolds(db, venue.id, from, '9999-12-31'),
    listUnassignedBookings(db, venue.id, from, '9999-12-31'),
    // Days closed by hand; a day busy in a synced calendar is already in that calendar.
    db
      .select({ date: venueBlackouts.date, reason: venueBlackouts.reason })
      .from(venueBlackouts)
      .where(
        and(eq(venueBlackouts.venueId, venue.id), gte(venueBlackouts.date, from), isNull(venueBlackouts.calendarId)),
      )
      .orderBy(asc(venueBlackouts.date)),
    db
      .select({ date: spaceBlackouts.date, spaceId: spaceBlackouts.spaceId, reason: spaceBlackouts.reason })
      .from(spaceBlackouts)
      .innerJoin(venueSpaces, eq(venueSpaces.id, spaceBlackouts.spaceId))
      .where(and(eq(venueSpaces.venueId, venue.id), gte(spaceBlackouts.date, from), isNull(spaceBlackouts.calendarId)))
      .orderBy(asc(spaceBlackouts.date), asc(spaceBlackouts.spaceId)),
  ])
  const spaceIds = [...new Set([...holds.map((h) => h.spaceId), ...closedSpaceDays.map((b) => b.spaceId)])]
  const spaces = spaceIds.length
    ? await db
        .select({ id: venueSpaces.id, name: venueSpaces.name })
        .from(venueSpaces)
        .where(inArray(venueSpaces.id, spaceIds))
    : []
  const spaceName = new Map(spaces.map((s) => [s.id, s.name]))
  const holdChanges = holds.length
    ? await db
        .select({ id: spaceHolds.id, held: spaceHolds.updatedAt, asked: requests.updatedAt })
        .from(spaceHolds)
        .leftJoin(requests, eq(requests.id, spaceHolds.requestId))
        .where(
          inArray(
            spaceHolds.id,
            holds.map((h) => h.id),
          ),
        )
    : []
  const holdChanged = new Map(holdChanges.map((c) => [c.id, latest(c.held, c.asked)]))
  const requestIds = unassigned.map((b) => b.requestId)
  const requestChanges = requestIds.length
    ? await db
        .select({ id: requests.id, at: requests.updatedAt })
        .from(requests)
        .where(inArray(requests.id, requestIds))
    : []
  const requestChanged = new Map(requestChanges.map((c) => [c.id, c.at]))

  // No calendar-level timezone: ical-generator would then write DTSTAMP in local time and add the
  // unregistered TIMEZONE-ID property. Each timed event names the zone, whose VTIMEZONE is added below.
  const calendar = ical({ name: `${venue.name} (Bountiful)`, prodId: '//Bountiful//Venue portal//EN' })
  /** The event's start and end, FEED_EVENT_HOURS apart, in the venue's timezone. */
  const span = (date: string, time: string) => {
    const start = zonedInstant(date, time, venue.timezone)
    return {
      start: new TZDate(start.getTime(), venue.timezone),
      end: new TZDate(start.getTime() + FEED_EVENT_HOURS * 3_600_000, venue.timezone),
      timezone: venue.timezone,
      stamp: now,
    }
  }
  const whoOf = (plannerName: string | null, guests: number | null) => {
    const who = [plannerName, guests ? `${guests} guests` : null].filter(Boolean).join(', ')
    return who ? ` (${who})` : ''
  }
  let lastDate = addDaysToDate(todayIn(venue.timezone, now), 2 * 366)
  const reach = (date: string) => {
    if (date > lastDate) lastDate = date
  }
  for (const h of holds) {
    const space = spaceName.get(h.spaceId) ?? 'Space'
    const booked = h.status === 'booked'
    reach(h.date)
    calendar.createEvent({
      id: `hold-${h.id}@bountiful`,
      sequence: sequenceOf(holdChanged.get(h.id)),
      ...span(h.date, h.time ?? SLOT_DEFAULT_TIME[h.slot]),
      summary: `${booked ? 'Booked' : 'Hold'}: ${space}${whoOf(h.plannerName, h.guests)}`,
      description: [
        h.reference ? `Reference ${h.reference}` : null,
        booked ? null : `Held until ${h.expiresAt ? heldUntil(h.expiresAt, venue.timezone) : 'further notice'}`,
      ]
        .filter(Boolean)
        .join('\n'),
      location: `${space}, ${venue.name}`,
      status: booked ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    })
  }
  // Confirmed by our concierge team on a proposal that names no space: booked, its space not yet set.
  for (const b of unassigned) {
    reach(b.date)
    calendar.createEvent({
      id: `booking-${b.eventId}@bountiful`,
      sequence: sequenceOf(requestChanged.get(b.requestId)),
      ...span(b.date, b.time),
      summary: `Booked: no space assigned${whoOf(b.plannerName, b.guests)}`,
      description: `Reference ${b.reference}`,
      location: venue.name,
      status: ICalEventStatus.CONFIRMED,
    })
  }
  // Closed days: all-day, busy (OPAQUE), dated in the venue's own calendar days.
  const closed = (id: string, date: string, summary: string, reason: string | null, location: string) => {
    reach(date)
    calendar.createEvent({
      id,
      start: date,
      end: addDaysToDate(date, 1),
      allDay: true,
      stamp: now,
      summary,
      description: reason,
      location,
      transparency: ICalEventTransparency.OPAQUE,
      status: ICalEventStatus.CONFIRMED,
    })
  }
  for (const b of closedDays) closed(`closed-${venue.id}-${b.date}@bountiful`, b.date, 'Closed', b.reason, venue.name)
  for (const b of closedSpaceDays) {
    const space = spaceName.get(b.spaceId) ?? 'Space'
    closed(
      `closed-space-${b.spaceId}-${b.date}@bountiful`,
      b.date,
      `Closed: ${space}`,
      b.reason,
      `${space}, ${venue.name}`,
    )
  }
  const vtimezone = buildVtimezone(
    venue.timezone,
    zonedInstant(from, '12:00 AM', venue.timezone),
    zonedInstant(addDaysToDate(lastDate, 1), '12:00 AM', venue.timezone),
  )
  // The VTIMEZONE goes before the first event (RFC 5545 allows components in any order, some readers
  // want zones first); with no event it is the calendar's one component, which keeps an empty feed valid.
  // Every content line ends in CRLF, the last one too (ical-generator leaves it off).
  return `${calendar.toString().replace(/(\r\n)(BEGIN:VEVENT|END:VCALENDAR)/, `$1${vtimezone}\r\n$2`)}\r\n`
}

/** Seconds since 2026 of an event's latest change: grows with every change, as SEQUENCE must. */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1)
function sequenceOf(changed: Date | string | null | undefined): number {
  if (!changed) return 0
  return Math.max(0, Math.floor((new Date(changed).getTime() - SEQUENCE_EPOCH_MS) / 1000))
}

function latest(a: Date | string, b: Date | string | null): Date {
  const x = new Date(a)
  return b && new Date(b) > x ? new Date(b) : x
}

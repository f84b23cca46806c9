// A venue's iCalendar feed (RFC 5545) for Google, Apple or Outlook calendar subscription: its
// bookings (with or without a space) and live holds, at a secret URL. Only the SHA-256 of the URL's token is stored, so the
// portal shows the URL once, when a manager creates it; a new one makes the old one answer 404.
import { TZDate } from '@date-fns/tz'
import { eq, inArray } from 'drizzle-orm'
import ical, { ICalEventStatus } from 'ical-generator'
import type { AuthUser } from '~/domain/auth/auth-user'
import { addDaysToDate } from '~/domain/search-dates'
import { todayIn, zonedInstant } from '~/domain/time'
import type { CalendarFeedLink, CalendarFeedStatus } from '~/domain/venue-portal/venue-portal-api'
import type { Db } from '../db/client'
import { cities, venues, venueSpaces } from '../db/schema'
import { notFound } from '../lib/errors'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import { listLiveHolds, listUnassignedBookings } from './calendar'
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
  const [holds, unassigned] = await Promise.all([
    listLiveHolds(db, venue.id, from, '9999-12-31'),
    listUnassignedBookings(db, venue.id, from, '9999-12-31'),
  ])
  const spaceIds = [...new Set(holds.map((h) => h.spaceId))]
  const spaces = spaceIds.length
    ? await db
        .select({ id: venueSpaces.id, name: venueSpaces.name })
        .from(venueSpaces)
        .where(inArray(venueSpaces.id, spaceIds))
    : []
  const spaceName = new Map(spaces.map((s) => [s.id, s.name]))

  const calendar = ical({
    name: `${venue.name} (Bountiful)`,
    timezone: venue.timezone,
    prodId: '//Bountiful//Venue portal//EN',
  })
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
  for (const h of holds) {
    const space = spaceName.get(h.spaceId) ?? 'Space'
    const booked = h.status === 'booked'
    calendar.createEvent({
      id: `hold-${h.id}@bountiful`,
      ...span(h.date, h.time ?? SLOT_DEFAULT_TIME[h.slot]),
      summary: `${booked ? 'Booked' : 'Hold'}: ${space}${whoOf(h.plannerName, h.guests)}`,
      description: [
        h.reference ? `Reference ${h.reference}` : null,
        booked ? null : `Held until ${h.expiresAt ?? 'further notice'}`,
      ]
        .filter(Boolean)
        .join('\n'),
      location: `${space}, ${venue.name}`,
      status: booked ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    })
  }
  // Confirmed by our concierge team on a proposal that names no space: booked, its space not yet set.
  for (const b of unassigned) {
    calendar.createEvent({
      id: `booking-${b.eventId}@bountiful`,
      ...span(b.date, b.time),
      summary: `Booked: no space assigned${whoOf(b.plannerName, b.guests)}`,
      description: `Reference ${b.reference}`,
      location: venue.name,
      status: ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}

// A venue's closed days (the whole venue or one space) and its month calendar: blackouts, live
// holds and bookings per space, and the confirmed bookings that hold no space (a concierge
// proposal names none). A hold past its expiry is shown as expired, never as held.
import { and, asc, eq, gte, inArray, isNull, lt, ne, notExists, sql } from 'drizzle-orm'
import type { AuthUser } from '~/domain/auth/auth-user'
import { todayIn } from '~/domain/time'
import {
  PORTAL_MESSAGES,
  type BlackoutInput,
  type CalendarHold,
  type CalendarUnassignedBooking,
  type VenueCalendar,
} from '~/domain/venue-portal/venue-portal-api'
import { LIVE_HOLD_STATUSES } from '~/domain/bookings/holds'
import type { Slot } from '~/domain/venues/spaces'
import type { Db, Tx } from '../db/client'
import { events, requests, spaceBlackouts, spaceHolds, venueBlackouts, venueSpaces } from '../db/schema'
import { availabilityChanged } from '../lib/catalogue-generation'
import { closureBlocksSql } from '../lib/closure-blocks'
import { fieldError, notFound } from '../lib/errors'
import { deriveBusyDays } from './external-calendars'
import { findManagedVenue } from './membership'
import { findVenueSpace, listSpaces } from './spaces'

type Access = { db: Db; venueId: number; user: AuthUser }
type Blackout = { date: string; spaceId: number | null; reason: string | null; slot: Slot | null }

/** The status a hold has now: `held` past its expiry is `expired` (the maintenance pass writes it later). */
export const effectiveHoldStatus = sql<
  CalendarHold['status']
>`case when ${spaceHolds.status} = 'held' and ${spaceHolds.expiresAt} <= now() then 'expired' else ${spaceHolds.status} end`

/** A hold that occupies its slot now: booked, or held and not yet past its expiry. */
const liveHold = and(
  inArray(spaceHolds.status, [...LIVE_HOLD_STATUSES]),
  sql`(${spaceHolds.status} = 'booked' or ${spaceHolds.expiresAt} > now())`,
)

/** The venue's and its spaces' blackouts within [from, to). */
async function blackoutsBetween(
  db: Db,
  venueId: number,
  from: string,
  to: string,
  { byHandOnly = false } = {},
): Promise<Blackout[]> {
  const [whole, spaces] = await Promise.all([
    db
      .select({ date: venueBlackouts.date, reason: venueBlackouts.reason, slot: venueBlackouts.slot })
      .from(venueBlackouts)
      .where(
        and(
          eq(venueBlackouts.venueId, venueId),
          gte(venueBlackouts.date, from),
          lt(venueBlackouts.date, to),
          byHandOnly ? isNull(venueBlackouts.calendarId) : undefined,
        ),
      ),
    db
      .select({
        date: spaceBlackouts.date,
        spaceId: spaceBlackouts.spaceId,
        reason: spaceBlackouts.reason,
        slot: spaceBlackouts.slot,
      })
      .from(spaceBlackouts)
      .innerJoin(venueSpaces, eq(venueSpaces.id, spaceBlackouts.spaceId))
      .where(
        and(
          eq(venueSpaces.venueId, venueId),
          gte(spaceBlackouts.date, from),
          lt(spaceBlackouts.date, to),
          byHandOnly ? isNull(spaceBlackouts.calendarId) : undefined,
        ),
      ),
  ])
  return [...whole.map((b) => ({ ...b, spaceId: null })), ...spaces].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.spaceId ?? 0) - (b.spaceId ?? 0),
  )
}

/** Days closed by hand from today on (in the venue's timezone); days a synced calendar blocks are listed with it. */
export async function listBlackouts({ db, venueId, user }: Access): Promise<Blackout[]> {
  const venue = await findManagedVenue({ db, venueId, user })
  return blackoutsBetween(db, venue.id, todayIn(venue.timezone), '9999-12-31', { byHandOnly: true })
}

/** Adding a blackout that exists already changes its reason, and a synced day or slot becomes a whole day closed by hand. */
export async function addBlackout({ db, venueId, user, input }: Access & { input: BlackoutInput }): Promise<Blackout> {
  return db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    if (input.date < todayIn(venue.timezone)) throw fieldError('date', PORTAL_MESSAGES.pastDate)
    const reason = input.reason ?? null
    if (input.spaceId === null) {
      await tx
        .insert(venueBlackouts)
        .values({ venueId: venue.id, date: input.date, reason })
        .onConflictDoUpdate({
          target: [venueBlackouts.venueId, venueBlackouts.date],
          set: { reason, calendarId: null, slot: null },
        })
    } else {
      await findVenueSpace(tx, venue.id, input.spaceId, 'spaceId')
      await tx
        .insert(spaceBlackouts)
        .values({ spaceId: input.spaceId, date: input.date, reason })
        .onConflictDoUpdate({
          target: [spaceBlackouts.spaceId, spaceBlackouts.date],
          set: { reason, calendarId: null, slot: null },
        })
    }
    await availabilityChanged(tx)
    return { date: input.date, spaceId: input.spaceId, reason, slot: null }
  })
}

export async function removeBlackout({
  db,
  venueId,
  user,
  date,
  spaceId,
}: Access & { date: string; spaceId?: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    let removed: unknown[]
    if (spaceId === undefined) {
      removed = await tx
        .delete(venueBlackouts)
        .where(
          and(eq(venueBlackouts.venueId, venue.id), eq(venueBlackouts.date, date), isNull(venueBlackouts.calendarId)),
        )
        .returning({ date: venueBlackouts.date })
    } else {
      await findVenueSpace(tx, venue.id, spaceId)
      removed = await tx
        .delete(spaceBlackouts)
        .where(
          and(eq(spaceBlackouts.spaceId, spaceId), eq(spaceBlackouts.date, date), isNull(spaceBlackouts.calendarId)),
        )
        .returning({ date: spaceBlackouts.date })
    }
    if (!removed.length) throw notFound(PORTAL_MESSAGES.blackoutNotFound)
    // A synced calendar may be busy that day too: it blocks the day again.
    await deriveBusyDays(tx, venue.id, venue.timezone)
    await availabilityChanged(tx)
  })
}

/** The first day of the month after `month` ('2030-06' → '2030-07-01'). */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}

export async function getCalendar({ db, venueId, user, month }: Access & { month: string }): Promise<VenueCalendar> {
  const venue = await findManagedVenue({ db, venueId, user })
  const from = `${month}-01`
  const to = nextMonthStart(month)
  const [spaces, blackouts, holds, unassignedBookings] = await Promise.all([
    listSpaces({ db, venueId, user }),
    blackoutsBetween(db, venue.id, from, to),
    listLiveHolds(db, venue.id, from, to),
    listUnassignedBookings(db, venue.id, from, to),
  ])
  return { month, timezone: venue.timezone, spaces, blackouts, holds, unassignedBookings }
}

/** Live holds and bookings of the venue's spaces with a date in [from, to), oldest date first. */
export async function listLiveHolds(db: Db, venueId: number, from: string, to: string): Promise<CalendarHold[]> {
  const rows = await db
    .select({
      id: spaceHolds.id,
      spaceId: spaceHolds.spaceId,
      date: spaceHolds.date,
      slot: spaceHolds.slot,
      status: effectiveHoldStatus,
      expiresAt: spaceHolds.expiresAt,
      requestId: spaceHolds.requestId,
      reference: requests.reference,
      plannerName: requests.name,
      time: requests.eventTime,
      guests: requests.guests,
    })
    .from(spaceHolds)
    .innerJoin(venueSpaces, eq(venueSpaces.id, spaceHolds.spaceId))
    .leftJoin(requests, eq(requests.id, spaceHolds.requestId))
    .where(and(eq(venueSpaces.venueId, venueId), gte(spaceHolds.date, from), lt(spaceHolds.date, to), liveHold))
    .orderBy(asc(spaceHolds.date), asc(spaceHolds.spaceId), asc(spaceHolds.slot))
  return rows.map((r) => ({ ...r, expiresAt: r.expiresAt ? new Date(r.expiresAt).toISOString() : null }))
}

/**
 * The venue's confirmed bookings dated in [from, to) that hold none of its spaces: an event of the
 * venue made from a request, neither cancelled, with no live hold of that request on a space of
 * the venue (those are listed by listLiveHolds, so a booking is shown once). Oldest date first.
 */
export async function listUnassignedBookings(
  db: Db,
  venueId: number,
  from: string,
  to: string,
): Promise<CalendarUnassignedBooking[]> {
  return db
    .select({
      eventId: events.id,
      requestId: requests.id,
      date: events.date,
      time: events.time,
      guests: events.guestCount,
      reference: requests.reference,
      plannerName: requests.name,
    })
    .from(events)
    .innerJoin(requests, eq(requests.id, events.requestId))
    .where(
      and(
        eq(events.venueId, venueId),
        gte(events.date, from),
        lt(events.date, to),
        ne(events.status, 'cancelled'),
        ne(requests.status, 'cancelled'),
        notExists(
          db
            .select({ id: spaceHolds.id })
            .from(spaceHolds)
            .innerJoin(venueSpaces, eq(venueSpaces.id, spaceHolds.spaceId))
            .where(and(eq(spaceHolds.requestId, events.requestId), eq(venueSpaces.venueId, venueId), liveHold)),
        ),
      ),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
}

/**
 * Why `date` at `time` is closed for the space (its own blackout or the venue's, of the whole day or
 * of that time's slot: closureBlocks), or null when it is open.
 */
export async function closedDayReason(
  tx: Db | Tx,
  { venueId, spaceId, date, time }: { venueId: number; spaceId: number; date: string; time: string },
): Promise<{ reason: string | null } | null> {
  const [venueDay] = await tx
    .select({ reason: venueBlackouts.reason })
    .from(venueBlackouts)
    .where(
      and(
        eq(venueBlackouts.venueId, venueId),
        eq(venueBlackouts.date, date),
        closureBlocksSql(venueBlackouts.slot, time),
      ),
    )
  if (venueDay) return venueDay
  const [spaceDay] = await tx
    .select({ reason: spaceBlackouts.reason })
    .from(spaceBlackouts)
    .where(
      and(
        eq(spaceBlackouts.spaceId, spaceId),
        eq(spaceBlackouts.date, date),
        closureBlocksSql(spaceBlackouts.slot, time),
      ),
    )
  return spaceDay ?? null
}

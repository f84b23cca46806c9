// Two-way calendar sync, the inbound half (docs/decisions/0021-calendar-sync.md): a venue's managers
// subscribe it, or one space, to external iCalendar URLs. Each is fetched on a schedule and on
// demand; its busy periods are stored, and the local dates they overlap become blackout rows marked
// with the calendar (venue_blackouts / space_blackouts.calendar_id) and, when a timed event takes
// only one slot of the day, that slot (.slot), so search, Callie, instant book, requests and quotes
// refuse those dates, or that slot, exactly as they refuse a day closed by hand (closureBlocks). A failing
// calendar keeps its last known busy days; after a day of failures its managers get one email.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AuthUser } from '~/domain/auth/auth-user'
import {
  EXTERNAL_CALENDAR_MESSAGES,
  MAX_EXTERNAL_CALENDARS,
  type ExternalCalendar,
  type ExternalCalendarInput,
} from '~/domain/venue-portal/external-calendars-api'
import { todayIn } from '~/domain/time'
import type { Slot } from '~/domain/venues/spaces'
import type { Db, Tx } from '../db/client'
import {
  cities,
  externalBusyPeriods,
  externalCalendars,
  spaceBlackouts,
  users,
  venueBlackouts,
  venueMembers,
  venues,
  venueSpaces,
} from '../db/schema'
import { firstNameOf } from '../email/email-parts'
import { enqueueEmails } from '../email/outbox'
import { availabilityChanged } from '../lib/catalogue-generation'
import { AppError, fieldError, notFound } from '../lib/errors'
import { startPeriodic, type PeriodicTask } from '../lib/periodic'
import { busySlotsOf, mergeSlot, parseBusyPeriods } from './calendar-busy'
import {
  CalendarFetchError,
  calendarUrlProblem,
  fetchCalendar,
  normalizeCalendarUrl,
  type FetchPolicy,
} from './calendar-fetch'
import { findManagedVenue } from './membership'
import { findVenueSpace } from './spaces'

const DAY_MS = 86_400_000
/** A calendar failing this long (since its last success) warns its venue's managers, once. */
export const FAILURE_EMAIL_AFTER_MS = DAY_MS
export const CALENDAR_FAILING_TEMPLATE = 'venue.calendar_failing'

export type SyncSettings = { policy: FetchPolicy; publicUrl: string }

type Access = { db: Db; venueId: number; user: AuthUser }

const calendarsUrl = (publicUrl: string, venueId: number) => `${publicUrl}/venue-portal/venues/${venueId}/calendar`

/** The address shown in the portal: no query string or fragment (private feeds put their secret there). */
const displayUrlOf = (url: string) => {
  const u = new URL(url)
  return `${u.protocol}//${u.host}${u.pathname}`
}

const labelOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')

async function viewsOf(db: Db | Tx, venueId: number, timezone: string, ids?: number[]): Promise<ExternalCalendar[]> {
  const rows = await db
    .select()
    .from(externalCalendars)
    .where(and(eq(externalCalendars.venueId, venueId), ids ? inArray(externalCalendars.id, ids) : undefined))
    .orderBy(asc(externalCalendars.id))
  if (!rows.length) return []
  const today = todayIn(timezone)
  const [venueRows, spaceRows] = await Promise.all([
    db
      .select({ calendarId: venueBlackouts.calendarId, days: sql<number>`count(*)::int` })
      .from(venueBlackouts)
      .where(
        and(eq(venueBlackouts.venueId, venueId), isNotNull(venueBlackouts.calendarId), gte(venueBlackouts.date, today)),
      )
      .groupBy(venueBlackouts.calendarId),
    db
      .select({ calendarId: spaceBlackouts.calendarId, days: sql<number>`count(*)::int` })
      .from(spaceBlackouts)
      .innerJoin(venueSpaces, eq(venueSpaces.id, spaceBlackouts.spaceId))
      .where(
        and(eq(venueSpaces.venueId, venueId), isNotNull(spaceBlackouts.calendarId), gte(spaceBlackouts.date, today)),
      )
      .groupBy(spaceBlackouts.calendarId),
  ])
  const busy = new Map<number, number>()
  for (const r of [...venueRows, ...spaceRows]) busy.set(r.calendarId!, (busy.get(r.calendarId!) ?? 0) + Number(r.days))
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    displayUrl: displayUrlOf(r.url),
    spaceId: r.spaceId,
    lastSuccessAt: iso(r.lastSuccessAt),
    lastAttemptAt: iso(r.lastAttemptAt),
    lastError: r.lastError,
    busyDays: busy.get(r.id) ?? 0,
  }))
}

export async function listExternalCalendars({ db, venueId, user }: Access): Promise<ExternalCalendar[]> {
  const venue = await findManagedVenue({ db, venueId, user })
  return viewsOf(db, venue.id, venue.timezone)
}

/** Adds the calendar and fetches it at once, so the manager sees its busy days or why it failed. */
export async function addExternalCalendar({
  db,
  venueId,
  user,
  input,
  settings,
}: Access & { input: ExternalCalendarInput; settings: SyncSettings }): Promise<ExternalCalendar> {
  // Another venue's id is a 404 before anything about the address is said.
  await findManagedVenue({ db, venueId, user })
  const problem = calendarUrlProblem(input.url, settings.policy)
  if (problem) throw fieldError('url', problem)
  const url = normalizeCalendarUrl(input.url)
  const created = await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user, forUpdate: true })
    if (input.spaceId != null) await findVenueSpace(tx, venue.id, input.spaceId, 'spaceId')
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(externalCalendars)
      .where(eq(externalCalendars.venueId, venue.id))
    if (Number(n) >= MAX_EXTERNAL_CALENDARS) throw new AppError('conflict', EXTERNAL_CALENDAR_MESSAGES.tooMany)
    const [row] = await tx
      .insert(externalCalendars)
      .values({
        venueId: venue.id,
        spaceId: input.spaceId ?? null,
        url,
        label: input.label?.trim() || labelOf(url),
        createdBy: user.id,
      })
      .returning({ id: externalCalendars.id })
    return { id: row!.id, venue }
  })
  await syncExternalCalendar({ db, calendarId: created.id, settings })
  const [view] = await viewsOf(db, created.venue.id, created.venue.timezone, [created.id])
  return view!
}

async function findCalendar(db: Db | Tx, venueId: number, calendarId: number) {
  const [row] = await db
    .select({ id: externalCalendars.id })
    .from(externalCalendars)
    .where(and(eq(externalCalendars.id, calendarId), eq(externalCalendars.venueId, venueId)))
  if (!row) throw notFound(EXTERNAL_CALENDAR_MESSAGES.notFound)
  return row
}

/** Fetches the calendar now ("Refresh now"); the answer says how it went. */
export async function refreshExternalCalendar({
  db,
  venueId,
  user,
  calendarId,
  settings,
}: Access & { calendarId: number; settings: SyncSettings }): Promise<ExternalCalendar> {
  const venue = await findManagedVenue({ db, venueId, user })
  await findCalendar(db, venue.id, calendarId)
  await syncExternalCalendar({ db, calendarId, settings })
  const [view] = await viewsOf(db, venue.id, venue.timezone, [calendarId])
  return view!
}

/** The calendar and the days it blocked go together (its blackout rows cascade). */
export async function removeExternalCalendar({ db, venueId, user, calendarId }: Access & { calendarId: number }) {
  await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    await findCalendar(tx, venue.id, calendarId)
    await tx.delete(externalCalendars).where(eq(externalCalendars.id, calendarId))
    // Another calendar (or a remaining one) may cover a day the deleted one held first.
    await deriveBusyDays(tx, venue.id, venue.timezone)
    await availabilityChanged(tx)
  })
}

/**
 * Rewrites the venue's synced blackout rows from the stored busy periods of all its calendars: a day
 * closed by hand stays as it is (and is not claimed), a synced day no calendar lists any more goes.
 */
export async function deriveBusyDays(tx: Tx, venueId: number, timezone: string): Promise<void> {
  const today = todayIn(timezone)
  await tx.delete(venueBlackouts).where(and(eq(venueBlackouts.venueId, venueId), isNotNull(venueBlackouts.calendarId)))
  await tx
    .delete(spaceBlackouts)
    .where(
      and(
        isNotNull(spaceBlackouts.calendarId),
        inArray(
          spaceBlackouts.spaceId,
          tx.select({ id: venueSpaces.id }).from(venueSpaces).where(eq(venueSpaces.venueId, venueId)),
        ),
      ),
    )
  const periods = await tx
    .select({
      calendarId: externalCalendars.id,
      label: externalCalendars.label,
      spaceId: externalCalendars.spaceId,
      startsAt: externalBusyPeriods.startsAt,
      endsAt: externalBusyPeriods.endsAt,
      allDay: externalBusyPeriods.allDay,
      firstDate: externalBusyPeriods.firstDate,
      lastDate: externalBusyPeriods.lastDate,
    })
    .from(externalBusyPeriods)
    .innerJoin(externalCalendars, eq(externalCalendars.id, externalBusyPeriods.calendarId))
    .where(eq(externalCalendars.venueId, venueId))
    .orderBy(asc(externalCalendars.id))
  type Day = { date: string; reason: string; calendarId: number; slot: Slot | null }
  const venueDays = new Map<string, Day & { venueId: number }>()
  const spaceDays = new Map<string, Day & { spaceId: number }>()
  // The first calendar to take a date names it; another busy slot that day may widen it to the whole day.
  const take = <T extends Day>(days: Map<string, T>, key: string, row: T) => {
    const known = days.get(key)
    days.set(key, { ...row, ...known, slot: mergeSlot(known?.slot, row.slot) })
  }
  for (const p of periods) {
    const reason = `Busy in ${p.label}`
    const period = { ...p, startsAt: new Date(p.startsAt), endsAt: new Date(p.endsAt) }
    for (const { date, slot } of busySlotsOf(period, timezone)) {
      if (date < today) continue
      const day = { date, reason, calendarId: p.calendarId, slot }
      if (p.spaceId === null) take(venueDays, date, { ...day, venueId })
      else take(spaceDays, `${p.spaceId}|${date}`, { ...day, spaceId: p.spaceId })
    }
  }
  const chunks = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / 500) }, (_, i) => rows.slice(i * 500, i * 500 + 500))
  for (const rows of chunks([...venueDays.values()])) await tx.insert(venueBlackouts).values(rows).onConflictDoNothing()
  for (const rows of chunks([...spaceDays.values()])) await tx.insert(spaceBlackouts).values(rows).onConflictDoNothing()
}

/** One fetch of one calendar; never throws for the calendar's own faults (they are recorded on it). */
export async function syncExternalCalendar({
  db,
  calendarId,
  settings,
  now = new Date(),
}: {
  db: Db
  calendarId: number
  settings: SyncSettings
  now?: Date
}): Promise<'updated' | 'unchanged' | 'failed'> {
  const [cal] = await db
    .select({
      id: externalCalendars.id,
      url: externalCalendars.url,
      etag: externalCalendars.etag,
      lastModified: externalCalendars.lastModified,
      venueId: externalCalendars.venueId,
      timezone: cities.timezone,
    })
    .from(externalCalendars)
    .innerJoin(venues, eq(venues.id, externalCalendars.venueId))
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(eq(externalCalendars.id, calendarId))
  if (!cal) return 'failed'
  try {
    const result = await fetchCalendar({
      url: cal.url,
      etag: cal.etag,
      lastModified: cal.lastModified,
      policy: settings.policy,
    })
    if (result.status === 'unchanged') {
      await db.transaction(async (tx) => {
        await tx.update(externalCalendars).set(succeeded(now)).where(eq(externalCalendars.id, cal.id))
        // Same events, yet a day closed by hand over a synced one may have been opened since.
        await deriveBusyDays(tx, cal.venueId, cal.timezone)
        await availabilityChanged(tx)
      })
      return 'unchanged'
    }
    const periods = parseBusyPeriods(result.body, now, cal.timezone)
    await db.transaction(async (tx) => {
      // Locks the calendar's row: two passes (or a refresh during a pass) write one after the other.
      const [still] = await tx
        .select({ id: externalCalendars.id })
        .from(externalCalendars)
        .where(eq(externalCalendars.id, cal.id))
        .for('update')
      if (!still) return
      await tx.delete(externalBusyPeriods).where(eq(externalBusyPeriods.calendarId, cal.id))
      const rows = periods.map((p) => ({
        calendarId: cal.id,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        allDay: p.allDay,
        firstDate: p.allDay ? p.firstDate : null,
        lastDate: p.allDay ? p.lastDate : null,
      }))
      for (let i = 0; i < rows.length; i += 500) await tx.insert(externalBusyPeriods).values(rows.slice(i, i + 500))
      await tx
        .update(externalCalendars)
        .set({ ...succeeded(now), etag: result.etag, lastModified: result.lastModified })
        .where(eq(externalCalendars.id, cal.id))
      await deriveBusyDays(tx, cal.venueId, cal.timezone)
      await availabilityChanged(tx)
    })
    return 'updated'
  } catch (err) {
    if (!(err instanceof CalendarFetchError)) throw err
    await recordFailure(db, cal.id, err.message, now, settings.publicUrl)
    return 'failed'
  }
}

const succeeded = (now: Date) => ({
  lastSuccessAt: now,
  lastAttemptAt: now,
  lastError: null,
  failingSince: null,
  failureEmailedAt: null,
})

/** Keeps the last known busy days; after FAILURE_EMAIL_AFTER_MS of failures, emails the managers once. */
async function recordFailure(db: Db, calendarId: number, message: string, now: Date, publicUrl: string) {
  await db.transaction(async (tx) => {
    const [cal] = await tx
      .update(externalCalendars)
      .set({
        lastAttemptAt: now,
        lastError: message,
        failingSince: sql`coalesce(${externalCalendars.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(externalCalendars.id, calendarId))
      .returning()
    if (!cal?.failingSince || cal.failureEmailedAt) return false
    const failingSince = new Date(cal.failingSince)
    if (now.getTime() - failingSince.getTime() < FAILURE_EMAIL_AFTER_MS) return false
    await tx.update(externalCalendars).set({ failureEmailedAt: now }).where(eq(externalCalendars.id, calendarId))
    const [venue] = await tx.select({ name: venues.name }).from(venues).where(eq(venues.id, cal.venueId))
    const managers = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(venueMembers)
      .innerJoin(users, eq(users.id, venueMembers.userId))
      .where(eq(venueMembers.venueId, cal.venueId))
    await enqueueEmails(
      tx,
      managers.map((m) => ({
        template: CALENDAR_FAILING_TEMPLATE,
        to: m.email,
        subject: `Your calendar “${cal.label}” has not synced for a day`,
        parts: {
          title: `“${cal.label}” is not syncing`,
          intro: [
            `Hi ${firstNameOf(m.firstName)},`,
            `We have not been able to read your calendar “${cal.label}” for ${venue?.name ?? 'your venue'} since ${failingSince.toUTCString()}: ${message}`,
            'Until it answers again, we keep blocking the busy days it last listed, but new bookings made in it do not reach us. Check the address in your portal, or remove it and add it again.',
          ],
          action: { label: 'Open your calendars', url: calendarsUrl(publicUrl, cal.venueId) },
        },
      })),
    )
    return managers.length > 0
  })
}

/** Calendars not fetched for `intervalMs`, oldest first, each synced in turn. */
export async function syncDueCalendars({
  db,
  settings,
  intervalMs,
  now = new Date(),
}: {
  db: Db
  settings: SyncSettings
  intervalMs: number
  now?: Date
}): Promise<{ updated: number; unchanged: number; failed: number }> {
  const due = await db
    .select({ id: externalCalendars.id })
    .from(externalCalendars)
    .where(
      or(
        isNull(externalCalendars.lastAttemptAt),
        lt(externalCalendars.lastAttemptAt, new Date(now.getTime() - intervalMs + 60_000)),
      ),
    )
    .orderBy(sql`${externalCalendars.lastAttemptAt} asc nulls first`)
    .limit(200)
  const tally = { updated: 0, unchanged: 0, failed: 0 }
  for (const c of due) tally[await syncExternalCalendar({ db, calendarId: c.id, settings, now })] += 1
  return tally
}

/** The scheduled pass: at boot and every `intervalMs`. */
export function startCalendarSync({
  db,
  settings,
  intervalMs,
  log,
}: {
  db: Db
  settings: SyncSettings
  intervalMs: number
  log: FastifyBaseLogger
}): PeriodicTask<{ updated: number; unchanged: number; failed: number }> {
  return startPeriodic({
    pass: () => syncDueCalendars({ db, settings, intervalMs }),
    intervalMs,
    onResult: (r) => {
      if (r.updated + r.failed > 0) log.info({ calendars: r }, 'calendar sync: calendars fetched')
    },
    onError: (err) => log.error({ err }, 'calendar sync pass failed'),
  })
}

/** The fetch policy the settings describe. */
export const syncSettingsOf = (config: {
  CALENDAR_FETCH_TIMEOUT_MS: number
  CALENDAR_FETCH_MAX_BYTES: number
  CALENDAR_FETCH_ALLOW_PRIVATE: true | string[]
  PUBLIC_URL: string
}): SyncSettings => ({
  policy: {
    timeoutMs: config.CALENDAR_FETCH_TIMEOUT_MS,
    maxBytes: config.CALENDAR_FETCH_MAX_BYTES,
    allowPrivate: config.CALENDAR_FETCH_ALLOW_PRIVATE,
  },
  publicUrl: config.PUBLIC_URL,
})

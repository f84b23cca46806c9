// A confirmed booking request becomes an event on the planner's dashboard (the product's loop,
// docs/product.md). Called by the staff console inside its confirm transaction.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { DEFAULT_EVENT_TIMEZONE, EVENT_MESSAGES } from '~/domain/events/event'
import { WIZARD_EVENT_TYPES } from '~/domain/options'
import { isValidDateString, TIME_RE } from '~/domain/time'
import type { Db, Tx } from '../db/client'
import { cities, eventMembers, events, requests, users, venues } from '../db/schema'
import { fieldErrors } from '../lib/errors'
import type { EventRow } from './event-access'
import { newPublicId } from './events'

type RequestRow = typeof requests.$inferSelect

export type ConfirmedRequestEvent = {
  event: EventRow
  /** False when the request already had its event (a retried confirm): nothing was written. */
  created: boolean
  /** The planner's account, or null while the event waits for `pendingEmail` to sign up. */
  hostUserId: number | null
}

/** Staff may settle what the request left open (or changed on the phone). */
export type ConfirmedRequestOverrides = Partial<{ name: string; date: string; time: string; guestCount: number }>

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

function defaultName(request: RequestRow, venueName: string | null): string {
  const d = request.details ?? {}
  const what = text(d.eventName) ?? text(d.eventType) ?? text(d.occasion) ?? 'Group dinner'
  // Ids such as 'birthday' or 'team-offsite' read as words.
  const known = WIZARD_EVENT_TYPES.find((t) => t.value === what)?.label
  const label =
    known ?? (/^[a-z][a-z-]*$/.test(what) ? what.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) : what)
  return (venueName ? `${label} at ${venueName}` : label).slice(0, 120)
}

export async function createEventForConfirmedRequest({
  tx,
  request,
  overrides = {},
}: {
  tx: Tx
  request: RequestRow
  overrides?: ConfirmedRequestOverrides
}): Promise<ConfirmedRequestEvent> {
  const [existing] = await tx.select().from(events).where(eq(events.requestId, request.id))
  if (existing) return { event: existing, created: false, hostUserId: existing.hostUserId }

  const date = overrides.date ?? request.eventDate ?? undefined
  const time = overrides.time ?? request.eventTime ?? undefined
  const guestCount = overrides.guestCount ?? request.guests ?? undefined
  const errors: Record<string, string> = {}
  if (!date || !isValidDateString(date)) errors.date = EVENT_MESSAGES.dateRequired
  if (!time || !TIME_RE.test(time)) errors.time = EVENT_MESSAGES.timeRequired
  if (!guestCount || !Number.isInteger(guestCount) || guestCount < 1) errors.guestCount = EVENT_MESSAGES.guestsMin
  if (Object.keys(errors).length) {
    throw fieldErrors(errors, `The request needs ${Object.keys(errors).join(', ')} before it can become an event`)
  }

  const [venue] = request.venueId
    ? await tx
        .select({
          id: venues.id,
          name: venues.name,
          address: venues.address,
          citySlug: venues.citySlug,
          timezone: cities.timezone,
        })
        .from(venues)
        .innerJoin(cities, eq(cities.slug, venues.citySlug))
        .where(eq(venues.id, request.venueId))
    : []
  const [city] =
    !venue && request.citySlug ? await tx.select().from(cities).where(eq(cities.slug, request.citySlug)) : []

  const [account] = request.userId
    ? await tx.select({ id: users.id }).from(users).where(eq(users.id, request.userId))
    : // By email only to an account that proved it owns the address; otherwise the event waits
      // for that email to be verified (claimPendingEvents).
      await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(sql`lower(${users.email})`, request.email.trim().toLowerCase()), isNotNull(users.emailVerifiedAt)),
        )
  const hostUserId = account?.id ?? null

  const [event] = await tx
    .insert(events)
    .values({
      publicId: newPublicId(),
      hostUserId,
      pendingEmail: hostUserId ? null : request.email.trim().toLowerCase(),
      name: overrides.name?.trim() || defaultName(request, venue?.name ?? null),
      venueId: venue?.id ?? null,
      venueName: venue?.name ?? null,
      location: venue?.address ?? (city ? `${city.name}, ${city.state}` : ''),
      citySlug: venue?.citySlug ?? city?.slug ?? null,
      timezone: venue?.timezone ?? city?.timezone ?? DEFAULT_EVENT_TIMEZONE,
      date: date!,
      time: time!,
      guestCount: guestCount!,
      requestId: request.id,
    })
    .returning()
  if (hostUserId) await tx.insert(eventMembers).values({ eventId: event.id, userId: hostUserId, role: 'host' })
  return { event, created: true, hostUserId }
}

/**
 * Events made for an email before it had an account become that account's, as host. Auth's
 * email-proven hook (registered in src/server/app.ts): it runs in the transaction that proves the
 * address, next to linking the account's requests.
 */
export async function claimPendingEvents({
  tx,
  userId,
  email,
}: {
  tx: Db | Tx
  userId: number
  email: string
}): Promise<number> {
  const claimed = await tx
    .update(events)
    .set({ hostUserId: userId, pendingEmail: null })
    .where(and(isNull(events.hostUserId), eq(sql`lower(${events.pendingEmail})`, email.trim().toLowerCase())))
    .returning({ id: events.id })
  if (claimed.length) {
    await tx
      .insert(eventMembers)
      .values(claimed.map((e) => ({ eventId: e.id, userId, role: 'host' as const })))
      .onConflictDoNothing()
  }
  return claimed.length
}

// The venue catalogue as staff maintain it: list every venue (archived too), read every
// field, create, edit, archive, and set blackout dates.
import { and, asc, eq, gte, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm'
import {
  VENUE_MESSAGES,
  venueSlugBase,
  venueGuestsInOrder,
  type VenueCreateInput,
  type VenuePatchInput,
} from '~/domain/venues/venue-input'
import { todayIn } from '~/domain/time'
import type { Db, Tx } from '../db/client'
import { cities, venueBlackouts, venuePhotos, venues } from '../db/schema'
import { availabilityChanged, catalogueChanged } from '../lib/catalogue-generation'
import { fieldError, fieldErrors, notFound } from '../lib/errors'
import { containsPattern } from './inbox'

export const VENUE_NOT_FOUND = 'Venue not found'
export const PAST_BLACKOUT_MESSAGE = 'Blackout dates must be today or later'

type VenueRow = typeof venues.$inferSelect

/** PostgreSQL's unique_violation, as either driver reports it (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505')
      return constraint ? e.constraint === constraint || String((e as Error).message ?? '').includes(constraint) : true
  }
  return false
}

const slugTaken = () => fieldError('slug', VENUE_MESSAGES.slugTaken)

/** The name's slug, or with -2, -3… when taken. */
export async function uniqueSlug(db: Db | Tx, name: string): Promise<string> {
  const base = venueSlugBase(name) || 'venue'
  const taken = new Set(
    (
      await db
        .select({ slug: venues.slug })
        .from(venues)
        .where(or(eq(venues.slug, base), like(venues.slug, `${base}-%`)))
    ).map((r) => r.slug),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

const listColumns = {
  id: venues.id,
  slug: venues.slug,
  name: venues.name,
  citySlug: venues.citySlug,
  cityName: cities.name,
  state: cities.state,
  type: venues.type,
  serviceType: venues.serviceType,
  status: venues.status,
  minGuests: venues.minGuests,
  maxGuests: venues.maxGuests,
  pricePerPerson: venues.pricePerPerson,
  rating: venues.rating,
  reviewCount: venues.reviewCount,
  photoCount: sql<number>`(select count(*)::int from ${venuePhotos} where ${venuePhotos.venueId} = ${venues.id})`,
  updatedAt: venues.updatedAt,
}

export async function listStaffVenues({
  db,
  q,
  city,
  status,
  limit,
  offset,
}: {
  db: Db
  q?: string
  city?: string
  status: 'active' | 'archived' | 'all'
  limit: number
  offset: number
}) {
  const where: SQL[] = []
  if (q)
    where.push(
      or(
        ilike(venues.name, containsPattern(q)),
        ilike(venues.slug, containsPattern(q)),
        ilike(venues.address, containsPattern(q)),
      )!,
    )
  if (city) where.push(eq(venues.citySlug, city))
  if (status !== 'all') where.push(eq(venues.status, status))
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(venues)
      .innerJoin(cities, eq(cities.slug, venues.citySlug))
      .where(and(...where))
      .orderBy(asc(venues.name), asc(venues.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(venues)
      .where(and(...where)),
  ])
  return {
    venues: rows.map(({ cityName, state, updatedAt, ...v }) => ({
      ...v,
      location: `${cityName}, ${state}`,
      photoCount: Number(v.photoCount),
      updatedAt: updatedAt.toISOString(),
    })),
    total: Number(total),
  }
}

export async function getStaffVenue({ db, id }: { db: Db | Tx; id: number }) {
  const [row] = await db
    .select({ v: venues, timezone: cities.timezone, cityName: cities.name, state: cities.state })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(eq(venues.id, id))
  if (!row) throw notFound(VENUE_NOT_FOUND)
  const today = todayIn(row.timezone)
  const [photos, blackouts] = await Promise.all([
    db
      .select()
      .from(venuePhotos)
      .where(eq(venuePhotos.venueId, id))
      .orderBy(asc(venuePhotos.position), asc(venuePhotos.id)),
    db
      .select({ date: venueBlackouts.date, reason: venueBlackouts.reason })
      .from(venueBlackouts)
      .where(and(eq(venueBlackouts.venueId, id), gte(venueBlackouts.date, today), isNull(venueBlackouts.calendarId)))
      .orderBy(asc(venueBlackouts.date)),
  ])
  const { v } = row
  return {
    ...v,
    location: `${row.cityName}, ${row.state}`,
    timezone: row.timezone,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    photos: photos.map((p) => ({
      id: p.id,
      url: p.url,
      alt: p.alt,
      position: p.position,
      width: p.width,
      height: p.height,
    })),
    blackouts,
  }
}

/** Inserts the venue in the caller's transaction (the catalogue's cache is told); returns its id and name. */
export async function insertVenueInTx(tx: Tx, input: VenueCreateInput) {
  if (input.slug) {
    const [taken] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.slug, input.slug))
    if (taken) throw slugTaken()
  }
  const slug = input.slug ?? (await uniqueSlug(tx, input.name))
  const [row] = await tx
    .insert(venues)
    .values({ ...input, slug })
    .returning({ id: venues.id, name: venues.name })
  await catalogueChanged(tx)
  return row
}

/** A slug taken by a concurrent insert is the same field error as one taken before. */
export async function withSlugCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (isUniqueViolation(err, 'venues_slug_key')) throw slugTaken()
    throw err
  }
}

export async function createVenue({ db, input }: { db: Db; input: VenueCreateInput }) {
  const { id } = await withSlugCheck(() => db.transaction((tx) => insertVenueInTx(tx, input)))
  return getStaffVenue({ db, id })
}

export async function updateVenue({ db, id, input }: { db: Db; id: number; input: VenuePatchInput }) {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(venues).where(eq(venues.id, id)).for('update')
      if (!row) throw notFound(VENUE_NOT_FOUND)
      const merged = { ...row, ...input }
      if (!venueGuestsInOrder(merged)) throw fieldError('maxGuests', VENUE_MESSAGES.guestsOrder)
      if (input.slug && input.slug !== row.slug) {
        const [taken] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.slug, input.slug))
        if (taken) throw slugTaken()
      }
      if (Object.keys(input).length)
        await tx
          .update(venues)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(venues.id, id))
      await catalogueChanged(tx)
    })
  } catch (err) {
    if (isUniqueViolation(err, 'venues_slug_key')) throw slugTaken()
    throw err
  }
  return getStaffVenue({ db, id })
}

export async function setVenueStatus({ db, id, status }: { db: Db; id: number; status: VenueRow['status'] }) {
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(venues)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(venues.id, id))
      .returning({ id: venues.id })
    if (changed) await catalogueChanged(tx)
    return changed
  })
  if (!row) throw notFound(VENUE_NOT_FOUND)
  return getStaffVenue({ db, id })
}

/** Replaces the venue's blackouts from today on (in its city's timezone) with `dates`. */
export async function replaceBlackouts({
  db,
  id,
  dates,
  reason,
}: {
  db: Db
  id: number
  dates: string[]
  reason?: string
}) {
  await db.transaction(async (tx) => {
    const [venue] = await tx
      .select({ id: venues.id, timezone: cities.timezone })
      .from(venues)
      .innerJoin(cities, eq(cities.slug, venues.citySlug))
      .where(eq(venues.id, id))
      .for('update', { of: venues })
    if (!venue) throw notFound(VENUE_NOT_FOUND)
    const today = todayIn(venue.timezone)
    const errors: Record<string, string> = {}
    dates.forEach((d, i) => {
      if (d < today) errors[`dates.${i}`] = PAST_BLACKOUT_MESSAGE
    })
    if (Object.keys(errors).length) throw fieldErrors(errors)
    // Days a synced external calendar blocks are its own: the staff list neither shows nor replaces them.
    await tx
      .delete(venueBlackouts)
      .where(and(eq(venueBlackouts.venueId, id), gte(venueBlackouts.date, today), isNull(venueBlackouts.calendarId)))
    const unique = [...new Set(dates)].sort()
    if (unique.length)
      await tx
        .insert(venueBlackouts)
        .values(unique.map((date) => ({ venueId: id, date, reason: reason ?? null })))
        .onConflictDoUpdate({
          target: [venueBlackouts.venueId, venueBlackouts.date],
          set: { reason: reason ?? null, calendarId: null, slot: null },
        })
    await tx
      .update(venues)
      .set({ updatedAt: sql`now()` })
      .where(eq(venues.id, id))
    await availabilityChanged(tx)
  })
  return getStaffVenue({ db, id })
}

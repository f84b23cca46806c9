// A signed-in planner's shortlist: every query scoped to her (`where user_id = me`);
// PUT replaces it whole, in her order, in one transaction, one save at a time. Archived venues drop out of the answer.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { cityLabel } from '~/domain/cities'
import { SHORTLIST_MESSAGES, type ShortlistResponse } from '~/domain/briefs/shortlist-api'
import type { Db } from '../db/client'
import { cities, shortlistVenues, users, venues } from '../db/schema'
import { fieldErrors } from '../lib/errors'
import { coverPhotoUrlSql } from '../venues/cover-photo'

export async function getShortlist(db: Db, userId: number): Promise<ShortlistResponse> {
  const rows = await db
    .select({
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
      cityName: cities.name,
      state: cities.state,
      photoUrl: coverPhotoUrlSql(),
      minGuests: venues.minGuests,
      maxGuests: venues.maxGuests,
      pricePerPerson: venues.pricePerPerson,
      minNoticeHours: venues.minNoticeHours,
    })
    .from(shortlistVenues)
    .innerJoin(venues, eq(venues.id, shortlistVenues.venueId))
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(and(eq(shortlistVenues.userId, userId), eq(venues.status, 'active')))
    .orderBy(asc(shortlistVenues.position))
  return {
    venues: rows.map(({ cityName, state, ...v }) => ({ ...v, location: cityLabel({ name: cityName, state }) })),
  }
}

export async function putShortlist(db: Db, userId: number, venueIds: number[]): Promise<ShortlistResponse> {
  await db.transaction(async (tx) => {
    const known = venueIds.length
      ? await tx
          .select({ id: venues.id })
          .from(venues)
          .where(and(inArray(venues.id, venueIds), eq(venues.status, 'active')))
      : []
    const errors: Record<string, string> = {}
    venueIds.forEach((id, i) => {
      if (!known.some((k) => k.id === id)) errors[`venueIds.${i}`] = SHORTLIST_MESSAGES.unknownVenue
    })
    if (Object.keys(errors).length) throw fieldErrors(errors)
    // Two saves at once (the browser saves on every change) take turns on her user row: otherwise
    // both delete, then both insert the same rows and the second fails on the primary key.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
    await tx.delete(shortlistVenues).where(eq(shortlistVenues.userId, userId))
    if (venueIds.length)
      await tx.insert(shortlistVenues).values(venueIds.map((venueId, position) => ({ userId, venueId, position })))
  })
  return getShortlist(db, userId)
}

// Saved venues: every query is scoped to the signed-in user (`where user_id = me`).
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { FavouritesResponse } from '~/domain/auth/favourites'
import type { Db } from '../db/client'
import { favourites, venues } from '../db/schema'
import { notFound } from '../lib/errors'
import { selectVenueSummaries } from '../venues/venue-sql'

/** More than anyone saves; bounds the listing. */
const LIST_MAX = 1000

export async function listFavourites({
  db,
  userId,
  now = new Date(),
}: {
  db: Db
  userId: number
  now?: Date
}): Promise<FavouritesResponse> {
  const rows = await db
    .select({ venueId: favourites.venueId })
    .from(favourites)
    .innerJoin(venues, eq(venues.id, favourites.venueId))
    .where(and(eq(favourites.userId, userId), eq(venues.status, 'active')))
    .orderBy(desc(favourites.createdAt), desc(favourites.venueId))
    .limit(LIST_MAX)
  const venueIds = rows.map((r) => r.venueId)
  if (venueIds.length === 0) return { venueIds, venues: [] }
  const summaries = await selectVenueSummaries({ db, where: inArray(venues.id, venueIds), now, limit: LIST_MAX })
  const byId = new Map(summaries.map((v) => [v.id, v]))
  const listed = venueIds.flatMap((id) => byId.get(id) ?? [])
  return { venueIds: listed.map((v) => v.id), venues: listed }
}

export async function saveFavourite({
  db,
  userId,
  venueId,
}: {
  db: Db
  userId: number
  venueId: number
}): Promise<void> {
  const [venue] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.status, 'active')))
  if (!venue) throw notFound('Venue not found')
  await db.insert(favourites).values({ userId, venueId }).onConflictDoNothing()
}

export async function removeFavourite({
  db,
  userId,
  venueId,
}: {
  db: Db
  userId: number
  venueId: number
}): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.venueId, venueId)))
}

/** Visitor hearts kept in the browser, added at sign-in; ids that name no venue are skipped. */
export async function mergeFavourites({
  db,
  userId,
  venueIds,
}: {
  db: Db
  userId: number
  venueIds: number[]
}): Promise<void> {
  const ids = [...new Set(venueIds)].filter((id) => id > 0 && id <= 2_147_483_647)
  if (ids.length === 0) return
  const known = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(inArray(venues.id, ids), eq(venues.status, 'active')))
  if (known.length === 0) return
  await db
    .insert(favourites)
    .values(known.map((v) => ({ userId, venueId: v.id })))
    .onConflictDoNothing()
}

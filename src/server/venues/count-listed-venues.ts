import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cities, venues } from '../db/schema'

/** Real venues planners can find today: listed, in an open city, not from the demo catalogue. */
export async function countListedVenues({ db }: { db: Db }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(and(eq(venues.status, 'active'), eq(venues.isDemo, false), eq(cities.status, 'active')))
  return Number(row?.n ?? 0)
}

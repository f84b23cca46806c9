import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { venues } from '../db/schema'

/** Whether planners can see any fictional venue of the demo catalogue (an active one). */
export async function hasPublicDemoVenues(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(venues)
    .where(and(eq(venues.isDemo, true), eq(venues.status, 'active')))
    .limit(1)
  return row !== undefined
}

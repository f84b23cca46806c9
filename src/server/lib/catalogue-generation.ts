// Which version of the public catalogue this process has seen: a counter that every write changing
// what search, venue pages or Callie answer moves on (venues, their photos, blackouts and reviews,
// cities, the demo catalogue). The read cache (read-cache.ts) puts it in every key, so one bump
// makes every cached answer unreachable. Other instances hear of the write through NOTIFY on
// CATALOGUE_CHANNEL (sent in the writing transaction, so only a committed write is announced) and
// bump their own counter; this instance hears its own notice too, which bumps it again once the
// write has committed (a read that ran between the first bump and the commit cached the old rows
// under the bumped counter).
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'

export const CATALOGUE_CHANNEL = 'bountiful_catalogue'

let generation = 0

export const catalogueGeneration = (): number => generation

/** This process forgets every cached answer (a notice from another instance, a reconnected listener). */
export function bumpCatalogueGeneration(): void {
  generation += 1
}

/**
 * Every write that can change a public answer calls this, inside its transaction when it has one.
 * Tests that write catalogue rows straight through the database call it too.
 */
export async function catalogueChanged(tx: Db | Tx): Promise<void> {
  bumpCatalogueGeneration()
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`)
}

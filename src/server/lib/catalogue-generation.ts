// Which version of the public catalogue this process has seen: a counter that every write changing
// what search, venue pages or Callie answer moves on (venues, their photos, spaces, packages,
// reviews, cities, the demo catalogue; and availability: blackouts and holds). The read cache
// (read-cache.ts) puts it in every key, so one bump makes every cached answer unreachable. Other
// instances hear of the write through NOTIFY on CATALOGUE_CHANNEL (sent in the writing transaction,
// so only a committed write is announced) and bump their own counter; this instance hears its own
// notice too, which bumps it again once the write has committed (a read that ran between the first
// bump and the commit cached the old rows under the bumped counter).
//
// A second counter, the listing generation, moves on only with the catalogue itself, not with
// availability (blackouts and holds, written with every quote that holds a space and every calendar
// sync): the search index (search-index.ts) rebuilds its venues and spaces on it, and reloads only
// the coming days' blackouts and holds when availability alone changed (docs/decisions/0020).
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'

export const CATALOGUE_CHANNEL = 'bountiful_catalogue'
/** The notice's payload for a change of availability alone; any other payload is a catalogue change. */
export const AVAILABILITY_NOTICE = 'availability'

let generation = 0
let listing = 0

export const catalogueGeneration = (): number => generation

/** Moves on with the catalogue's venues, spaces and their options, not with blackouts and holds. */
export const listingGeneration = (): number => listing

/** This process forgets every cached answer and the index's catalogue (a reconnected listener, a notice). */
export function bumpCatalogueGeneration(): void {
  generation += 1
  listing += 1
}

/** A notice on CATALOGUE_CHANNEL: availability alone, or the catalogue. */
export function catalogueNoticeReceived(payload: string): void {
  if (payload === AVAILABILITY_NOTICE) generation += 1
  else bumpCatalogueGeneration()
}

/**
 * Every write that can change a public answer calls this (or availabilityChanged), inside its
 * transaction when it has one. Tests that write catalogue rows straight through the database call it too.
 */
export async function catalogueChanged(tx: Db | Tx): Promise<void> {
  bumpCatalogueGeneration()
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`)
}

/**
 * A write to venue blackouts, space blackouts or holds and nothing else of the catalogue: cached
 * answers are forgotten as for any change, while the search index keeps its venues and spaces.
 */
export async function availabilityChanged(tx: Db | Tx): Promise<void> {
  generation += 1
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${AVAILABILITY_NOTICE})`)
}

// closureBlocks (src/domain/venue-portal/venue-portal.ts) in SQL, for every query that asks whether
// a closed day blocks a date and time: search, requests, instant book, Callie's tools and quotes.
import { sql, type Column, type SQL } from 'drizzle-orm'
import { slotOf } from '~/domain/venues/spaces'

/** A blackout row whose slot column is `slot` blocks a question at `time` (without a time, any row does). */
export function closureBlocksSql(slot: Column | SQL, time: string | undefined): SQL {
  return time === undefined ? sql`true` : sql`(${slot} is null or ${slot} = ${slotOf(time)})`
}

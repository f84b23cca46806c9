// A request's agreed terms: its latest accepted proposal (confirmation builds the event from it, the
// planner's status page shows its total). The payment schedule reads the same row in payments/schedules.ts,
// which may not import this feature.
import { and, desc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { proposals } from '../db/schema'

export async function latestAcceptedProposal(db: Db | Tx, requestId: number) {
  const [accepted] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.requestId, requestId), eq(proposals.status, 'accepted')))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(1)
  return accepted ?? null
}

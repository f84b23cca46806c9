// The space holds that travel with a venue's quote (issue 16): held while the proposal is open,
// booked when the planner accepts, released when it is declined or replaced.
import { and, inArray, sql } from 'drizzle-orm'
import { HOLD_MESSAGES } from '~/domain/venue-portal/venue-portal'
import type { Tx } from '../db/client'
import { spaceHolds } from '../db/schema'
import { catalogueChanged } from '../lib/catalogue-generation'
import { sqlStateOf, UNIQUE_VIOLATION } from '../lib/database-errors'
import { conflict } from '../lib/errors'

/**
 * The space holds of these proposals move with them: booked when the planner accepts, released
 * when she declines or a newer proposal replaces it. Accepting after the hold expired books the
 * slot again if nobody took it meanwhile; if somebody did, the unique index refuses and the answer
 * is a 409 (the proposal stays open for staff to replace).
 */
export async function moveProposalHolds(tx: Tx, proposalIds: number[], to: 'booked' | 'released'): Promise<number> {
  if (!proposalIds.length) return 0
  try {
    const moved = await tx
      .update(spaceHolds)
      .set({ status: to, expiresAt: null, updatedAt: sql`now()` })
      .where(
        and(
          inArray(spaceHolds.proposalId, proposalIds),
          inArray(spaceHolds.status, to === 'booked' ? ['held', 'expired'] : ['held', 'booked']),
        ),
      )
      .returning({ id: spaceHolds.id })
    if (moved.length) await catalogueChanged(tx)
    return moved.length
  } catch (err) {
    if (sqlStateOf(err) === UNIQUE_VIOLATION) throw conflict(HOLD_MESSAGES.slotTaken)
    throw err
  }
}

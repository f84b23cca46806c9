// The space holds that travel with a venue's quote: held while the proposal is open,
// booked when the planner accepts (or at once by instant book), released when it is declined,
// replaced or cancelled. Placed here only: the portal's quote and instant book both call placeHold.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { HOLD_MESSAGES } from '~/domain/bookings/holds'
import { slotOf } from '~/domain/venues/spaces'
import type { Tx } from '../db/client'
import { spaceHolds } from '../db/schema'
import { availabilityChanged } from '../lib/catalogue-generation'
import { sqlStateOf, UNIQUE_VIOLATION } from '../lib/database-errors'
import { AppError, conflict } from '../lib/errors'

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
    if (moved.length) await availabilityChanged(tx)
    return moved.length
  } catch (err) {
    if (sqlStateOf(err) === UNIQUE_VIOLATION) throw conflict(HOLD_MESSAGES.slotTaken)
    throw err
  }
}

/**
 * Holds the space's slot for a proposal: a hold of that slot past its expiry is marked expired
 * first, then the insert either wins the partial unique index or the slot is taken (409,
 * `isSlotTaken`). `hours` null: booked at once (instant book), never expiring.
 */
export async function placeHold(
  tx: Tx,
  h: {
    spaceId: number
    date: string
    time: string
    hours: number | null
    requestId: number
    proposalId: number
    userId: number | null
  },
) {
  const slot = slotOf(h.time)
  await tx
    .update(spaceHolds)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(spaceHolds.spaceId, h.spaceId),
        eq(spaceHolds.date, h.date),
        eq(spaceHolds.slot, slot),
        eq(spaceHolds.status, 'held'),
        sql`${spaceHolds.expiresAt} <= now()`,
      ),
    )
  try {
    const [hold] = await tx
      .insert(spaceHolds)
      .values({
        spaceId: h.spaceId,
        date: h.date,
        slot,
        status: h.hours === null ? 'booked' : 'held',
        expiresAt: h.hours === null ? null : sql`now() + make_interval(hours => ${h.hours})`,
        requestId: h.requestId,
        proposalId: h.proposalId,
        createdBy: h.userId,
      })
      .returning()
    await availabilityChanged(tx)
    return hold
  } catch (err) {
    if (sqlStateOf(err) === UNIQUE_VIOLATION)
      throw conflict(HOLD_MESSAGES.slotTaken, { spaceId: HOLD_MESSAGES.slotTaken })
    throw err
  }
}

/** The 409 placeHold answers when another booking holds the slot. */
export const isSlotTaken = (err: unknown) => err instanceof AppError && err.message === HOLD_MESSAGES.slotTaken

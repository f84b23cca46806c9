// The money side of a cancellation, in three steps the booking's owner
// (src/server/bookings/cancel-booking.ts) runs around its one transaction:
//   1. planRefunds: what each payer gets back, from what they paid (the ledger), by the venue's
//      terms as agreed (or in full), spread over their charges oldest first;
//   2. issueCardRefunds: card refunds through Stripe's Refunds API, outside any transaction, each
//      with an Idempotency-Key naming its charge and its number, so a retry or a concurrent cancel
//      gets the same refunds back, never a second set;
//   3. writeRefunds: in the caller's transaction, the refund rows and the schedule cancelled; a
//      charge that landed after the plan is refunded in full afterwards (refundLateCharges).
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { deriveBalances } from '~/domain/payments/ledger'
import { allocateByWeights } from '~/domain/pricing/money'
import { PAYMENT_MESSAGES } from '~/domain/payments/payments-api'
import { planCancellationRefunds, refundBpFor, type PayerRefund } from '~/domain/payments/refunds'
import { daysBetween } from '~/domain/payments/schedule'
import type { Db, Tx } from '../db/client'
import { paymentSchedules } from '../db/schema'
import { conflict } from '../lib/errors'
import { findSchedule, ledgerOf, movementsOf, type LedgerRow, type ScheduleRow } from './booking-payments'
import { providerFailed, requireStripe } from './checkouts'
import { appendRefund } from './ledger-writes'
import type { OutboxMessage } from '../email/outbox'
import type { EmailConfig } from './payment-emails'
import { queueRefunds, refundEmails } from './payment-notices'

export type Piece = { charge: LedgerRow; amountCents: number; venueCents: number; feeCents: number; refundNo: number }

/** What a cancellation gives back, per payer, before anything moves. */
export type RefundPlan = {
  scheduleId: number
  /** The ledger rows it was planned from: the refunds are written only if they are still all there is. */
  rows: LedgerRow[]
  /** How many days before the event the cancellation counts from. */
  daysBefore: number
  /** The share of the venue's part that comes back, in whole percents. */
  refundPct: number
  /** Whether our booking fee is kept (the terms say so and the refund is not in full). */
  bookingFeeKept: boolean
  refunds: PayerRefund[]
  /** What each payer paid (gross, before any refund), by payer. */
  paidByPayer: Map<string, number>
  pieces: Piece[]
}

/** Spreads a payer's refund over their charges, oldest first, never past what a charge has left. */
export function piecesOf(
  rows: LedgerRow[],
  refund: { payer: string; venueCents: number; feeCents: number; amountCents: number },
): Piece[] {
  const pieces: Omit<Piece, 'venueCents' | 'feeCents'>[] = []
  let left = refund.amountCents
  for (const charge of rows.filter((r) => r.kind === 'charge' && r.payer === refund.payer)) {
    const refunds = rows.filter((r) => r.kind === 'refund' && r.refundOf === charge.id)
    const room = charge.amountCents - refunds.reduce((a, r) => a + r.amountCents, 0)
    const amountCents = Math.min(left, room)
    if (amountCents > 0) pieces.push({ charge, amountCents, refundNo: refunds.length + 1 })
    left -= amountCents
  }
  const fees = allocateByWeights(
    refund.feeCents,
    pieces.map((p) => p.amountCents),
  )
  return pieces.map((p, i) => ({ ...p, feeCents: fees[i], venueCents: p.amountCents - fees[i] }))
}

/**
 * Each payer's refund when the booking is cancelled on `cancelledOn`: by the schedule's terms, or
 * everything (our fee included) when `full`. Reads only: nothing moves until writeRefunds.
 */
export async function planRefunds(
  db: Db | Tx,
  schedule: ScheduleRow,
  { cancelledOn, full }: { cancelledOn: string; full: boolean },
): Promise<RefundPlan> {
  const rows = await ledgerOf(db, schedule.id)
  const balances = deriveBalances(movementsOf(rows))
  const holdings = [...balances.byPayer].map(([payer, b]) => ({
    payer,
    venueCents: b.venueCents,
    feeCents: b.feeCents,
  }))
  const daysBefore = daysBetween(cancelledOn, schedule.eventDate)
  const refundBp = full ? 10_000 : refundBpFor(schedule.cancellationPolicy, daysBefore)
  const bookingFeeRefundable = full || schedule.bookingFeeRefundable
  const refunds = planCancellationRefunds({ holdings, refundBp, bookingFeeRefundable })
  return {
    scheduleId: schedule.id,
    rows,
    daysBefore,
    refundPct: refundBp / 100,
    bookingFeeKept: !bookingFeeRefundable && schedule.bookingFeeCents > 0,
    refunds,
    paidByPayer: new Map([...balances.byPayer].map(([payer, b]) => [payer, b.paidCents])),
    pieces: refunds.flatMap((r) => piecesOf(rows, r)),
  }
}

export type RefundReferences = ReadonlyMap<Piece, string | null>

/**
 * The card pieces refunded through Stripe (offline ones are recorded for staff to pay back). Call it
 * outside any transaction: no database connection is held over the network.
 */
export async function issueCardRefunds(stripe: Stripe | null, plan: RefundPlan): Promise<RefundReferences> {
  const references = new Map<Piece, string | null>()
  const card = plan.pieces.filter((p) => p.charge.method === 'card' && p.charge.reference)
  if (card.length) requireStripe(stripe)
  for (const piece of plan.pieces) {
    if (!card.includes(piece)) {
      references.set(piece, null)
      continue
    }
    try {
      const refund = await stripe!.refunds.create(
        { payment_intent: piece.charge.reference!, amount: piece.amountCents, reason: 'requested_by_customer' },
        { idempotencyKey: `bountiful-refund-${piece.charge.id}-${piece.refundNo}` },
      )
      references.set(piece, refund.id)
    } catch {
      throw providerFailed()
    }
  }
  return references
}

/**
 * In the caller's transaction: the schedule locked and cancelled and a refund row per planned piece
 * (they are at Stripe already). Answers the refund email of each payer who gets money back
 * (`refundEmailsTo`: the payers the caller does not write to itself), for the caller to queue with
 * its own, and the charges that landed after the plan: refund them with refundLateCharges once this
 * transaction has committed. Refused (409) when the schedule is already cancelled.
 */
export async function writeRefunds(
  tx: Tx,
  {
    config,
    plan,
    references,
    actorId,
    refundEmailsTo,
    because,
  }: {
    config: EmailConfig
    plan: RefundPlan
    references: RefundReferences
    actorId: number | null
    refundEmailsTo: (payer: string) => boolean
    because: string
  },
): Promise<{ lateChargeIds: number[]; emails: OutboxMessage[] }> {
  const locked = await findSchedule(tx, { id: plan.scheduleId }, { forUpdate: true })
  if (locked.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled)
  const planned = new Set(plan.rows.map((r) => r.id))
  const late = (await ledgerOf(tx, plan.scheduleId)).filter((r) => r.kind === 'charge' && !planned.has(r.id))
  for (const piece of plan.pieces) {
    await appendRefund(tx, {
      scheduleId: plan.scheduleId,
      charge: piece.charge,
      venueCents: piece.venueCents,
      feeCents: piece.feeCents,
      reference: references.get(piece) ?? null,
      recordedBy: actorId,
    })
  }
  await tx
    .update(paymentSchedules)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(eq(paymentSchedules.id, plan.scheduleId))
  const emails = await refundEmails(tx, config, {
    scheduleId: plan.scheduleId,
    rows: plan.rows,
    refunds: plan.refunds.filter((r) => refundEmailsTo(r.payer)),
    because,
  })
  return { lateChargeIds: late.map((r) => r.id), emails }
}

/**
 * Charges that landed on a booking after its cancellation was planned (a webhook racing the
 * cancel, or a Checkout session paid after it) are refunded in full: nothing was owed any more.
 * Stripe first (key `bountiful-refund-<charge>-late`, so a retry gets the same refund), then the
 * rows and the payer's email in one transaction; a charge already refunded in full is skipped.
 * Call it outside any transaction.
 */
export async function refundLateCharges({
  db,
  stripe,
  config,
  scheduleId,
  chargeIds,
}: {
  db: Db
  stripe: Stripe | null
  config: EmailConfig
  scheduleId: number
  chargeIds: readonly number[]
}): Promise<void> {
  if (!chargeIds.length) return
  const owed = (rows: LedgerRow[]) =>
    rows
      .filter((r) => r.kind === 'charge' && chargeIds.includes(r.id))
      .map((charge) => ({
        charge,
        left:
          charge.amountCents -
          rows.filter((r) => r.kind === 'refund' && r.refundOf === charge.id).reduce((a, r) => a + r.amountCents, 0),
      }))
      .filter((c) => c.left > 0)
  const before = owed(await ledgerOf(db, scheduleId))
  const references = new Map<number, string | null>()
  for (const { charge, left } of before) {
    if (charge.method !== 'card' || !charge.reference) {
      references.set(charge.id, null)
      continue
    }
    try {
      const refund = await requireStripe(stripe).refunds.create(
        { payment_intent: charge.reference, amount: left, reason: 'duplicate' },
        { idempotencyKey: `bountiful-refund-${charge.id}-late` },
      )
      references.set(charge.id, refund.id)
    } catch {
      throw providerFailed()
    }
  }
  await db.transaction(async (tx) => {
    await findSchedule(tx, { id: scheduleId }, { forUpdate: true })
    const rows = await ledgerOf(tx, scheduleId)
    const refunds: PayerRefund[] = []
    for (const { charge, left } of owed(rows)) {
      if (!references.has(charge.id)) continue
      // What our fee still holds of this charge: its fee row (written with it, same payment
      // reference) less the fee parts of its refunds.
      const feeCents = rows
        .filter(
          (r) =>
            r.kind === 'fee' &&
            (r.refundOf === charge.id ||
              (r.refundOf === null && r.payer === charge.payer && r.reference === charge.reference)),
        )
        .reduce((a, r) => a + r.amountCents, 0)
      const fee = Math.min(Math.max(0, feeCents), left)
      await appendRefund(tx, {
        scheduleId,
        charge,
        venueCents: left - fee,
        feeCents: fee,
        reference: references.get(charge.id) ?? null,
        recordedBy: null,
      })
      refunds.push({ payer: charge.payer, venueCents: left - fee, feeCents: fee, amountCents: left })
    }
    await queueRefunds(tx, config, {
      scheduleId,
      rows,
      refunds,
      because: 'As the booking was already cancelled when this payment arrived,',
    })
  })
}

// What staff do with a booking's money (issue 17): record a bank transfer or cheque, and cancel
// with refunds per the cancellation policy (card payments back through Stripe's Refunds API, with
// an Idempotency-Key per charge and refund, offline ones recorded for staff to pay back).
import { and, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { formatCents } from '~/domain/estimate'
import { deriveBalances } from '~/domain/payments/ledger'
import { allocateByWeights } from '~/domain/payments/money'
import { ORGANISER_PAYER, PAYMENT_MESSAGES, type OfflinePaymentInput } from '~/domain/payments/payments-api'
import { planCancellationRefunds, refundBpFor } from '~/domain/payments/refunds'
import { daysBetween } from '~/domain/payments/schedule'
import { todayIn } from '~/domain/time'
import type { Db } from '../db/client'
import { events, paymentInstalments, paymentSchedules } from '../db/schema'
import { conflict, fieldError } from '../lib/errors'
import { chargedTowards, findSchedule, ledgerOf, movementsOf, type LedgerRow } from './booking-payments'
import { providerFailed, requireStripe } from './checkouts'
import { appendCharge, appendRefund } from './ledger-writes'
import type { EmailConfig } from './payment-emails'
import { queueReceipt, queueRefunds } from './payment-notices'

export async function recordOfflinePayment({
  db,
  config,
  requestId,
  input,
  actorId,
}: {
  db: Db
  config: EmailConfig
  requestId: number
  input: OfflinePaymentInput
  actorId: number
}) {
  await db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, { requestId }, { forUpdate: true })
    if (schedule.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled)
    const [instalment] = await tx
      .select()
      .from(paymentInstalments)
      .where(and(eq(paymentInstalments.id, input.instalmentId), eq(paymentInstalments.scheduleId, schedule.id)))
    if (!instalment) throw fieldError('instalmentId', PAYMENT_MESSAGES.instalmentNotFound)
    const rows = await ledgerOf(tx, schedule.id)
    // The same reference twice is a double submission, not a second transfer.
    if (rows.some((r) => r.kind === 'charge' && r.method !== 'card' && r.reference === input.reference))
      throw conflict('A payment with this reference is already recorded', { reference: 'Already recorded' })
    const due = instalment.amountCents - chargedTowards(rows, instalment.id)
    if (input.amountCents > due)
      throw fieldError('amountCents', `More than is due on this instalment (${formatCents(Math.max(0, due))})`)
    const charge = {
      scheduleId: schedule.id,
      instalment,
      payer: ORGANISER_PAYER,
      amountCents: input.amountCents,
      method: input.method,
      reference: input.reference,
    }
    await appendCharge(tx, { ...charge, receivedOn: input.receivedOn, recordedBy: actorId })
    await queueReceipt(tx, config, { ...charge, paidOn: input.receivedOn })
  })
}

type Piece = { charge: LedgerRow; amountCents: number; venueCents: number; feeCents: number; refundNo: number }

/** Spreads a payer's refund over their charges, oldest first, never past what a charge has left. */
function piecesOf(
  rows: LedgerRow[],
  refund: { payer: string; venueCents: number; feeCents: number; amountCents: number },
) {
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

export async function cancelBookingPayments({
  db,
  config,
  stripe,
  requestId,
  cancelledOn,
  actorId,
}: {
  db: Db
  config: EmailConfig
  stripe: Stripe | null
  requestId: number
  cancelledOn?: string
  actorId: number
}) {
  const schedule = await findSchedule(db, { requestId })
  if (schedule.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled)
  const [event] = await db.select({ timezone: events.timezone }).from(events).where(eq(events.id, schedule.eventId))
  const day = cancelledOn ?? todayIn(event.timezone)
  const rows = await ledgerOf(db, schedule.id)
  const holdings = [...deriveBalances(movementsOf(rows)).byPayer].map(([payer, b]) => ({
    payer,
    venueCents: b.venueCents,
    feeCents: b.feeCents,
  }))
  const refunds = planCancellationRefunds({
    holdings,
    refundBp: refundBpFor(schedule.cancellationPolicy, daysBetween(day, schedule.eventDate)),
    bookingFeeRefundable: schedule.bookingFeeRefundable,
  })
  const pieces = refunds.flatMap((r) => piecesOf(rows, r))
  if (pieces.some((p) => p.charge.method === 'card')) requireStripe(stripe)

  // Stripe first, outside the transaction (no database connection held over the network); each
  // refund's key names its charge and its number, so a retry after a failure gets the same refunds.
  const references = new Map<Piece, string | null>()
  for (const piece of pieces) {
    if (piece.charge.method !== 'card' || !piece.charge.reference) {
      references.set(piece, null)
      continue
    }
    try {
      const refund = await stripe!.refunds.create(
        { payment_intent: piece.charge.reference, amount: piece.amountCents, reason: 'requested_by_customer' },
        { idempotencyKey: `bountiful-refund-${piece.charge.id}-${piece.refundNo}` },
      )
      references.set(piece, refund.id)
    } catch {
      throw providerFailed()
    }
  }

  await db.transaction(async (tx) => {
    const locked = await findSchedule(tx, { id: schedule.id }, { forUpdate: true })
    if (locked.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled)
    for (const piece of pieces) {
      await appendRefund(tx, {
        scheduleId: schedule.id,
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
      .where(eq(paymentSchedules.id, schedule.id))
    await queueRefunds(tx, config, { scheduleId: schedule.id, rows, refunds })
  })
}

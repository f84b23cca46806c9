// What staff do with a booking's money: record a bank transfer or cheque, and mark an offline
// refund as paid back. Cancelling with
// refunds is the booking's (src/server/bookings/cancel-booking.ts, with ./cancellation-refunds.ts).
import { and, eq } from 'drizzle-orm'
import { formatCents } from '~/domain/pricing/estimate'
import {
  ORGANISER_PAYER,
  PAYMENT_MESSAGES,
  type OfflinePaymentInput,
  type RefundPaybackInput,
} from '~/domain/payments/payments-api'
import type { Db } from '../db/client'
import { ledgerEntries, paymentInstalments, refundPaybacks } from '../db/schema'
import { conflict, fieldError, notFound } from '../lib/errors'
import { chargedTowards, findSchedule, ledgerOf, paybacksOf } from './booking-payments'
import { appendCharge } from './ledger-writes'
import type { EmailConfig } from './payment-emails'
import { queueReceipt, queueRefundPaidBack } from './payment-notices'

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

/**
 * Staff paid an offline refund back (by bank or cheque): marked once, with the amount (the
 * refund's, checked) and a note; the ledger row then reads "Refunded" for staff and organiser, and
 * the payer is emailed that it is sent.
 */
export async function markRefundPaidBack({
  db,
  config,
  requestId,
  entryId,
  input,
  actorId,
}: {
  db: Db
  config: EmailConfig
  requestId: number
  entryId: number
  input: RefundPaybackInput
  actorId: number
}) {
  await db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, { requestId }, { forUpdate: true })
    const [refund] = await tx
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.scheduleId, schedule.id), eq(ledgerEntries.kind, 'refund')),
      )
    if (!refund) throw notFound(PAYMENT_MESSAGES.refundNotFound)
    if (refund.method === 'card') throw conflict(PAYMENT_MESSAGES.refundByCard)
    if ((await paybacksOf(tx, [refund])).has(refund.id)) throw conflict(PAYMENT_MESSAGES.refundPaidBack)
    if (input.amountCents !== refund.amountCents)
      throw fieldError('amountCents', `This refund is ${formatCents(refund.amountCents)}`)
    await tx
      .insert(refundPaybacks)
      .values({ refundEntryId: refund.id, amountCents: input.amountCents, note: input.note, paidBy: actorId })
    // The payer hears it is sent; staff's note stays with staff.
    await queueRefundPaidBack(tx, config, {
      scheduleId: schedule.id,
      payer: refund.payer,
      amountCents: refund.amountCents,
    })
  })
}

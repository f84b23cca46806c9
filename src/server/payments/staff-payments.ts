// What staff do with a booking's money: record a bank transfer or cheque. Cancelling with
// refunds is the booking's (src/server/bookings/cancel-booking.ts, with ./cancellation-refunds.ts).
import { and, eq } from 'drizzle-orm'
import { formatCents } from '~/domain/estimate'
import { ORGANISER_PAYER, PAYMENT_MESSAGES, type OfflinePaymentInput } from '~/domain/payments/payments-api'
import type { Db } from '../db/client'
import { paymentInstalments } from '../db/schema'
import { conflict, fieldError } from '../lib/errors'
import { chargedTowards, findSchedule, ledgerOf } from './booking-payments'
import { appendCharge } from './ledger-writes'
import type { EmailConfig } from './payment-emails'
import { queueReceipt } from './payment-notices'

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

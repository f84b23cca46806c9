// Who gets which payment email, read from the booking's rows inside the transaction that moves
// the money (so an email exists exactly when its payment, share or refund does).
import { eq } from 'drizzle-orm'
import { ORGANISER_PAYER, PAYMENT_REMINDER_KINDS, sharePayer } from '~/domain/payments/payments-api'
import { addDays } from '~/domain/payments/schedule'
import type { Tx } from '../db/client'
import { paymentReminders, paymentShares } from '../db/schema'
import { enqueueEmails, type OutboxMessage } from '../email/outbox'
import type { InstalmentRow, LedgerRow } from './booking-payments'
import {
  bookingContext,
  receiptEmail,
  refundEmail,
  refundPaidBackEmail,
  type BookingContext,
  type EmailConfig,
  type RefundWhy,
} from './payment-emails'

/** The payer's name and address: the organiser (the request's) or a guest's share. */
async function payerContact(tx: Tx, booking: BookingContext, payer: string) {
  if (payer === ORGANISER_PAYER) return { name: booking.organiserName, email: booking.organiserEmail }
  const shareId = Number(payer.replace(/^share:/, ''))
  const [share] = await tx
    .select({ name: paymentShares.name, email: paymentShares.email })
    .from(paymentShares)
    .where(eq(paymentShares.id, shareId))
  return share && sharePayer(shareId) === payer ? share : null
}

export async function queueReceipt(
  tx: Tx,
  config: EmailConfig,
  p: {
    scheduleId: number
    instalment: InstalmentRow
    payer: string
    amountCents: number
    method: 'card' | 'bank_transfer' | 'cheque'
    reference: string | null
    paidOn: string
    /** Of `amountCents`, what was refunded at once, and why. */
    refundedCents?: number
    refundWhy?: RefundWhy
    /** The address the payer gave Stripe, for a guest we have none for. */
    fallbackEmail?: string | null
  },
): Promise<void> {
  const booking = await bookingContext(tx, p.scheduleId)
  const who = await payerContact(tx, booking, p.payer)
  const to = who?.email ?? p.fallbackEmail
  if (!to) return
  await enqueueEmails(tx, [
    receiptEmail({
      config,
      booking,
      to,
      name: who?.name ?? '',
      instalment: p.instalment,
      amountCents: p.amountCents,
      refunded: p.refundedCents ? { amountCents: p.refundedCents, why: p.refundWhy ?? 'covered' } : null,
      method: p.method,
      reference: p.reference,
      paidOn: p.paidOn,
    }),
  ])
}

type RefundNotice = {
  scheduleId: number
  rows: readonly LedgerRow[]
  refunds: readonly { payer: string; amountCents: number }[]
  /** Why this much comes back, in a sentence (the venue's terms, a refund in full). */
  because: string
  settledBill?: boolean
}

/** One email per payer who gets money back, after the refund rows are written. */
export async function queueRefunds(tx: Tx, config: EmailConfig, notice: RefundNotice): Promise<void> {
  await enqueueEmails(tx, await refundEmails(tx, config, notice))
}

/** The emails queueRefunds sends, for a caller that sends them with its own (a cancellation's). */
export async function refundEmails(
  tx: Tx,
  config: EmailConfig,
  { scheduleId, rows, refunds, because, settledBill = false }: RefundNotice,
): Promise<OutboxMessage[]> {
  const booking = await bookingContext(tx, scheduleId)
  const messages: OutboxMessage[] = []
  for (const refund of refunds) {
    const who = await payerContact(tx, booking, refund.payer)
    if (!who?.email || refund.amountCents <= 0) continue
    // What they paid towards the booking (a payment refunded at once as not owed is not counted).
    const charges = rows.filter((r) => r.kind === 'charge' && r.payer === refund.payer && r.instalmentId !== null)
    messages.push(
      refundEmail({
        config,
        booking,
        to: who.email,
        name: who.name,
        amountCents: refund.amountCents,
        paidCents: charges.reduce((a, r) => a + r.amountCents, 0),
        card: charges.some((r) => r.method === 'card'),
        because,
        settledBill,
      }),
    )
  }
  return messages
}

/**
 * The reminder jobs of a new schedule: 3 days before each due day and on the day, left out when
 * that day is not after `today` (an instalment due on acceptance is asked for by the request email).
 */
export async function scheduleReminders(tx: Tx, instalments: readonly InstalmentRow[], today: string): Promise<void> {
  const jobs = instalments.flatMap((i) =>
    PAYMENT_REMINDER_KINDS.map((kind) => ({
      instalmentId: i.id,
      kind,
      sendOn: kind === 'due_day' ? i.dueOn : addDays(i.dueOn, -3),
    })),
  )
  const upcoming = jobs.filter((j) => j.sendOn > today)
  if (upcoming.length) await tx.insert(paymentReminders).values(upcoming).onConflictDoNothing()
}

/** To the payer of an offline refund that staff have marked paid back. */
export async function queueRefundPaidBack(
  tx: Tx,
  config: EmailConfig,
  { scheduleId, payer, amountCents }: { scheduleId: number; payer: string; amountCents: number },
): Promise<void> {
  const booking = await bookingContext(tx, scheduleId)
  const who = await payerContact(tx, booking, payer)
  if (!who?.email) return
  await enqueueEmails(tx, [refundPaidBackEmail({ config, booking, to: who.email, name: who.name, amountCents })])
}

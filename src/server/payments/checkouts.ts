// Card payments through Stripe Checkout (issue 17): a session per payment (a guest's share or the
// organiser's "cover the rest"), opened with an Idempotency-Key from its own row, and paid only
// when Stripe's signed webhook says so (never from the browser's return to the success page).
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { CURRENCY } from '~/domain/payments/money'
import { todayIn } from '~/domain/time'
import { ORGANISER_PAYER, PAYMENT_MESSAGES, sharePayer } from '~/domain/payments/payments-api'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { events, paymentCheckouts, paymentInstalments, stripeEvents } from '../db/schema'
import { AppError, conflict } from '../lib/errors'
import { findSchedule, type InstalmentRow, type ScheduleRow } from './booking-payments'
import { appendCharge } from './ledger-writes'
import type { EmailConfig } from './payment-emails'
import { queueReceipt } from './payment-notices'

/** Stripe keeps an unpaid session open for 24 hours; past 23 we open a new one. */
const REUSE_SESSION_MS = 23 * 60 * 60 * 1000

export const providerFailed = () => new AppError('service_unavailable', PAYMENT_MESSAGES.providerFailed)

export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw new AppError('not_implemented', PAYMENT_MESSAGES.notConfigured)
  return stripe
}

export async function openCheckout({
  db,
  stripe,
  config,
  schedule,
  instalment,
  shareId,
  amountCents,
  description,
  customerEmail,
}: {
  db: Db
  stripe: Stripe | null
  config: Pick<Config, 'PUBLIC_URL'>
  schedule: ScheduleRow
  instalment: InstalmentRow
  shareId: number | null
  amountCents: number
  description: string
  customerEmail?: string | null
}): Promise<{ url: string; amountCents: number }> {
  const client = requireStripe(stripe)
  if (schedule.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled)
  if (amountCents <= 0) throw conflict(PAYMENT_MESSAGES.nothingDue)
  const [reusable] = await db
    .select()
    .from(paymentCheckouts)
    .where(
      and(
        eq(paymentCheckouts.instalmentId, instalment.id),
        shareId === null ? isNull(paymentCheckouts.shareId) : eq(paymentCheckouts.shareId, shareId),
        eq(paymentCheckouts.amountCents, amountCents),
        inArray(paymentCheckouts.status, ['opening', 'open']),
        gt(paymentCheckouts.createdAt, new Date(Date.now() - REUSE_SESSION_MS)),
      ),
    )
    .orderBy(desc(paymentCheckouts.id))
    .limit(1)
  if (reusable?.status === 'open' && reusable.url) return { url: reusable.url, amountCents }
  const [row] = reusable
    ? [reusable]
    : await db.insert(paymentCheckouts).values({ instalmentId: instalment.id, shareId, amountCents }).returning()

  let session: Stripe.Checkout.Session
  try {
    session = await client.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: CURRENCY, unit_amount: amountCents, product_data: { name: description } },
          },
        ],
        client_reference_id: `checkout-${row.id}`,
        metadata: { checkoutId: String(row.id), scheduleId: String(schedule.id), instalmentId: String(instalment.id) },
        ...(customerEmail ? { customer_email: customerEmail } : {}),
        success_url: `${config.PUBLIC_URL}/payments/thanks?session={CHECKOUT_SESSION_ID}`,
        cancel_url: `${config.PUBLIC_URL}/payments/cancelled`,
      },
      // Stable for this row: a retry after a crash gets the same session back, never a second one.
      { idempotencyKey: `bountiful-checkout-${row.id}-${row.createdAt.getTime()}` },
    )
  } catch {
    throw providerFailed()
  }
  await db
    .update(paymentCheckouts)
    .set({ stripeSessionId: session.id, url: session.url, status: 'open' })
    .where(eq(paymentCheckouts.id, row.id))
  return { url: session.url ?? '', amountCents }
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored'

/**
 * Applies one verified Stripe event, once: its id is stored in the same transaction as the ledger
 * rows it adds, so a redelivery finds it and changes nothing.
 */
export async function applyStripeEvent({
  db,
  config,
  event,
}: {
  db: Db
  config: EmailConfig
  event: Stripe.Event
}): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id })
    if (fresh.length === 0) return 'duplicate'
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
      return 'ignored'
    const session = event.data.object
    if (session.payment_status !== 'paid' || session.currency !== CURRENCY || !session.amount_total) return 'ignored'
    const [checkout] = await tx
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.stripeSessionId, session.id))
      .for('update')
    if (!checkout || checkout.status === 'paid') return 'ignored'
    const [instalment] = await tx
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.id, checkout.instalmentId))
    const schedule = await findSchedule(tx, { id: instalment.scheduleId }, { forUpdate: true })
    await tx
      .update(paymentCheckouts)
      .set({ status: 'paid', paidAt: sql`now()` })
      .where(eq(paymentCheckouts.id, checkout.id))
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
    // What Stripe charged is what moved, whatever we asked for.
    const charge = {
      scheduleId: schedule.id,
      instalment,
      payer: checkout.shareId ? sharePayer(checkout.shareId) : ORGANISER_PAYER,
      amountCents: session.amount_total,
      method: 'card' as const,
      reference: paymentIntent ?? null,
    }
    await appendCharge(tx, charge)
    const [{ timezone }] = await tx
      .select({ timezone: events.timezone })
      .from(events)
      .where(eq(events.id, schedule.eventId))
    await queueReceipt(tx, config, { ...charge, paidOn: todayIn(timezone) })
    return 'applied'
  })
}

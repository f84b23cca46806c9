// Card payments through Stripe Checkout (issue 17): a session per payment (a guest's share or the
// organiser's "cover the rest"), opened with an Idempotency-Key from its own row, and paid only
// when Stripe's signed webhook says so (never from the browser's return to the success page).
// Money is exact (issue 29): one payable session per payer and instalment at a time, and a payment
// kept only up to what its payer still owes when it completes, the excess refunded and recorded.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { CURRENCY } from '~/domain/payments/money'
import { todayIn } from '~/domain/time'
import { ORGANISER_PAYER, PAYMENT_MESSAGES, sharePayer } from '~/domain/payments/payments-api'
import { settlePayment } from '~/domain/payments/shares'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { events, paymentCheckouts, paymentInstalments, paymentShares, stripeEvents } from '../db/schema'
import { AppError, conflict } from '../lib/errors'
import { findSchedule, ledgerOf, owedFrom } from './booking-payments'
import { appendCharge, appendExcess } from './ledger-writes'
import type { EmailConfig } from './payment-emails'
import { queueReceipt } from './payment-notices'

/** Stripe keeps an unpaid session open for 24 hours; past 23 we open a new one. */
const REUSE_SESSION_MS = 23 * 60 * 60 * 1000

export const providerFailed = () => new AppError('service_unavailable', PAYMENT_MESSAGES.providerFailed)

export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw new AppError('not_implemented', PAYMENT_MESSAGES.notConfigured)
  return stripe
}

/** Stripe's smallest card payment in US dollars. */
const CARD_MINIMUM_CENTS = 50

type CheckoutRow = typeof paymentCheckouts.$inferSelect

/**
 * Opens (or gives back) the one payable Checkout session of one payer, the organiser (`share`
 * absent) or a guest's share, for one instalment, priced at what that payer owes now. The
 * instalment's row is locked for the whole of it, so concurrent clicks take turns: the first opens
 * the session, the others get its URL back. A session for another amount (someone paid meanwhile)
 * or near Stripe's 24 hours is expired at Stripe and marked so before a new one opens: never two
 * payable sessions for one payer of one instalment.
 */
export async function openCheckout({
  db,
  stripe,
  config,
  instalmentId,
  share,
  description,
  customerEmail,
}: {
  db: Db
  stripe: Stripe | null
  config: Pick<Config, 'PUBLIC_URL'>
  instalmentId: number
  share?: { id: number; amountCents: number }
  description: string
  customerEmail?: string | null
}): Promise<{ url: string; amountCents: number }> {
  const client = requireStripe(stripe)
  return db.transaction(async (tx) => {
    const [instalment] = await tx
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.id, instalmentId))
      .for('update')
    const schedule = await findSchedule(tx, { id: instalment.scheduleId })
    if (schedule.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled)
    const amountCents = owedFrom(await ledgerOf(tx, schedule.id), instalment, share)
    if (amountCents <= 0) throw conflict(PAYMENT_MESSAGES.nothingDue)
    if (amountCents < CARD_MINIMUM_CENTS) throw conflict(PAYMENT_MESSAGES.belowCardMinimum)

    const shareId = share?.id ?? null
    const live = await tx
      .select()
      .from(paymentCheckouts)
      .where(
        and(
          eq(paymentCheckouts.instalmentId, instalment.id),
          shareId === null ? isNull(paymentCheckouts.shareId) : eq(paymentCheckouts.shareId, shareId),
          inArray(paymentCheckouts.status, ['opening', 'open']),
        ),
      )
      .orderBy(desc(paymentCheckouts.id))
    const reusable = live.find(
      (c) =>
        c.status === 'open' &&
        c.url &&
        c.amountCents === amountCents &&
        c.createdAt.getTime() > Date.now() - REUSE_SESSION_MS,
    )
    for (const stale of live) if (stale !== reusable) await retire(tx, client, stale)
    if (reusable?.url) return { url: reusable.url, amountCents }

    const [row] = await tx
      .insert(paymentCheckouts)
      .values({ instalmentId: instalment.id, shareId, amountCents })
      .returning()
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
          metadata: {
            checkoutId: String(row.id),
            scheduleId: String(schedule.id),
            instalmentId: String(instalment.id),
          },
          ...(customerEmail ? { customer_email: customerEmail } : {}),
          success_url: `${config.PUBLIC_URL}/payments/thanks?session={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.PUBLIC_URL}/payments/cancelled`,
        },
        // Stable for this row: the SDK's retries get the same session back, never a second one.
        { idempotencyKey: `bountiful-checkout-${row.id}-${row.createdAt.getTime()}` },
      )
    } catch {
      throw providerFailed()
    }
    await tx
      .update(paymentCheckouts)
      .set({ stripeSessionId: session.id, url: session.url, status: 'open' })
      .where(eq(paymentCheckouts.id, row.id))
    return { url: session.url ?? '', amountCents }
  })
}

/**
 * Expires a session at Stripe and marks its row so. One that Stripe already expired is marked; one
 * paid meanwhile (its webhook is on the way) stops the new checkout: that payment decides what is left.
 */
async function retire(tx: Tx, client: Stripe, row: CheckoutRow): Promise<void> {
  if (row.stripeSessionId) {
    try {
      await client.checkout.sessions.expire(row.stripeSessionId, {}, { idempotencyKey: `bountiful-expire-${row.id}` })
    } catch {
      let status: Stripe.Checkout.Session.Status | null
      try {
        status = (await client.checkout.sessions.retrieve(row.stripeSessionId)).status
      } catch {
        throw providerFailed()
      }
      if (status === 'complete') throw conflict(PAYMENT_MESSAGES.paymentInFlight)
      if (status !== 'expired') throw providerFailed()
    }
  }
  await tx.update(paymentCheckouts).set({ status: 'expired' }).where(eq(paymentCheckouts.id, row.id))
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored'

/**
 * Applies one verified Stripe event, once: its id is stored in the same transaction as the ledger
 * rows it adds, so a redelivery finds it and changes nothing. A payment is kept only up to what its
 * payer still owes on its instalment when it completes (nothing, once the booking is cancelled);
 * the excess is refunded through Stripe in that transaction, with a key derived from the checkout,
 * so a failed refund rolls the event back for Stripe to deliver again, and the retry gets the same
 * refund. The ledger records the whole payment: the kept part as a charge towards the instalment,
 * the excess as a charge towards none and its refund. The payer's receipt says both.
 */
export async function applyStripeEvent({
  db,
  stripe,
  config,
  event,
}: {
  db: Db
  stripe: Stripe | null
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
    if (event.type === 'checkout.session.expired') {
      // Stripe's 24 hours ran out: the row can no longer be offered (a paid one stays paid).
      const expired = await tx
        .update(paymentCheckouts)
        .set({ status: 'expired' })
        .where(
          and(
            eq(paymentCheckouts.stripeSessionId, event.data.object.id),
            inArray(paymentCheckouts.status, ['opening', 'open']),
          ),
        )
        .returning({ id: paymentCheckouts.id })
      return expired.length ? 'applied' : 'ignored'
    }
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
      return 'ignored'
    const session = event.data.object
    if (session.payment_status !== 'paid' || session.currency !== CURRENCY || !session.amount_total) return 'ignored'
    const [found] = await tx
      .select({ instalmentId: paymentCheckouts.instalmentId, scheduleId: paymentInstalments.scheduleId })
      .from(paymentCheckouts)
      .innerJoin(paymentInstalments, eq(paymentInstalments.id, paymentCheckouts.instalmentId))
      .where(eq(paymentCheckouts.stripeSessionId, session.id))
    if (!found) return 'ignored'
    // The schedule, then the instalment (the order openCheckout's lock keeps), then the checkout.
    const schedule = await findSchedule(tx, { id: found.scheduleId }, { forUpdate: true })
    const [instalment] = await tx
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.id, found.instalmentId))
      .for('update')
    const [checkout] = await tx
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.stripeSessionId, session.id))
      .for('update')
    if (checkout.status === 'paid') return 'ignored'
    const [share] = checkout.shareId
      ? await tx
          .select({ id: paymentShares.id, amountCents: paymentShares.amountCents })
          .from(paymentShares)
          .where(eq(paymentShares.id, checkout.shareId))
      : []
    const rows = await ledgerOf(tx, schedule.id)
    // What Stripe charged is what moved, whatever we asked for; we keep what is still owed.
    const { keptCents, refundCents } = settlePayment(
      session.amount_total,
      schedule.status === 'cancelled' ? 0 : owedFrom(rows, instalment, share),
    )
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)
    const refundId = refundCents > 0 ? await refundExcess(stripe, { checkout, paymentIntent, refundCents }) : null

    await tx
      .update(paymentCheckouts)
      .set({ status: 'paid', paidAt: sql`now()` })
      .where(eq(paymentCheckouts.id, checkout.id))
    const payer = checkout.shareId ? sharePayer(checkout.shareId) : ORGANISER_PAYER
    const charge = { scheduleId: schedule.id, instalment, payer, method: 'card' as const, reference: paymentIntent }
    if (keptCents > 0) await appendCharge(tx, { ...charge, amountCents: keptCents })
    if (refundCents > 0) await appendExcess(tx, { ...charge, amountCents: refundCents, refundReference: refundId })
    const [{ timezone }] = await tx
      .select({ timezone: events.timezone })
      .from(events)
      .where(eq(events.id, schedule.eventId))
    await queueReceipt(tx, config, {
      ...charge,
      amountCents: session.amount_total,
      refundedCents: refundCents,
      refundWhy: schedule.status === 'cancelled' ? 'cancelled' : 'covered',
      fallbackEmail: session.customer_details?.email ?? null,
      paidOn: todayIn(timezone),
    })
    return 'applied'
  })
}

/** Refunds what a payment brought beyond what was owed, once per checkout whatever the retries. */
async function refundExcess(
  stripe: Stripe | null,
  {
    checkout,
    paymentIntent,
    refundCents,
  }: { checkout: CheckoutRow; paymentIntent: string | null; refundCents: number },
): Promise<string> {
  const client = requireStripe(stripe)
  if (!paymentIntent) throw providerFailed()
  try {
    const refund = await client.refunds.create(
      { payment_intent: paymentIntent, amount: refundCents, reason: 'duplicate' },
      { idempotencyKey: `bountiful-checkout-${checkout.id}-excess-refund` },
    )
    return refund.id
  } catch {
    throw providerFailed()
  }
}

// Card payments through Stripe Checkout: a session per payment (a guest's share or the
// organiser's "cover the rest"), opened with an Idempotency-Key from its own row, and paid only
// when Stripe's signed webhook says so (never from the browser's return to the success page).
// Money is exact: one payable session per payer and instalment at a time, and a payment
// kept only up to what its payer still owes when it completes, the excess refunded and recorded.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { CURRENCY } from '~/domain/pricing/money'
import { todayIn } from '~/domain/time'
import { ORGANISER_PAYER, PAYMENT_MESSAGES, sharePayer } from '~/domain/payments/payments-api'
import { settlePayment } from '~/domain/payments/shares'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { events, paymentCheckouts, paymentInstalments, paymentShares, stripeEvents } from '../db/schema'
import { AppError, conflict } from '../lib/errors'
import { signValue } from '../lib/signing-key'
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

/** Who pays, as a session shows it: the organiser (no share) or a guest's share. */
type Payer = {
  share?: { id: number; amountCents: number }
  description: string
  customerEmail?: string | null
}

/** A claim on one payer's checkout of one instalment: sessions to retire first, or the one to offer. */
type Claim = { scheduleId: number; retiring: CheckoutRow[]; current: CheckoutRow | null }

/**
 * Opens (or gives back) the one payable Checkout session of one payer (the organiser, or a guest's
 * share) for one instalment, priced at what that payer owes now. No transaction stays open over a
 * call to Stripe (PGlite has one connection): each pass claims in a short transaction that locks
 * the instalment's row, so concurrent clicks take turns there, and every Stripe call is idempotent
 * by the row it is for. A session for another amount (someone paid meanwhile) or near Stripe's 24
 * hours is marked 'expiring', expired at Stripe and marked 'expired' before a new row is claimed;
 * the new row's session is created with a key from the row, so clicks that find it opening get the
 * same session. Never two payable sessions for one payer of one instalment.
 */
export async function openCheckout({
  db,
  stripe,
  config,
  instalmentId,
  ...payer
}: Payer & {
  db: Db
  stripe: Stripe | null
  config: Pick<Config, 'PUBLIC_URL'>
  instalmentId: number
}): Promise<{ url: string; amountCents: number }> {
  const client = requireStripe(stripe)
  // A pass retires what is stale, the next claims the session; one more if another click changed it meanwhile.
  for (let pass = 0; pass < 3; pass++) {
    const claim = await claimCheckout(db, instalmentId, payer.share)
    for (const row of claim.retiring)
      await retire(db, client, await sessionParams(db, config, claim.scheduleId, row, payer), row)
    if (!claim.current) continue
    const params = await sessionParams(db, config, claim.scheduleId, claim.current, payer)
    const url = await offer(db, client, params, claim.current)
    if (url) return { url, amountCents: claim.current.amountCents }
  }
  throw conflict(PAYMENT_MESSAGES.checkoutChanged)
}

/**
 * In one short transaction with the instalment locked: what the payer owes now, their checkouts
 * that no longer fit (marked 'expiring', to retire before anything is offered), else the open or
 * opening one of that amount, else a new row.
 */
async function claimCheckout(db: Db, instalmentId: number, share: Payer['share']): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [instalment] = await tx
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.id, instalmentId))
      .for('no key update')
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
          inArray(paymentCheckouts.status, ['opening', 'open', 'expiring']),
        ),
      )
      .orderBy(desc(paymentCheckouts.id))
    const fits = (c: CheckoutRow) =>
      c.status !== 'expiring' && c.amountCents === amountCents && c.createdAt.getTime() > Date.now() - REUSE_SESSION_MS
    const current = live.find(fits) ?? null
    const retiring = live.filter((c) => c !== current)
    const stale = retiring.filter((c) => c.status !== 'expiring').map((c) => c.id)
    if (stale.length)
      await tx.update(paymentCheckouts).set({ status: 'expiring' }).where(inArray(paymentCheckouts.id, stale))
    if (retiring.length || current) return { scheduleId: schedule.id, retiring, current }
    const [row] = await tx
      .insert(paymentCheckouts)
      .values({ instalmentId: instalment.id, shareId, amountCents })
      .returning()
    return { scheduleId: schedule.id, retiring: [], current: row }
  })
}

/** The signed key of a checkout's return URL: whoever holds it may see whether that checkout was paid. */
export const checkoutReturnKey = (db: Db, checkoutId: number) => signValue(db, 'checkout-return', String(checkoutId))

/** The session of a checkout row: the same parameters whoever asks, so its key gets the same session. */
async function sessionParams(
  db: Db,
  config: Pick<Config, 'PUBLIC_URL'>,
  scheduleId: number,
  row: CheckoutRow,
  payer: Payer,
): Promise<Stripe.Checkout.SessionCreateParams> {
  const returnKey = await checkoutReturnKey(db, row.id)
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: CURRENCY, unit_amount: row.amountCents, product_data: { name: payer.description } },
      },
    ],
    client_reference_id: `checkout-${row.id}`,
    metadata: { checkoutId: String(row.id), scheduleId: String(scheduleId), instalmentId: String(row.instalmentId) },
    ...(payer.customerEmail ? { customer_email: payer.customerEmail } : {}),
    // The key lets the payer's return page (a guest may have no account) read this checkout's status.
    success_url: `${config.PUBLIC_URL}/payments/thanks?session={CHECKOUT_SESSION_ID}&key=${returnKey}`,
    cancel_url: `${config.PUBLIC_URL}/payments/cancelled`,
  }
}

/** The row's session at Stripe, created once: a retry, or another click, gets the same one back. */
async function sessionOf(client: Stripe, params: Stripe.Checkout.SessionCreateParams, row: CheckoutRow) {
  try {
    return await client.checkout.sessions.create(params, {
      idempotencyKey: `bountiful-checkout-${row.id}-${row.createdAt.getTime()}`,
    })
  } catch {
    throw providerFailed()
  }
}

/** The URL to offer for the claimed row, or null when another click retired it meanwhile (claim again). */
async function offer(
  db: Db,
  client: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  row: CheckoutRow,
): Promise<string | null> {
  if (row.status === 'open' && row.url) return row.url
  const session = await sessionOf(client, params, row)
  const [opened] = await db
    .update(paymentCheckouts)
    .set({ stripeSessionId: session.id, url: session.url, status: 'open' })
    .where(
      and(
        eq(paymentCheckouts.id, row.id),
        or(
          eq(paymentCheckouts.status, 'opening'),
          and(eq(paymentCheckouts.status, 'open'), eq(paymentCheckouts.stripeSessionId, session.id)),
        ),
      ),
    )
    .returning({ url: paymentCheckouts.url })
  return opened?.url ?? null
}

/**
 * Expires a row's session at Stripe (one that never got its id recorded is asked for by its key
 * first) and marks the row 'expired'. One Stripe already expired is marked; one paid meanwhile
 * stops the click with a 409: its webhook decides what is left, and the row is retired then.
 */
async function retire(
  db: Db,
  client: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  row: CheckoutRow,
): Promise<void> {
  const sessionId = row.stripeSessionId ?? (await sessionOf(client, params, row)).id
  try {
    await client.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `bountiful-expire-${row.id}` })
  } catch {
    let status: Stripe.Checkout.Session.Status | null
    try {
      status = (await client.checkout.sessions.retrieve(sessionId)).status
    } catch {
      throw providerFailed()
    }
    if (status === 'complete') throw conflict(PAYMENT_MESSAGES.paymentInFlight)
    if (status !== 'expired') throw providerFailed()
  }
  await db
    .update(paymentCheckouts)
    .set({ status: 'expired', stripeSessionId: sessionId })
    .where(and(eq(paymentCheckouts.id, row.id), eq(paymentCheckouts.status, 'expiring')))
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored'

/**
 * Applies one verified Stripe event, once: its id is stored in the same transaction as the ledger
 * rows it adds, so a redelivery finds it and changes nothing. A payment is kept only up to what its
 * payer still owes on its instalment when it completes (nothing, once the booking is cancelled);
 * the excess is refunded through Stripe in that transaction, with a key derived from the checkout,
 * so a failed refund rolls the event back for Stripe to deliver again, and the retry gets the same
 * refund. That one call is made inside the transaction (the exception to keeping network calls out
 * of them): the refund and its record then stand or fall together. It is rare (an over-payment)
 * and bounded (5 s, one retry). The ledger records the whole payment: the kept part as a charge
 * towards the instalment, the excess as a charge towards none and its refund. The receipt says both.
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
            inArray(paymentCheckouts.status, ['opening', 'open', 'expiring']),
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
    // The schedule, then the instalment (which openCheckout's claim locks alone), then the checkout.
    const schedule = await findSchedule(tx, { id: found.scheduleId }, { forUpdate: true })
    const [instalment] = await tx
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.id, found.instalmentId))
      .for('no key update')
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
      .set({ status: 'paid', paidAt: sql`now()`, refundedCents: refundCents })
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
      // Inside the webhook's transaction: short, so a slow Stripe holds the database briefly.
      { idempotencyKey: `bountiful-checkout-${checkout.id}-excess-refund`, timeout: 5_000, maxNetworkRetries: 1 },
    )
    return refund.id
  } catch {
    throw providerFailed()
  }
}

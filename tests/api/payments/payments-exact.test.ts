// Money is exact, through the official Stripe SDK pointed at the local stand-in: one
// payable Checkout session per payer and instalment however many clicks, a payment kept only up
// to what its payer still owes when it completes (the excess refunded through Stripe, recorded and
// told), reconciliation that proves paid − refunded ≤ owed, and no share link while cards are off.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  events,
  guests,
  ledgerEntries,
  outboxEmails,
  paymentCheckouts,
  paymentSchedules,
  paymentShares,
  stripeEvents,
} from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { paymentsConfig, stripeWebhook } from '../support/payment-helpers'
import { asDelivered } from '../support/auth-helpers'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, userWithRole, type Auth, acceptProposal } from '../support/staff-helpers'
import { startStripeLocalServer, type StripeLocalServer, type WebhookDelivery } from '../../support/stripe-local-server'

let t: TestContext
let stripe: StripeLocalServer
let staff: Auth
let venueId: number

beforeAll(async () => {
  stripe = await startStripeLocalServer()
  t = await createTestApp(paymentsConfig(stripe))
  staff = (await userWithRole(t, 'staff', 'Sam')).auth
  venueId = await insertVenue(t.db, { name: 'Exact House', maxGuests: 40 })
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

type Instalment = { id: number; kind: string; amountCents: number; paidCents: number; dueCents: number }

/**
 * A booking proposed (24 × $100, $600 deposit), accepted and confirmed, with its payment schedule
 * open: deposit $720.00 (with the 5 % fee), balance $1,800.00. Two guests with addresses.
 */
async function confirmedBooking() {
  const date = inDays(30)
  const planner = await userWithRole(t, 'planner', 'Maya')
  const r = await bookingRequest(t, venueId, { email: planner.email, date })
  const sent = await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/proposals`, {
    venueId,
    date,
    time: '7:00 PM',
    guests: 24,
    pricePerPerson: 100,
    deposit: 600,
  })
  expect(sent.statusCode).toBe(201)
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, r.id), eq(outboxEmails.template, 'proposal.sent')))
  const token = /\/proposals\/([A-Za-z0-9_-]{43})/.exec(asDelivered(mail).textBody)![1]
  expect((await acceptProposal(t, token)).statusCode).toBe(200)
  expect((await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/confirm`, {})).statusCode).toBe(200)
  // Confirming may open the schedule itself; open it here when it did not.
  if ((await staffCall(t, staff, 'GET', `/api/staff/requests/${r.id}/payments`)).statusCode === 404)
    expect((await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/payments`)).statusCode).toBe(201)
  const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
  const [ana, ben] = await t.db
    .insert(guests)
    .values([
      { eventId: event.id, name: 'Ana Ruiz', email: `ana.${event.id}@example.com`, rsvpToken: `rsvp-${event.id}-a` },
      { eventId: event.id, name: 'Ben Cho', email: `ben.${event.id}@example.com`, rsvpToken: `rsvp-${event.id}-b` },
    ])
    .returning({ id: guests.id })
  const [deposit, balance] = (await staffView(r.id)).instalments as Instalment[]
  const base = `/api/dashboard/events/${event.id}/payments/instalments`
  return {
    requestId: r.id,
    event,
    planner: planner.auth,
    plannerEmail: planner.email,
    guestIds: [ana.id, ben.id],
    deposit,
    balance,
    cover: (i: Instalment) => t.app.inject({ method: 'POST', url: `${base}/${i.id}/checkout`, headers: planner.auth }),
    split: (i: Instalment, payload: object) =>
      t.app.inject({ method: 'POST', url: `${base}/${i.id}/shares`, headers: planner.auth, payload }),
  }
}

async function staffView(requestId: number) {
  const res = await staffCall(t, staff, 'GET', `/api/staff/requests/${requestId}/payments`)
  expect(res.statusCode).toBe(200)
  return res.json()
}

/** The staff view, after checking the ledger reconciles, paid ≤ owed included. */
async function reconciledView(requestId: number) {
  const view = await staffView(requestId)
  expect(view.reconciliation).toEqual({ ok: true, problems: [] })
  return view
}

const webhook = (d: { payload: string; signature: string }) => stripeWebhook(t, d)

const sessionOf = (url: string) => url.split('/').at(-1)!
const tokenOf = (url: string) => url.split('/').at(-1)!

/** Pays a session at the stand-in and delivers Stripe's signed event; the webhook answers 200. */
async function pay(url: string) {
  const delivery = await stripe.completeSession(sessionOf(url))
  expect((await webhook(delivery)).statusCode).toBe(200)
  return delivery
}

const paymentIntentOf = (d: WebhookDelivery) =>
  (d.event.data as { object: { payment_intent: string } }).object.payment_intent
const refundsAt = (d: WebhookDelivery) =>
  [...stripe.refunds.values()].filter((r) => r.payment_intent === paymentIntentOf(d))
const ledgerRows = (view: { ledger: { kind: string; amountCents: number; instalmentId: number | null }[] }) =>
  view.ledger.map((e) => [e.kind, e.amountCents, e.instalmentId])

async function receiptsTo(to: string) {
  const rows = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.template, 'payment.receipt')))
    .orderBy(asc(outboxEmails.id))
  return rows.map(asDelivered)
}

describe('one open checkout per payer and instalment', () => {
  it('ten parallel "Pay" clicks open one Stripe session, and every click gets its URL', async () => {
    const { deposit, cover } = await confirmedBooking()
    const before = stripe.sessions.size
    const clicks = await Promise.all(Array.from({ length: 10 }, () => cover(deposit)))
    expect(clicks.map((c) => c.statusCode)).toEqual(Array(10).fill(200))
    const urls = new Set(clicks.map((c) => c.json().url))
    expect(urls.size).toBe(1)
    expect(clicks[0].json()).toMatchObject({ amountCents: 72_000 })
    expect(stripe.sessions.size - before).toBe(1)
    const rows = await t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.instalmentId, deposit.id))
    expect(rows.map((r) => [r.status, r.amountCents])).toEqual([['open', 72_000]])
  })

  it("ten parallel clicks on a guest's share link open one session too", async () => {
    const { balance, guestIds, split } = await confirmedBooking()
    const created = await split(balance, { mode: 'equal', guestIds })
    expect(created.statusCode).toBe(201)
    const token = tokenOf(created.json().shares[0].url)
    const before = stripe.sessions.size
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: `/api/payments/shares/${token}/checkout` })),
    )
    expect(clicks.map((c) => c.statusCode)).toEqual(Array(10).fill(200))
    expect(new Set(clicks.map((c) => c.json().url)).size).toBe(1)
    expect(clicks[0].json().amountCents).toBe(90_000)
    expect(stripe.sessions.size - before).toBe(1)
  })

  it('when a guest paid meanwhile, the next click expires the old session at Stripe and opens one for what is left', async () => {
    const { requestId, balance, guestIds, split, cover } = await confirmedBooking()
    const shares = (
      await split(balance, { mode: 'amounts', shares: [{ guestId: guestIds[0], amountCents: 50_000 }] })
    ).json().shares
    // The organiser opens "cover the rest" for everything unpaid: $1,800.00.
    const first = (await cover(balance)).json()
    expect(first.amountCents).toBe(180_000)
    await pay(
      (await t.app.inject({ method: 'POST', url: `/api/payments/shares/${tokenOf(shares[0].url)}/checkout` })).json()
        .url,
    )
    const second = await cover(balance)
    expect(second.statusCode).toBe(200)
    expect(second.json().amountCents).toBe(130_000)
    expect(second.json().url).not.toBe(first.url)
    // The old session can no longer be paid, and is marked so.
    expect(stripe.sessions.get(sessionOf(first.url))).toMatchObject({ status: 'expired' })
    await expect(stripe.completeSession(sessionOf(first.url))).rejects.toThrow(/expired/)
    const organiser = await t.db
      .select({ status: paymentCheckouts.status, amountCents: paymentCheckouts.amountCents })
      .from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.instalmentId, balance.id), isNull(paymentCheckouts.shareId)))
      .orderBy(asc(paymentCheckouts.id))
    expect(organiser).toEqual([
      { status: 'expired', amountCents: 180_000 },
      { status: 'open', amountCents: 130_000 },
    ])
    await pay(second.json().url)
    const view = await reconciledView(requestId)
    expect(view.instalments[1]).toMatchObject({ paidCents: 180_000, dueCents: 0, state: 'paid' })
  })

  it('a session paid while a new click tries to replace it: the click answers 409 and opens nothing', async () => {
    const { deposit, cover, requestId } = await confirmedBooking()
    const first = (await cover(deposit)).json()
    // Paid at Stripe, its webhook not here yet; meanwhile staff record part of the deposit.
    const delivery = await stripe.completeSession(sessionOf(first.url))
    const offline = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, {
      instalmentId: deposit.id,
      amountCents: 10_000,
      receivedOn: inDays(0),
      method: 'bank_transfer',
      reference: `EXACT-${requestId}`,
    })
    expect(offline.statusCode).toBe(200)
    const before = stripe.sessions.size
    const again = await cover(deposit)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/going through right now/)
    expect(stripe.sessions.size).toBe(before)
    // The webhook arrives: $620.00 was left, so $100.00 of the $720.00 goes back.
    expect((await webhook(delivery)).statusCode).toBe(200)
    expect(refundsAt(delivery).map((r) => r.amount)).toEqual([10_000])
    expect((await reconciledView(requestId)).instalments[0]).toMatchObject({ paidCents: 72_000, dueCents: 0 })
    expect((await cover(deposit)).statusCode).toBe(409)
  })
})

describe('a payment is kept only up to what is still owed', () => {
  it('two paid sessions for one deposit: the first is applied, the second refunded in full and recorded', async () => {
    const { requestId, deposit, cover, plannerEmail } = await confirmedBooking()
    const first = (await cover(deposit)).json()
    // A second session for the same deposit, as the racing clicks of the old code left behind.
    const [row] = await t.db
      .insert(paymentCheckouts)
      .values({ instalmentId: deposit.id, shareId: null, amountCents: 72_000 })
      .returning()
    const twin = await stripe.client().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 72_000, product_data: { name: 'Booking deposit' } },
        },
      ],
      success_url: 'https://bountiful.test/payments/thanks',
    })
    await t.db
      .update(paymentCheckouts)
      .set({ stripeSessionId: twin.id, url: twin.url, status: 'open' })
      .where(eq(paymentCheckouts.id, row.id))

    const applied = await pay(first.url)
    const refunded = await pay(twin.url!)
    expect(refundsAt(applied)).toEqual([])
    expect(refundsAt(refunded)).toMatchObject([{ amount: 72_000, status: 'succeeded', reason: 'duplicate' }])
    const view = await reconciledView(requestId)
    expect(view.instalments[0]).toMatchObject({ paidCents: 72_000, dueCents: 0, state: 'paid' })
    // The ledger says all that moved: the deposit paid, then $720.00 in and straight back out.
    expect(ledgerRows(view)).toEqual([
      ['charge', 72_000, deposit.id],
      ['payout_due', 60_000, deposit.id],
      ['fee', 12_000, deposit.id],
      ['charge', 72_000, null],
      ['refund', 72_000, null],
    ])
    expect(view.ledger[4].reference).toBe([...refundsAt(refunded)][0].id)
    expect(view.totals).toEqual({
      paidCents: 144_000,
      refundedCents: 72_000,
      toPayBackCents: 0,
      heldForVenueCents: 60_000,
      feeKeptCents: 12_000,
    })
    const [, second] = await receiptsTo(plannerEmail)
    expect(second.subject).toContain('$720.00 refunded')
    expect(second.textBody).toContain('already paid in full')
    expect(second.textBody).toMatch(/Refunded to your card:?\s*\$720\.00/)

    // Redelivered, and delivered again under another event id (async_payment_succeeded after
    // completed): nothing more moves and no second refund is asked for.
    expect((await webhook(refunded)).statusCode).toBe(200)
    const other = {
      ...refunded.event,
      id: `${String(refunded.event.id)}_late`,
      type: 'checkout.session.async_payment_succeeded',
    }
    const payload = JSON.stringify(other)
    expect((await webhook({ payload, signature: stripe.sign(payload) })).statusCode).toBe(200)
    expect(refundsAt(refunded)).toHaveLength(1)
    expect((await reconciledView(requestId)).ledger).toHaveLength(5)
    expect(await receiptsTo(plannerEmail)).toHaveLength(2)
  })

  it('a guest pays her share while the organiser\'s "cover the rest" is open: the excess is refunded, paid ≤ owed', async () => {
    const { requestId, balance, guestIds, split, cover, plannerEmail } = await confirmedBooking()
    const shares = (
      await split(balance, { mode: 'amounts', shares: [{ guestId: guestIds[0], amountCents: 50_000 }] })
    ).json().shares
    const rest = (await cover(balance)).json()
    expect(rest.amountCents).toBe(180_000)
    await pay(
      (await t.app.inject({ method: 'POST', url: `/api/payments/shares/${tokenOf(shares[0].url)}/checkout` })).json()
        .url,
    )
    // The organiser pays the $1,800.00 session she opened before: only $1,300.00 was left.
    const late = await pay(rest.url)
    expect(refundsAt(late).map((r) => r.amount)).toEqual([50_000])
    const view = await reconciledView(requestId)
    expect(view.instalments[1]).toMatchObject({ amountCents: 180_000, paidCents: 180_000, dueCents: 0 })
    expect(
      view.ledger
        .filter(
          (e: { payer: string; kind: string }) => e.payer === 'organiser' && ['charge', 'refund'].includes(e.kind),
        )
        .map((e: { kind: string; amountCents: number }) => [e.kind, e.amountCents]),
    ).toEqual([
      ['charge', 130_000],
      ['charge', 50_000],
      ['refund', 50_000],
    ])
    const [receipt] = await receiptsTo(plannerEmail)
    expect(receipt.subject).toContain('Receipt: $1,800.00')
    expect(receipt.subject).toContain('$500.00 refunded')
    expect(receipt.textBody).toContain('we kept $1,300.00 and refunded $500.00 to your card')
    // The page she returns to from Checkout says the same: what was paid, and what comes back.
    const returnUrl = String(stripe.sessions.get(sessionOf(rest.url))!.success_url)
    const returned = await t.app.inject({
      method: 'GET',
      url: `/api/payments/checkouts/${sessionOf(rest.url)}?key=${new URL(returnUrl).searchParams.get('key')}`,
    })
    expect(returned.json()).toMatchObject({ paid: true, amountCents: 180_000, refundedCents: 50_000 })
  })

  it('a payment that completes after the booking was cancelled is refunded in full', async () => {
    const { requestId, event, deposit, cover, plannerEmail } = await confirmedBooking()
    const open = (await cover(deposit)).json()
    // Cancelled while the organiser was on Stripe's page.
    await t.db.update(paymentSchedules).set({ status: 'cancelled' }).where(eq(paymentSchedules.eventId, event.id))
    const paid = await pay(open.url)
    expect(refundsAt(paid).map((r) => r.amount)).toEqual([72_000])
    const view = await reconciledView(requestId)
    expect(ledgerRows(view)).toEqual([
      ['charge', 72_000, null],
      ['refund', 72_000, null],
    ])
    expect(view.instalments[0].paidCents).toBe(0)
    const [receipt] = await receiptsTo(plannerEmail)
    expect(receipt.textBody).toContain('The booking was cancelled before your payment went through')
  })

  it('a refund Stripe cannot make rolls the event back; its redelivery refunds once', async () => {
    const { requestId, deposit, cover } = await confirmedBooking()
    const open = (await cover(deposit)).json()
    const offline = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, {
      instalmentId: deposit.id,
      amountCents: 72_000,
      receivedOn: inDays(0),
      method: 'bank_transfer',
      reference: `PAID-${requestId}`,
    })
    expect(offline.statusCode).toBe(200)
    // The refund is tried twice (one retry inside the webhook); both fail.
    stripe.failNext('POST /v1/refunds', 2)
    const delivery = await stripe.completeSession(sessionOf(open.url))
    const failed = await webhook(delivery)
    expect(failed.statusCode).toBe(503)
    stripe.failNext('POST /v1/refunds', 0)
    expect(
      await t.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, delivery.event.id as string)),
    ).toEqual([])
    expect(await t.db.select().from(ledgerEntries).where(isNull(ledgerEntries.instalmentId))).not.toContainEqual(
      expect.objectContaining({ reference: paymentIntentOf(delivery) }),
    )
    // Stripe delivers it again later: refunded once, recorded once.
    expect((await webhook(delivery)).statusCode).toBe(200)
    expect((await webhook(delivery)).statusCode).toBe(200)
    expect(refundsAt(delivery).map((r) => r.amount)).toEqual([72_000])
    const view = await reconciledView(requestId)
    expect(view.totals).toMatchObject({ paidCents: 144_000, refundedCents: 72_000 })
  })
})

describe('reconciliation proves paid ≤ owed', () => {
  it('flags an over-payment written straight to the ledger, in the payments tab and the staff listing', async () => {
    const { requestId, deposit } = await confirmedBooking()
    const [{ scheduleId }] = await t.db
      .select({ scheduleId: paymentSchedules.id })
      .from(paymentSchedules)
      .innerJoin(events, eq(events.id, paymentSchedules.eventId))
      .where(eq(events.requestId, requestId))
    const row = { scheduleId, instalmentId: deposit.id, payer: 'organiser', method: 'bank_transfer' as const }
    const paid = [
      { ...row, kind: 'charge' as const, amountCents: 72_000, reference: 'DIRECT' },
      { ...row, kind: 'payout_due' as const, amountCents: 60_000 },
      { ...row, kind: 'fee' as const, amountCents: 12_000 },
    ]
    const listed = async () =>
      (await staffCall(t, staff, 'GET', '/api/staff/payments/overdue')).json().unreconciled as {
        requestId: number
        problems: string[]
      }[]
    // Paid once: fine.
    await t.db.insert(ledgerEntries).values(paid)
    expect((await staffView(requestId)).reconciliation.ok).toBe(true)
    const listedBefore = await listed()
    // Paid twice: the books still balance (paid = held + fee), but $1,440.00 was kept of $720.00.
    await t.db.insert(ledgerEntries).values(paid)
    const view = await staffView(requestId)
    expect(view.totals).toMatchObject({ paidCents: 144_000, heldForVenueCents: 120_000, feeKeptCents: 24_000 })
    expect(view.reconciliation.ok).toBe(false)
    expect(view.reconciliation.problems).toContain(
      'The deposit: $1,440.00 kept ($1,440.00 paid − $0.00 refunded) of $720.00 owed, $720.00 too much',
    )
    // The staff listing names the booking, with the same problems, once it fails and not before.
    expect(listedBefore.some((b) => b.requestId === requestId)).toBe(false)
    const mine = (await listed()).find((b) => b.requestId === requestId)
    expect(mine).toMatchObject({ problems: view.reconciliation.problems })
    expect(
      (await staffCall(t, (await userWithRole(t, 'planner')).auth, 'GET', '/api/staff/payments/overdue')).statusCode,
    ).toBe(403)
  })
})

describe('without card payments', () => {
  it('splitting is refused with 409: no share is written and no "Pay your share" email goes out', async () => {
    const { requestId, event, balance, guestIds, planner } = await confirmedBooking()
    const off = await createTestApp({ PUBLIC_URL: 'https://bountiful.test' }, { database: t.database })
    try {
      const page = await off.app.inject({
        method: 'GET',
        url: `/api/dashboard/events/${event.id}/payments`,
        headers: planner,
      })
      expect(page.json().cardPayments).toBe(false)
      for (const payload of [
        { mode: 'equal', guestIds },
        { mode: 'amounts', shares: [{ guestId: guestIds[0], amountCents: 10_000 }] },
      ]) {
        const res = await off.app.inject({
          method: 'POST',
          url: `/api/dashboard/events/${event.id}/payments/instalments/${balance.id}/shares`,
          headers: planner,
          payload,
        })
        expect(res.statusCode).toBe(409)
        expect(res.json()).toMatchObject({
          code: 'conflict',
          message: expect.stringContaining('card payments are not available on this site'),
        })
      }
    } finally {
      await off.close()
    }
    expect(await t.db.select().from(paymentShares).where(eq(paymentShares.instalmentId, balance.id))).toEqual([])
    expect(
      await t.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.requestId, requestId), inArray(outboxEmails.template, ['payment.share_requested']))),
    ).toEqual([])
  })
})

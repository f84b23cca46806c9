// Payments through the official Stripe SDK pointed at the local Stripe stand-in
// (tests/support/stripe-local-server.ts): checkouts, signed webhooks, shares, cancellation refunds
// and offline payments; the ledger reconciles after every scenario.
import { and, asc, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addDays } from '~/domain/payments/schedule'
import {
  events,
  guests,
  ledgerEntries,
  outboxEmails,
  paymentInstalments,
  paymentSchedules,
  stripeEvents,
} from '~/server/db/schema'
import { startOutboxWorker } from '~/server/email/outbox-worker'
import { createTestApp, type TestContext } from '../setup/test-app'
import { paymentsConfig, stripeWebhook } from '../support/payment-helpers'
import { startSmtpCatcher } from '../support/smtp-catcher'
import { asDelivered } from '../support/auth-helpers'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, userWithRole, type Auth, acceptProposal } from '../support/staff-helpers'
import { startStripeLocalServer, type StripeLocalServer } from '../../support/stripe-local-server'

let t: TestContext
let stripe: StripeLocalServer
let staff: Auth
let venueId: number

beforeAll(async () => {
  stripe = await startStripeLocalServer()
  t = await createTestApp(paymentsConfig(stripe))
  staff = (await userWithRole(t, 'staff', 'Sam')).auth
  venueId = await insertVenue(t.db, { name: 'Nopa', maxGuests: 40 })
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

/** A booking request proposed (24 × $100, $600 deposit), accepted, confirmed, its payments opened. */
async function confirmedBooking(date = inDays(30)) {
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
  const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
  // Confirming opened the schedule: one act, not two.
  const opened = await staffCall(t, staff, 'GET', `/api/staff/requests/${r.id}/payments`)
  expect(opened.statusCode).toBe(200)
  return { requestId: r.id, event, planner: planner.auth, view: opened.json() }
}

const webhook = (d: { payload: string; signature: string }) => stripeWebhook(t, d)

async function staffView(requestId: number) {
  const res = await staffCall(t, staff, 'GET', `/api/staff/requests/${requestId}/payments`)
  expect(res.statusCode).toBe(200)
  const body = res.json()
  // After every scenario: paid − refunded = held for venue + fee kept, per booking and per payer.
  expect(body.reconciliation).toEqual({ ok: true, problems: [] })
  return body
}

/** Pays a checkout URL's session the way a customer would, delivering Stripe's signed event. */
async function pay(url: string) {
  const id = url.split('/').at(-1)!
  const delivery = await stripe.completeSession(id)
  const res = await webhook(delivery)
  expect(res.statusCode).toBe(200)
  return delivery
}

describe('the schedule', () => {
  it('takes the deposit with a 5 % booking fee on acceptance and the balance 14 days before', async () => {
    const date = inDays(30)
    const { view } = await confirmedBooking(date)
    expect(view).toMatchObject({
      status: 'open',
      venueTotalCents: 240_000,
      bookingFeeCents: 12_000,
      allInCents: 252_000,
      cardPayments: true,
      instalments: [
        { kind: 'deposit', amountCents: 72_000, venueCents: 60_000, feeCents: 12_000, dueCents: 72_000, state: 'due' },
        { kind: 'balance', dueOn: addDays(date, -14), amountCents: 180_000, feeCents: 0, state: 'due' },
      ],
      ledger: [],
    })
  })
})

describe('card payments', () => {
  it('a deposit is paid only by a signed webhook; a replay and a bad signature change nothing', async () => {
    const { requestId, event, planner } = await confirmedBooking()
    const deposit = (await staffView(requestId)).instalments[0]
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${event.id}/payments/instalments/${deposit.id}/checkout`,
      headers: planner,
    })
    expect(checkout.statusCode).toBe(200)
    expect(checkout.json()).toMatchObject({ amountCents: 72_000 })
    const sessionId = checkout.json().url.split('/').at(-1)
    expect(stripe.sessions.get(sessionId)).toMatchObject({ amount_total: 72_000, currency: 'usd' })
    // Asking again gives the same session (no second one at Stripe).
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${event.id}/payments/instalments/${deposit.id}/checkout`,
      headers: planner,
    })
    expect(again.json().url).toBe(checkout.json().url)
    expect((await staffView(requestId)).ledger).toEqual([])

    const delivery = await stripe.completeSession(sessionId)
    // A forged body with the real signature, and a body signed with another secret: 400, nothing moves.
    const forged = delivery.payload.replace('"amount_total": 72000', '"amount_total": 1')
    expect((await webhook({ payload: forged, signature: delivery.signature })).statusCode).toBe(400)
    const otherSecret = await webhook({
      payload: delivery.payload,
      signature: stripe.sign(delivery.payload, 'whsec_x'),
    })
    expect(otherSecret.statusCode).toBe(400)
    expect(otherSecret.json()).toMatchObject({ code: 'bad_request', message: 'Invalid Stripe signature' })
    // A valid signature dated an hour ahead or an hour behind (outside the 5-minute tolerance): refused.
    for (const hours of [1, -1]) {
      const timestamp = Math.floor(Date.now() / 1000) + hours * 3600
      const skewed = await webhook({
        payload: delivery.payload,
        signature: stripe.sign(delivery.payload, undefined, timestamp),
      })
      expect(skewed.statusCode).toBe(400)
      expect(skewed.json()).toMatchObject({ code: 'bad_request', message: 'Invalid Stripe signature' })
    }
    expect((await staffView(requestId)).ledger).toEqual([])

    expect((await webhook(delivery)).statusCode).toBe(200)
    const paid = await staffView(requestId)
    expect(paid.instalments[0]).toMatchObject({ paidCents: 72_000, dueCents: 0, state: 'paid' })
    expect(paid.totals).toEqual({
      paidCents: 72_000,
      refundedCents: 0,
      toPayBackCents: 0,
      heldForVenueCents: 60_000,
      feeKeptCents: 12_000,
    })
    expect(paid.ledger.map((e: { kind: string; amountCents: number }) => [e.kind, e.amountCents])).toEqual([
      ['charge', 72_000],
      ['payout_due', 60_000],
      ['fee', 12_000],
    ])
    expect(paid.ledger[0]).toMatchObject({
      method: 'card',
      payer: 'organiser',
      reference: expect.stringMatching(/^pi_test_/),
    })

    // Stripe redelivers: the same event changes nothing.
    expect((await webhook(delivery)).statusCode).toBe(200)
    expect((await staffView(requestId)).ledger).toHaveLength(3)
    expect(
      await t.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, delivery.event.id as string)),
    ).toHaveLength(1)
    // Nothing left to pay: no new checkout.
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${event.id}/payments/instalments/${deposit.id}/checkout`,
      headers: planner,
    })
    expect(done.statusCode).toBe(409)
  })

  it('a balance split among 6 guests: 4 pay by their links, the organiser covers the rest', async () => {
    const { requestId, event, planner } = await confirmedBooking()
    const guestIds = []
    for (let i = 1; i <= 6; i++) {
      const [g] = await t.db
        .insert(guests)
        .values({
          eventId: event.id,
          name: `Guest ${i}`,
          email: `guest${i}@example.com`,
          rsvpToken: `rsvp-${event.id}-${i}`,
        })
        .returning({ id: guests.id })
      guestIds.push(g.id)
    }
    const balance = (await staffView(requestId)).instalments[1]
    const base = `/api/dashboard/events/${event.id}/payments/instalments/${balance.id}`
    // A guest of another event is refused.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `${base}/shares`,
      headers: planner,
      payload: { mode: 'equal', guestIds: [...guestIds.slice(1), 999_999] },
    })
    expect(stranger.statusCode).toBe(400)
    const split = await t.app.inject({
      method: 'POST',
      url: `${base}/shares`,
      headers: planner,
      payload: { mode: 'equal', guestIds },
    })
    expect(split.statusCode).toBe(201)
    const shares = split.json().shares as { url: string; amountCents: number }[]
    expect(shares.map((s) => s.amountCents)).toEqual([30_000, 30_000, 30_000, 30_000, 30_000, 30_000])

    for (const share of shares.slice(0, 4)) {
      const token = share.url.split('/').at(-1)
      const page = await t.app.inject({ method: 'GET', url: `/api/payments/shares/${token}` })
      expect(page.json()).toMatchObject({ name: expect.stringMatching(/^Guest/), dueCents: 30_000, cardPayments: true })
      const checkout = await t.app.inject({ method: 'POST', url: `/api/payments/shares/${token}/checkout` })
      expect(checkout.statusCode).toBe(200)
      await pay(checkout.json().url)
      expect((await t.app.inject({ method: 'GET', url: `/api/payments/shares/${token}` })).json().dueCents).toBe(0)
    }
    const host = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/events/${event.id}/payments`,
      headers: planner,
    })
    expect(host.json().instalments[1]).toMatchObject({ paidCents: 120_000, dueCents: 60_000 })
    expect(host.json().instalments[1].shares.filter((s: { paid: boolean }) => s.paid)).toHaveLength(4)

    const cover = await t.app.inject({ method: 'POST', url: `${base}/checkout`, headers: planner })
    expect(cover.json().amountCents).toBe(60_000)
    await pay(cover.json().url)
    const view = await staffView(requestId)
    expect(view.instalments[1]).toMatchObject({ paidCents: 180_000, dueCents: 0, state: 'paid' })
    // The unpaid guests' links now ask for nothing.
    const late = shares[5].url.split('/').at(-1)
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/shares/${late}` })).json().dueCents).toBe(0)
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/shares/${late}/checkout` })).statusCode).toBe(409)
    expect(view.totals).toMatchObject({ paidCents: 180_000, heldForVenueCents: 180_000, feeKeptCents: 0 })
  })

  it('a change order resizes the unpaid shares of the balance to the cent; paid shares stay; guests told', async () => {
    const { requestId, event, planner } = await confirmedBooking()
    const rows = await t.db
      .insert(guests)
      .values(
        [1, 2, 3, 4, 5, 6, 7].map((i) => ({
          eventId: event.id,
          name: `Guest ${i}`,
          email: i === 7 ? null : `resize${i}@example.com`,
          rsvpToken: `resize-${event.id}-${i}`,
        })),
      )
      .returning({ id: guests.id })
    const balance = (await staffView(requestId)).instalments[1]
    expect(balance.amountCents).toBe(180_000)
    const base = `/api/dashboard/events/${event.id}/payments/instalments/${balance.id}`
    const split = await t.app.inject({
      method: 'POST',
      url: `${base}/shares`,
      headers: planner,
      payload: { mode: 'equal', guestIds: rows.map((r) => r.id) },
    })
    expect(split.statusCode).toBe(201)
    const shares = split.json().shares as { id: number; url: string; amountCents: number }[]
    // $1,800.00 in 7: $257.15 for the first two, $257.14 for the others.
    expect(shares.map((s) => s.amountCents)).toEqual([25_715, 25_715, 25_714, 25_714, 25_714, 25_714, 25_714])
    const tokenOf = (url: string) => url.split('/').at(-1)!
    // Guests 1 and 3 pay.
    for (const share of [shares[0], shares[2]])
      await pay(
        (await t.app.inject({ method: 'POST', url: `/api/payments/shares/${tokenOf(share.url)}/checkout` })).json().url,
      )

    // Three more guests at $100: the balance becomes $2,100.00.
    const proposed = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/change-orders`, { guests: 27 })
    expect(proposed.statusCode, proposed.body).toBe(200)
    const order = proposed.json().changeOrders[0]
    const mark = (await t.db.select({ id: outboxEmails.id }).from(outboxEmails)).reduce((a, r) => Math.max(a, r.id), 0)
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${event.id}/change-orders/${order.id}/accept`,
      headers: planner,
      payload: { signerName: 'Maya Planner', agreementHash: order.proposed.hash },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const view = await staffView(requestId)
    expect(view.instalments[1].amountCents).toBe(210_000)
    // Paid shares stay ($257.15 + $257.14); $1,585.71 is left for the five unpaid ones, in proportion
    // to what they were: $317.1519 for the $257.15 share, $317.1395 for each $257.14 one, so
    // $317.15 and four times $317.14, the one odd cent to the largest remainder.
    expect(
      view.instalments[1].shares.map((s: { amountCents: number; paid: boolean }) => [s.amountCents, s.paid]),
    ).toEqual([
      [25_715, true],
      [31_715, false],
      [25_714, true],
      [31_714, false],
      [31_714, false],
      [31_714, false],
      [31_714, false],
    ])
    // Each unpaid guest with an address is told, with a new link; the old one no longer opens.
    const told = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.requestId, requestId),
          eq(outboxEmails.template, 'payment.share_resized'),
          gt(outboxEmails.id, mark),
        ),
      )
      .orderBy(asc(outboxEmails.id))
    expect(told.map((m) => [m.toAddress, m.subject])).toEqual(
      [2, 4, 5, 6].map((i) => [
        `resize${i}@example.com`,
        `Your share of ${event.name} is now ${i === 2 ? '$317.15' : '$317.14'}`,
      ]),
    )
    const body = asDelivered(told[0]).textBody
    expect(body).toContain('Your share is now $317.15 (it was $257.15)')
    const newToken = /\/pay\/([A-Za-z0-9_-]{43})/.exec(body)![1]
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/shares/${newToken}` })).json().dueCents).toBe(
      31_715,
    )
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/shares/${tokenOf(shares[1].url)}` })).statusCode,
    ).toBe(404)
    // The paid guests' links still show nothing due.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/shares/${tokenOf(shares[0].url)}` })).json().dueCents,
    ).toBe(0)
  })

  it('a cancellation 10 days before refunds half of what each payer paid the venue, through Stripe', async () => {
    // "Cancelled on" is never after today: the event is 10 days away and the cancellation today.
    const date = inDays(10)
    const { requestId, event, planner } = await confirmedBooking(date)
    const [deposit, balance] = (await staffView(requestId)).instalments
    const [g] = await t.db
      .insert(guests)
      .values({ eventId: event.id, name: 'Ana', email: 'ana@example.com', rsvpToken: `rsvp-${event.id}-ana` })
      .returning({ id: guests.id })
    const base = `/api/dashboard/events/${event.id}/payments/instalments`
    await pay(
      (await t.app.inject({ method: 'POST', url: `${base}/${deposit.id}/checkout`, headers: planner })).json().url,
    )
    const split = await t.app.inject({
      method: 'POST',
      url: `${base}/${balance.id}/shares`,
      headers: planner,
      payload: { mode: 'amounts', shares: [{ guestId: g.id, amountCents: 40_001 }] },
    })
    expect(split.statusCode).toBe(201)
    const token = split.json().shares[0].url.split('/').at(-1)
    await pay((await t.app.inject({ method: 'POST', url: `/api/payments/shares/${token}/checkout` })).json().url)
    const refundsBefore = stripe.refunds.size

    const cancel = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/cancel`, {})
    expect(cancel.statusCode).toBe(200)
    // Venue parts: organiser 60 000, Ana 40 001 → half back (100 001 × 50 % = 50 000.5 → 50 001);
    // the booking fee (12 000) is kept.
    const refunds = [...stripe.refunds.values()].slice(refundsBefore)
    expect(refunds.map((r) => r.amount).sort()).toEqual([20_001, 30_000])
    const view = await staffView(requestId)
    expect(view).toMatchObject({ status: 'cancelled' })
    expect(view.totals).toEqual({
      paidCents: 112_001,
      refundedCents: 50_001,
      toPayBackCents: 0,
      heldForVenueCents: 50_000,
      feeKeptCents: 12_000,
    })
    expect(
      view.ledger.filter((e: { kind: string }) => e.kind === 'refund').map((e: { reference: string }) => e.reference),
    ).toEqual([expect.stringMatching(/^re_test_/), expect.stringMatching(/^re_test_/)])
    expect((await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/cancel`, {})).statusCode).toBe(
      409,
    )
    // A cancelled booking opens no checkout.
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/${balance.id}/checkout`, headers: planner })).statusCode,
    ).toBe(409)

    // The event is named "Corporate Event at Nopa": every email says it once, never "at Nopa at Nopa".
    expect(event.name).toBe('Corporate Event at Nopa')
    const mails = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, requestId))).map(asDelivered)
    const naming = mails.filter((m) => m.textBody.includes('Corporate Event at Nopa'))
    expect(new Set(naming.map((m) => m.template))).toEqual(
      new Set([
        'request.confirmed',
        'payment.requested',
        'payment.share_requested',
        'payment.receipt',
        'payment.refunded',
        'booking.cancelled',
      ]),
    )
    for (const m of mails) expect(`${m.subject}\n${m.textBody}`).not.toMatch(/at Nopa at Nopa/)
  })
})

describe('offline payments', () => {
  it('staff record a bank transfer against an instalment; a repeat or too much is refused', async () => {
    const { requestId, planner } = await confirmedBooking()
    const deposit = (await staffView(requestId)).instalments[0]
    const transfer = {
      instalmentId: deposit.id,
      amountCents: 50_000,
      receivedOn: inDays(0),
      method: 'bank_transfer',
      reference: 'ACME-4471',
    }
    const res = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, transfer)
    expect(res.statusCode).toBe(200)
    expect(res.json().instalments[0]).toMatchObject({ paidCents: 50_000, dueCents: 22_000, state: 'due' })
    expect(res.json().ledger[0]).toMatchObject({
      kind: 'charge',
      method: 'bank_transfer',
      reference: 'ACME-4471',
      recordedBy: 'Sam Lopez',
    })
    // The fee's part is taken in proportion as the deposit is paid: 50 000 × 12 000 / 72 000.
    expect(res.json().totals).toMatchObject({ feeKeptCents: 8_333, heldForVenueCents: 41_667 })
    await staffView(requestId)
    expect(
      (await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, transfer)).statusCode,
    ).toBe(409)
    const tooMuch = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, {
      ...transfer,
      reference: 'ACME-4472',
      amountCents: 22_001,
    })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().errors.amountCents).toMatch(/More than is due/)
    const cheque = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, {
      ...transfer,
      method: 'cheque',
      reference: 'CHQ 118',
      amountCents: 22_000,
    })
    expect(cheque.json().instalments[0]).toMatchObject({ state: 'paid' })
    expect(cheque.json().totals).toMatchObject({ feeKeptCents: 12_000, heldForVenueCents: 60_000 })
    // Planners cannot record payments.
    expect(
      (await staffCall(t, planner, 'POST', `/api/staff/requests/${requestId}/payments/offline`, transfer)).statusCode,
    ).toBe(403)
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.method, 'cheque'))).toHaveLength(3)
  })
})

describe('without Stripe keys', () => {
  it('a payment receipt leaves the outbox at once, not at the next poll: the database wakes the worker', async () => {
    const smtp = await startSmtpCatcher()
    const { requestId } = await confirmedBooking()
    const worker = startOutboxWorker({
      database: t.database,
      config: { ...t.config, SMTP_URL: smtp.url },
      log: { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} },
      pollIntervalMs: 3_600_000,
    })
    try {
      // Its first pass sends what earlier tests queued; after it, the next poll is an hour away.
      await vi.waitFor(
        async () =>
          expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.status, 'pending'))).toEqual([]),
        { timeout: 20_000, interval: 100 },
      )
      const deposit = (await staffView(requestId)).instalments[0]
      const paid = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, {
        instalmentId: deposit.id,
        amountCents: 72_000,
        receivedOn: inDays(0),
        method: 'bank_transfer',
        reference: 'WAKE-1',
      })
      expect(paid.statusCode).toBe(200)
      await vi.waitFor(
        () => expect(smtp.received.some((m) => /Subject: Receipt: \$720\.00 for /.test(m.text))).toBe(true),
        { timeout: 20_000, interval: 50 },
      )
    } finally {
      await worker.stop()
      await smtp.close()
    }
  })

  it('card payment is hidden and the webhook refused; nothing else changes', async () => {
    // Other settings over the file's database: what differs is configuration.
    const off = await createTestApp({}, { database: t.database })
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/config' })).json().cardPayments).toBe(false)
      const hook = await off.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      })
      expect(hook.statusCode).toBe(501)
    } finally {
      await off.close()
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().cardPayments).toBe(true)
  })
})

describe("the planner's view of payment states", () => {
  it('the dashboard shows due then paid; a returning payer reads the webhook-recorded status', async () => {
    const { event, planner } = await confirmedBooking()
    const summaries = async (auth: Auth) =>
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/payments', headers: auth })).json().events as {
        eventId: number
        state: string
        paidCents: number
        next: { dueCents: number } | null
      }[]
    const mine = async () => (await summaries(planner)).find((s) => s.eventId === event.id)
    expect(await mine()).toMatchObject({ state: 'due', paidCents: 0, next: { dueCents: 72_000 } })
    // A deposit left unpaid past its day is overdue.
    const [schedule] = await t.db.select().from(paymentSchedules).where(eq(paymentSchedules.eventId, event.id))
    const due = and(eq(paymentInstalments.scheduleId, schedule.id), eq(paymentInstalments.kind, 'deposit'))
    const [{ dueOn }] = await t.db.select({ dueOn: paymentInstalments.dueOn }).from(paymentInstalments).where(due)
    await t.db
      .update(paymentInstalments)
      .set({ dueOn: addDays(dueOn, -2) })
      .where(due)
    expect(await mine()).toMatchObject({ state: 'overdue' })
    await t.db.update(paymentInstalments).set({ dueOn }).where(due)
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/payments' })).statusCode).toBe(401)
    const stranger = await userWithRole(t, 'planner', 'Otto')
    expect((await summaries(stranger.auth)).some((s) => s.eventId === event.id)).toBe(false)

    const host = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/events/${event.id}/payments`,
      headers: planner,
    })
    const [deposit, balance] = host.json().instalments as { id: number }[]
    const base = `/api/dashboard/events/${event.id}/payments/instalments`
    const url = (await t.app.inject({ method: 'POST', url: `${base}/${deposit.id}/checkout`, headers: planner })).json()
      .url as string
    const sessionId = url.split('/').at(-1)!
    // Stripe sends the payer back to the success URL with the session id and our signed key.
    const returnUrl = new URL(
      String(stripe.sessions.get(sessionId)!.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId),
    )
    expect(returnUrl.pathname).toBe('/payments/thanks')
    const key = returnUrl.searchParams.get('key')!
    const status = () =>
      t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${sessionId}?key=${encodeURIComponent(key)}` })
    // The session id alone (it sits in browser history), a forged key or a stranger's session: 404.
    for (const [query, headers] of [
      ['', {}],
      ['?key=forged', {}],
      ['', stranger.auth],
      [`?key=${key.slice(1)}`, {}],
    ] as const) {
      const peek = await t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${sessionId}${query}`, headers })
      expect(peek.statusCode).toBe(404)
      expect(peek.body).not.toContain(event.name)
    }
    // The host signed in reads her own payment without the key.
    const asHost = await t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${sessionId}`, headers: planner })
    expect(asHost.json()).toMatchObject({ paid: false, amountCents: 72_000 })
    // Back from Checkout before the webhook: not paid yet, whatever the redirect says.
    expect((await status()).json()).toEqual({
      paid: false,
      amountCents: 72_000,
      refundedCents: 0,
      eventName: event.name,
      payer: 'organiser',
      eventId: event.id,
    })
    await pay(url)
    expect((await status()).json()).toMatchObject({ paid: true, refundedCents: 0 })
    expect(await mine()).toMatchObject({ state: 'due', paidCents: 72_000, next: { dueCents: 180_000 } })
    await pay(
      (await t.app.inject({ method: 'POST', url: `${base}/${balance.id}/checkout`, headers: planner })).json().url,
    )
    expect(await mine()).toMatchObject({ state: 'paid', paidCents: 252_000, next: null })

    for (const bad of ['cs_test_unknown', 'nope', '%00'])
      expect((await t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${bad}` })).statusCode).toBeOneOf([
        400, 404,
      ])
  })
})

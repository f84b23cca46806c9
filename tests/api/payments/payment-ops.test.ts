// The operations side of payments: the emails (payment and share requests, receipts,
// reminders as database jobs, refunds), the staff's overdue list, the venue's own deposit and
// cancellation terms, and a ledger the database itself keeps append-only.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '~/domain/payments/schedule'
import { events, guests, ledgerEntries, outboxEmails, paymentReminders, venues } from '~/server/db/schema'
import { overdueInstalments } from '~/server/payments/overdue'
import { sendDueReminders } from '~/server/payments/payment-reminders'
import { createTestApp, type TestContext } from '../setup/test-app'
import { paymentsConfig, stripeWebhook } from '../support/payment-helpers'
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

/** A request proposed (24 × $100), accepted, confirmed and its payments opened. */
async function confirmedBooking({
  date = inDays(30),
  deposit = 600,
  venue = venueId,
  cancellationTerms,
}: { date?: string; deposit?: number; venue?: number; cancellationTerms?: unknown[] } = {}) {
  const planner = await userWithRole(t, 'planner', 'Maya')
  const r = await bookingRequest(t, venue, { email: planner.email, date })
  const sent = await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/proposals`, {
    venueId: venue,
    date,
    time: '7:00 PM',
    guests: 24,
    pricePerPerson: 100,
    deposit,
    cancellationTerms,
  })
  expect(sent.statusCode).toBe(201)
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, r.id), eq(outboxEmails.template, 'proposal.sent')))
  const token = /\/proposals\/([A-Za-z0-9_-]{43})/.exec(asDelivered(mail).textBody)![1]
  const proposal = (await t.app.inject({ method: 'GET', url: `/api/proposals/${token}` })).json()
  expect((await acceptProposal(t, token)).statusCode).toBe(200)
  expect((await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/confirm`, {})).statusCode).toBe(200)
  const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
  // Confirming opened the schedule: one act, not two.
  const opened = await staffCall(t, staff, 'GET', `/api/staff/requests/${r.id}/payments`)
  expect(opened.statusCode).toBe(200)
  return {
    requestId: r.id,
    event,
    planner: planner.auth,
    plannerEmail: planner.email,
    proposal,
    view: opened.json(),
  }
}

/** The payment emails of a request or to an address, as their recipients read them, oldest first. */
async function paymentEmails(where: { requestId?: number; to?: string }, template?: string) {
  const rows = await t.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        where.requestId ? eq(outboxEmails.requestId, where.requestId) : undefined,
        where.to ? eq(outboxEmails.toAddress, where.to) : undefined,
        template ? eq(outboxEmails.template, template) : sql`${outboxEmails.template} like 'payment.%'`,
      ),
    )
    .orderBy(outboxEmails.id)
  return rows.map(asDelivered)
}

const webhook = (d: { payload: string; signature: string }) => stripeWebhook(t, d)

/** Noon UTC of a day: the same day in every American timezone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`)

describe('payment emails', () => {
  it('the organiser is asked for the deposit and fee when the schedule opens; reminders wait for the balance', async () => {
    const date = inDays(30)
    const { requestId, plannerEmail, view } = await confirmedBooking({ date })
    const [requested, ...others] = await paymentEmails({ requestId })
    expect(others).toEqual([])
    expect(requested).toMatchObject({ template: 'payment.requested', toAddress: plannerEmail })
    expect(requested.subject).toContain('Your deposit of $720.00 is due')
    expect(requested.textBody).toContain('Of which our booking fee')
    expect(requested.textBody).toContain('$120.00')
    expect(requested.textBody).toContain(`https://bountiful.test/dashboard/events/`)
    // The deposit is due today: no reminders for it; the balance gets two, 3 days before and on the day.
    const balance = view.instalments[1]
    const jobs = await t.db
      .select({
        instalmentId: paymentReminders.instalmentId,
        kind: paymentReminders.kind,
        sendOn: paymentReminders.sendOn,
      })
      .from(paymentReminders)
      .where(eq(paymentReminders.instalmentId, balance.id))
      .orderBy(paymentReminders.sendOn)
    expect(jobs).toEqual([
      { instalmentId: balance.id, kind: 'three_days_before', sendOn: addDays(date, -17) },
      { instalmentId: balance.id, kind: 'due_day', sendOn: addDays(date, -14) },
    ])
    expect(
      await t.db.select().from(paymentReminders).where(eq(paymentReminders.instalmentId, view.instalments[0].id)),
    ).toEqual([])
  })

  it('each guest gets their share link; a card payment sends one receipt, a replayed webhook none', async () => {
    const { requestId, event, planner } = await confirmedBooking()
    const [ana, ben] = await t.db
      .insert(guests)
      .values([
        { eventId: event.id, name: 'Ana Ruiz', email: 'ana.share@example.com', rsvpToken: `rsvp-${event.id}-a` },
        { eventId: event.id, name: 'Ben Cho', email: null, rsvpToken: `rsvp-${event.id}-b` },
      ])
      .returning({ id: guests.id })
    const deposit = (await staffCall(t, staff, 'GET', `/api/staff/requests/${requestId}/payments`)).json()
      .instalments[0]
    const split = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${event.id}/payments/instalments/${deposit.id}/shares`,
      headers: planner,
      payload: { mode: 'equal', guestIds: [ana.id, ben.id] },
    })
    expect(split.statusCode).toBe(201)
    const anaShare = split.json().shares.find((s: { name: string }) => s.name === 'Ana Ruiz')
    // Ben has no address: only Ana is written to, with her own link, hidden from staff in the outbox.
    const [shareMail, ...more] = await paymentEmails({ requestId }, 'payment.share_requested')
    expect(more).toEqual([])
    expect(shareMail).toMatchObject({ toAddress: 'ana.share@example.com' })
    expect(shareMail.subject).toContain('$360.00')
    expect(shareMail.textBody).toContain(anaShare.url)
    const [stored] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, shareMail.id))
    expect(stored.textBody).not.toContain(anaShare.url)

    const token = anaShare.url.split('/').at(-1)
    const checkout = await t.app.inject({ method: 'POST', url: `/api/payments/shares/${token}/checkout` })
    const delivery = await stripe.completeSession(checkout.json().url.split('/').at(-1))
    expect((await webhook(delivery)).statusCode).toBe(200)
    expect((await webhook(delivery)).statusCode).toBe(200)
    const receipts = await paymentEmails({ requestId }, 'payment.receipt')
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ toAddress: 'ana.share@example.com' })
    expect(receipts[0].subject).toContain('Receipt: $360.00')
    expect(receipts[0].textBody).toMatch(/Card/)
    expect(receipts[0].textBody).toMatch(/pi_test_/)
  })

  it('an offline payment sends the organiser a receipt; a cancellation tells each payer their refund', async () => {
    const date = inDays(20)
    const { requestId, plannerEmail } = await confirmedBooking({ date })
    const deposit = (await staffCall(t, staff, 'GET', `/api/staff/requests/${requestId}/payments`)).json()
      .instalments[0]
    const res = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, {
      instalmentId: deposit.id,
      amountCents: 72_000,
      receivedOn: inDays(0),
      method: 'bank_transfer',
      reference: 'WIRE-881',
    })
    expect(res.statusCode).toBe(200)
    const [receipt] = await paymentEmails({ requestId }, 'payment.receipt')
    expect(receipt).toMatchObject({ toAddress: plannerEmail })
    expect(receipt.textBody).toContain('Bank transfer')
    expect(receipt.textBody).toContain('WIRE-881')
    expect(receipt.textBody).toContain('$720.00')

    // 20 days before (today: "cancelled on" is never later): the default policy refunds the venue's
    // part in full; the fee is kept. The organiser's refund is in her cancellation email.
    const cancel = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/cancel`, {})
    expect(cancel.statusCode).toBe(200)
    expect(await paymentEmails({ requestId }, 'payment.refunded')).toEqual([])
    const [cancelled, ...others] = await paymentEmails({ requestId }, 'booking.cancelled')
    expect(others.map((m) => m.toAddress)).not.toContain(plannerEmail)
    expect(cancelled).toMatchObject({ toAddress: plannerEmail })
    expect(cancelled.textBody).toContain('Refund to you: $600.00')
    expect(cancelled.textBody).toContain('Of the $720.00 you paid, $600.00 comes back to you')
  })
})

describe('payment reminders', () => {
  it('3 days before and on the due day, once each even with two workers at once; none once paid', async () => {
    const date = inDays(40)
    const { requestId, view, plannerEmail } = await confirmedBooking({ date })
    const balance = view.instalments[1]
    const reminders = () => paymentEmails({ requestId }, 'payment.reminder')
    const config = t.config

    // Four days before the due day: nothing yet.
    await sendDueReminders({ db: t.db, config, now: noonOf(addDays(balance.dueOn, -4)) })
    expect(await reminders()).toEqual([])
    // Three days before, two workers pass at once: one email.
    const now = noonOf(addDays(balance.dueOn, -3))
    await Promise.all([sendDueReminders({ db: t.db, config, now }), sendDueReminders({ db: t.db, config, now })])
    await sendDueReminders({ db: t.db, config, now })
    const [first, ...rest] = await reminders()
    expect(rest).toEqual([])
    expect(first).toMatchObject({ toAddress: plannerEmail })
    expect(first.subject).toContain('Reminder: $1,800.00 of your balance is due on')
    // On the day: the second reminder, once.
    await sendDueReminders({ db: t.db, config, now: noonOf(balance.dueOn) })
    await sendDueReminders({ db: t.db, config, now: noonOf(balance.dueOn) })
    const both = await reminders()
    expect(both).toHaveLength(2)
    expect(both[1].subject).toContain('is due today')
    expect(
      await t.db
        .select({ kind: paymentReminders.kind, outcome: paymentReminders.outcome })
        .from(paymentReminders)
        .where(eq(paymentReminders.instalmentId, balance.id))
        .orderBy(paymentReminders.sendOn),
    ).toEqual([
      { kind: 'three_days_before', outcome: 'sent' },
      { kind: 'due_day', outcome: 'sent' },
    ])
  })

  it('a paid balance gets no reminder', async () => {
    const { requestId, view } = await confirmedBooking({ date: inDays(40) })
    const balance = view.instalments[1]
    const paid = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, {
      instalmentId: balance.id,
      amountCents: balance.amountCents,
      receivedOn: inDays(0),
      method: 'cheque',
      reference: 'CHQ-2001',
    })
    expect(paid.statusCode).toBe(200)
    await sendDueReminders({ db: t.db, config: t.config, now: noonOf(addDays(balance.dueOn, -3)) })
    await sendDueReminders({ db: t.db, config: t.config, now: noonOf(balance.dueOn) })
    expect(await paymentEmails({ requestId }, 'payment.reminder')).toEqual([])
    const outcomes = await t.db
      .select({ outcome: paymentReminders.outcome })
      .from(paymentReminders)
      .where(eq(paymentReminders.instalmentId, balance.id))
    expect(outcomes).toEqual([{ outcome: 'paid' }, { outcome: 'paid' }])
  })
})

describe('overdue instalments', () => {
  it('staff see an instalment past its day and unpaid; planners are refused', async () => {
    // An event 10 days out: the balance (due 14 days before) falls due on acceptance, like the deposit.
    const { requestId, view, planner } = await confirmedBooking({ date: inDays(10) })
    // Today nothing is overdue yet (due today is due, not overdue).
    const today = await t.app.inject({ method: 'GET', url: '/api/staff/payments/overdue', headers: staff })
    expect(today.statusCode).toBe(200)
    expect(today.json().instalments.filter((i: { requestId: number }) => i.requestId === requestId)).toEqual([])
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/payments/overdue', headers: planner })).statusCode,
    ).toBe(403)
    const later = await overdueInstalments({ db: t.db, now: noonOf(inDays(2)) })
    const mine = later.instalments.filter((i) => i.requestId === requestId)
    expect(mine.map((i) => [i.kind, i.dueCents, i.daysOverdue])).toEqual([
      ['deposit', 72_000, 2],
      ['balance', 180_000, 2],
    ])
    expect(mine[0]).toMatchObject({ instalmentId: view.instalments[0].id, paidCents: 0 })
  })
})

describe("the venue's own terms", () => {
  it("a proposal without a deposit takes the venue's percentage; its cancellation terms set the refunds", async () => {
    const own = await insertVenue(t.db, { name: 'Terms House', maxGuests: 40 })
    await t.db
      .update(venues)
      .set({ depositPct: 25, cancellationTerms: [{ daysBefore: 30, refundPct: 80 }] })
      .where(eq(venues.id, own))
    const { view, proposal } = await confirmedBooking({ deposit: 0, venue: own })
    // The planner read, before accepting, the very numbers the schedule now asks for.
    expect(proposal).toMatchObject({
      totalCents: 240_000,
      bookingFeeCents: 12_000,
      allInCents: 252_000,
      depositCents: 60_000,
      dueOnAcceptanceCents: 72_000,
    })
    expect(proposal.lines.at(-1)).toEqual({ id: 'booking_fee', label: 'Bountiful booking fee', cents: 12_000 })
    expect(view).toMatchObject({ venueTotalCents: 240_000, bookingFeeCents: 12_000, allInCents: 252_000 })
    // $2,400 venue total: 25 % deposit = $600 (+ 5 % fee $120 = $720), balance $1,800.
    expect(view.cancellationPolicy).toEqual([{ daysBefore: 30, refundPct: 80 }])
    expect(view.instalments.map((i: { amountCents: number }) => i.amountCents)).toEqual([72_000, 180_000])
  })

  it("terms typed on the accepted quote set the refunds, not the venue's", async () => {
    const own = await insertVenue(t.db, { name: 'Quote Terms House', maxGuests: 40 })
    await t.db
      .update(venues)
      .set({ cancellationTerms: [{ daysBefore: 30, refundPct: 80 }] })
      .where(eq(venues.id, own))
    const { view } = await confirmedBooking({
      venue: own,
      cancellationTerms: [
        { daysBefore: 7, refundPct: 50 },
        { daysBefore: 21, refundPct: 100 },
      ],
    })
    const typed = [
      { daysBefore: 21, refundPct: 100 },
      { daysBefore: 7, refundPct: 50 },
    ]
    expect(view.cancellationPolicy).toEqual(typed)
  })
})

describe('the ledger is append-only in the database', () => {
  it('refuses an UPDATE or DELETE of a ledger row, whoever asks', async () => {
    const { requestId } = await confirmedBooking()
    const deposit = (await staffCall(t, staff, 'GET', `/api/staff/requests/${requestId}/payments`)).json()
      .instalments[0]
    await staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, {
      instalmentId: deposit.id,
      amountCents: 10_000,
      receivedOn: inDays(0),
      method: 'bank_transfer',
      reference: 'APPEND-1',
    })
    const [row] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, 'APPEND-1'))
    await expect(
      t.db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.id, row.id)),
    ).rejects.toThrow()
    await expect(t.db.delete(ledgerEntries).where(eq(ledgerEntries.id, row.id))).rejects.toThrow()
    await expect(t.db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow()
    const [after] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, row.id))
    expect(after.amountCents).toBe(10_000)
  })
})

// Cancellation cascades: staff, the host and the venue's manager cancel a confirmed
// booking through one owner, and everything moves with it: the event for host and co-hosts, the
// request's status and history, the space, the refunds (Stripe, through the local stand-in) and
// every party's email. Each of these failed before: the event stayed "Upcoming", the request
// "Confirmed", the space booked, co-hosts, guests and the venue were not told.
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  eventMembers,
  events,
  guests,
  ledgerEntries,
  outboxEmails,
  requests,
  requestStatusHistory,
  spaceHolds,
  venueMembers,
} from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { paymentsConfig, payCheckout } from '../support/payment-helpers'
import { asDelivered } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, userWithRole, type Auth, acceptProposal } from '../support/staff-helpers'
import { startStripeLocalServer, type StripeLocalServer } from '../../support/stripe-local-server'

let t: TestContext
let stripe: StripeLocalServer
let staff: Auth
let venueId: number
let spaceId: number
let manager: { auth: Auth; email: string }
let otherManager: Auth
const CONCIERGE = 'concierge@bountiful.events'

beforeAll(async () => {
  stripe = await startStripeLocalServer()
  t = await createTestApp(paymentsConfig(stripe, { CONCIERGE_EMAIL: CONCIERGE }))
  staff = (await userWithRole(t, 'staff', 'Sam')).auth
  venueId = await insertVenue(t.db, { name: 'Nopa', maxGuests: 40 })
  const otherVenue = await insertVenue(t.db, { name: 'Elsewhere', maxGuests: 40 })
  const owner = await createUser(t.db, { firstName: 'Olga' })
  const other = await createUser(t.db, { firstName: 'Bo' })
  manager = { auth: owner.auth, email: owner.email }
  otherManager = other.auth
  await t.db.insert(venueMembers).values([
    { venueId, userId: owner.userId, role: 'owner' },
    { venueId: otherVenue, userId: other.userId, role: 'owner' },
  ])
  const space = await staffCall(t, manager.auth, 'POST', `/api/venue-portal/venues/${venueId}/spaces`, {
    name: 'The Loft',
    kind: 'private_room',
    seatedCapacity: 30,
    standingCapacity: 40,
  })
  expect(space.statusCode).toBe(201)
  spaceId = space.json().id
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

/** One space, so each booking takes its own evening (all more than 14 days ahead). */
let nextDay = 24
const freshDate = () => inDays(++nextDay)

/**
 * The venue quotes 24 × $100 with a $600 deposit on its space (a hold), the planner accepts (a
 * venue's quote books at once), staff open the payments (deposit $720 with the 5 % fee); a co-host
 * joins the event.
 */
async function bookedEvent(date = freshDate()) {
  const planner = await userWithRole(t, 'planner', 'Maya')
  const r = await bookingRequest(t, venueId, { email: planner.email, date, time: '7:00 PM', guestCount: 24 })
  const quote = await staffCall(t, manager.auth, 'POST', `/api/venue-portal/venues/${venueId}/requests/${r.id}/quote`, {
    spaceId,
    pricePerPerson: 100,
    deposit: 600,
  })
  expect(quote.statusCode).toBe(201)
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, r.id), eq(outboxEmails.template, 'proposal.sent')))
  const token = /\/proposals\/([A-Za-z0-9_-]{43})/.exec(asDelivered(mail).textBody)![1]
  const accepted = await acceptProposal(t, token)
  expect(accepted.statusCode).toBe(200)
  const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
  expect(event.hostUserId).toBe(planner.userId)
  const coHost = await createUser(t.db, { firstName: 'Cora' })
  await t.db.insert(eventMembers).values({ eventId: event.id, userId: coHost.userId, role: 'cohost' })
  return { requestId: r.id, event, planner, coHost }
}

/** Staff confirm a request with no proposal (agreed on the phone): confirmed, with no price and no payments. */
async function confirmedWithoutPrice(date = freshDate()) {
  const planner = await userWithRole(t, 'planner', 'Maya')
  const r = await bookingRequest(t, venueId, { email: planner.email, date, time: '7:00 PM', guestCount: 24 })
  expect(
    (await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'in_progress' })).statusCode,
  ).toBe(200)
  expect((await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/confirm`, {})).statusCode).toBe(200)
  expect((await staffCall(t, staff, 'GET', `/api/staff/requests/${r.id}/payments`)).statusCode).toBe(404)
  const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
  const coHost = await createUser(t.db, { firstName: 'Cora' })
  await t.db.insert(eventMembers).values({ eventId: event.id, userId: coHost.userId, role: 'cohost' })
  return { requestId: r.id, event, planner, coHost }
}

async function withPayments(date = freshDate()) {
  const booked = await bookedEvent(date)
  // Accepting the venue's quote confirmed the booking, which opened its payments.
  const opened = await staffCall(t, staff, 'GET', `/api/staff/requests/${booked.requestId}/payments`)
  expect(opened.statusCode).toBe(200)
  const [deposit, balance] = opened.json().instalments
  return { ...booked, deposit, balance }
}

/** Pays a checkout URL's session the way a customer would, delivering Stripe's signed event. */
const pay = (url: string) => payCheckout(t, stripe, url)

/** The organiser pays the deposit ($720) and a guest pays a $400.01 share of the balance. */
async function paidBooking(date = freshDate()) {
  const b = await withPayments(date)
  const base = `/api/dashboard/events/${b.event.id}/payments/instalments`
  const checkout = await t.app.inject({
    method: 'POST',
    url: `${base}/${b.deposit.id}/checkout`,
    headers: b.planner.auth,
  })
  await pay(checkout.json().url)
  const guestEmail = `ana-${b.event.id}@example.com`
  const [g] = await t.db
    .insert(guests)
    .values({ eventId: b.event.id, name: 'Ana', email: guestEmail, rsvpToken: `rsvp-${b.event.id}-ana` })
    .returning({ id: guests.id })
  const split = await t.app.inject({
    method: 'POST',
    url: `${base}/${b.balance.id}/shares`,
    headers: b.planner.auth,
    payload: { mode: 'amounts', shares: [{ guestId: g.id, amountCents: 40_001 }] },
  })
  expect(split.statusCode).toBe(201)
  const token = split.json().shares[0].url.split('/').at(-1)
  await pay((await t.app.inject({ method: 'POST', url: `/api/payments/shares/${token}/checkout` })).json().url)
  return { ...b, guestEmail }
}

const emailsOf = (requestId: number) =>
  t.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, requestId)).orderBy(asc(outboxEmails.id))
const cancellationMails = async (requestId: number) =>
  (await emailsOf(requestId)).filter((m) => m.template === 'booking.cancelled' || m.template === 'payment.refunded')

async function dashboardStatus(auth: Auth, eventId: number) {
  const list = await t.app.inject({ method: 'GET', url: '/api/dashboard/events', headers: auth })
  expect(list.statusCode).toBe(200)
  return list.json().events.find((e: { id: number }) => e.id === eventId)?.status
}

async function expectCascade(
  b: { requestId: number; event: { id: number }; planner: { auth: Auth }; coHost: { auth: Auth } },
  who: string,
  { held = true } = {},
) {
  // The event is cancelled for the host and the co-host alike.
  expect(await dashboardStatus(b.planner.auth, b.event.id)).toBe('cancelled')
  expect(await dashboardStatus(b.coHost.auth, b.event.id)).toBe('cancelled')
  // The request is cancelled, with a history row naming who cancelled.
  const [request] = await t.db.select().from(requests).where(eq(requests.id, b.requestId))
  expect(request.status).toBe('cancelled')
  const history = await t.db
    .select()
    .from(requestStatusHistory)
    .where(and(eq(requestStatusHistory.requestId, b.requestId), eq(requestStatusHistory.toStatus, 'cancelled')))
  expect(history).toHaveLength(1)
  expect(history[0]).toMatchObject({ fromStatus: 'confirmed' })
  expect(history[0].note).toContain(`Cancelled by ${who}`)
  // The space is released: its slot is offered again.
  const holds = await t.db.select().from(spaceHolds).where(eq(spaceHolds.requestId, b.requestId))
  expect(holds.map((h) => h.status)).toEqual(held ? ['released'] : [])
  const staffView = await staffCall(t, staff, 'GET', `/api/staff/requests/${b.requestId}`)
  expect(staffView.json().request).toMatchObject({ status: 'cancelled' })
}

describe('staff cancel and refund', () => {
  it('cancels the event, the request and the hold, refunds by the terms and tells host, co-host, guest and venue', async () => {
    // The event is 10 days away; "cancelled on" is today (a date, never later).
    const b = await paidBooking(inDays(10))
    const refundsBefore = stripe.refunds.size
    const res = await staffCall(t, staff, 'POST', `/api/staff/requests/${b.requestId}/payments/cancel`, {
      cancelledOn: inDays(0),
      note: 'The host asked us by phone',
    })
    expect(res.statusCode).toBe(200)
    // 10 days before: half of the venue's part back (100 001 × 50 % → 50 001), the fee kept.
    expect(res.json()).toMatchObject({ status: 'cancelled', totals: { paidCents: 112_001, refundedCents: 50_001 } })
    expect(res.json().reconciliation).toEqual({ ok: true, problems: [] })
    expect(
      [...stripe.refunds.values()]
        .slice(refundsBefore)
        .map((r) => r.amount)
        .sort(),
    ).toEqual([20_001, 30_000])
    await expectCascade(b, 'our concierge team: The host asked us by phone')

    const mails = await cancellationMails(b.requestId)
    const to = (address: string) => mails.filter((m) => m.toAddress === address)
    const [host] = to(b.planner.email)
    expect(host).toMatchObject({ template: 'booking.cancelled' })
    expect(host.subject).toMatch(/^Cancelled: /)
    expect(host.textBody).toContain('Our concierge team cancelled')
    expect(host.textBody).toContain("Under the venue's terms 50% comes back: $500.01 of the $1,120.01 paid.")
    expect(host.textBody).toContain('Of the $720.00 you paid, $300.00 comes back to you')
    expect(to(b.coHost.email)).toEqual([expect.objectContaining({ template: 'booking.cancelled' })])
    expect(to(b.coHost.email)[0].textBody).toContain('You don’t need to do anything else for it.')
    const [guest] = to(b.guestEmail)
    expect(guest).toMatchObject({ template: 'payment.refunded' })
    expect(guest.subject).toContain('Refund of $200.01')
    expect(guest.textBody).toContain(
      "Per the venue's cancellation terms, you get back $200.01 of the $400.01 you paid.",
    )
    const [venue] = to(manager.email)
    expect(venue).toMatchObject({ template: 'booking.cancelled' })
    expect(venue.textBody).toContain('The space is released')
    // Staff cancelled it themselves: no email to the team.
    expect(to(CONCIERGE)).toEqual([])
    expect(mails).toHaveLength(4)

    // Once cancelled: a second cancel is refused in the lifecycle's words, and changes nothing.
    const again = await staffCall(t, staff, 'POST', `/api/staff/requests/${b.requestId}/payments/cancel`, {})
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('A booking that is cancelled cannot be cancelled')
    expect(await cancellationMails(b.requestId)).toHaveLength(4)

    // The host's payment page says it is cancelled and what came back.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/events/${b.event.id}/payments`,
      headers: b.planner.auth,
    })
    expect(page.json()).toMatchObject({ status: 'cancelled', totals: { refundedCents: 50_001 } })
  })

  it('can refund in full, our fee included', async () => {
    const b = await paidBooking()
    const res = await staffCall(t, staff, 'POST', `/api/staff/requests/${b.requestId}/payments/cancel`, {
      fullRefund: true,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().totals).toEqual({
      paidCents: 112_001,
      refundedCents: 112_001,
      toPayBackCents: 0,
      heldForVenueCents: 0,
      feeKeptCents: 0,
    })
  })

  it('"Cancelled on" is a date, not after today: free text or a later day is a 400 that says so', async () => {
    const b = await withPayments()
    const url = `/api/staff/requests/${b.requestId}/payments/cancel`
    const text = await staffCall(t, staff, 'POST', url, { cancelledOn: 'last Tuesday' })
    expect(text.statusCode).toBe(400)
    expect(text.json().errors).toEqual({ cancelledOn: 'Cancelled on must be a date (yyyy-mm-dd)' })
    const later = await staffCall(t, staff, 'POST', url, { cancelledOn: inDays(2) })
    expect(later.statusCode).toBe(400)
    expect(later.json().errors).toEqual({ cancelledOn: 'Cancelled on cannot be after today' })
    const [request] = await t.db.select().from(requests).where(eq(requests.id, b.requestId))
    expect(request.status).toBe('confirmed')
  })

  it('a confirmed booking without payments is cancelled the same way, with no refunds', async () => {
    const b = await confirmedWithoutPrice()
    const res = await staffCall(t, staff, 'POST', `/api/staff/requests/${b.requestId}/cancel`, {
      note: 'Duplicate booking',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'cancelled', eventId: b.event.id })
    await expectCascade(b, 'our concierge team: Duplicate booking', { held: false })
    const [host] = (await cancellationMails(b.requestId)).filter((m) => m.toAddress === b.planner.email)
    expect(host.textBody).toContain('Nothing had been paid, so there is nothing to refund.')
  })

  it('the status change cannot set "cancelled": only the cancellation does', async () => {
    const b = await bookedEvent()
    const res = await staffCall(t, staff, 'POST', `/api/staff/requests/${b.requestId}/status`, {
      status: 'cancelled',
      note: 'by hand',
    })
    expect(res.statusCode).toBe(400)
    expect(await dashboardStatus(b.planner.auth, b.event.id)).toBe('upcoming')
  })

  it('two cancels at once: one cancellation, one set of refunds and emails', async () => {
    const b = await paidBooking()
    const refundsBefore = stripe.refunds.size
    const url = `/api/staff/requests/${b.requestId}/payments/cancel`
    const answers = await Promise.all([staffCall(t, staff, 'POST', url, {}), staffCall(t, staff, 'POST', url, {})])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    // Both asked Stripe with the same keys: one refund per charge exists there, one row each here.
    expect(stripe.refunds.size - refundsBefore).toBe(2)
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'refund')))
    const mine = refunds.filter((r) => r.scheduleId === answers.find((a) => a.statusCode === 200)!.json().scheduleId)
    expect(mine).toHaveLength(2)
    expect(await cancellationMails(b.requestId)).toHaveLength(4)
    const history = await t.db
      .select()
      .from(requestStatusHistory)
      .where(and(eq(requestStatusHistory.requestId, b.requestId), eq(requestStatusHistory.toStatus, 'cancelled')))
    expect(history).toHaveLength(1)
  })
})

describe('a payment that lands on a cancelled booking', () => {
  it('is refunded in full when it arrives, and the payer is told', async () => {
    const b = await withPayments()
    // The host opened the deposit's checkout before the booking was cancelled…
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${b.event.id}/payments/instalments/${b.deposit.id}/checkout`,
      headers: b.planner.auth,
    })
    expect(checkout.statusCode).toBe(200)
    const cancel = await staffCall(t, staff, 'POST', `/api/staff/requests/${b.requestId}/payments/cancel`, {})
    expect(cancel.statusCode).toBe(200)
    const refundsBefore = stripe.refunds.size
    // … and pays it afterwards: the webhook keeps nothing of it and refunds it all, fee included.
    await pay(checkout.json().url)
    expect([...stripe.refunds.values()].slice(refundsBefore).map((r) => r.amount)).toEqual([72_000])
    const view = await staffCall(t, staff, 'GET', `/api/staff/requests/${b.requestId}/payments`)
    expect(view.json().totals).toEqual({
      paidCents: 72_000,
      refundedCents: 72_000,
      toPayBackCents: 0,
      heldForVenueCents: 0,
      feeKeptCents: 0,
    })
    expect(view.json().reconciliation).toEqual({ ok: true, problems: [] })
    const mails = (await emailsOf(b.requestId)).filter(
      (m) => m.toAddress === b.planner.email && m.template === 'payment.receipt',
    )
    expect(mails).toHaveLength(1)
    expect(mails[0].textBody).toContain('$720.00')
    expect(mails[0].textBody).toMatch(/refund/i)
  })
})

describe('the host cancels her booked event', () => {
  it('is told what comes back first; cancelling runs the same cascade, refunds by the terms and tells the venue and our team', async () => {
    const b = await paidBooking()
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/events/${b.event.id}/cancellation`,
      headers: b.planner.auth,
    })
    expect(preview.statusCode).toBe(200)
    // 30 days before: the default terms give the venue's part back in full; our fee is kept.
    expect(preview.json()).toMatchObject({
      booked: true,
      refundPct: 100,
      paidCents: 112_001,
      refundCents: 100_001,
      yours: { paidCents: 72_000, refundCents: 60_000 },
      terms: expect.stringContaining('Full refund if you cancel 14 or more days before'),
      summary:
        "Under the venue's terms 100% comes back: $1,000.01 of the $1,120.01 paid. Our booking fee is not refundable.",
    })
    // A co-host may not cancel or preview it.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/dashboard/events/${b.event.id}/cancel`,
          headers: b.coHost.auth,
        })
      ).statusCode,
    ).toBe(403)

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${b.event.id}/cancel`,
      headers: b.planner.auth,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: b.event.id, status: 'cancelled' })
    await expectCascade(b, 'the host')
    const payments = await staffCall(t, staff, 'GET', `/api/staff/requests/${b.requestId}/payments`)
    expect(payments.json()).toMatchObject({
      status: 'cancelled',
      totals: { refundedCents: 100_001, feeKeptCents: 12_000 },
    })
    const mails = await cancellationMails(b.requestId)
    const to = (address: string) => mails.filter((m) => m.toAddress === address)
    expect(to(b.planner.email)[0].textBody).toContain('You cancelled')
    expect(to(b.planner.email)[0].textBody).toContain('Of the $720.00 you paid, $600.00 comes back to you')
    expect(to(b.coHost.email)).toHaveLength(1)
    expect(to(b.guestEmail)[0].subject).toContain('Refund of $400.01')
    expect(to(manager.email)).toHaveLength(1)
    expect(to(manager.email)[0].textBody).toContain('Dana Planner cancelled')
    // The planner cancelled: our team is told.
    expect(to(CONCIERGE)).toHaveLength(1)
    expect(to(CONCIERGE)[0].subject).toContain('Cancelled by the host')
    expect(to(CONCIERGE)[0].replyTo).toBe(b.planner.email)
    // Cancelling again answers the cancelled event, nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${b.event.id}/cancel`,
      headers: b.planner.auth,
    })
    expect(again.statusCode).toBe(200)
    expect(await cancellationMails(b.requestId)).toHaveLength(mails.length)
  })
})

describe("a guest's share link once the booking is cancelled", () => {
  it('asks for nothing: the share says the booking is cancelled, nothing is due, and no checkout opens', async () => {
    const b = await withPayments()
    const [g] = await t.db
      .insert(guests)
      .values({
        eventId: b.event.id,
        name: 'Ben',
        email: `ben-${b.event.id}@example.com`,
        rsvpToken: `rsvp-${b.event.id}-ben`,
      })
      .returning({ id: guests.id })
    const split = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${b.event.id}/payments/instalments/${b.balance.id}/shares`,
      headers: b.planner.auth,
      payload: { mode: 'amounts', shares: [{ guestId: g.id, amountCents: 30_000 }] },
    })
    expect(split.statusCode).toBe(201)
    const token = split.json().shares[0].url.split('/').at(-1)
    const before = await t.app.inject({ method: 'GET', url: `/api/payments/shares/${token}` })
    expect(before.json()).toMatchObject({ cancelled: false, dueCents: 30_000 })

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${b.event.id}/cancel`,
      headers: b.planner.auth,
    })
    expect(cancelled.statusCode).toBe(200)
    // The guest who opens her link now is not asked for $300.00 she could not pay anyway.
    const after = await t.app.inject({ method: 'GET', url: `/api/payments/shares/${token}` })
    expect(after.statusCode).toBe(200)
    expect(after.json()).toMatchObject({ cancelled: true, amountCents: 30_000, paidCents: 0, dueCents: 0 })
    const checkout = await t.app.inject({ method: 'POST', url: `/api/payments/shares/${token}/checkout` })
    expect(checkout.statusCode).toBe(409)
  })
})

describe('the venue cancels a confirmed booking', () => {
  it('needs a reason, only for its own bookings, and refunds everyone in full, our fee included', async () => {
    const b = await paidBooking()
    const url = `/api/venue-portal/venues/${venueId}/requests/${b.requestId}/cancel`
    const noReason = await staffCall(t, manager.auth, 'POST', url, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors.reason).toBe('Please tell the planner why the booking is cancelled')
    const stranger = await staffCall(t, otherManager, 'POST', url, { reason: 'Flooded kitchen' })
    expect(stranger.statusCode).toBe(404)

    const res = await staffCall(t, manager.auth, 'POST', url, { reason: 'Flooded kitchen' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: b.requestId, status: 'cancelled', hold: null })
    await expectCascade(b, 'the venue: Flooded kitchen')
    const payments = await staffCall(t, staff, 'GET', `/api/staff/requests/${b.requestId}/payments`)
    expect(payments.json().totals).toEqual({
      paidCents: 112_001,
      refundedCents: 112_001,
      toPayBackCents: 0,
      heldForVenueCents: 0,
      feeKeptCents: 0,
    })
    const mails = await cancellationMails(b.requestId)
    const host = mails.find((m) => m.toAddress === b.planner.email)!
    expect(host.textBody).toContain('Nopa had to cancel')
    expect(host.textBody).toContain('Flooded kitchen')
    expect(host.textBody).toContain('Everything paid ($1,120.01) is refunded in full.')
    expect(mails.find((m) => m.toAddress === b.guestEmail)!.subject).toContain('Refund of $400.01')
    expect(mails.filter((m) => m.toAddress === CONCIERGE)).toHaveLength(1)
  })
})

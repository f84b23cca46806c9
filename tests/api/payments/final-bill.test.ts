// The count at the door, the final bill and its settlement, and the expense packet,
// through the official Stripe SDK pointed at the local Stripe stand-in: check-in by code and by
// name, walk-ins, a concurrent double check-in; a bill settled both ways (a shortfall collected,
// over-collection refunded by card and offline); a disputed line in the staff console; the packet's
// CSV and the PDF's text. The ledger reconciles after every scenario.
import { and, eq, isNull } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkIns, events, guests, outboxEmails, refundPaybacks, venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { paymentsConfig } from '../support/payment-helpers'
import { asDelivered } from '../support/auth-helpers'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, userWithRole, type Auth, acceptProposal } from '../support/staff-helpers'
import { startStripeLocalServer, type StripeLocalServer } from '../../support/stripe-local-server'

let t: TestContext
let stripe: StripeLocalServer
let staff: Auth
let manager: Auth
let venueId: number

beforeAll(async () => {
  stripe = await startStripeLocalServer()
  t = await createTestApp(paymentsConfig(stripe))
  staff = (await userWithRole(t, 'staff', 'Sam')).auth
  venueId = await insertVenue(t.db, { name: 'Nopa', maxGuests: 40 })
  const m = await userWithRole(t, 'planner', 'Vera')
  await t.db.insert(venueMembers).values({ venueId, userId: m.userId, role: 'manager' })
  manager = m.auth
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

const call = (
  auth: Auth | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) })

/** 24 guests × $100 and $400 of fees (a $600 deposit), accepted, confirmed: its schedule open. */
async function confirmedBooking() {
  const planner = await userWithRole(t, 'planner', 'Maya')
  const date = inDays(30)
  const r = await bookingRequest(t, venueId, { email: planner.email, date })
  const sent = await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/proposals`, {
    venueId,
    date,
    time: '7:00 PM',
    guests: 24,
    pricePerPerson: 100,
    fees: 400,
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
  const payments = await staffView(r.id)
  return {
    requestId: r.id,
    event,
    planner: planner.auth,
    plannerEmail: planner.email,
    instalments: payments.instalments,
  }
}

async function staffView(requestId: number) {
  const res = await staffCall(t, staff, 'GET', `/api/staff/requests/${requestId}/payments`)
  expect(res.statusCode).toBe(200)
  expect(res.json().reconciliation).toEqual({ ok: true, problems: [] })
  return res.json()
}

async function payByCard(eventId: number, planner: Auth, instalmentId: number) {
  const checkout = await call(
    planner,
    'POST',
    `/api/dashboard/events/${eventId}/payments/instalments/${instalmentId}/checkout`,
  )
  expect(checkout.statusCode).toBe(200)
  const delivery = await stripe.completeSession(checkout.json().url.split('/').at(-1))
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': delivery.signature },
    payload: delivery.payload,
  })
  expect(res.statusCode).toBe(200)
}

const payOffline = (requestId: number, instalmentId: number, amountCents: number, reference: string) =>
  staffCall(t, staff, 'POST', `/api/staff/requests/${requestId}/payments/offline`, {
    instalmentId,
    amountCents,
    receivedOn: inDays(0),
    method: 'bank_transfer',
    reference,
  })

async function addGuests(eventId: number, planner: Auth, names: string[]) {
  const res = await call(planner, 'POST', `/api/dashboard/events/${eventId}/guests`, { text: names.join('\n') })
  expect(res.statusCode).toBe(201)
  return t.db.select().from(guests).where(eq(guests.eventId, eventId))
}

/** The event has happened (the bill can be entered only after it started). */
const happened = (eventId: number) =>
  t.db
    .update(events)
    .set({ date: inDays(-1) })
    .where(eq(events.id, eventId))

const billUrl = (eventId: number) => `/api/venue-portal/venues/${venueId}/events/${eventId}/final-bill`
const mailsTo = (requestId: number, template: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, requestId), eq(outboxEmails.template, template)))

describe('the count at the door', () => {
  it('checks guests in by door code and by name, adds a walk-in, counts a double check-in once, and undoes', async () => {
    const { event, planner } = await confirmedBooking()
    const list = await addGuests(event.id, planner, ['Ana Ruiz', 'Bo Chen', 'Cy Park'])
    const door = `/api/dashboard/events/${event.id}/door`
    // A booked event: its page links to the door.
    expect((await call(planner, 'GET', `/api/dashboard/events/${event.id}`)).json()).toMatchObject({ booked: true })
    // The guest's RSVP page shows her door code (with its QR code).
    const ana = list.find((g) => g.name === 'Ana Ruiz')!
    const page = await call(undefined, 'GET', `/api/public/events/${event.publicId}?guest=${ana.rsvpToken}`)
    const code: string = page.json().guest.doorCode
    expect(code).toMatch(/^[0-9A-Z]{8}$/)

    const byCode = await call(planner, 'POST', `${door}/check-ins`, {
      code: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`,
    })
    expect(byCode.statusCode).toBe(200)
    expect(byCode.json()).toMatchObject({
      count: 1,
      guaranteeGuests: 24,
      outcome: { guestId: ana.id, name: 'Ana Ruiz', alreadyCheckedIn: false, message: 'Ana Ruiz checked in.' },
    })
    expect(byCode.json().guests.find((g: { id: number }) => g.id === ana.id).checkedIn).toMatchObject({
      by: 'Maya Lopez',
    })
    // The RSVP link scanned as a QR code works too; a wrong code is a 404 with words.
    const bo = list.find((g) => g.name === 'Bo Chen')!
    const byLink = await call(manager, 'POST', `${door}/check-ins`, {
      code: `https://bountiful.test/e/${event.publicId}?guest=${bo.rsvpToken}`,
    })
    expect(byLink.json().count).toBe(2)
    expect(byLink.json().guests.find((g: { id: number }) => g.id === bo.id).checkedIn.by).toBe('Vera Lopez')
    // Her code scanned again (the other phone): she is named, already in, and counted once.
    const again = await call(manager, 'POST', `${door}/check-ins`, { code })
    expect(again.statusCode).toBe(200)
    expect(again.json().count).toBe(2)
    expect(again.json().outcome).toEqual({
      guestId: ana.id,
      name: 'Ana Ruiz',
      alreadyCheckedIn: true,
      message: 'Ana Ruiz is already checked in.',
    })
    const wrong = await call(planner, 'POST', `${door}/check-ins`, { code: 'ZZZZZZZZ' })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json().message).toMatch(/door code/)

    // Two phones check Cy in at the same moment: counted once, one live row.
    const cy = list.find((g) => g.name === 'Cy Park')!
    const both = await Promise.all([
      call(planner, 'POST', `${door}/check-ins`, { guestId: cy.id }),
      call(manager, 'POST', `${door}/check-ins`, { guestId: cy.id }),
    ])
    expect(both.map((r) => r.statusCode)).toEqual([200, 200])
    // One of the two checked Cy in; the other is told Cy was already in.
    expect(both.map((r) => r.json().outcome.message).sort()).toEqual([
      'Cy Park checked in.',
      'Cy Park is already checked in.',
    ])
    const live = await t.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.guestId, cy.id), isNull(checkIns.undoneAt)))
    expect(live).toHaveLength(1)

    const walkIn = await call(manager, 'POST', `${door}/walk-ins`, { name: 'Dee Walker', affiliation: 'Acme Corp' })
    expect(walkIn.statusCode).toBe(201)
    expect(walkIn.json().count).toBe(4)
    expect(walkIn.json().guests.find((g: { name: string }) => g.name === 'Dee Walker')).toMatchObject({
      walkIn: true,
      affiliation: 'Acme Corp',
    })

    const undo = await call(planner, 'DELETE', `${door}/check-ins/${cy.id}`)
    expect(undo.json().count).toBe(3)
    expect((await call(planner, 'DELETE', `${door}/check-ins/${cy.id}`)).statusCode).toBe(404)
    // The undone row is kept, with who undid it.
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.guestId, cy.id))
    expect(rows.filter((r) => r.undoneAt)).toHaveLength(1)

    // Someone else's planner, and a visitor: not theirs.
    const stranger = await userWithRole(t, 'planner', 'Zed')
    expect((await call(stranger.auth, 'GET', door)).statusCode).toBe(404)
    expect((await call(undefined, 'GET', door)).statusCode).toBe(401)
    expect((await call(planner, 'POST', `${door}/check-ins`, {})).statusCode).toBe(400)
  })
})

describe('the final bill', () => {
  it('a shortfall: the bill is more than was paid, asked for as the final bill and collected', async () => {
    const { requestId, event, planner, instalments } = await confirmedBooking()
    await payByCard(event.id, planner, instalments[0].id)
    // Entered before the event: refused.
    expect(
      (await call(manager, 'PUT', billUrl(event.id), { lines: [{ kind: 'food', amountCents: 1 }] })).statusCode,
    ).toBe(409)
    await happened(event.id)
    const entered = await call(manager, 'PUT', billUrl(event.id), {
      lines: [
        { kind: 'food', description: 'Tasting menu, 26 guests', amountCents: 260_000 },
        { kind: 'alcohol', description: 'Wine', amountCents: 30_000 },
      ],
    })
    expect(entered.statusCode).toBe(200)
    expect(entered.json()).toMatchObject({ status: 'entered', statusLabel: 'To review', version: 1 })
    expect(entered.json().bill.totalCents).toBe(290_000)
    expect(await mailsTo(requestId, 'final_bill.entered')).toHaveLength(1)

    const view = await call(planner, 'GET', `/api/dashboard/events/${event.id}/final-bill`)
    expect(view.json()).toMatchObject({
      terms: { guaranteeGuests: 24, pricePerPersonCents: 10_000, agreedTotalCents: 280_000 },
      bookingFeeCents: 14_000,
      keptCents: 74_000,
    })
    // Accepting a version she did not read is refused.
    expect(
      (await call(planner, 'POST', `/api/dashboard/events/${event.id}/final-bill/accept`, { version: 9 })).statusCode,
    ).toBe(409)
    const accepted = await call(planner, 'POST', `/api/dashboard/events/${event.id}/final-bill/accept`, { version: 1 })
    expect(accepted.statusCode).toBe(200)
    // Paid: $600 of the venue's $2,900, so $2,300 is still to pay; the unpaid balance closes.
    expect(accepted.json().settlement).toMatchObject({ refundedCents: 0, shortfallCents: 230_000 })
    const after = await staffView(requestId)
    expect(
      after.instalments.map((i: { kind: string; amountCents: number; dueCents: number }) => [
        i.kind,
        i.amountCents,
        i.dueCents,
      ]),
    ).toEqual([
      ['deposit', 74_000, 0],
      // Due today, before the (now closed) balance's day.
      ['final', 230_000, 230_000],
      ['balance', 0, 0],
    ])
    const [settled] = await mailsTo(requestId, 'final_bill.settled')
    expect(asDelivered(settled).textBody).toContain('$2,300.00 is still to pay')
    // Accepting twice changes nothing.
    expect(
      (await call(planner, 'POST', `/api/dashboard/events/${event.id}/final-bill/accept`, { version: 1 })).statusCode,
    ).toBe(409)

    await payByCard(event.id, planner, accepted.json().settlement.instalmentId)
    const paid = await staffView(requestId)
    expect(paid.totals).toMatchObject({
      paidCents: 304_000,
      refundedCents: 0,
      heldForVenueCents: 290_000,
      feeKeptCents: 14_000,
    })
  })

  it('over-collection is refunded through the Stripe stand-in to the card that paid it', async () => {
    const { requestId, event, planner, instalments } = await confirmedBooking()
    await payByCard(event.id, planner, instalments[0].id)
    expect((await payOffline(requestId, instalments[1].id, 220_000, `BANK-${event.id}`)).statusCode).toBe(200)
    await happened(event.id)
    // Only the guaranteed food was served: the $400 of fees agreed never came.
    const entered = await call(manager, 'PUT', billUrl(event.id), { lines: [{ kind: 'food', amountCents: 240_000 }] })
    expect(entered.json(), entered.body).toHaveProperty('bill.totalCents', 240_000)
    const refundsBefore = stripe.refunds.size
    const accepted = await call(planner, 'POST', `/api/dashboard/events/${event.id}/final-bill/accept`, { version: 1 })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().settlement).toMatchObject({ refundedCents: 40_000, shortfallCents: 0, instalmentId: null })
    expect(stripe.refunds.size).toBe(refundsBefore + 1)
    expect([...stripe.refunds.values()].at(-1)).toMatchObject({ amount: 40_000 })
    const after = await staffView(requestId)
    expect(after.totals).toMatchObject({
      paidCents: 294_000,
      refundedCents: 40_000,
      heldForVenueCents: 240_000,
      feeKeptCents: 14_000,
    })
    const refund = after.ledger.find((r: { kind: string }) => r.kind === 'refund')
    expect(refund).toMatchObject({
      amountCents: 40_000,
      method: 'card',
      reference: expect.stringMatching(/^re_/),
      refund: { state: 'refunded', label: 'Refunded', paidBack: null },
    })
    // Stripe paid it back: nothing for staff to mark.
    const mark = await staffCall(
      t,
      staff,
      'POST',
      `/api/staff/requests/${requestId}/payments/refunds/${refund.id}/paid-back`,
      {
        amountCents: 40_000,
        note: 'x',
      },
    )
    expect(mark.statusCode).toBe(409)
    expect(mark.json().message).toBe('A card refund is paid back by Stripe; there is nothing to mark.')
    const [settled] = await mailsTo(requestId, 'final_bill.settled')
    expect(settled.subject).toMatch(/^Final bill accepted: \$400\.00 refunded \(/)
    expect(asDelivered(settled).textBody).toContain(
      '$400.00 more than the bill was paid, so it is refunded to whoever paid it',
    )
    expect(asDelivered(settled).textBody).toContain('Refunded: $400.00')
  })

  it('over-collection paid offline is recorded as a refund owed, for staff to pay back', async () => {
    const { requestId, event, planner, instalments } = await confirmedBooking()
    expect((await payOffline(requestId, instalments[0].id, 74_000, `DEP-${event.id}`)).statusCode).toBe(200)
    expect((await payOffline(requestId, instalments[1].id, 220_000, `BAL-${event.id}`)).statusCode).toBe(200)
    await happened(event.id)
    await call(manager, 'PUT', billUrl(event.id), { lines: [{ kind: 'food', amountCents: 250_000 }] })
    const refundsBefore = stripe.refunds.size
    const accepted = await call(planner, 'POST', `/api/dashboard/events/${event.id}/final-bill/accept`, { version: 1 })
    expect(accepted.json().settlement).toMatchObject({ refundedCents: 30_000, shortfallCents: 0 })
    expect(stripe.refunds.size).toBe(refundsBefore)
    const after = await staffView(requestId)
    expect(after.ledger.filter((r: { kind: string }) => r.kind === 'refund')).toEqual([
      expect.objectContaining({
        amountCents: 30_000,
        method: 'bank_transfer',
        reference: null,
        refund: { state: 'to_pay_back', label: 'To pay back', paidBack: null },
      }),
    ])
    // The organiser sees it owed, not yet back with her.
    expect(accepted.json().settlement.toPayBackCents).toBe(30_000)
    const payments = () => call(planner, 'GET', `/api/dashboard/events/${event.id}/payments`)
    expect((await payments()).json().totals).toMatchObject({ refundedCents: 30_000, toPayBackCents: 30_000 })
    // Her dashboard and event page read what was kept against the bill, not the $2,940.00 first paid.
    const summaries = (await call(planner, 'GET', '/api/dashboard/payments')).json().events
    expect(summaries.find((e: { eventId: number }) => e.eventId === event.id)).toMatchObject({
      state: 'paid',
      paidCents: 264_000,
      allInCents: 264_000,
    })
    // Her email says the same: owed to her and sent by our team, not refunded already (it read
    // "Final bill accepted: $300.00 refunded" while nothing had been sent).
    const [settled] = await mailsTo(requestId, 'final_bill.settled')
    expect(settled.subject).toMatch(/^Final bill accepted: \$300\.00 to pay back \(/)
    const settledText = asDelivered(settled).textBody
    expect(settledText).toContain(
      '$300.00 more than the bill was paid, so it is to pay back to whoever paid it: $300.00 of it to you. It was paid offline: our team sends it back and emails you when it is sent.',
    )
    expect(settledText).toContain('To pay back: $300.00')
    expect(settledText).not.toContain('Refunded:')

    // Staff pay it back and mark it: the amount must be the refund's, with a note.
    const refundId = after.ledger.find((r: { kind: string }) => r.kind === 'refund').id
    const paidBackUrl = (id: number | string) => `/api/staff/requests/${requestId}/payments/refunds/${id}/paid-back`
    const payBack = (body: unknown, id: number | string = refundId, who = staff) =>
      staffCall(t, who, 'POST', paidBackUrl(id), body)
    const wrong = await payBack({ amountCents: 29_999, note: 'Transfer TR-1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual({ amountCents: 'This refund is $300.00' })
    expect((await payBack({ amountCents: 30_000, note: '  ' })).json().errors).toHaveProperty('note')
    expect((await payBack({ amountCents: '300' })).statusCode).toBe(400)
    expect((await payBack({ amountCents: 30_000, note: 'x' }, 'abc')).statusCode).toBe(400)
    // A charge is no refund; another booking's refund is not found here.
    const charge = after.ledger.find((r: { kind: string }) => r.kind === 'charge').id
    expect((await payBack({ amountCents: 30_000, note: 'x' }, charge)).statusCode).toBe(404)
    expect((await payBack({ amountCents: 30_000, note: 'x' }, refundId + 100_000)).statusCode).toBe(404)
    // Only staff: the organiser and the venue's manager are refused.
    expect((await payBack({ amountCents: 30_000, note: 'x' }, refundId, planner)).statusCode).toBe(403)
    expect((await payBack({ amountCents: 30_000, note: 'x' }, refundId, manager)).statusCode).toBe(403)
    const marked = await payBack({ amountCents: 30_000, note: 'Transfer TR-1 to the organiser' })
    expect(marked.statusCode, marked.body).toBe(200)
    expect(marked.json().reconciliation).toEqual({ ok: true, problems: [] })
    expect(marked.json().ledger.find((r: { id: number }) => r.id === refundId).refund).toEqual({
      state: 'refunded',
      label: 'Refunded',
      paidBack: {
        amountCents: 30_000,
        note: 'Transfer TR-1 to the organiser',
        paidBy: expect.stringMatching(/^Sam /),
        paidAt: expect.any(String),
      },
    })
    expect(marked.json().totals).toMatchObject({ refundedCents: 30_000, toPayBackCents: 0 })
    // The organiser hears it is sent; staff's note is not in her email.
    const [sent] = await mailsTo(requestId, 'payment.refund_paid_back')
    expect(sent.subject).toMatch(/^Your refund of \$300\.00 is sent \(/)
    expect(asDelivered(sent).textBody).toContain('We have sent you $300.00 for')
    expect(asDelivered(sent).textBody).not.toContain('TR-1')
    expect((await payBack({ amountCents: 30_000, note: 'Again' })).statusCode).toBe(409)
    expect(await mailsTo(requestId, 'payment.refund_paid_back')).toHaveLength(1)
    expect(await t.db.select().from(refundPaybacks).where(eq(refundPaybacks.refundEntryId, refundId))).toHaveLength(1)
    // The organiser's screens read it refunded.
    expect((await payments()).json().totals).toMatchObject({ refundedCents: 30_000, toPayBackCents: 0 })
    const bill = await call(planner, 'GET', `/api/dashboard/events/${event.id}/final-bill`)
    expect(bill.json().settlement).toMatchObject({ refundedCents: 30_000, toPayBackCents: 0 })
  })

  it('a disputed line reaches the staff console and the venue, replies going to the organiser; a corrected bill is a new version', async () => {
    const { requestId, event, planner, plannerEmail, instalments } = await confirmedBooking()
    await payByCard(event.id, planner, instalments[0].id)
    await happened(event.id)
    await call(manager, 'PUT', billUrl(event.id), {
      lines: [
        { kind: 'food', amountCents: 240_000 },
        { kind: 'other', description: 'Cake cutting', amountCents: 5_000 },
      ],
    })
    const disputed = await call(planner, 'POST', `/api/dashboard/events/${event.id}/final-bill/disputes`, {
      lineKey: 'entered:1',
      note: 'We brought no cake.',
    })
    expect(disputed.statusCode, disputed.body).toBe(201)
    expect(disputed.json()).toMatchObject({ status: 'disputed', statusLabel: 'Disputed' })
    const console = await staffCall(t, staff, 'GET', `/api/staff/requests/${requestId}/final-bill`)
    expect(console.statusCode).toBe(200)
    expect(console.json().disputes).toEqual([
      expect.objectContaining({
        lineLabel: 'Cake cutting',
        amountCents: 5_000,
        note: 'We brought no cake.',
        raisedBy: 'Maya Lopez',
      }),
    ])
    const told = await mailsTo(requestId, 'final_bill.disputed')
    expect(told.map((m) => m.toAddress).sort()).toContain('concierge@bountiful.events')
    expect(told).toHaveLength(2)
    // Staff and the venue answer her note by replying to the email.
    expect(told.map((m) => m.replyTo)).toEqual([plannerEmail, plannerEmail])
    expect(
      (
        await call(planner, 'POST', `/api/dashboard/events/${event.id}/final-bill/disputes`, {
          lineKey: 'nope',
          note: 'x',
        })
      ).statusCode,
    ).toBe(400)
    // Another venue's manager, and a planner, cannot see it.
    expect((await call(planner, 'GET', billUrl(event.id))).statusCode).toBe(403)
    const corrected = await call(manager, 'PUT', billUrl(event.id), { lines: [{ kind: 'food', amountCents: 240_000 }] })
    expect(corrected.json()).toMatchObject({ status: 'entered', version: 2 })
  })
})

describe('the expense packet', () => {
  it('gives the CSV and a PDF whose text has the receipt, the attendees and the cap, and emails it', async () => {
    const { requestId, event, planner, instalments } = await confirmedBooking()
    await payByCard(event.id, planner, instalments[0].id)
    const list = await addGuests(event.id, planner, ['Ana Ruiz', 'Bo Chen'])
    await call(planner, 'PATCH', `/api/dashboard/events/${event.id}/guests/${list[0].id}`, { affiliation: 'Globex' })
    for (const g of list)
      await call(planner, 'POST', `/api/dashboard/events/${event.id}/door/check-ins`, { guestId: g.id })
    await call(manager, 'POST', `/api/dashboard/events/${event.id}/door/walk-ins`, {
      name: 'Dee Walker',
      affiliation: 'Acme Corp',
    })
    await happened(event.id)
    await call(manager, 'PUT', billUrl(event.id), {
      lines: [
        { kind: 'food', amountCents: 240_000 },
        { kind: 'alcohol', description: 'Wine', amountCents: 36_000 },
      ],
    })
    const packetUrl = `/api/dashboard/events/${event.id}/final-bill/expense-packet`
    expect((await call(planner, 'POST', packetUrl, { purpose: 'Team offsite' })).statusCode).toBe(409)
    await call(planner, 'POST', `/api/dashboard/events/${event.id}/final-bill/accept`, { version: 1 })
    const res = await call(planner, 'POST', packetUrl, {
      purpose: 'Q4 client dinner',
      capPerPersonCents: 9_000,
      costCentre: 'CC-4410',
    })
    expect(res.statusCode).toBe(200)
    const { csv, pdf } = res.json()
    // $2,760 + $140 fee = $2,900 among 3 attendees: $966.67 each, $876.67 over a $90 cap.
    expect(csv).toContain('Receipt,Alcohol,,360.00')
    expect(csv).toContain('Receipt,Food and non-alcoholic drinks,,2400.00')
    expect(csv).toContain('Receipt,Total paid,,2900.00')
    expect(csv).toContain('Attendee,Ana Ruiz,Globex,')
    expect(csv).toContain('Attendee,Dee Walker,Acme Corp,')
    expect(csv).toContain('Per person,All in,3 attendees,966.67')
    expect(csv).toContain('Event,PO or cost centre,CC-4410,')
    const text = (await new PDFParse({ data: Buffer.from(pdf, 'base64') }).getText()).text
    expect(text).toContain('Q4 client dinner')
    // The event is already named with its venue ("… at Nopa"): the packet names the venue once.
    expect(event.name).toMatch(/ at Nopa$/)
    expect(text).toContain(`${event.name}, `)
    expect(text).not.toContain('at Nopa at Nopa')
    expect(text).toContain('Dee Walker, Acme Corp')
    expect(text).toContain('$876.67 per person over the cap of $90.00')
    expect(text).toContain('Tip (gratuity)')
    const [mail] = await mailsTo(requestId, 'final_bill.expense_packet')
    expect(asDelivered(mail).textBody).toContain('CC-4410')
    expect(asDelivered(mail).textBody).toContain('the PDF and CSV are attached')
    // The email carries both files: the PDF as base64 (the same bytes), the CSV as text.
    const reference = res.json().fileName.replace('expense-packet-', '')
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`expense-packet-${reference}.pdf`, 'application/pdf'],
      [`expense-packet-${reference}.csv`, 'text/csv; charset=utf-8'],
    ])
    expect(mail.attachments[0]).toMatchObject({ encoding: 'base64', content: pdf })
    expect(mail.attachments[1].content).toBe(csv)
    // As nodemailer writes the stored row to the wire: a PDF part whose bytes parse to the same text.
    const sent = await nodemailer
      .createTransport({ streamTransport: true, buffer: true })
      .sendMail({ from: 'a@bountiful.test', to: 'b@bountiful.test', text: 'x', attachments: mail.attachments })
    const raw = (sent.message as Buffer).toString('utf8')
    expect(raw).toContain(`Content-Type: application/pdf; name=expense-packet-${reference}.pdf`)
    expect(raw).toContain('Content-Type: text/csv; charset=utf-8')
    const pdfPart = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)\r\n--/.exec(raw)![1]
    const mailed = (await new PDFParse({ data: Buffer.from(pdfPart.replace(/\s/g, ''), 'base64') }).getText()).text
    expect(mailed).toBe(text)
    // A co-host cannot take it (host only).
    expect((await call(manager, 'POST', packetUrl, { purpose: 'x' })).statusCode).toBe(404)
    expect((await call(planner, 'POST', packetUrl, { purpose: '' })).statusCode).toBe(400)
  })
})

// Who hears of a cancellation, and how often: each person one email that says everything. Before,
// the planner got two (the cancellation, and the calendar's CANCEL on its own), a guest who had
// been sent a share and not paid it got none, and the payments page said "Paid" of a refunded
// deposit (the instalments carried no refunds).
import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { events, guests, outboxEmails, venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { paymentsConfig, payCheckout } from '../support/payment-helpers'
import { asDelivered } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { acceptProposal, bookingRequest, inDays, staffCall, userWithRole, type Auth } from '../support/staff-helpers'
import { startStripeLocalServer, type StripeLocalServer } from '../../support/stripe-local-server'

let t: TestContext
let stripe: StripeLocalServer
let staff: Auth
let manager: Auth
let venueId: number
let spaceId: number

beforeAll(async () => {
  stripe = await startStripeLocalServer()
  t = await createTestApp(paymentsConfig(stripe, { PAYMENT_BALANCE_DUE_DAYS: '7' }))
  staff = (await userWithRole(t, 'staff', 'Sam')).auth
  venueId = await insertVenue(t.db, { name: 'Nopa', maxGuests: 40 })
  const owner = await createUser(t.db, { firstName: 'Olga' })
  manager = owner.auth
  await t.db.insert(venueMembers).values({ venueId, userId: owner.userId, role: 'owner' })
  const space = await staffCall(t, manager, 'POST', `/api/venue-portal/venues/${venueId}/spaces`, {
    name: 'The Loft',
    kind: 'private_room',
    seatedCapacity: 30,
    standingCapacity: 40,
  })
  spaceId = space.json().id
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

const pay = (url: string) => payCheckout(t, stripe, url)

/**
 * 24 × $100 quoted by the venue and accepted, 10 days ahead: the deposit ($720 with the 5 % fee)
 * paid by the planner; the balance split between Ana, who pays her $400.01 and was invited to the
 * event's calendar, and Ben, sent his link and paying nothing; Cy is invited and has no share.
 */
async function bookingWithShares() {
  const planner = await userWithRole(t, 'planner', 'Maya')
  const r = await bookingRequest(t, venueId, {
    email: planner.email,
    date: inDays(10),
    time: '7:00 PM',
    guestCount: 24,
  })
  const quote = await staffCall(t, manager, 'POST', `/api/venue-portal/venues/${venueId}/requests/${r.id}/quote`, {
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
  expect((await acceptProposal(t, token)).statusCode).toBe(200)
  const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
  const opened = await staffCall(t, staff, 'GET', `/api/staff/requests/${r.id}/payments`)
  const [deposit, balance] = opened.json().instalments
  const base = `/api/dashboard/events/${event.id}/payments/instalments`
  await pay(
    (await t.app.inject({ method: 'POST', url: `${base}/${deposit.id}/checkout`, headers: planner.auth })).json().url,
  )

  const email = (name: string) => `${name}-${event.id}@example.com`
  const added = await t.db
    .insert(guests)
    .values([
      {
        eventId: event.id,
        name: 'Ana Ames',
        email: email('ana'),
        rsvpToken: `rsvp-${event.id}-a`,
        invitedAt: new Date(),
      },
      { eventId: event.id, name: 'Ben Bell', email: email('ben'), rsvpToken: `rsvp-${event.id}-b` },
      {
        eventId: event.id,
        name: 'Cy Cole',
        email: email('cy'),
        rsvpToken: `rsvp-${event.id}-c`,
        invitedAt: new Date(),
      },
    ])
    .returning({ id: guests.id })
  const split = await t.app.inject({
    method: 'POST',
    url: `${base}/${balance.id}/shares`,
    headers: planner.auth,
    payload: {
      mode: 'amounts',
      shares: [
        { guestId: added[0].id, amountCents: 40_001 },
        { guestId: added[1].id, amountCents: 30_000 },
      ],
    },
  })
  expect(split.statusCode).toBe(201)
  const anaToken = split.json().shares[0].url.split('/').at(-1)
  await pay((await t.app.inject({ method: 'POST', url: `/api/payments/shares/${anaToken}/checkout` })).json().url)
  return { requestId: r.id, event, planner, ana: email('ana'), ben: email('ben'), cy: email('cy') }
}

const lastOutboxId = async () =>
  (await t.db.select({ id: outboxEmails.id }).from(outboxEmails).orderBy(asc(outboxEmails.id))).at(-1)?.id ?? 0

/** The emails queued since `after` to each address. */
async function mailsSince(after: number, addresses: string[]) {
  const rows = await t.db
    .select()
    .from(outboxEmails)
    .where(and(gt(outboxEmails.id, after), inArray(outboxEmails.toAddress, addresses)))
    .orderBy(asc(outboxEmails.id))
  return (address: string) => rows.filter((m) => m.toAddress === address)
}

/** The iCalendar METHOD and STATUS of an email's calendar attachment. */
function calendarOf(mail: { attachments: { filename: string; content: string }[] }) {
  const ics = mail.attachments.find((a) => a.filename === 'cancel.ics')
  if (!ics) return null
  const calendar = new ICAL.Component(ICAL.parse(ics.content))
  return {
    method: calendar.getFirstPropertyValue('method'),
    status: calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status'),
  }
}

describe('a cancellation tells each person once', () => {
  it('the planner gets one email with the refund and the calendar CANCEL; a guest who had not paid her share is told nothing is owed', async () => {
    const b = await bookingWithShares()
    const before = await lastOutboxId()
    const res = await staffCall(t, staff, 'POST', `/api/staff/requests/${b.requestId}/payments/cancel`, {
      cancelledOn: inDays(0),
    })
    expect(res.statusCode).toBe(200)
    const to = await mailsSince(before, [b.planner.email, b.ana, b.ben, b.cy])

    // The planner: one email that says what is cancelled, what comes back and when, and takes the
    // event out of her calendar.
    expect(to(b.planner.email)).toHaveLength(1)
    const [host] = to(b.planner.email)
    expect(host).toMatchObject({ template: 'booking.cancelled', subject: expect.stringMatching(/^Cancelled: /) })
    expect(host.textBody).toContain('Our concierge team cancelled')
    expect(host.textBody).toContain('Of the $720.00 you paid, $300.00 comes back to you')
    expect(host.textBody).toContain('within 5 to 10 business days')
    expect(calendarOf(host)).toEqual({ method: 'CANCEL', status: 'CANCELLED' })

    // Ben was sent a $300.00 share and paid none of it: nothing is owed, in one short email.
    expect(to(b.ben)).toHaveLength(1)
    const [ben] = to(b.ben)
    expect(ben).toMatchObject({ template: 'booking.cancelled', requestId: b.requestId })
    expect(ben.subject).toMatch(/^Cancelled: /)
    expect(ben.textBody).toContain('Hi Ben,')
    expect(ben.textBody).toContain('Our concierge team cancelled')
    expect(ben.textBody).toContain('You owe nothing')

    // Ana paid hers: her refund's email says what comes back, and carries her calendar's CANCEL.
    expect(to(b.ana)).toHaveLength(1)
    const [ana] = to(b.ana)
    expect(ana.template).toBe('payment.refunded')
    expect(ana.textBody).toContain("Per the venue's cancellation terms, you get back $200.01 of the $400.01 you paid.")
    expect(calendarOf(ana)).toEqual({ method: 'CANCEL', status: 'CANCELLED' })

    // Cy had the invitation and no share: the calendar's CANCEL alone, as before.
    expect(to(b.cy).map((m) => m.template)).toEqual(['event.calendar_cancel'])
    expect(calendarOf(to(b.cy)[0])).toEqual({ method: 'CANCEL', status: 'CANCELLED' })

    // The planner's payments: each instalment says what of it came back.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/events/${b.event.id}/payments`,
      headers: b.planner.auth,
    })
    expect(page.json().instalments).toMatchObject([
      { kind: 'deposit', paidCents: 72_000, refundedCents: 30_000, toPayBackCents: 0 },
      { kind: 'balance', paidCents: 40_001, refundedCents: 20_001, toPayBackCents: 0 },
    ])
  })
})

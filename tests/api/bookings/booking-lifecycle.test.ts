// One booking, one truth: every way a booking is confirmed goes through the booking's
// owner, so a confirmation that is shown or emailed exists: the event on the planner's dashboard,
// the payment schedule open with the deposit due, the emails in order. Accepting a concierge
// proposal books nothing yet, and every screen says so in the lifecycle's one vocabulary.
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BriefComparison } from '~/domain/briefs/briefs-api'
import {
  events,
  outboxEmails,
  paymentSchedules,
  requests,
  spaceHolds,
  venueMembers,
  venueSpaces,
} from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered, emailsTo } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, userWithRole, type Auth, acceptProposal } from '../support/staff-helpers'

let t: TestContext
let staff: Auth
let manager: Auth
let quotingVenue: number
let conciergeVenue: number
let spaceId: number

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test', BOOKING_FEE: '5%' })
  staff = (await userWithRole(t, 'staff')).auth
  quotingVenue = await insertVenue(t.db, { name: 'Quince Room', maxGuests: 40, depositPct: 25 })
  conciergeVenue = await insertVenue(t.db, { name: 'Juniper Hall', maxGuests: 60, depositPct: 20 })
  const owner = await createUser(t.db, { firstName: 'Quinn' })
  manager = owner.auth
  await t.db.insert(venueMembers).values({ venueId: quotingVenue, userId: owner.userId, role: 'owner' })
  ;[{ id: spaceId }] = await t.db
    .insert(venueSpaces)
    .values({
      venueId: quotingVenue,
      name: 'The Vault',
      kind: 'private_room',
      seatedCapacity: 30,
      standingCapacity: 40,
    })
    .returning({ id: venueSpaces.id })
})
afterAll(() => t?.close())

const templatesFor = async (requestId: number, to: string) =>
  (
    await t.db
      .select({ template: outboxEmails.template })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, requestId), eq(outboxEmails.toAddress, to)))
      .orderBy(asc(outboxEmails.id))
  ).map((r) => r.template)

async function proposalToken(requestId: number) {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, requestId), eq(outboxEmails.template, 'proposal.sent')))
    .orderBy(asc(outboxEmails.id))
  return /\/proposals\/([A-Za-z0-9_-]{43})/.exec(asDelivered(mail).textBody)![1]
}

const accept = async (token: string) => acceptProposal(t, token)

describe('a concierge proposal', () => {
  it('accepted, books nothing yet and says so; staff confirming is one act that opens the money', async () => {
    const planner = await userWithRole(t, 'planner', 'Cora')
    const r = await bookingRequest(t, conciergeVenue, { email: planner.email, date: inDays(45), name: 'Cora Lane' })
    const sent = await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/proposals`, {
      venueId: conciergeVenue,
      date: inDays(45),
      time: '7:00 PM',
      guests: 24,
      pricePerPerson: 100,
    })
    expect(sent.statusCode).toBe(201)
    const token = await proposalToken(r.id)
    expect((await accept(token)).statusCode).toBe(200)

    // Not booked: no event, no schedule, and her email says it is being confirmed.
    expect(await t.db.select().from(events).where(eq(events.requestId, r.id))).toHaveLength(0)
    const [awaiting] = await emailsTo(t, planner.email, 'proposal.accepted_awaiting')
    expect(awaiting.subject).toBe(`You accepted the proposal for Juniper Hall (${r.reference})`)
    expect(awaiting.textBody).toContain('It is not booked until we confirm')
    const [team] = await emailsTo(t, 'concierge@bountiful.events', 'proposal.accepted')
    expect(team.textBody).toContain('Confirm the booking from the console')

    const confirmed = await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/confirm`, {})
    expect(confirmed.statusCode).toBe(200)
    // The event, on her dashboard, and its payments open with the deposit due: 20% of $2,400 + 5% fee.
    const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
    expect(event).toMatchObject({ hostUserId: planner.userId, status: 'upcoming', guestCount: 24 })
    const pay = await staffCall(t, planner.auth, 'GET', `/api/dashboard/events/${event.id}/payments`)
    expect(pay.statusCode).toBe(200)
    expect(pay.json().instalments[0]).toMatchObject({ kind: 'deposit', amountCents: 48_000 + 12_000, state: 'due' })
    // The confirmation first, saying what is due, then the request to pay.
    expect(await templatesFor(r.id, planner.email)).toEqual([
      'booking.confirmation',
      'proposal.sent',
      'proposal.accepted_awaiting',
      'request.confirmed',
      'payment.requested',
    ])
    const [confirmation] = await emailsTo(t, planner.email, 'request.confirmed')
    expect(confirmation.textBody).toContain('The deposit is due now')
    expect(confirmation.textBody).toMatch(/Due now \(deposit\): \$600\.00/)
    expect(confirmation.textBody).toContain('Total, all in')
    // The console's button has nothing left to open.
    const again = await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/payments`)
    expect(again.statusCode).toBe(409)
  })
})

describe("a venue's own quote", () => {
  it('accepted, books at once: event, schedule with the deposit due, and the team is told it is confirmed', async () => {
    const planner = await userWithRole(t, 'planner', 'Vera')
    const r = await bookingRequest(t, quotingVenue, { email: planner.email, date: inDays(50), name: 'Vera Quist' })
    const quoted = await staffCall(
      t,
      manager,
      'POST',
      `/api/venue-portal/venues/${quotingVenue}/requests/${r.id}/quote`,
      { spaceId, pricePerPerson: 80 },
    )
    expect(quoted.statusCode).toBe(201)
    expect((await accept(await proposalToken(r.id))).statusCode).toBe(200)

    const [row] = await t.db.select().from(requests).where(eq(requests.id, r.id))
    expect(row.status).toBe('confirmed')
    const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
    const [schedule] = await t.db.select().from(paymentSchedules).where(eq(paymentSchedules.requestId, r.id))
    expect(schedule).toMatchObject({ eventId: event.id, status: 'open' })
    const pay = await staffCall(t, planner.auth, 'GET', `/api/dashboard/events/${event.id}/payments`)
    expect(pay.statusCode).toBe(200)
    expect(pay.json().instalments.map((i: { kind: string; state: string }) => [i.kind, i.state])).toEqual([
      ['deposit', 'due'],
      ['balance', 'due'],
    ])
    expect(await templatesFor(r.id, planner.email)).toEqual([
      'booking.confirmation',
      'proposal.sent',
      'request.confirmed',
      'payment.requested',
    ])
    const [team] = await emailsTo(t, 'concierge@bountiful.events', 'proposal.accepted')
    expect(team.textBody).toContain('so the booking is confirmed')
    expect(team.textBody).not.toContain('Confirm the booking from the console')
  })

  it('ten days ahead, the balance is due now too: the confirmation names both, not the whole sum as the deposit', async () => {
    const planner = await userWithRole(t, 'planner', 'Dana')
    const r = await bookingRequest(t, quotingVenue, { email: planner.email, date: inDays(10), name: 'Dana Soon' })
    const quoted = await staffCall(
      t,
      manager,
      'POST',
      `/api/venue-portal/venues/${quotingVenue}/requests/${r.id}/quote`,
      { spaceId, pricePerPerson: 80 },
    )
    expect(quoted.statusCode).toBe(201)
    expect((await accept(await proposalToken(r.id))).statusCode).toBe(200)
    const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
    const pay = await staffCall(t, planner.auth, 'GET', `/api/dashboard/events/${event.id}/payments`)
    const [deposit, balance] = pay.json().instalments as { kind: string; dueOn: string; amountCents: number }[]
    expect(balance.dueOn).toBe(deposit.dueOn)
    const [confirmation] = await emailsTo(t, planner.email, 'request.confirmed')
    const total = /Total, all in: (\$[\d,.]+)/.exec(confirmation.textBody)?.[1]
    expect(confirmation.textBody).toContain(`Due now (deposit and balance): ${total}`)
    expect(confirmation.textBody).not.toContain('Due now (deposit):')
  })
})

describe('a brief', () => {
  it("says 'confirming' after a concierge quote is accepted, and 'deposit due' once staff confirm", async () => {
    const email = 'brie.lifecycle@example.com'
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/briefs',
      payload: {
        venueIds: [conciergeVenue, quotingVenue],
        occasion: 'birthday',
        date: inDays(60),
        time: '7:00 PM',
        guests: 20,
        name: 'Brie Lane',
        email,
      },
    })
    expect(sent.statusCode).toBe(201)
    const [mail] = await emailsTo(t, email, 'brief.sent')
    const [, ref, token] = /\/briefs\/(BF-[A-Z0-9]+)\?token=([A-Za-z0-9_-]+)/.exec(mail.textBody)!
    const [juniper] = await t.db
      .select()
      .from(requests)
      .where(and(eq(requests.venueId, conciergeVenue), eq(requests.email, email)))
    const quote = await staffCall(t, staff, 'POST', `/api/staff/requests/${juniper.id}/proposals`, {
      venueId: conciergeVenue,
      date: inDays(60),
      time: '7:00 PM',
      guests: 20,
      pricePerPerson: 90,
    })
    expect(quote.statusCode).toBe(201)
    const compare = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/briefs/${ref}?token=${token}` })).json() as BriefComparison
    const before = (await compare()).venues.find((v) => v.venueId === conciergeVenue)!
    expect(before.booking).toEqual({
      stage: 'quoted',
      label: 'Quote to review',
      nextStep: 'A quote is waiting for your answer.',
    })

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/briefs/${ref}/accept?token=${token}`,
      payload: { proposalId: quote.json().id, signerName: 'Jo Planner', agreementHash: before.quote!.agreement!.hash },
    })
    expect(accepted.statusCode).toBe(200)
    const chosen = (accepted.json() as BriefComparison).venues.find((v) => v.venueId === conciergeVenue)!
    expect(chosen.booking).toMatchObject({ stage: 'accepted', label: 'Accepted, awaiting confirmation' })
    expect(await t.db.select().from(events).where(eq(events.requestId, juniper.id))).toHaveLength(0)
    expect(await emailsTo(t, email, 'proposal.accepted_awaiting')).toHaveLength(1)
    expect(await emailsTo(t, email, 'request.confirmed')).toHaveLength(0)

    expect((await staffCall(t, staff, 'POST', `/api/staff/requests/${juniper.id}/confirm`, {})).statusCode).toBe(200)
    const after = (await compare()).venues.find((v) => v.venueId === conciergeVenue)!
    expect(after.booking).toMatchObject({ stage: 'deposit_due', label: 'Confirmed, deposit due' })
    expect(await t.db.select().from(events).where(eq(events.requestId, juniper.id))).toHaveLength(1)
    expect(await emailsTo(t, email, 'request.confirmed')).toHaveLength(1)
    expect(await emailsTo(t, email, 'payment.requested')).toHaveLength(1)
  })
})

describe("the planner's dashboard", () => {
  it('lists her own booking requests, each in the one vocabulary, and nobody else’s', async () => {
    const planner = await userWithRole(t, 'planner', 'Dina')
    const other = await userWithRole(t, 'planner', 'Otto')
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/venues/book',
      headers: planner.auth,
      payload: {
        venueId: quotingVenue,
        eventType: 'birthday',
        guestCount: 16,
        date: inDays(70),
        time: '7:30 PM',
        budget: 'standard',
        addOns: [],
        name: 'Dina Park',
        email: planner.email,
        phone: '(415) 555-0100',
      },
    })
    expect(sent.statusCode).toBe(201)
    const { reference } = sent.json()
    const mine = async (auth: Auth) => (await staffCall(t, auth, 'GET', '/api/dashboard/bookings')).json().bookings
    expect(await mine(planner.auth)).toEqual([
      {
        reference,
        venue: { id: quotingVenue, name: 'Quince Room', slug: expect.any(String) },
        date: inDays(70),
        time: '7:30 PM',
        guests: 16,
        booking: {
          stage: 'requested',
          label: 'Requested',
          nextStep: 'Waiting for an answer from the venue or our concierge team.',
        },
        eventId: null,
        createdAt: expect.any(String),
      },
    ])
    expect(await mine(other.auth)).toEqual([])
    expect((await staffCall(t, undefined, 'GET', '/api/dashboard/bookings')).statusCode).toBe(401)

    const [row] = await t.db.select().from(requests).where(eq(requests.reference, reference))
    const quoted = await staffCall(
      t,
      manager,
      'POST',
      `/api/venue-portal/venues/${quotingVenue}/requests/${row.id}/quote`,
      {
        spaceId,
        pricePerPerson: 70,
      },
    )
    expect(quoted.statusCode).toBe(201)
    expect((await mine(planner.auth))[0].booking.label).toBe('Quote to review')
    expect((await accept(await proposalToken(row.id))).statusCode).toBe(200)
    const [booked] = await mine(planner.auth)
    const [event] = await t.db.select().from(events).where(eq(events.requestId, row.id))
    expect(booked).toMatchObject({
      eventId: event.id,
      booking: { stage: 'deposit_due', label: 'Confirmed, deposit due' },
    })
    // The venue's inbox and the console say the same, in the same words.
    const inbox = await staffCall(t, manager, 'GET', `/api/venue-portal/venues/${quotingVenue}/requests`)
    const inInbox = inbox.json().requests.find((x: { reference: string }) => x.reference === reference)
    expect(inInbox.booking).toEqual(booked.booking)
    const detail = await staffCall(t, staff, 'GET', `/api/staff/requests/${row.id}`)
    expect(detail.json().booking).toEqual(booked.booking)
  })
})

describe('closing a confirmed booking', () => {
  it('ends the conversation, not the booking: the space stays booked and nobody else can take it', async () => {
    const date = inDays(80)
    const planner = await userWithRole(t, 'planner', 'Cleo')
    const r = await bookingRequest(t, quotingVenue, { email: planner.email, date, name: 'Cleo Vance' })
    const quote = (id: number) =>
      staffCall(t, manager, 'POST', `/api/venue-portal/venues/${quotingVenue}/requests/${id}/quote`, {
        spaceId,
        pricePerPerson: 75,
      })
    expect((await quote(r.id)).statusCode).toBe(201)
    expect((await accept(await proposalToken(r.id))).statusCode).toBe(200)
    const closed = await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/status`, {
      status: 'closed',
      note: 'All arranged',
    })
    expect(closed.statusCode).toBe(200)
    const holds = await t.db.select().from(spaceHolds).where(eq(spaceHolds.requestId, r.id))
    expect(holds.map((h) => h.status)).toEqual(['booked'])
    const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
    expect(event.status).toBe('upcoming')
    // The venue's only space is still booked that evening: another planner cannot ask for it.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/venues/book',
      payload: {
        venueId: quotingVenue,
        eventType: 'birthday',
        guestCount: 20,
        date,
        time: '7:30 PM',
        budget: 'standard',
        addOns: [],
        name: 'Otto Late',
        email: 'otto.late@example.com',
        phone: '(415) 555-0100',
      },
    })
    expect(other.statusCode).toBe(400)
    expect(other.json().errors).toEqual({ date: 'Not available on this date' })
  })
})

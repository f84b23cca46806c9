// Proposals: staff send one for a booking request, the planner reads it from the emailed
// link and accepts or declines; a confirmed accepted proposal becomes the event.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAST_DATE_MESSAGE } from '~/domain/date-bounds'
import { DATE_TOO_FAR_MESSAGE } from '~/domain/date-bounds'
import { PROPOSAL_MESSAGES } from '~/domain/proposals/proposal-totals'
import { WORKFLOW_MESSAGES } from '~/domain/requests/workflow'
import { events, outboxEmails, proposals, requests, requestStatusHistory } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered } from '../support/auth-helpers'
import {
  bookingRequest,
  contactRequest,
  inDays,
  staffCall,
  userWithRole,
  acceptProposal,
} from '../support/staff-helpers'
import { insertVenue } from '../fixtures/venues'

let t: TestContext
let staff: Awaited<ReturnType<typeof userWithRole>>
let venueId: number
let otherVenueId: number

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PUBLIC_FORMS: '10000',
    CONCIERGE_EMAIL: 'team@bountiful.test',
    PUBLIC_URL: 'https://bountiful.test',
  })
  staff = await userWithRole(t, 'staff', 'Sam')
  venueId = await insertVenue(t.db, { name: 'Nopa', maxGuests: 40 })
  otherVenueId = await insertVenue(t.db, { name: 'The Loft', maxGuests: 60 })
})
afterAll(() => t?.close())

const offer = (over: Record<string, unknown> = {}) => ({
  venueId,
  date: inDays(30),
  time: '7:00 PM',
  guests: 24,
  pricePerPerson: 85,
  serviceChargePct: 20,
  taxPct: 8.625,
  fees: 150,
  deposit: 500,
  message: 'Includes a glass of bubbles on arrival.',
  ...over,
})

async function propose(requestId: number, over: Record<string, unknown> = {}) {
  return staffCall(t, staff.auth, 'POST', `/api/staff/requests/${requestId}/proposals`, offer(over))
}

/** The token at the end of the last proposal link mailed about the request. */
async function tokenFor(requestId: number) {
  const mails = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, requestId), eq(outboxEmails.template, 'proposal.sent')))
    .orderBy(outboxEmails.id)
  const token = /https:\/\/bountiful\.test\/proposals\/([A-Za-z0-9_-]+)/.exec(
    mails.length ? asDelivered(mails.at(-1)!).textBody : '',
  )?.[1]
  if (!token) throw new Error('no proposal link mailed')
  return token
}

describe('sending a proposal', () => {
  it('computes the all-in total, stores it, moves the request to proposed and emails the link', async () => {
    const r = await bookingRequest(t, venueId)
    const res = await propose(r.id)
    expect(res.statusCode).toBe(201)
    // 24 × $85 = $2,040; service 20% = $408; tax 8.625% × $2,448 = $211.14; + $150 = $2,809.14; / 24 = $117.05
    expect(res.json()).toMatchObject({
      status: 'sent',
      venueName: 'Nopa',
      guests: 24,
      subtotalCents: 204_000,
      serviceChargeCents: 40_800,
      taxCents: 21_114,
      feesCents: 15_000,
      totalCents: 280_914,
      perGuestCents: 11_705,
      depositCents: 50_000,
      serviceChargePct: 20,
      taxPct: 8.625,
      sentBy: { id: staff.userId, name: 'Sam Lopez' },
    })
    expect(res.json().lines.map((l: { label: string }) => l.label)).toEqual([
      '24 guests × $85.00 per person',
      'Service charge (20%)',
      'Tax (8.625%)',
      'Fees',
    ])
    const [row] = await t.db.select().from(requests).where(eq(requests.id, r.id))
    expect(row.status).toBe('proposed')
    expect(row.firstResponseAt).toBeInstanceOf(Date)
    const [history] = await t.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, r.id))
      .orderBy(requestStatusHistory.id)
      .then((h) => h.slice(-1))
    expect(history).toMatchObject({ fromStatus: 'new', toStatus: 'proposed', actorUserId: staff.userId })
    expect(history.note).toContain('$2,809.14')

    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, r.id), eq(outboxEmails.template, 'proposal.sent')))
    expect(mail.toAddress).toBe(r.email)
    expect(mail.textBody).toContain('Per guest, all in: $117.05')
    expect(mail.textBody).toContain('Includes a glass of bubbles on arrival.')
    const token = await tokenFor(r.id)
    const [stored] = await t.db.select().from(proposals).where(eq(proposals.requestId, r.id))
    expect(stored.tokenHash).not.toContain(token)
  })

  it('refuses bad amounts, past dates, too many guests and unknown venues with field messages, writing nothing', async () => {
    const r = await bookingRequest(t, venueId)
    const shape = await propose(r.id, { pricePerPerson: 85.555, taxPct: 120, guests: 0 })
    expect(shape.statusCode).toBe(400)
    expect(Object.keys(shape.json().errors).sort()).toEqual(['guests', 'pricePerPerson', 'taxPct'])
    const farAway = await propose(r.id, { date: '9999-12-31' })
    expect(farAway.statusCode).toBe(400)
    expect(farAway.json().errors).toEqual({ date: DATE_TOO_FAR_MESSAGE })
    const rules = await propose(r.id, { date: inDays(-2), guests: 41, deposit: 100_000 })
    expect(rules.statusCode).toBe(400)
    expect(rules.json().errors).toEqual({
      date: PAST_DATE_MESSAGE,
      guests: 'This venue can accommodate up to 40 guests',
      deposit: PROPOSAL_MESSAGES.depositTooBig,
    })
    expect((await propose(r.id, { venueId: 999999 })).json().errors).toEqual({ venueId: 'Venue not found' })
    expect(await t.db.select().from(proposals).where(eq(proposals.requestId, r.id))).toHaveLength(0)
    const [row] = await t.db.select().from(requests).where(eq(requests.id, r.id))
    expect(row.status).toBe('new')
  })

  it('is for booking requests that are still open', async () => {
    const c = await contactRequest(t)
    const res = await propose(c.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(WORKFLOW_MESSAGES.notBooking)
    const r = await bookingRequest(t, venueId)
    await staffCall(t, staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, {
      status: 'closed',
      note: 'Duplicate',
    })
    expect((await propose(r.id)).statusCode).toBe(409)
  })
})

describe('the planner answers', () => {
  it('reads the proposal from the link (no internal fields), accepts it once; staff are told', async () => {
    const r = await bookingRequest(t, venueId)
    await propose(r.id)
    const token = await tokenFor(r.id)
    const page = await t.app.inject({ method: 'GET', url: `/api/proposals/${token}` })
    expect(page.statusCode).toBe(200)
    const p = page.json()
    expect(p).toMatchObject({
      reference: r.reference,
      status: 'sent',
      venue: { id: venueId, name: 'Nopa', location: 'San Francisco, CA' },
      guests: 24,
      totalCents: 280_914,
      perGuestCents: 11_705,
      depositCents: 50_000,
      message: 'Includes a glass of bubbles on arrival.',
    })
    expect(p).not.toHaveProperty('sentBy')
    expect(p).not.toHaveProperty('requestId')
    expect(JSON.stringify(p)).not.toContain(r.email)

    const unsigned = await t.app.inject({ method: 'POST', url: `/api/proposals/${token}/accept`, payload: {} })
    expect(unsigned.statusCode).toBe(400)
    expect(unsigned.json().errors).toHaveProperty('signerName')
    const accept = await acceptProposal(t, token, { note: 'Looks great!' })
    expect(accept.statusCode).toBe(200)
    expect(accept.json().status).toBe('accepted')
    const [row] = await t.db.select().from(requests).where(eq(requests.id, r.id))
    expect(row.status).toBe('proposed')
    const [notice] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, r.id), eq(outboxEmails.template, 'proposal.accepted')))
    expect(notice.toAddress).toBe('team@bountiful.test')
    expect(notice.textBody).toContain('Looks great!')
    const inbox = (await staffCall(t, staff.auth, 'GET', `/api/staff/requests?q=${r.reference}`)).json()
    expect(inbox.requests[0]).toMatchObject({ status: 'proposed', proposalStatus: 'accepted' })
    const detail = (await staffCall(t, staff.auth, 'GET', `/api/staff/requests/${r.id}`)).json()
    expect(detail.history.at(-1)).toMatchObject({
      note: `Planner accepted proposal #${detail.proposals[0].id}: Looks great!`,
      actor: null,
    })

    const twice = await t.app.inject({ method: 'POST', url: `/api/proposals/${token}/decline` })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('You have already accepted this proposal.')
  })

  it('declines; a newer proposal supersedes the older open one; bad tokens are 404', async () => {
    const r = await bookingRequest(t, venueId)
    await propose(r.id)
    const first = await tokenFor(r.id)
    await propose(r.id, { venueId: otherVenueId, guests: 50, pricePerPerson: 70 })
    const second = await tokenFor(r.id)
    expect(second).not.toBe(first)
    const stale = await acceptProposal(t, first)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toContain('replaced')
    expect((await t.app.inject({ method: 'GET', url: `/api/proposals/${first}` })).json().status).toBe('superseded')

    const decline = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${second}/decline`,
      payload: { note: 'Too far' },
    })
    expect(decline.statusCode).toBe(200)
    expect(decline.json().status).toBe('declined')
    const [notice] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, r.id), eq(outboxEmails.template, 'proposal.declined')))
    expect(notice.subject).toBe(`Proposal declined: ${r.reference} (The Loft)`)
    // Her note ("Too far") is answered by replying: the reply reaches her, not our own address.
    expect(notice.replyTo).toBe(r.email)

    expect((await t.app.inject({ method: 'GET', url: '/api/proposals/not-a-token' })).statusCode).toBe(404)
    expect((await acceptProposal(t, 'A'.repeat(43))).statusCode).toBe(404)
  })

  it('once accepted and confirmed, the event takes the proposal’s venue, date and guests', async () => {
    const r = await bookingRequest(t, venueId)
    await propose(r.id, { venueId: otherVenueId, guests: 50, date: inDays(45), time: '6:30 PM' })
    const token = await tokenFor(r.id)
    await acceptProposal(t, token)
    const res = await staffCall(t, staff.auth, 'POST', `/api/staff/requests/${r.id}/confirm`, {
      eventName: 'Acme offsite dinner',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().history.at(-1).note).toMatch(/^Confirmed from accepted proposal #\d+$/)
    const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
    expect(event).toMatchObject({
      venueId: otherVenueId,
      venueName: 'The Loft',
      guestCount: 50,
      date: inDays(45),
      time: '6:30 PM',
      name: 'Acme offsite dinner',
    })
    // The request keeps what the planner asked for.
    const [row] = await t.db.select().from(requests).where(eq(requests.id, r.id))
    expect(row).toMatchObject({ status: 'confirmed', venueId, guests: 24 })
  })
})

// What the planner is told about a booking is what it is: instant book is announced with
// its terms (the deposit due now, the cancellation terms in words, the all-in total) and books only
// when she agreed to them; a venue's own quote is named as the venue's, with what its price includes
// and its cancellation terms, and says that accepting books at once (a concierge proposal still says
// our team confirms); the request status page shows the accepted all-in total, not the estimate.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INSTANT_BOOK_MESSAGES } from '~/domain/bookings/instant-book-agreement'
import { BOOKING_STAGE_LABELS, PLANNER_NEXT_STEP } from '~/domain/bookings/lifecycle'
import { bookingWizardSuccessMessage } from '~/domain/requests/booking-wizard'
import { computeAllIn } from '~/domain/pricing/all-in'
import { PACKAGE_REQUEST_MESSAGES } from '~/domain/venues/planner-packages'
import {
  outboxEmails,
  paymentInstalments,
  paymentSchedules,
  proposals,
  requests,
  venueMembers,
} from '~/server/db/schema'
import { createPaymentSchedule } from '~/server/payments/schedules'
import { asDelivered } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'
import { bookingRequest, inDays, staffCall, userWithRole, type Auth, acceptProposal } from '../support/staff-helpers'

let t: TestContext
let manager: Auth
let staff: Auth
let venueId: number
let hallId: number
let instantId: number
let tastingId: number

const CANCELLATION_WORDS =
  'Full refund if you cancel 30 or more days before; 50% back if you cancel 7 to 29 days before; no refund after that.'

const portal = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  staffCall(t, manager, method, `/api/venue-portal/venues/${venueId}${url}`, payload)

let planners = 0
const book = (over: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/venues/book',
    payload: {
      venueId,
      eventType: 'corporate',
      guestCount: 20,
      date: inDays(40),
      time: '7:00 PM',
      budget: 'standard',
      addOns: [],
      name: 'Tess Truth',
      email: `tess${++planners}@example.com`,
      phone: '(415) 555-0100',
      packageId: instantId,
      ...over,
    },
  })

const termsOf = (query: string, packageId = instantId) =>
  t.app.inject({ method: 'GET', url: `/api/venues/${venueId}/packages/${packageId}/booking-terms?${query}` })

const requestOf = async (reference: string) =>
  (await t.db.select().from(requests).where(eq(requests.reference, reference)))[0]

/** The token of the last link to `path` ('proposals' or 'requests') mailed about the request. */
async function linkToken(requestId: number, template: string, path: string) {
  const mails = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, requestId), eq(outboxEmails.template, template)))
    .orderBy(outboxEmails.id)
  const token = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(mails.length ? asDelivered(mails.at(-1)!).textBody : '')
  if (!token) throw new Error(`no /${path}/ link mailed (${template})`)
  return token[1]
}

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PUBLIC_FORMS: '10000',
    PUBLIC_URL: 'https://bountiful.test',
    CONCIERGE_EMAIL: 'team@bountiful.test',
    BOOKING_FEE: '5%',
  })
  staff = (await userWithRole(t, 'staff', 'Sam')).auth
  venueId = await insertVenue(t.db, {
    name: 'Truth Hall',
    maxGuests: 80,
    depositPct: 25,
    cancellationTerms: [
      { daysBefore: 7, refundPct: 50 },
      { daysBefore: 30, refundPct: 100 },
    ],
  })
  const owner = await createUser(t.db, { firstName: 'Vera' })
  manager = owner.auth
  await t.db.insert(venueMembers).values({ venueId, userId: owner.userId, role: 'owner' })
  hallId = (
    await portal('POST', '/spaces', { name: 'The Hall', kind: 'buyout', seatedCapacity: 40, standingCapacity: 60 })
  ).json().id
  instantId = (
    await portal('POST', '/packages', {
      spaceId: hallId,
      name: 'Instant supper',
      pricePerPerson: 60,
      serviceChargePct: 18,
      taxPct: 8.5,
      included: ['Drinks', 'Printed menus'],
      instantBook: true,
    })
  ).json().id
  tastingId = (
    await portal('POST', '/packages', { spaceId: hallId, name: 'Tasting', pricePerPerson: 90, taxPct: 8.5 })
  ).json().id
})
afterAll(() => t?.close())

// 20 × $60 = $1,200; service 18 % $216; tax 8.5 % of $1,416 = $120.36 → $1,536.36 for the venue.
const venueTotal = computeAllIn({
  guests: 20,
  pricePerPersonCents: 6000,
  minimumSpendCents: 0,
  roomFeeCents: 0,
  serviceChargePct: 18,
  taxPct: 8.5,
  gratuityPct: 0,
  feesCents: 0,
}).totalCents
const deposit = Math.round(venueTotal * 0.25)
const fee = Math.round(venueTotal * 0.05)

describe('instant book says what it is', () => {
  it('the booking terms are the deposit due now, the cancellation terms in words and the all-in total', async () => {
    expect(venueTotal).toBe(153636)
    const res = await termsOf(`date=${inDays(40)}&time=${encodeURIComponent('7:00 PM')}&guests=20`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      instantBook: true,
      packageName: 'Instant supper',
      spaceName: 'The Hall',
      totalCents: venueTotal,
      bookingFeeCents: fee,
      allInCents: venueTotal + fee,
      depositCents: deposit,
      depositPct: 25,
      dueNowCents: deposit + fee,
      balanceCents: venueTotal - deposit,
      cancellationTerms: CANCELLATION_WORDS,
      included: ['Drinks', 'Printed menus'],
    })
    expect(res.json().lines.at(-1)).toEqual({ id: 'booking_fee', label: 'Bountiful booking fee', cents: fee })
    // A package without instant book is not booked at once.
    const plain = await termsOf(`date=${inDays(40)}&time=${encodeURIComponent('7:00 PM')}&guests=20`, tastingId)
    expect(plain.json()).toMatchObject({ instantBook: false })
  })

  it('bad questions are a 400 with the field to fix', async () => {
    const guests = await termsOf(`date=${inDays(40)}&time=${encodeURIComponent('7:00 PM')}&guests=many`)
    expect(guests.statusCode).toBe(400)
    expect(guests.json().errors).toEqual({ guests: INSTANT_BOOK_MESSAGES.guests })
    const time = await termsOf(`date=${inDays(40)}&time=supper&guests=20`)
    expect(time.statusCode).toBe(400)
    expect(time.json().errors).toEqual({ time: INSTANT_BOOK_MESSAGES.time })
    const big = await termsOf(`date=${inDays(40)}&time=${encodeURIComponent('7:00 PM')}&guests=700`)
    expect(big.statusCode).toBe(400)
    expect(big.json().errors).toEqual({ guests: INSTANT_BOOK_MESSAGES.guests })
    const missing = await termsOf(`date=${inDays(40)}&time=${encodeURIComponent('7:00 PM')}&guests=20`, 99999)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual({ packageId: PACKAGE_REQUEST_MESSAGES.notFound })
    const path = await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}/packages/abc/booking-terms` })
    expect(path.statusCode).toBe(400)
  })

  it('without the planner agreeing, a request on an instant-book package stays an ordinary request', async () => {
    for (const agreed of [undefined, false]) {
      const res = await book({ date: inDays(41), instantBookAgreed: agreed })
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json()).toEqual({
        success: true,
        reference: expect.any(String),
        message: bookingWizardSuccessMessage('24 hours'),
      })
      const row = await requestOf(res.json().reference)
      expect(row.status).toBe('new')
      expect(await t.db.select().from(proposals).where(eq(proposals.requestId, row.id))).toEqual([])
    }
    // The slot is still free: the terms still offer to book it.
    const terms = await termsOf(`date=${inDays(41)}&time=${encodeURIComponent('7:00 PM')}&guests=20`)
    expect(terms.json().instantBook).toBe(true)
    const bad = await book({ date: inDays(41), instantBookAgreed: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ instantBookAgreed: 'instantBookAgreed must be true or false' })
  })

  it('agreed, it books at once on exactly the terms shown, and the schedule asks for them', async () => {
    const date = inDays(42)
    const res = await book({ date, instantBookAgreed: true })
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body.instantBooked).toBe(true)
    const row = await requestOf(body.reference)
    expect(row.status).toBe('confirmed')
    // What is due next, as written: the deposit instalment once confirmation opens the schedule.
    const open = body.booking.dueOn !== null
    expect(body.booking).toEqual({
      stageLabel: BOOKING_STAGE_LABELS[open ? 'deposit_due' : 'confirmed'],
      nextStep: PLANNER_NEXT_STEP[open ? 'deposit_due' : 'confirmed'],
      dueNowCents: deposit + fee,
      dueOn: open ? expect.any(String) : null,
      allInCents: venueTotal + fee,
    })
    const [proposal] = await t.db.select().from(proposals).where(eq(proposals.requestId, row.id))
    expect(proposal).toMatchObject({
      source: 'instant_book',
      status: 'accepted',
      totalCents: venueTotal,
      depositCents: deposit,
      included: ['drinks', 'printed_menus'],
      packageName: 'Instant supper',
      cancellationTerms: [
        { daysBefore: 30, refundPct: 100 },
        { daysBefore: 7, refundPct: 50 },
      ],
    })
    // The slot is booked now: the next planner is not offered "Book now".
    const after = await termsOf(`date=${date}&time=${encodeURIComponent('7:00 PM')}&guests=20`)
    expect(after.json().instantBook).toBe(false)
    // The payment schedule asks for what she agreed to (opened here if confirmation did not).
    if (!open) await createPaymentSchedule({ db: t.db, config: t.app.config, requestId: row.id })
    const [schedule] = await t.db.select().from(paymentSchedules).where(eq(paymentSchedules.requestId, row.id))
    expect(schedule).toMatchObject({ venueTotalCents: venueTotal, bookingFeeCents: fee, allInCents: venueTotal + fee })
    expect(schedule.cancellationPolicy).toEqual(proposal.cancellationTerms)
    const [first] = await t.db
      .select()
      .from(paymentInstalments)
      .where(and(eq(paymentInstalments.scheduleId, schedule.id), eq(paymentInstalments.kind, 'deposit')))
    expect(first.amountCents).toBe(deposit + fee)
  })
})

describe("a venue's quote is the venue's", () => {
  it('named as from the venue, with what the price includes, its cancellation terms, and "accept and book"', async () => {
    const request = await bookingRequest(t, venueId, { date: inDays(45), guestCount: 18, name: 'Quinn Quote' })
    const quote = await portal('POST', `/requests/${request.id}/quote`, {
      spaceId: hallId,
      pricePerPerson: 80,
      taxPct: 10,
      included: ['food', 'drinks', 'av'],
      message: 'We will set the long table by the window.',
    })
    expect(quote.statusCode, quote.body).toBe(201)
    const token = await linkToken(request.id, 'proposal.sent', 'proposals')
    const page = await t.app.inject({ method: 'GET', url: `/api/proposals/${token}` })
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({
      from: 'venue',
      acceptBooksAtOnce: true,
      included: ['Food', 'Drinks', 'AV equipment'],
      cancellationTerms: CANCELLATION_WORDS,
      message: 'We will set the long table by the window.',
    })
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, request.id), eq(outboxEmails.template, 'proposal.sent')))
    const text = asDelivered(mail).textBody
    expect(mail.subject).toBe(`Your quote from Truth Hall (${request.reference})`)
    expect(text).toContain('Truth Hall has sent you a quote for your group of 18')
    // The venue is named once in the sentence: "Truth Hall has sent you a quote for your group of 18 on …".
    expect(text).not.toMatch(/Truth Hall has sent you a quote for your group of 18 at Truth Hall/)
    expect(text).toContain('A note from Truth Hall:')
    expect(text).toMatch(/Included\W+Food, Drinks, AV equipment/)
    expect(text).toContain(CANCELLATION_WORDS)
    expect(text).toContain('books Truth Hall at once')
    expect(text).not.toMatch(/We have put together|our team to confirm/)
    expect((await t.db.select().from(proposals).where(eq(proposals.requestId, request.id)))[0].source).toBe('venue')
  })

  it('a concierge proposal stays ours: accepting tells our team to confirm', async () => {
    const request = await bookingRequest(t, venueId, { date: inDays(46), guestCount: 16, name: 'Cora Concierge' })
    const sent = await staffCall(t, staff, 'POST', `/api/staff/requests/${request.id}/proposals`, {
      venueId,
      date: inDays(46),
      time: '7:30 PM',
      guests: 16,
      pricePerPerson: 70,
      message: 'We found you the quiet room.',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const token = await linkToken(request.id, 'proposal.sent', 'proposals')
    const page = await t.app.inject({ method: 'GET', url: `/api/proposals/${token}` })
    expect(page.json()).toMatchObject({ from: 'concierge', acceptBooksAtOnce: false, included: [] })
    expect(page.json().cancellationTerms).toBe(CANCELLATION_WORDS)
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, request.id), eq(outboxEmails.template, 'proposal.sent')))
    expect(mail.subject).toBe(`Your proposal for Truth Hall (${request.reference})`)
    expect(asDelivered(mail).textBody).toContain('accepting tells our team to confirm the booking with the venue')
  })
})

describe('the request status page', () => {
  it('shows the accepted all-in total once a proposal is accepted, not the first estimate', async () => {
    const request = await bookingRequest(t, venueId, { date: inDays(47), guestCount: 24, name: 'Sid Status' })
    const viewToken = await linkToken(request.id, 'booking.confirmation', 'requests')
    const before = await t.app.inject({ method: 'GET', url: `/api/requests/view/${viewToken}` })
    expect(before.json()).toMatchObject({ estimateCents: request.estimateCents, acceptedTotalCents: null })
    await staffCall(t, staff, 'POST', `/api/staff/requests/${request.id}/proposals`, {
      venueId,
      date: inDays(47),
      time: '7:30 PM',
      guests: 24,
      pricePerPerson: 65,
      serviceChargePct: 20,
      taxPct: 8.625,
    })
    const token = await linkToken(request.id, 'proposal.sent', 'proposals')
    const accepted = await acceptProposal(t, token)
    expect(accepted.statusCode, accepted.body).toBe(200)
    const view = await t.app.inject({ method: 'GET', url: `/api/requests/view/${viewToken}` })
    expect(view.statusCode).toBe(200)
    // The same all-in total as the proposal page: the venue's total and our booking fee.
    expect(view.json().acceptedTotalCents).toBe(accepted.json().allInCents)
    expect(view.json().acceptedTotalCents).not.toBe(request.estimateCents)
    expect(view.json()).toMatchObject({
      statusLabel: BOOKING_STAGE_LABELS.accepted,
      nextStep: PLANNER_NEXT_STEP.accepted,
    })
  })
})

// Packages for planners and instant book: the venue page lists the venue's packages (what
// a planner should see), a booking request on a package stores it with the all-in estimate of the
// proposals' function, and a package with instant book confirms a fitting request at once when the
// planner agreed to its terms (instantBookAgreed: planner-booking-truths.test.ts) (a
// booking on the space's slot, the request confirmed, the planner and the managers emailed), else
// the request stays an ordinary one. Fifty planners instant-booking one slot at once: one booking,
// 49 ordinary requests, nothing of the losers' bookings written (on PostgreSQL the transactions
// really race; on PGlite they serialise, and the answer must be the same).
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCents } from '~/domain/pricing/estimate'
import { computeAllIn } from '~/domain/pricing/all-in'
import { bookingWizardSuccessMessage } from '~/domain/requests/booking-wizard'
import { instantBookMessage, PACKAGE_REQUEST_MESSAGES } from '~/domain/venues/planner-packages'
import { weekdayOf } from '~/domain/venues/spaces'
import { events, outboxEmails, proposals, requests, spaceHolds, venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { inDays, staffCall, userWithRole, type Auth } from '../support/staff-helpers'

let t: TestContext
let manager: { auth: Auth; email: string }
let venueId: number
let hallId: number
let tastingId: number
let instantId: number

const portal = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  staffCall(t, manager.auth, method, `/api/venue-portal/venues/${venueId}${url}`, payload)

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
      name: 'Pia Planner',
      email: `pia${++planners}@example.com`,
      phone: '(415) 555-0100',
      ...over,
    },
  })

const requestOf = async (reference: string) =>
  (await t.db.select().from(requests).where(eq(requests.reference, reference)))[0]

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  venueId = await insertVenue(t.db, { name: 'Package Hall', maxGuests: 80 })
  const owner = await createUser(t.db, { firstName: 'Mo' })
  manager = { auth: owner.auth, email: owner.email }
  await t.db.insert(venueMembers).values({ venueId, userId: owner.userId, role: 'owner' })
  const hall = await portal('POST', '/spaces', {
    name: 'The Hall',
    kind: 'buyout',
    seatedCapacity: 40,
    standingCapacity: 60,
  })
  hallId = hall.json().id
  // A second space keeps the venue open when the hall is booked: other planners can still ask.
  await portal('POST', '/spaces', { name: 'The Loft', kind: 'private_room', seatedCapacity: 30, standingCapacity: 30 })
  const tasting = await portal('POST', '/packages', {
    spaceId: hallId,
    name: "Chef's tasting",
    description: 'Three courses',
    pricePerPerson: 85,
    minimumSpend: 2000,
    roomFee: 250,
    serviceChargePct: 20,
    taxPct: 8.875,
    gratuityPct: 0,
    included: ['Three courses', 'House wine'],
    startsFrom: '5:00 PM',
  })
  tastingId = tasting.json().id
  const instant = await portal('POST', '/packages', {
    spaceId: hallId,
    name: 'Instant dinner',
    pricePerPerson: 60,
    serviceChargePct: 18,
    taxPct: 8.5,
    instantBook: true,
  })
  instantId = instant.json().id
})
afterAll(() => t?.close())

describe('packages for planners', () => {
  it('the venue page lists the packages with what a planner needs, and nothing of the portal', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}?enhance=true` })
    expect(res.statusCode).toBe(200)
    const tasting = res.json().packages.find((p: { id: number }) => p.id === tastingId)
    expect(tasting).toEqual({
      id: tastingId,
      name: "Chef's tasting",
      description: 'Three courses',
      spaceName: 'The Hall',
      capacity: 60,
      included: ['Three courses', 'House wine'],
      pricePerPersonCents: 8500,
      minimumSpendCents: 200000,
      roomFeeCents: 25000,
      serviceChargePct: 20,
      taxPct: 8.875,
      gratuityPct: 0,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startsFrom: '5:00 PM',
      startsUntil: null,
      instantBook: false,
    })
  })

  it('a request on a package stores it with the all-in estimate and the lines in both emails', async () => {
    const res = await book({ packageId: tastingId, guestCount: 20 })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      success: true,
      reference: expect.any(String),
      message: bookingWizardSuccessMessage('24 hours'),
    })
    const row = await requestOf(res.json().reference)
    const allIn = computeAllIn({
      guests: 20,
      pricePerPersonCents: 8500,
      minimumSpendCents: 200000,
      roomFeeCents: 25000,
      serviceChargePct: 20,
      taxPct: 8.875,
      gratuityPct: 0,
      feesCents: 0,
    })
    expect(row).toMatchObject({ status: 'new', estimateCents: allIn.totalCents })
    expect(row.details).toMatchObject({ packageId: tastingId, packageName: "Chef's tasting", spaceName: 'The Hall' })
    // The venue's inbox names the package.
    const inbox = await staffCall(t, manager.auth, 'GET', `/api/venue-portal/venues/${venueId}/requests`)
    expect(inbox.json().requests.find((r: { id: number }) => r.id === row.id)).toMatchObject({
      packageName: "Chef's tasting",
    })
    // So does the request in the concierge console, with its all-in lines.
    const staff = (await userWithRole(t, 'staff')).auth
    const detail = await staffCall(t, staff, 'GET', `/api/staff/requests/${row.id}`)
    expect(detail.json().request.details).toMatchObject({
      packageName: "Chef's tasting",
      allInEstimate: expect.arrayContaining([
        `Total ${formatCents(allIn.totalCents)} (${formatCents(allIn.perGuestCents)} per guest)`,
      ]),
    })
    const all = await t.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, row.id))
    // The venue's managers hear of the request too (their own email, without the planner's price lines).
    expect(all.filter((m) => m.template === 'venue.new_request')).toHaveLength(1)
    const mails = all.filter((m) => m.template !== 'venue.new_request')
    expect(mails).toHaveLength(2)
    for (const m of mails) {
      expect(JSON.stringify(m)).toContain("Chef's tasting (The Hall)")
      expect(JSON.stringify(m)).toContain('Minimum spend of $2,000.00 applies')
    }
  })

  it('a package not offered then, or too small, or of another venue is a clear 400', async () => {
    const early = await book({ packageId: tastingId, time: '12:00 PM' })
    expect(early.statusCode).toBe(400)
    expect(early.json().errors).toEqual({ packageId: PACKAGE_REQUEST_MESSAGES.notOffered })
    const big = await book({ packageId: tastingId, guestCount: 70 })
    expect(big.statusCode).toBe(400)
    const other = await insertVenue(t.db, { name: 'Elsewhere', maxGuests: 80 })
    const foreign = await book({ venueId: other, packageId: tastingId })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors).toEqual({ packageId: PACKAGE_REQUEST_MESSAGES.notFound })
  })

  it('the booking request page takes a package too', async () => {
    const date = inDays(41)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/concierge/book',
      payload: {
        venueId,
        name: 'Page Planner',
        email: 'page@example.com',
        phone: '(415) 555-0100',
        date,
        time: '7:00 PM',
        numGuests: 12,
        eventType: 'Client Dinner',
        packageId: tastingId,
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect((await requestOf(res.json().reference)).details).toMatchObject({ packageName: "Chef's tasting" })
  })
})

describe("Callie's estimate", () => {
  it('a concierge booking at a venue with packages is estimated all in on its cheapest fitting package', async () => {
    const date = inDays(42)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/concierge/book',
      payload: {
        occasion: 'Business Dinner',
        groupSize: 20,
        budget: 'luxury',
        cuisine: 'Italian',
        vibe: 'Elegant & Upscale',
        location: 'San Francisco, CA',
        date,
        time: 'dinner',
        exactTime: '7:00 PM',
        dietaryRestrictions: [],
        venueId,
        name: 'Cal Planner',
        email: 'cal@example.com',
        phone: '(415) 555-0100',
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const row = await requestOf(res.json().reference)
    // Instant dinner: 20 × $60, 18 % service, 8.5 % tax on food and service.
    const instant = computeAllIn({
      guests: 20,
      pricePerPersonCents: 6000,
      minimumSpendCents: 0,
      roomFeeCents: 0,
      serviceChargePct: 18,
      taxPct: 8.5,
      gratuityPct: 0,
      feesCents: 0,
    })
    expect(row.estimateCents).toBe(instant.totalCents)
    expect(row.details).toMatchObject({ estimatePackage: 'Instant dinner' })
  })
})

describe('instant book', () => {
  it('a fitting request is confirmed at once: booked slot, accepted proposal, both sides emailed', async () => {
    const date = inDays(50)
    const res = await book({ packageId: instantId, instantBookAgreed: true, date, guestCount: 30 })
    expect(res.statusCode).toBe(201)
    const row = await requestOf(res.json().reference)
    // A visitor with no account: the event waits for her address to sign up, and she is told so.
    expect(res.json()).toMatchObject({ instantBooked: true, message: instantBookMessage(row.email, false) })
    expect(res.json().message).toBe(
      `Your booking is confirmed: the venue has been told and we have emailed you the details. Sign up or log in with ${row.email} to find the event on your dashboard.`,
    )
    expect(row.status).toBe('confirmed')
    const [event] = await t.db.select().from(events).where(eq(events.requestId, row.id))
    expect(event).toMatchObject({ date, time: '7:00 PM', guestCount: 30, venueId, pendingEmail: row.email })
    const holds = await t.db.select().from(spaceHolds).where(eq(spaceHolds.requestId, row.id))
    expect(holds).toMatchObject([{ spaceId: hallId, date, slot: 'evening', status: 'booked' }])
    const [proposal] = await t.db.select().from(proposals).where(eq(proposals.requestId, row.id))
    expect(proposal).toMatchObject({ status: 'accepted', totalCents: row.estimateCents })
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, row.id))
    // The planner gets ONE email, and it says confirmed: no "we received your request" beside it.
    const toPlanner = mails.filter((m) => m.toAddress === row.email)
    expect(toPlanner).toHaveLength(1)
    expect(toPlanner[0]).toMatchObject({
      template: 'booking.instant_confirmed',
      subject: `Your booking at Package Hall is confirmed (${row.reference})`,
    })
    expect(toPlanner[0].textBody).toContain('Your booking is confirmed')
    expect(toPlanner[0].textBody).toContain(`sign up for Bountiful with this email address (${row.email})`)
    expect(toPlanner[0].textBody).not.toMatch(/received|get back to you/i)
    // The managers are told it is booked, not asked to answer it; the team that there is nothing to answer.
    expect(mails.filter((m) => m.toAddress === manager.email).map((m) => m.template)).toEqual(['venue.instant_booked'])
    const team = mails.find((m) => m.template === 'booking.notification')!
    expect(team.subject).toMatch(/^Instant booking /)
    expect(team.textBody).toContain('Nothing to answer')

    // The slot is taken now: the next planner's request on the package stays an ordinary request.
    const second = await book({ packageId: instantId, instantBookAgreed: true, date, guestCount: 30 })
    expect(second.statusCode).toBe(201)
    expect(second.json()).toEqual({
      success: true,
      reference: expect.any(String),
      message: bookingWizardSuccessMessage('24 hours'),
    })
    const secondRow = await requestOf(second.json().reference)
    expect(secondRow.status).toBe('new')
    expect(await t.db.select().from(proposals).where(eq(proposals.requestId, secondRow.id))).toEqual([])
  })

  it('a signed-in planner is told the event is on her dashboard, and it is', async () => {
    const pia = await createUser(t.db, { firstName: 'Pia' })
    const date = inDays(55)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/venues/book',
      headers: pia.auth,
      payload: {
        venueId,
        eventType: 'birthday',
        guestCount: 24,
        date,
        time: '7:00 PM',
        budget: 'standard',
        addOns: [],
        name: 'Pia Planner',
        email: pia.email,
        phone: '(415) 555-0100',
        packageId: instantId,
        instantBookAgreed: true,
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ instantBooked: true, message: instantBookMessage(pia.email, true) })
    expect(res.json().message).toContain('The event is on your dashboard.')
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard/events', headers: pia.auth })
    expect(dashboard.json().events).toEqual([expect.objectContaining({ date, time: '7:00 PM', guestCount: 24 })])
    const row = await requestOf(res.json().reference)
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, row.id), eq(outboxEmails.toAddress, pia.email)))
    expect(mail.textBody).toContain('is on your Bountiful dashboard')
  })

  it('instant bookings are not replies: the venue page promises no response time from them', async () => {
    for (const days of [70, 71, 72, 73, 74]) {
      const res = await book({ packageId: instantId, instantBookAgreed: true, date: inDays(days) })
      expect(res.json().instantBooked).toBe(true)
    }
    const page = await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}?enhance=true` })
    expect(page.json().responseTime).toBeNull()
  })

  it('off by default, and a blacked-out space falls back to a request', async () => {
    const date = inDays(52)
    await portal('POST', '/blackouts', { date, spaceId: hallId })
    const res = await book({ packageId: instantId, instantBookAgreed: true, date })
    expect(res.json().instantBooked).toBeUndefined()
    expect((await requestOf(res.json().reference)).status).toBe('new')
    const plain = await book({ packageId: tastingId, date: inDays(53) })
    expect(plain.json().instantBooked).toBeUndefined()
  })

  // Fifty requests racing on one slot: the bound is for a stuck race (20–35 s on a loaded machine), not a measure.
  it('50 parallel instant books of one slot: exactly one booking, 49 ordinary requests, nothing half-written', async () => {
    const date = inDays(60)
    expect(weekdayOf(date)).toBeGreaterThanOrEqual(0)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => book({ packageId: instantId, instantBookAgreed: true, date })),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201))
    const booked = answers.filter((a) => a.json().instantBooked === true)
    expect(booked).toHaveLength(1)
    const rows = await t.db
      .select()
      .from(requests)
      .where(
        inArray(
          requests.reference,
          answers.map((a) => a.json().reference as string),
        ),
      )
    const winner = rows.find((r) => r.reference === booked[0].json().reference)!
    const losers = rows.filter((r) => r.id !== winner.id).map((r) => r.id)
    expect(winner.status).toBe('confirmed')
    expect(new Set(rows.filter((r) => r.id !== winner.id).map((r) => r.status))).toEqual(new Set(['new']))
    const live = await t.db
      .select()
      .from(spaceHolds)
      .where(and(eq(spaceHolds.spaceId, hallId), eq(spaceHolds.date, date)))
    expect(live).toMatchObject([{ requestId: winner.id, status: 'booked' }])
    expect(await t.db.select().from(proposals).where(inArray(proposals.requestId, losers))).toEqual([])
    const loserMails = await t.db.select().from(outboxEmails).where(inArray(outboxEmails.requestId, losers))
    expect(loserMails.filter((m) => m.template.includes('instant'))).toEqual([])
    // Each ordinary request: the planner's and the staff's emails, and one to the venue's managers.
    expect(loserMails.filter((m) => m.template === 'venue.new_request')).toHaveLength(49)
    expect(loserMails).toHaveLength(49 * 3)
  }, 90_000)
})

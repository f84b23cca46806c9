// The venue portal: staff invite a manager, the invitation links the account, the
// manager runs the venue's spaces, packages, blackouts and calendar, and answers requests with a
// quote that holds the space. Every endpoint is checked against the permission matrix: manager of
// venue A, manager of venue B, staff, a planner and a visitor.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOLD_MESSAGES } from '~/domain/bookings/holds'
import { AVAILABILITY_NOTICE, CATALOGUE_CHANNEL, catalogueGeneration } from '~/server/lib/catalogue-generation'
import { indexBuilds } from '~/server/venues/search-index'
import { events, outboxEmails, requests, requestStatusHistory, spaceHolds, venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, userWithRole, type Auth, acceptProposal } from '../support/staff-helpers'

let t: TestContext
let staff: Auth
let planner: Auth
let managerA: { auth: Auth; userId: number; email: string }
let managerB: Auth
let venueA: number
let venueB: number
let spaceA: number
let packageA: number
let requestA: number

/** The total of a search of San Francisco with `query`. */
async function searchTotal(query: string) {
  const res = await t.app.inject({ url: `/api/venues/search?location=San%20Francisco&${query}` })
  expect(res.statusCode).toBe(200)
  return (res.json() as { total: number }).total
}

/**
 * Until this instance has heard every catalogue notice committed so far (PostgreSQL delivers them
 * in order, a while after the commit): one of its own, that changes nothing, heard.
 */
async function noticesHeard() {
  const seen = catalogueGeneration()
  await t.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${AVAILABILITY_NOTICE})`)
  await expect.poll(catalogueGeneration).toBeGreaterThan(seen)
}

const portal = (auth: Auth | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  staffCall(t, auth, method, `/api/venue-portal${url}`, payload)

/** The token of the newest manager invitation mailed to `to`. */
async function invitationToken(to: string) {
  const mails = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.template, 'venue.manager_invitation')))
    .orderBy(outboxEmails.id)
  const token = /\/venue-portal\/invitations\/([A-Za-z0-9_-]+)/.exec(
    mails.length ? asDelivered(mails.at(-1)!).textBody : '',
  )?.[1]
  if (!token) throw new Error(`no invitation mailed to ${to}`)
  return token
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  staff = (await userWithRole(t, 'staff')).auth
  planner = (await userWithRole(t, 'planner')).auth
  venueA = await insertVenue(t.db, { name: 'Portal A', maxGuests: 60 })
  venueB = await insertVenue(t.db, { name: 'Portal B', maxGuests: 60 })
  const a = await createUser(t.db, { firstName: 'Ana' })
  managerA = { auth: a.auth, userId: a.userId, email: a.email }
  const b = await createUser(t.db, { firstName: 'Ben' })
  managerB = b.auth
  await t.db.insert(venueMembers).values({ venueId: venueB, userId: b.userId, role: 'owner' })
})
afterAll(() => t?.close())

describe('invitations', () => {
  it('staff invite a manager; accepting signed in with that address links the account as owner', async () => {
    const res = await staffCall(t, staff, 'POST', `/api/staff/venues/${venueA}/managers`, {
      email: managerA.email.toUpperCase(),
      role: 'owner',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      invitation: { email: managerA.email, role: 'owner', status: 'pending' },
      resent: false,
    })
    const token = await invitationToken(managerA.email)
    // Before accepting, the account manages nothing: the portal is closed to it.
    expect((await portal(managerA.auth, 'GET', '/venues')).statusCode).toBe(403)
    const view = await t.app.inject({ method: 'GET', url: `/api/venue-invitations/${token}` })
    expect(view.json()).toMatchObject({ venueName: 'Portal A', role: 'owner', status: 'pending', expired: false })
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/venue-invitations/${token}/accept`, headers: planner }))
        .statusCode,
    ).toBe(403)
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/venue-invitations/${token}/accept`,
      headers: managerA.auth,
    })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ venueId: venueA })
    const mine = await portal(managerA.auth, 'GET', '/venues')
    expect(mine.json().venues).toEqual([expect.objectContaining({ id: venueA, name: 'Portal A', role: 'owner' })])
    const managers = await staffCall(t, staff, 'GET', `/api/staff/venues/${venueA}/managers`)
    expect(managers.json().managers).toEqual([expect.objectContaining({ userId: managerA.userId, role: 'owner' })])
  })

  it('an unknown or malformed link is a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/venue-invitations/nope' })).statusCode).toBe(404)
  })
})

describe('spaces, packages, blackouts and calendar', () => {
  it('a manager adds a space and a package whose all-in example uses the pricing function', async () => {
    const space = await portal(managerA.auth, 'POST', `/venues/${venueA}/spaces`, {
      name: 'The Cellar',
      kind: 'private_room',
      seatedCapacity: 20,
      standingCapacity: 30,
    })
    expect(space.statusCode).toBe(201)
    spaceA = space.json().id
    const pkg = await portal(managerA.auth, 'POST', `/venues/${venueA}/packages`, {
      spaceId: spaceA,
      name: "Chef's tasting, 3 courses",
      pricePerPerson: 65,
      minimumSpend: 1500,
      roomFee: 250,
      serviceChargePct: 20,
      taxPct: 8.875,
      gratuityPct: 5,
      included: ['Welcome glass', 'Menu cards'],
      weekdays: [4, 5, 6],
      startsFrom: '6:00 PM',
      startsUntil: '9:00 PM',
    })
    expect(pkg.statusCode).toBe(201)
    packageA = pkg.json().id
    // 20 × $65 = $1,300 → $1,500 minimum; service $300; tax 8.875% of $2,050 = $181.94; gratuity $75.
    expect(pkg.json().example).toMatchObject({ guests: 20, totalCents: 150_000 + 25_000 + 30_000 + 18_194 + 7_500 })
    const bad = await portal(managerA.auth, 'POST', `/venues/${venueA}/packages`, { spaceId: spaceA, name: 'Free' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('pricePerPerson')
  })

  it('blackouts of a space and of the whole venue show on the month calendar', async () => {
    const date = inDays(40)
    expect(
      (
        await portal(managerA.auth, 'POST', `/venues/${venueA}/blackouts`, {
          date,
          spaceId: spaceA,
          reason: 'Private party',
        })
      ).statusCode,
    ).toBe(201)
    expect((await portal(managerA.auth, 'POST', `/venues/${venueA}/blackouts`, { date: inDays(41) })).statusCode).toBe(
      201,
    )
    const cal = await portal(managerA.auth, 'GET', `/venues/${venueA}/calendar?month=${date.slice(0, 7)}`)
    expect(cal.statusCode).toBe(200)
    expect(cal.json().blackouts).toContainEqual({ date, spaceId: spaceA, reason: 'Private party', slot: null })
    expect(
      (await portal(managerA.auth, 'DELETE', `/venues/${venueA}/blackouts/${date}?spaceId=${spaceA}`)).statusCode,
    ).toBe(204)
    expect(
      (await portal(managerA.auth, 'DELETE', `/venues/${venueA}/blackouts/${date}?spaceId=${spaceA}`)).statusCode,
    ).toBe(404)
  })

  it('a day the venue blacks out leaves search for that day at once, and comes back when it is lifted', async () => {
    const date = inDays(45)
    const total = () => searchTotal(`date=${date}`)
    await noticesHeard()
    const before = await total()
    const builds = { ...indexBuilds }
    expect((await portal(managerA.auth, 'POST', `/venues/${venueA}/blackouts`, { date })).statusCode).toBe(201)
    expect(await total()).toBe(before - 1)
    expect((await portal(managerA.auth, 'DELETE', `/venues/${venueA}/blackouts/${date}`)).statusCode).toBe(204)
    expect(await total()).toBe(before)
    // Only the coming days' blackouts and holds were read again, not the catalogue's venues and spaces.
    expect(indexBuilds.availability).toBeGreaterThanOrEqual(builds.availability + 2)
    expect(indexBuilds.catalogue).toBe(builds.catalogue)
  })

  it('edits the profile and its policies', async () => {
    const res = await portal(managerA.auth, 'PATCH', `/venues/${venueA}`, {
      description: 'A cellar under the bakery.',
      depositPct: 25,
      holdHours: 48,
      cancellationTerms: [
        { daysBefore: 7, refundPct: 50 },
        { daysBefore: 30, refundPct: 100 },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      description: 'A cellar under the bakery.',
      depositPct: 25,
      holdHours: 48,
      cancellationTerms: [
        { daysBefore: 30, refundPct: 100 },
        { daysBefore: 7, refundPct: 50 },
      ],
    })
  })
})

describe('answering requests', () => {
  it('a quote from the package holds the space; the planner accepting books it', async () => {
    const request = await bookingRequest(t, venueA, { guestCount: 18, date: inDays(30), time: '7:00 PM' })
    requestA = request.id
    const inbox = await portal(managerA.auth, 'GET', `/venues/${venueA}/requests`)
    expect(inbox.json().requests[0]).toMatchObject({ id: request.id, reference: request.reference, hold: null })
    // Asked before the quote: once the slot is held, a new request for it is refused outright.
    const other = await bookingRequest(t, venueA, { guestCount: 12, date: inDays(30), time: '8:00 PM' })
    const quote = await portal(managerA.auth, 'POST', `/venues/${venueA}/requests/${request.id}/quote`, {
      spaceId: spaceA,
      packageId: packageA,
      fees: 40,
    })
    expect(quote.statusCode).toBe(201)
    const body = quote.json()
    // The hand-checked all-in of src/domain/pricing/all-in.test.ts: $2,346.94, $130.39 per guest.
    expect(body.proposal).toMatchObject({ status: 'sent', guests: 18, totalCents: 234_694, perGuestCents: 13_039 })
    expect(body.proposal.depositCents).toBe(58_674) // 25 % of the total, half up
    expect(body.hold).toMatchObject({ spaceId: spaceA, date: inDays(30), slot: 'evening', status: 'held' })
    const hoursLeft = (Date.parse(body.hold.expiresAt) - Date.now()) / 3_600_000
    expect(hoursLeft).toBeGreaterThan(47.9)
    expect(hoursLeft).toBeLessThanOrEqual(48)
    const history = await t.db.select().from(requestStatusHistory).where(eq(requestStatusHistory.requestId, request.id))
    expect(history.at(-1)!.note).toMatch(/^Venue quote, proposal #\d+ by Portal A \(Ana /)

    // A second request for the same space and slot cannot be quoted.
    const taken = await portal(managerA.auth, 'POST', `/venues/${venueA}/requests/${other.id}/quote`, {
      spaceId: spaceA,
      pricePerPerson: 80,
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'conflict', message: HOLD_MESSAGES.slotTaken })
    // … but the daytime slot is free.
    const lunch = await portal(managerA.auth, 'POST', `/venues/${venueA}/requests/${other.id}/quote`, {
      spaceId: spaceA,
      pricePerPerson: 40,
      time: '12:30 PM',
    })
    expect(lunch.statusCode).toBe(201)

    const mail = (
      await t.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.requestId, request.id), eq(outboxEmails.template, 'proposal.sent')))
    )[0]
    const token = /\/proposals\/([A-Za-z0-9_-]+)/.exec(asDelivered(mail).textBody)![1]
    const accept = await acceptProposal(t, token)
    expect(accept.statusCode).toBe(200)
    // The venue booked its space: both sides agreed, so the booking is confirmed without staff.
    expect(accept.json()).toMatchObject({ status: 'accepted', bookingConfirmed: true })
    const [hold] = await t.db.select().from(spaceHolds).where(eq(spaceHolds.requestId, request.id))
    expect(hold).toMatchObject({ status: 'booked', expiresAt: null })
    const [confirmed] = await t.db.select().from(requests).where(eq(requests.id, request.id))
    expect(confirmed.status).toBe('confirmed')
    const [event] = await t.db.select().from(events).where(eq(events.requestId, request.id))
    expect(event).toMatchObject({ venueId: venueA, date: inDays(30), time: '7:00 PM', guestCount: 18 })
    const confirmation = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, request.id), eq(outboxEmails.template, 'request.confirmed')))
    expect(confirmation).toHaveLength(1)
    const lastHistory = await t.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, request.id))
    expect(lastHistory.at(-1)).toMatchObject({ toStatus: 'confirmed', actorUserId: null })
    const cal = await portal(managerA.auth, 'GET', `/venues/${venueA}/calendar?month=${inDays(30).slice(0, 7)}`)
    expect(cal.json().holds).toContainEqual(
      expect.objectContaining({ requestId: request.id, status: 'booked', reference: request.reference }),
    )
  })

  it('a quote that holds the only space takes the venue out of search for that evening, and the decline that releases it brings it back, without rebuilding the catalogue', async () => {
    const date = inDays(50)
    const evening = () => searchTotal(`date=${date}&time=7%3A00%20PM&guests=18`)
    const request = await bookingRequest(t, venueA, { guestCount: 18, date, time: '7:00 PM' })
    await noticesHeard()
    const before = await evening()
    const builds = { ...indexBuilds }
    const quote = await portal(managerA.auth, 'POST', `/venues/${venueA}/requests/${request.id}/quote`, {
      spaceId: spaceA,
      pricePerPerson: 70,
    })
    expect(quote.statusCode).toBe(201)
    expect(quote.json().hold).toMatchObject({ spaceId: spaceA, date, slot: 'evening', status: 'held' })
    expect(await evening()).toBe(before - 1)
    const decline = await portal(managerA.auth, 'POST', `/venues/${venueA}/requests/${request.id}/decline`, {
      reason: 'The cellar is being repainted',
    })
    expect(decline.statusCode).toBe(200)
    expect(await evening()).toBe(before)
    expect(indexBuilds.availability).toBeGreaterThanOrEqual(builds.availability + 2)
    expect(indexBuilds.catalogue).toBe(builds.catalogue)

    // A write to the venue itself rebuilds the catalogue part for the next search.
    expect((await portal(managerA.auth, 'PATCH', `/venues/${venueA}`, { description: 'Repainted.' })).statusCode).toBe(
      200,
    )
    expect(await evening()).toBe(before)
    expect(indexBuilds.catalogue).toBeGreaterThan(builds.catalogue)
  })

  it('offers another date, and declines with a reason that releases the hold', async () => {
    const request = await bookingRequest(t, venueA, { guestCount: 10, date: inDays(33), time: '7:00 PM' })
    const offer = await portal(managerA.auth, 'POST', `/venues/${venueA}/requests/${request.id}/offer`, {
      date: inDays(34),
      time: '6:30 PM',
      message: 'Friday works.',
    })
    expect(offer.statusCode).toBe(200)
    expect(offer.json()).toMatchObject({ status: 'in_progress' })
    await portal(managerA.auth, 'POST', `/venues/${venueA}/requests/${request.id}/quote`, {
      spaceId: spaceA,
      pricePerPerson: 50,
    })
    const decline = await portal(managerA.auth, 'POST', `/venues/${venueA}/requests/${request.id}/decline`, {
      reason: 'Kitchen closed for repairs',
    })
    expect(decline.statusCode).toBe(200)
    expect(decline.json()).toMatchObject({ status: 'declined', hold: null })
    const [hold] = await t.db.select().from(spaceHolds).where(eq(spaceHolds.requestId, request.id))
    expect(hold.status).toBe('released')
    const templates = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, request.id))).map(
      (m) => m.template,
    )
    expect(templates).toEqual(expect.arrayContaining(['venue.offer', 'proposal.sent', 'venue.declined']))
  })
})

describe('permission matrix', () => {
  // Every portal endpoint, called on venue A's data: A's manager and staff get through; B's manager
  // gets 404 (the data is not theirs, and does not say whether it exists); a planner 403; a visitor 401.
  const endpoints = (openRequest: number): [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] => [
    ['venue', 'GET', `/venues/${venueA}`],
    ['profile edit', 'PATCH', `/venues/${venueA}`, {}],
    ['spaces', 'GET', `/venues/${venueA}/spaces`],
    ['space edit', 'PATCH', `/venues/${venueA}/spaces/${spaceA}`, {}],
    ['packages', 'GET', `/venues/${venueA}/packages`],
    ['package edit', 'PATCH', `/venues/${venueA}/packages/${packageA}`, {}],
    ['blackouts', 'GET', `/venues/${venueA}/blackouts`],
    ['calendar', 'GET', `/venues/${venueA}/calendar?month=${inDays(30).slice(0, 7)}`],
    ['managers', 'GET', `/venues/${venueA}/managers`],
    ['inbox', 'GET', `/venues/${venueA}/requests`],
    ['offer', 'POST', `/venues/${venueA}/requests/${openRequest}/offer`, { date: inDays(50), time: '7:00 PM' }],
  ]
  const writesOnly = (): [string, 'POST' | 'DELETE', string, unknown?][] => [
    [
      'space add',
      'POST',
      `/venues/${venueA}/spaces`,
      { name: 'Patio', kind: 'semi_private', seatedCapacity: 10, standingCapacity: 0 },
    ],
    ['blackout add', 'POST', `/venues/${venueA}/blackouts`, { date: inDays(60) }],
    ['package delete', 'DELETE', `/venues/${venueA}/packages/${packageA}`],
    ['space delete', 'DELETE', `/venues/${venueA}/spaces/${spaceA}`],
    ['invite', 'POST', `/venues/${venueA}/managers`, { email: 'colleague@example.com' }],
    ['quote', 'POST', `/venues/${venueA}/requests/${requestA}/quote`, { spaceId: spaceA, pricePerPerson: 10 }],
    ['decline', 'POST', `/venues/${venueA}/requests/${requestA}/decline`, { reason: 'No' }],
    ['remove manager', 'DELETE', `/venues/${venueA}/managers/${managerA.userId}`],
  ]

  it('reads and edits: A and staff 200, B 404, planner 403, visitor 401', async () => {
    // Request A is booked by now (its quote was accepted): the offer goes to a request still open.
    const open = await bookingRequest(t, venueA, { guestCount: 12, date: inDays(40), time: '7:00 PM' })
    for (const [name, method, url, body] of endpoints(open.id)) {
      const statuses = {
        managerA: (await portal(managerA.auth, method, url, body)).statusCode,
        staff: (await portal(staff, method, url, body)).statusCode,
        managerB: (await portal(managerB, method, url, body)).statusCode,
        planner: (await portal(planner, method, url, body)).statusCode,
        visitor: (await portal(undefined, method, url, body)).statusCode,
      }
      expect({ name, ...statuses }).toEqual({
        name,
        managerA: 200,
        staff: 200,
        managerB: 404,
        planner: 403,
        visitor: 401,
      })
    }
  })

  it('writes: B 404, planner 403, visitor 401, and nothing changes', async () => {
    for (const [name, method, url, body] of writesOnly()) {
      const statuses = {
        managerB: (await portal(managerB, method, url, body)).statusCode,
        planner: (await portal(planner, method, url, body)).statusCode,
        visitor: (await portal(undefined, method, url, body)).statusCode,
      }
      expect({ name, ...statuses }).toEqual({ name, managerB: 404, planner: 403, visitor: 401 })
    }
    // A's package and space are still there, and A still manages A.
    expect((await portal(managerA.auth, 'GET', `/venues/${venueA}/packages`)).json().packages).toHaveLength(1)
    expect((await portal(managerA.auth, 'GET', `/venues/${venueA}`)).statusCode).toBe(200)
  })

  it('my venues lists only the caller’s own; the staff manager routes are staff-only', async () => {
    expect((await portal(managerB, 'GET', '/venues')).json().venues.map((v: { id: number }) => v.id)).toEqual([venueB])
    expect((await portal(planner, 'GET', '/venues')).statusCode).toBe(403)
    expect((await portal(undefined, 'GET', '/venues')).statusCode).toBe(401)
    expect((await staffCall(t, managerA.auth, 'GET', `/api/staff/venues/${venueA}/managers`)).statusCode).toBe(403)
    expect(
      (await staffCall(t, undefined, 'POST', `/api/staff/venues/${venueA}/managers`, { email: 'x@example.com' }))
        .statusCode,
    ).toBe(401)
  })

  it('staff act on a venue’s behalf, e.g. adding a blackout', async () => {
    expect(
      (await portal(staff, 'POST', `/venues/${venueA}/blackouts`, { date: inDays(70), spaceId: spaceA })).statusCode,
    ).toBe(201)
  })
})

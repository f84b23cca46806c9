// A booking our concierge team confirms for a venue: a staff proposal names no space, so
// no space is held, yet the venue is booked. Its portal calendar and its iCalendar feed show it on
// its day as booked with no space assigned, once, and a cancelled one is gone from both.
import { and, asc, eq } from 'drizzle-orm'
import ical, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedInstant } from '~/domain/time'
import { outboxEmails, venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, userWithRole, type Auth, acceptProposal } from '../support/staff-helpers'

const ZONE = 'America/Los_Angeles'

let t: TestContext
let staff: Auth
let manager: Auth
let venueId: number
let otherVenueId: number
let spaceId: number

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  staff = (await userWithRole(t, 'staff')).auth
  venueId = await insertVenue(t.db, { name: 'Sorrel House', maxGuests: 60 })
  otherVenueId = await insertVenue(t.db, { name: 'Other Hall', maxGuests: 60 })
  const owner = await createUser(t.db, { firstName: 'Omar' })
  manager = owner.auth
  await t.db.insert(venueMembers).values({ venueId, userId: owner.userId, role: 'owner' })
  const space = await staffCall(t, manager, 'POST', `/api/venue-portal/venues/${venueId}/spaces`, {
    name: 'The Cellar',
    kind: 'private_room',
    seatedCapacity: 30,
    standingCapacity: 40,
  })
  expect(space.statusCode).toBe(201)
  spaceId = space.json().id
})
afterAll(() => t?.close())

async function acceptByLink(requestId: number) {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, requestId), eq(outboxEmails.template, 'proposal.sent')))
    .orderBy(asc(outboxEmails.id))
  const token = /\/proposals\/([A-Za-z0-9_-]{43})/.exec(asDelivered(mail).textBody)![1]
  const res = await acceptProposal(t, token)
  expect(res.statusCode).toBe(200)
}

/** A staff proposal for the venue (no space), accepted by the planner and confirmed by staff. */
async function conciergeBooking(date: string, name: string) {
  const r = await bookingRequest(t, venueId, { name, date, time: '6:30 PM', guestCount: 20 })
  const sent = await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/proposals`, {
    venueId,
    date,
    time: '7:00 PM',
    guests: 24,
    pricePerPerson: 100,
  })
  expect(sent.statusCode).toBe(201)
  await acceptByLink(r.id)
  expect((await staffCall(t, staff, 'POST', `/api/staff/requests/${r.id}/confirm`, {})).statusCode).toBe(200)
  return r
}

/** A venue's own quote on its space, accepted: booked at once, its hold the booking. */
async function spaceBooking(date: string, name: string) {
  const r = await bookingRequest(t, venueId, { name, date, time: '7:30 PM', guestCount: 18 })
  const quoted = await staffCall(t, manager, 'POST', `/api/venue-portal/venues/${venueId}/requests/${r.id}/quote`, {
    spaceId,
    pricePerPerson: 80,
  })
  expect(quoted.statusCode).toBe(201)
  await acceptByLink(r.id)
  return r
}

async function calendar(auth: Auth, venue: number, month: string) {
  const res = await staffCall(t, auth, 'GET', `/api/venue-portal/venues/${venue}/calendar?month=${month}`)
  expect(res.statusCode).toBe(200)
  return res.json()
}

/** The feed's URL, created once (a new one retires the old). */
let feedUrl: string | undefined
async function feedEvents() {
  if (!feedUrl) {
    const created = await staffCall(t, manager, 'POST', `/api/venue-portal/venues/${venueId}/calendar-feed`)
    expect(created.statusCode).toBe(201)
    feedUrl = created.json().url as string
  }
  const res = await t.app.inject({ method: 'GET', url: new URL(feedUrl).pathname })
  expect(res.statusCode).toBe(200)
  return Object.values(ical.sync.parseICS(res.body)).filter((c): c is VEvent => c.type === 'VEVENT')
}

const summaries = async () => (await feedEvents()).map((e) => String(e.summary)).sort()

describe('a booking confirmed by our concierge team, with no space held', () => {
  it("is on the venue's calendar on its day as booked with no space assigned, once, and on no other venue's", async () => {
    const date = inDays(33)
    const concierge = await conciergeBooking(date, 'Cora Lane')
    const withSpace = await spaceBooking(date, 'Vera Quist')

    // The space's booking is a hold; the concierge one a booking with no space assigned, on the
    // agreed day, time and guests (the proposal's, not what the request first asked for).
    const cal = await calendar(manager, venueId, date.slice(0, 7))
    expect(cal.holds).toHaveLength(1)
    expect(cal.holds[0]).toMatchObject({ spaceId, status: 'booked', reference: withSpace.reference })
    expect(cal.unassignedBookings).toEqual([
      {
        eventId: expect.any(Number),
        requestId: concierge.id,
        date,
        time: '7:00 PM',
        guests: 24,
        reference: concierge.reference,
        plannerName: 'Cora Lane',
      },
    ])
    expect((await calendar(staff, otherVenueId, date.slice(0, 7))).unassignedBookings).toEqual([])
  })

  it("is in the venue's iCalendar feed, confirmed, at its time in the venue's timezone", async () => {
    const date = inDays(34)
    const concierge = await conciergeBooking(date, 'Dana Ruiz')
    await spaceBooking(date, 'Finn Hale')
    const events = await feedEvents()
    const unassigned = events.filter((e) => String(e.summary) === 'Booked: no space assigned (Dana Ruiz, 24 guests)')
    expect(unassigned).toHaveLength(1)
    const [event] = unassigned
    expect(event.status).toBe('CONFIRMED')
    expect(event.start.tz).toBe(ZONE)
    expect(event.start.getTime()).toBe(zonedInstant(date, '7:00 PM', ZONE).getTime())
    expect(event.end.getTime() - event.start.getTime()).toBe(3 * 3_600_000)
    expect(event.description).toBe(`Reference ${concierge.reference}`)
    expect(event.location).toBe('Sorrel House')
    // A booking on a space is listed once, under its space, never also as unassigned.
    expect(events.filter((e) => String(e.summary).includes('Finn Hale')).map((e) => e.summary)).toEqual([
      'Booked: The Cellar (Finn Hale, 18 guests)',
    ])
  })

  it('cancelled, is gone from the calendar and the feed', async () => {
    const date = inDays(35)
    const concierge = await conciergeBooking(date, 'Eli Stone')
    const entry = 'Booked: no space assigned (Eli Stone, 24 guests)'
    const refs = async () =>
      (await calendar(manager, venueId, date.slice(0, 7))).unassignedBookings.map(
        (b: { reference: string }) => b.reference,
      )
    expect(await refs()).toContain(concierge.reference)
    const before = await summaries()
    expect(before).toContain(entry)

    const cancelled = await staffCall(t, staff, 'POST', `/api/staff/requests/${concierge.id}/cancel`, {})
    expect(cancelled.statusCode).toBe(200)
    expect(await refs()).not.toContain(concierge.reference)
    // Only it leaves the feed: the venue's other bookings stay.
    expect(await summaries()).toEqual(before.filter((s) => s !== entry))
  })
})

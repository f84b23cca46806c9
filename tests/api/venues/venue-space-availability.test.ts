// A venue that lists spaces is open on a date only when a space fitting the group is free then:
// not blacked out, not held (a live hold), not booked. Search, Callie's recommendations and a
// booking request all ask the one rule (src/server/venues/space-availability.ts); a venue without
// spaces keeps the venue-wide rule.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLACKOUT_MESSAGE } from '~/domain/requests/venue-rules'
import { spaceHolds } from '~/server/db/schema'
import { catalogueChanged } from '~/server/lib/catalogue-generation'
import { createTestApp, type TestContext } from '../setup/test-app'
import { clearVenues, insertVenue } from '../fixtures/venues'
import { inDays, staffCall, userWithRole, type Auth } from '../support/staff-helpers'

let t: TestContext
let staff: Auth
const venue: Record<'one' | 'two' | 'plain', number> = { one: 0, two: 0, plain: 0 }
const space: Record<'one' | 'twoBig' | 'twoSmall', number> = { one: 0, twoBig: 0, twoSmall: 0 }

const day = { blackout: inDays(20), held: inDays(21), expired: inDays(22), twoHeld: inDays(23), lunch: inDays(24) }

async function addSpace(venueId: number, name: string, seated: number) {
  const res = await staffCall(t, staff, 'POST', `/api/venue-portal/venues/${venueId}/spaces`, {
    name,
    kind: 'private_room',
    seatedCapacity: seated,
    standingCapacity: 0,
  })
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json().id as number
}

/** A hold written straight to the table (as a quote would place it), expiring `minutes` from now. */
async function hold(spaceId: number, date: string, slot: 'daytime' | 'evening', minutes: number) {
  await t.db.insert(spaceHolds).values({
    spaceId,
    date,
    slot,
    status: 'held',
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  })
  await catalogueChanged(t.db)
}

async function searchIds(date: string, extra = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/venues/search?location=San%20Francisco&guests=20&date=${date}${extra}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().venues as { id: number }[]).map((v) => v.id)
}

const preferences = (date: string) => ({
  occasion: 'Business Dinner',
  groupSize: 20,
  budget: 'premium',
  cuisine: 'No Preference',
  vibe: 'Elegant & Upscale',
  location: 'San Francisco, CA',
  date,
  time: 'dinner',
  dietaryRestrictions: [],
})

async function callieIds(date: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/concierge/recommendations', payload: preferences(date) })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().recommendations as { venue: { id: number } }[]).map((r) => r.venue.id)
}

/** Booking the venue Callie recommended, from the concierge page. */
const callieBook = (venueId: number, date: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/concierge/book',
    payload: { ...preferences(date), venueId, name: 'Ada Planner', email: 'ada@example.com', phone: '(415) 555-0101' },
  })

const book = (venueId: number, date: string, time = '7:00 PM') =>
  t.app.inject({
    method: 'POST',
    url: '/api/venues/book',
    payload: {
      venueId,
      eventType: 'corporate',
      guestCount: 20,
      date,
      time,
      budget: 'standard',
      addOns: [],
      name: 'Dana Planner',
      email: 'dana@example.com',
      phone: '(415) 555-0100',
    },
  })

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000' })
  staff = (await userWithRole(t, 'staff')).auth
  await clearVenues(t.db)
  venue.one = await insertVenue(t.db, { name: 'One Room', maxGuests: 60 })
  venue.two = await insertVenue(t.db, { name: 'Two Rooms', maxGuests: 60 })
  venue.plain = await insertVenue(t.db, { name: 'No Rooms Listed', maxGuests: 60 })
  space.one = await addSpace(venue.one, 'Cellar', 30)
  space.twoBig = await addSpace(venue.two, 'Hall', 40)
  space.twoSmall = await addSpace(venue.two, 'Snug', 25)
  const blackout = await staffCall(t, staff, 'POST', `/api/venue-portal/venues/${venue.one}/blackouts`, {
    date: day.blackout,
    spaceId: space.one,
  })
  expect(blackout.statusCode).toBe(201)
  await hold(space.one, day.held, 'evening', 60)
  await hold(space.one, day.expired, 'evening', -2)
  await hold(space.twoBig, day.twoHeld, 'evening', 60)
  await hold(space.one, day.lunch, 'daytime', 60)
})
afterAll(() => t?.close())

describe('a venue whose only space is blacked out or held', () => {
  it.each([
    ['blacked out', 'blackout'],
    ['held', 'held'],
  ] as const)('is unavailable when the space is %s: search, Callie and requests', async (_, key) => {
    const date = day[key]
    const found = await searchIds(date)
    expect(found).toEqual(expect.arrayContaining([venue.two, venue.plain]))
    expect(found).not.toContain(venue.one)
    const recommended = await callieIds(date)
    expect(recommended).toContain(venue.two)
    expect(recommended).not.toContain(venue.one)
    const refused = await book(venue.one, date)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: { date: BLACKOUT_MESSAGE } })
    const fromCallie = await callieBook(venue.one, date)
    expect(fromCallie.statusCode).toBe(400)
    expect(fromCallie.json()).toMatchObject({ errors: { date: BLACKOUT_MESSAGE } })
  })

  it('an expired hold leaves it available', async () => {
    expect(await searchIds(day.expired)).toContain(venue.one)
    expect(await callieIds(day.expired)).toContain(venue.one)
    expect((await book(venue.one, day.expired)).statusCode).toBe(201)
    expect((await callieBook(venue.one, day.expired)).statusCode).toBe(201)
  })

  it('a daytime hold leaves the evening free when a time is asked, and takes the day when none is', async () => {
    expect(await searchIds(day.lunch, '&time=7:00%20PM')).toContain(venue.one)
    expect(await searchIds(day.lunch, '&time=12:00%20PM')).not.toContain(venue.one)
    expect(await searchIds(day.lunch)).not.toContain(venue.one)
    expect((await book(venue.one, day.lunch, '7:00 PM')).statusCode).toBe(201)
    expect((await book(venue.one, day.lunch, '12:00 PM')).statusCode).toBe(400)
  })
})

describe('a venue with two spaces', () => {
  it('stays available when one is held and the other fits', async () => {
    expect(await searchIds(day.twoHeld)).toContain(venue.two)
    expect(await callieIds(day.twoHeld)).toContain(venue.two)
    expect((await book(venue.two, day.twoHeld)).statusCode).toBe(201)
  })

  it('is unavailable when the free space is too small for the group', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/venues/search?location=San%20Francisco&guests=30&date=${day.twoHeld}`,
    })
    const ids = (res.json().venues as { id: number }[]).map((v) => v.id)
    expect(ids).not.toContain(venue.two)
    expect(ids).toContain(venue.plain)
  })
})

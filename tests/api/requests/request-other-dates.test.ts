// A booking request's other dates: the planner may name up to two besides her first, each a day the
// venue takes (bounds, blackouts, notice) and different from the first; anything else is a 400 with
// nothing stored. The venue's email, its portal and her status page name them, and the manager can
// quote for one of them (the quote, and its hold, are then for that date).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { proposals, requests, spaceHolds, venueMembers } from '~/server/db/schema'
import { displayDate } from '~/domain/time'
import { createTestApp, type TestContext } from '../setup/test-app'
import { emailsTo, uniqueEmail } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, type Auth } from '../support/staff-helpers'

let t: TestContext
let owner: { auth: Auth; email: string }
let venueId: number
let spaceId: number
const closedDay = inDays(40)

const portal = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  staffCall(t, owner.auth, method, `/api/venue-portal/venues/${venueId}${url}`, payload)
const inboxEntry = async (requestId: number) =>
  (await portal('GET', '/requests')).json().requests.find((r: { id: number }) => r.id === requestId)
const book = (over: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/venues/book',
    payload: {
      venueId,
      eventType: 'corporate',
      guestCount: 20,
      date: inDays(30),
      time: '7:00 PM',
      budget: 'standard',
      addOns: [],
      name: 'Dana Planner',
      email: uniqueEmail('dana'),
      phone: '(415) 555-0100',
      ...over,
    },
  })
const countRequests = async () => (await t.db.select({ id: requests.id }).from(requests)).length

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  venueId = await insertVenue(t.db, { name: 'Other Dates Bistro', maxGuests: 60, blackouts: [closedDay] })
  const u = await createUser(t.db, { firstName: 'Olga' })
  owner = { auth: u.auth, email: u.email }
  await t.db.insert(venueMembers).values({ venueId, userId: u.userId, role: 'owner' })
  spaceId = (
    await portal('POST', '/spaces', { name: 'Cellar', kind: 'private_room', seatedCapacity: 40, standingCapacity: 50 })
  ).json().id
})
afterAll(() => t?.close())

describe('other dates on a booking request', () => {
  it('are stored, and the email, the portal and her status page name them', async () => {
    const [first, second] = [inDays(33), inDays(34)]
    const request = await bookingRequest(t, venueId, { date: inDays(32), alternativeDates: [first, second] })
    expect(request.details).toMatchObject({ alternativeDates: [first, second] })

    const mail = (await emailsTo(t, owner.email, 'venue.new_request')).find((m) => m.requestId === request.id)!
    expect(mail.textBody).toContain(`Other dates: ${displayDate(first)} or ${displayDate(second)}`)
    expect((await inboxEntry(request.id)).alternativeDates).toEqual([first, second])

    const confirmation = (await emailsTo(t, request.email, 'booking.confirmation'))[0]
    expect(confirmation.textBody).toContain(`Other dates: ${displayDate(first)} or ${displayDate(second)}`)
    const token = /\/requests\/([A-Za-z0-9_-]{43})/.exec(confirmation.textBody)![1]
    const view = await t.app.inject({ method: 'GET', url: `/api/requests/view/${token}` })
    expect(view.statusCode).toBe(200)
    expect(view.json().alternativeDates).toEqual([first, second])
  })

  it('a request without them says none, as before', async () => {
    const request = await bookingRequest(t, venueId, { date: inDays(35) })
    expect((await inboxEntry(request.id)).alternativeDates).toEqual([])
    const mail = (await emailsTo(t, owner.email, 'venue.new_request')).find((m) => m.requestId === request.id)!
    expect(mail.textBody).not.toContain('Other dates')
  })

  it.each([
    ['the first date again', () => [inDays(30)], 'alternativeDates.0', 'Choose a date other than your first choice'],
    ['a day the venue is closed', () => [inDays(31), closedDay], 'alternativeDates.1', 'Not available on this date'],
    ['a day inside its notice', () => [inDays(1)], 'alternativeDates.0', "Needs 72 hours' notice"],
    ['a past day', () => ['2020-01-01'], 'alternativeDates.0', 'Please select a date that is today or later'],
    ['a date that does not exist', () => ['2027-02-30'], 'alternativeDates.0', 'Please select a date'],
    ['three dates', () => [inDays(31), inDays(32), inDays(33)], 'alternativeDates', 'Up to 2 other dates'],
    ['one date twice', () => [inDays(31), inDays(31)], 'alternativeDates', 'Up to 2 other dates'],
  ])('refuses %s with a 400 and stores nothing', async (_what, dates, field, message) => {
    const before = await countRequests()
    const res = await book({ alternativeDates: dates() })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toContain(message)
    expect(await countRequests()).toBe(before)
  })
})

describe('quoting for one of her other dates', () => {
  it('makes the quote and its hold for that date', async () => {
    const other = inDays(37)
    const ok = await bookingRequest(t, venueId, { date: inDays(36), alternativeDates: [other] })
    const quote = await portal('POST', `/requests/${ok.id}/quote`, { spaceId, date: other, pricePerPerson: 80 })
    expect(quote.statusCode).toBe(201)
    expect(quote.json().hold.date).toBe(other)
    const [proposal] = await t.db.select().from(proposals).where(eq(proposals.requestId, ok.id))
    expect(proposal.date).toBe(other)
    const [hold] = await t.db.select().from(spaceHolds).where(eq(spaceHolds.requestId, ok.id))
    expect(hold.date).toBe(other)
    const mail = (await emailsTo(t, ok.email, 'proposal.sent'))[0]
    expect(mail.textBody).toContain(displayDate(other))
  })

  it('refuses a closed day for the quote as for her first date', async () => {
    const request = await bookingRequest(t, venueId, { date: inDays(38), alternativeDates: [inDays(39)] })
    // The venue closes her other date after she asked.
    await portal('POST', '/blackouts', { date: inDays(39) })
    const quote = await portal('POST', `/requests/${request.id}/quote`, {
      spaceId,
      date: inDays(39),
      pricePerPerson: 80,
    })
    expect(quote.statusCode).toBe(400)
    expect(quote.json().errors.date).toContain('This date is closed')
    expect(await t.db.select().from(spaceHolds).where(eq(spaceHolds.requestId, request.id))).toEqual([])
  })
})

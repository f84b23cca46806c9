// Dietary needs with how many guests each: a booking request carries them ("Vegan × 3,
// Gluten-Free × 2"), each a whole number, each and their sum at most the group (else a 400 with
// nothing stored); the venue's email, its portal, the planner's confirmation and her status page
// say them by label. Requests stored before counts read as they did.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requests, venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { emailsTo, uniqueEmail } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, type Auth } from '../support/staff-helpers'

let t: TestContext
let owner: { auth: Auth; email: string }
let venueId: number

const inboxEntry = async (requestId: number) =>
  (await staffCall(t, owner.auth, 'GET', `/api/venue-portal/venues/${venueId}/requests`))
    .json()
    .requests.find((r: { id: number }) => r.id === requestId)
const countRequests = async () => (await t.db.select({ id: requests.id }).from(requests)).length

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  venueId = await insertVenue(t.db, { name: 'Diet Kitchen', maxGuests: 60 })
  const u = await createUser(t.db, { firstName: 'Olga' })
  owner = { auth: u.auth, email: u.email }
  await t.db.insert(venueMembers).values({ venueId, userId: u.userId, role: 'owner' })
})
afterAll(() => t?.close())

describe('dietary needs with counts', () => {
  it('are stored and said by label everywhere the request is read', async () => {
    const request = await bookingRequest(t, venueId, {
      guestCount: 12,
      date: inDays(30),
      dietaryCounts: [
        { diet: 'vegan', guests: 3 },
        { diet: 'gluten-free', guests: 2 },
      ],
      dietaryRestrictions: 'One shellfish allergy',
    })
    expect(request.details).toMatchObject({
      dietaryCounts: [
        { diet: 'vegan', guests: 3 },
        { diet: 'gluten-free', guests: 2 },
      ],
    })
    const said = 'Vegan × 3, Gluten-Free × 2; One shellfish allergy'

    const manager = (await emailsTo(t, owner.email, 'venue.new_request')).find((m) => m.requestId === request.id)!
    expect(manager.textBody).toContain(`Dietary needs: ${said}`)
    expect((await inboxEntry(request.id)).dietary).toBe(said)

    const confirmation = (await emailsTo(t, request.email, 'booking.confirmation'))[0]
    expect(confirmation.textBody).toContain(`Dietary needs: ${said}`)
    const token = /\/requests\/([A-Za-z0-9_-]{43})/.exec(confirmation.textBody)![1]
    const view = await t.app.inject({ method: 'GET', url: `/api/requests/view/${token}` })
    expect(view.json().dietary).toBe(said)
  })

  it('a request with none says none', async () => {
    const request = await bookingRequest(t, venueId, { date: inDays(31) })
    expect((await inboxEntry(request.id)).dietary).toBeNull()
    const manager = (await emailsTo(t, owner.email, 'venue.new_request')).find((m) => m.requestId === request.id)!
    expect(manager.textBody).not.toContain('Dietary needs')
  })

  it.each([
    ['a fraction', [{ diet: 'vegan', guests: 1.5 }], 'dietaryCounts.0.guests', 'a whole number'],
    ['zero', [{ diet: 'vegan', guests: 0 }], 'dietaryCounts.0.guests', 'a whole number'],
    [
      'a count over the group',
      [{ diet: 'vegan', guests: 13 }],
      'dietaryCounts.0.guests',
      "At most 12: your group's size",
    ],
    [
      'counts adding up to more than the group',
      [
        { diet: 'vegan', guests: 7 },
        { diet: 'halal', guests: 6 },
      ],
      'dietaryCounts',
      'add up to 13 guests, more than your group of 12',
    ],
    ['an unknown diet', [{ diet: 'paleo', guests: 2 }], 'dietaryCounts.0.diet', 'Unknown dietary need'],
    [
      'a diet twice',
      [
        { diet: 'vegan', guests: 2 },
        { diet: 'vegan', guests: 1 },
      ],
      'dietaryCounts',
      'Each dietary need once',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_what, dietaryCounts, field, message) => {
    const before = await countRequests()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/venues/book',
      payload: {
        venueId,
        eventType: 'corporate',
        guestCount: 12,
        date: inDays(32),
        time: '7:00 PM',
        budget: 'standard',
        addOns: [],
        name: 'Dana Planner',
        email: uniqueEmail('dana'),
        phone: '(415) 555-0100',
        dietaryCounts,
      },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toContain(message)
    expect(await countRequests()).toBe(before)
  })
})

describe('requests from before counts', () => {
  it('read as they did: the list by label, or her words', async () => {
    const listed = await bookingRequest(t, venueId, { date: inDays(33) })
    await t.db
      .update(requests)
      .set({ details: { ...(listed.details as object), dietary: ['vegan', 'gluten-free'] } })
      .where(eq(requests.id, listed.id))
    expect((await inboxEntry(listed.id)).dietary).toBe('Vegan, Gluten-Free')

    const written = await bookingRequest(t, venueId, { date: inDays(34), dietaryRestrictions: '3 vegetarian' })
    expect((await inboxEntry(written.id)).dietary).toBe('3 vegetarian')
  })
})

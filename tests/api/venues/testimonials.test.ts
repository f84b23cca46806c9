// GET /api/testimonials: real words of hosts after real events, never the demo
// catalogue's illustrative reviews, best first.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviews, venues } from '~/server/db/schema'
import { createUser } from '../fixtures/users'
import { createEvent, makePast } from '../support/events-helpers'
import { createTestApp, type TestContext } from '../setup/test-app'
import { insertVenue } from '../fixtures/venues'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const testimonials = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/testimonials' })
  expect(res.statusCode).toBe(200)
  return (
    res.json() as { testimonials: { id: number; rating: number; text: string; firstName: string; city: string }[] }
  ).testimonials
}

/** A host signs up, holds an event at the venue, and reviews it once the day has passed. */
async function hostReview(venueId: number, firstName: string, rating: number, text: string) {
  const host = await createUser(t.db, { firstName })
  const event = await createEvent(t, host.auth, { venueId, location: undefined })
  await makePast(t, event.id)
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/events/${event.id}/review`,
    headers: host.auth,
    payload: { rating, text },
  })
  expect(res.statusCode, res.body).toBe(201)
}

describe('GET /api/testimonials', () => {
  it('is empty on the demo catalogue: its reviews are illustrative, written by nobody', async () => {
    expect(await t.db.$count(reviews)).toBeGreaterThan(100)
    expect(await testimonials()).toEqual([])
  })

  it("quotes hosts' best reviews of real venues, highest rated then newest, with first name and the venue's city", async () => {
    const realRoom = await insertVenue(t.db, { citySlug: 'chicago', name: 'Real Chicago Room' })
    const [demoVenue] = await t.db.select({ id: venues.id }).from(venues).where(eq(venues.isDemo, true)).limit(1)

    await hostReview(realRoom, 'Priya', 4, 'Good room, the speeches carried well.')
    await hostReview(realRoom, 'Omar', 5, 'Our team of 20 had the room to ourselves. Superb.')
    await hostReview(realRoom, 'Lena', 3, 'Fine food, slow service for a big table.')
    await hostReview(demoVenue.id, 'Dana', 5, 'A fictional venue cannot host a real dinner.')
    await hostReview(realRoom, 'Jules', 5, 'The chef came out to talk us through the menu.')

    expect(await testimonials()).toEqual([
      {
        id: expect.any(Number),
        rating: 5,
        text: 'The chef came out to talk us through the menu.',
        firstName: 'Jules',
        city: 'Chicago',
      },
      {
        id: expect.any(Number),
        rating: 5,
        text: 'Our team of 20 had the room to ourselves. Superb.',
        firstName: 'Omar',
        city: 'Chicago',
      },
      {
        id: expect.any(Number),
        rating: 4,
        text: 'Good room, the speeches carried well.',
        firstName: 'Priya',
        city: 'Chicago',
      },
    ])
  })

  it('drops the reviews of a venue staff archived', async () => {
    await t.db.update(venues).set({ status: 'archived' }).where(eq(venues.name, 'Real Chicago Room'))
    expect(await testimonials()).toEqual([])
  })
})

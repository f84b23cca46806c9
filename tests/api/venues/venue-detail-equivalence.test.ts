// The venue page's read from each venue's kept related rows (venue_details, written by the
// database's triggers: migration 0040) against the read it replaced, which computed them on every
// request (tests/support/venue-detail-reference.ts): the same answer, byte for byte as the route
// serialises it, for every venue of the test catalogue and every kind the route refuses (archived,
// unknown), with and without a group size; and again after each kind of write a venue's page shows
// (its spaces, packages, photos, space photos, reviews, profile), each also seen on the next read.
import { and, eq, sql } from 'drizzle-orm'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { VenueDetail } from '~/domain/venues/venue'
import { venueOrSummarySchema } from '~/domain/venues/venues-api'
import { reviews, spacePhotos, venueDetails, venueMembers, venuePhotos, venues } from '~/server/db/schema'
import { catalogueChanged } from '~/server/lib/catalogue-generation'
import { getVenueDetail, getVenueSummary } from '~/server/venues/get-venue'
import { catalogueIndex } from '~/server/venues/search-index'
import { selectVenueSummaries } from '~/server/venues/venue-sql'
import { referenceVenueDetail } from '../../support/venue-detail-reference'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'
import { staffCall, type Auth } from '../support/staff-helpers'

let t: TestContext
let auth: Auth
let venueId: number
let otherId: number

/** The route's own serialiser (its 200 schema), as the read cache applies it. */
const serialize = serializerCompiler({ schema: venueOrSummarySchema, method: 'GET', url: '/api/venues/:id' }) as (
  data: unknown,
) => string

const GROUPS = [undefined, 2, 30, 400]

/** Venues whose new and old reads differ (or whose status differs: 404 against an answer). */
async function differences(ids: readonly number[], now = new Date()): Promise<string[]> {
  const found: string[] = []
  for (const id of ids)
    for (const guests of GROUPS) {
      const expected = await referenceVenueDetail({ db: t.db, id, guests, now })
      const actual = await getVenueDetail({ db: t.db, id, guests, now }).then(serialize, (e: { status?: number }) =>
        e.status === 404 ? undefined : Promise.reject(e),
      )
      if (actual !== (expected && serialize(expected))) found.push(`venue ${id}, guests ${guests ?? 'default'}`)
    }
  return found
}

const portal = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  staffCall(t, auth, method, `/api/venue-portal/venues/${venueId}${url}`, payload)

/** The venue page as a planner's browser asks for it. */
async function page(id = venueId): Promise<VenueDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/venues/${id}?enhance=true` })
  expect(res.statusCode).toBe(200)
  return res.json()
}

beforeAll(async () => {
  t = await createTestApp()
  const day = (n: number) => new Date(Date.UTC(2026, 5, 1) + n * 86_400_000)
  venueId = await insertVenue(t.db, {
    name: 'Kept Hall',
    photos: [
      { url: '/media/venues/kept-1.jpg', alt: 'Front' },
      { url: '/media/venues/kept-2.jpg', alt: 'Back' },
    ],
    // More than the page shows (50), with ties on the date broken by id.
    reviews: Array.from({ length: 56 }, (_, i) => ({
      authorName: `Guest ${i}`,
      rating: 1 + (i % 5),
      text: `Review ${i} — “quoted”`,
      createdAt: day(Math.floor(i / 3)),
    })),
  })
  otherId = await insertVenue(t.db, { name: 'Other Room', photos: [{ url: '/media/venues/other.jpg' }] })
  await insertVenue(t.db, { name: 'Closed Room', status: 'archived', photos: [{ url: '/media/venues/closed.jpg' }] })
  await insertVenue(t.db, { name: 'Austin Room', citySlug: 'austin', lat: 30.27, lng: -97.74 })
  const owner = await createUser(t.db, { firstName: 'Kim' })
  auth = owner.auth
  await t.db.insert(venueMembers).values({ venueId, userId: owner.userId, role: 'owner' })
})
afterAll(() => t?.close())

describe('the venue page read from its kept related rows', () => {
  it('answers as the live read did for every venue, and 404 where it did', async () => {
    const all = await t.db.select({ id: venues.id, status: venues.status }).from(venues)
    expect(all.length).toBeGreaterThan(100)
    expect(all.some((v) => v.status === 'archived')).toBe(true)
    const unknown = Math.max(...all.map((v) => v.id)) + 1000
    expect(await differences([...all.map((v) => v.id), unknown])).toEqual([])
  })

  it('sends the text zod writes, through the route (its JSON writer), for every venue and group', async () => {
    // The route writes its answer from the schema (src/server/lib/json-writer.ts), not by zod's encode:
    // the body must be zod's text of the live read, the summary's without ?enhance, and 404 where it was.
    const all = await t.db.select({ id: venues.id }).from(venues)
    const unknown = Math.max(...all.map((v) => v.id)) + 1000
    const differ: string[] = []
    for (const { id } of [...all, { id: unknown }])
      for (const guests of [...GROUPS, 'summary' as const]) {
        const query = guests === 'summary' ? '' : `?enhance=true${guests === undefined ? '' : `&guests=${guests}`}`
        const res = await t.app.inject({ method: 'GET', url: `/api/venues/${id}${query}` })
        const now = new Date()
        const expected =
          guests === 'summary'
            ? (
                await selectVenueSummaries({
                  db: t.db,
                  where: and(eq(venues.id, id), eq(venues.status, 'active')),
                  now,
                  limit: 1,
                })
              )[0]
            : await referenceVenueDetail({ db: t.db, id, guests, now })
        const body = res.statusCode === 404 ? undefined : res.body
        if (body !== (expected && serialize(expected))) differ.push(`venue ${id}, ${guests ?? 'default group'}`)
      }
    expect(differ).toEqual([])
  })

  it('answers the summary from the catalogue index as the database does', async () => {
    await catalogueIndex(t.db)
    const now = new Date()
    const all = await t.db.select({ id: venues.id }).from(venues)
    const differ: number[] = []
    for (const { id } of [...all, { id: Math.max(...all.map((v) => v.id)) + 1000 }]) {
      const [expected] = await selectVenueSummaries({
        db: t.db,
        where: and(eq(venues.id, id), eq(venues.status, 'active')),
        now,
        limit: 1,
      })
      const actual = await getVenueSummary({ db: t.db, id, now }).then(serialize, (e: { status?: number }) =>
        e.status === 404 ? undefined : Promise.reject(e),
      )
      if (actual !== (expected && serialize(expected))) differ.push(id)
    }
    expect(differ).toEqual([])
  })

  it('keeps every venue’s text, and answers as the live read without one', async () => {
    const kept = await t.db.select({ id: venueDetails.venueId }).from(venueDetails)
    expect(kept.map((k) => k.id)).toContain(venueId)
    await t.db.delete(venueDetails).where(eq(venueDetails.venueId, venueId))
    expect(await differences([venueId])).toEqual([])
    expect((await page()).reviews).toHaveLength(50)
    // The next write of the venue's rows keeps its text again.
    await t.db.update(venuePhotos).set({ alt: 'The front' }).where(eq(venuePhotos.url, '/media/venues/kept-1.jpg'))
    await catalogueChanged(t.db)
    expect(await t.db.$count(venueDetails, eq(venueDetails.venueId, venueId))).toBe(1)
    expect((await page()).photos[0].alt).toBe('The front')
    expect(await differences([venueId])).toEqual([])
  })

  it('shows a space, a package, a renamed space and a changed price on the next read', async () => {
    const hall = await portal('POST', '/spaces', {
      name: 'The Hall',
      kind: 'buyout',
      seatedCapacity: 40,
      standingCapacity: 60,
    })
    expect(hall.statusCode).toBe(201)
    expect((await page()).spaces.map((s) => s.name)).toEqual(['The Hall'])

    const tasting = await portal('POST', '/packages', {
      spaceId: hall.json().id,
      name: 'Tasting',
      pricePerPerson: 85,
      taxPct: 8.875,
      startsFrom: '6:00 PM',
    })
    expect(tasting.statusCode).toBe(201)
    expect((await page()).packages.map((p) => [p.name, p.spaceName])).toEqual([['Tasting', 'The Hall']])

    // The package's space name and capacity come from the space: a rename is seen through it.
    expect((await portal('PATCH', `/spaces/${hall.json().id}`, { name: 'The Great Hall' })).statusCode).toBe(200)
    expect((await page()).packages.map((p) => p.spaceName)).toEqual(['The Great Hall'])

    const before = (await page()).allIn
    expect((await portal('PATCH', `/packages/${tasting.json().id}`, { pricePerPerson: 120 })).statusCode).toBe(200)
    expect((await page()).allIn).not.toEqual(before)
    expect(await differences([venueId, otherId])).toEqual([])
  })

  it('shows a space’s photo, a review and the photos’ new order, and forgets deleted ones', async () => {
    const [space] = (await page()).spaces
    await t.db.insert(spacePhotos).values({ spaceId: space.id, url: '/media/venues/hall.jpg', width: 800, height: 600 })
    await catalogueChanged(t.db)
    expect((await page()).spaces[0].photo).toEqual({ url: '/media/venues/hall.jpg', width: 800, height: 600 })

    const [review] = await t.db
      .insert(reviews)
      .values({ venueId, authorName: 'Newest', rating: 5, text: 'Lovely', createdAt: new Date() })
      .returning({ id: reviews.id })
    await catalogueChanged(t.db)
    expect((await page()).reviews[0].authorName).toBe('Newest')
    expect(await differences([venueId])).toEqual([])

    await t.db.delete(reviews).where(eq(reviews.id, review.id))
    await t.db
      .update(venuePhotos)
      .set({ position: sql`1 - ${venuePhotos.position}` })
      .where(eq(venuePhotos.venueId, venueId))
    await catalogueChanged(t.db)
    const shown = await page()
    expect(shown.reviews.map((r) => r.authorName)).not.toContain('Newest')
    expect(shown.photos.map((p) => p.url)).toEqual(['/media/venues/kept-2.jpg', '/media/venues/kept-1.jpg'])
    expect(shown.imageUrl).toBe('/media/venues/kept-2.jpg')
    expect(await differences([venueId])).toEqual([])
  })

  it('moves a photo from one venue’s page to another’s', async () => {
    await t.db.update(venuePhotos).set({ venueId: otherId }).where(eq(venuePhotos.url, '/media/venues/kept-1.jpg'))
    await catalogueChanged(t.db)
    expect((await page()).photos.map((p) => p.url)).toEqual(['/media/venues/kept-2.jpg'])
    expect((await page(otherId)).photos.map((p) => p.url)).toContain('/media/venues/kept-1.jpg')
    expect(await differences([venueId, otherId])).toEqual([])
  })

  it('shows a profile edit, and a deleted space takes its packages with it', async () => {
    expect((await portal('PATCH', '', { description: 'Now with a garden.' })).statusCode).toBe(200)
    expect((await page()).description).toBe('Now with a garden.')

    const [space] = (await page()).spaces
    expect((await portal('DELETE', `/spaces/${space.id}`)).statusCode).toBe(204)
    const shown = await page()
    expect(shown.spaces).toEqual([])
    expect(shown.packages).toEqual([])
    expect(await differences([venueId, otherId])).toEqual([])
  })

  // On PostgreSQL the transactions overlap on the pool's connections: each one's text is written
  // after the one before it committed, so none leaves another's review out.
  it('keeps every one of many reviews written at once', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Racer ${i}`)
    await Promise.all(
      names.map((authorName) =>
        t.db.transaction(async (tx) => {
          await tx
            .insert(reviews)
            .values({ venueId: otherId, authorName, rating: 5, text: 'Quick', createdAt: new Date() })
          await catalogueChanged(tx)
        }),
      ),
    )
    expect((await page(otherId)).reviews.map((r) => r.authorName)).toEqual(expect.arrayContaining(names))
    expect(await differences([otherId])).toEqual([])
  })

  it('answers as the live read after a related table is truncated', async () => {
    await t.db.execute(sql`truncate ${reviews}`)
    await catalogueChanged(t.db)
    expect((await page()).reviews).toEqual([])
    const all = await t.db.select({ id: venues.id }).from(venues)
    expect(await differences(all.map((v) => v.id))).toEqual([])
  })
})

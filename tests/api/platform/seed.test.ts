// The seeded catalogue as the database holds it, and the photo files the server serves for it.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITIES } from '~/domain/cities'
import { todayIn } from '~/domain/time'
import { cities, reviews, venueBlackouts, venuePackages, venuePhotos, venues, venueSpaces } from '~/server/db/schema'
import { DEMO_SPACE_VENUES_PER_CITY, demoSpacesFor } from '~/server/db/seed/demo-spaces'
import { CATALOGUE_SIZE, venueCatalogue } from '~/server/db/seed/venue-catalogue'
import { seedDatabase } from '~/server/db/seed/seed'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('seeded catalogue', () => {
  it('holds the 15 cities and the venue catalogue, with photos, reviews and upcoming blackouts', async () => {
    expect(await t.db.$count(cities)).toBe(CITIES.length)
    expect(await t.db.$count(cities, eq(cities.status, 'active'))).toBe(9)
    expect(await t.db.$count(venues)).toBe(CATALOGUE_SIZE)

    const perVenue = await t.db
      .select({ id: venues.id, photos: sql<number>`count(${venuePhotos.id})::int` })
      .from(venues)
      .leftJoin(venuePhotos, eq(venuePhotos.venueId, venues.id))
      .groupBy(venues.id)
    expect(perVenue.every((v) => v.photos >= 3 && v.photos <= 6)).toBe(true)

    const counted = await t.db
      .select({ stored: venues.reviewCount, actual: sql<number>`count(${reviews.id})::int` })
      .from(venues)
      .leftJoin(reviews, eq(reviews.venueId, venues.id))
      .groupBy(venues.id)
    expect(counted.every((v) => v.stored === v.actual && v.actual >= 3)).toBe(true)
    expect(await t.db.$count(reviews, gte(reviews.createdAt, new Date()))).toBe(0)

    // Upcoming days of the venue's own city (the template was seeded moments ago).
    const blackouts = await t.db
      .select({ date: venueBlackouts.date, timezone: cities.timezone })
      .from(venueBlackouts)
      .innerJoin(venues, eq(venues.id, venueBlackouts.venueId))
      .innerJoin(cities, eq(cities.slug, venues.citySlug))
    expect(blackouts.length).toBeGreaterThan(20)
    const anHourAgo = new Date(Date.now() - 3_600_000)
    for (const b of blackouts) expect(b.date >= todayIn(b.timezone, anHourAgo), b.date).toBe(true)
  })

  it('gives a handful of demo venues per city spaces and packages, the same on every start', async () => {
    const rows = await t.db
      .select({
        slug: venues.slug,
        city: venues.citySlug,
        maxGuests: venues.maxGuests,
        space: venueSpaces.name,
        seated: venueSpaces.seatedCapacity,
        packages: sql<number>`(select count(*)::int from ${venuePackages} where ${venuePackages.spaceId} = ${venueSpaces.id})`,
      })
      .from(venueSpaces)
      .innerJoin(venues, eq(venues.id, venueSpaces.venueId))
      .orderBy(asc(venueSpaces.id))
    const venuesPerCity = new Map<string, Set<string>>()
    for (const r of rows) venuesPerCity.set(r.city, (venuesPerCity.get(r.city) ?? new Set()).add(r.slug))
    expect(venuesPerCity.size).toBe(9)
    for (const slugs of venuesPerCity.values()) expect(slugs.size).toBe(DEMO_SPACE_VENUES_PER_CITY)
    expect(rows.every((r) => r.packages >= 1)).toBe(true)
    // The largest space seats the venue's whole capacity, and the rows are those the generator gives.
    for (const slug of new Set(rows.map((r) => r.slug))) {
      const mine = rows.filter((r) => r.slug === slug)
      expect(Math.max(...mine.map((r) => r.seated))).toBe(mine[0].maxGuests)
      const expected = demoSpacesFor(venueCatalogue().find((v) => v.slug === slug)!)
      expect(mine.map((r) => r.space)).toEqual(expected.map((s) => s.name))
    }
  })

  it('numbers the venues in catalogue order, so venues 10-12 are brand-activation venues', async () => {
    const rows = await t.db
      .select({ id: venues.id, experiences: venues.experiences })
      .from(venues)
      .where(and(gte(venues.id, 10), lt(venues.id, 13)))
      .orderBy(asc(venues.id))
    expect(rows.map((r) => r.id)).toEqual([10, 11, 12])
    for (const r of rows) expect(r.experiences).toContain('brand-activations')
  })

  it('is idempotent and never overwrites what staff changed', async () => {
    await t.db.update(venues).set({ name: 'Renamed By Staff' }).where(eq(venues.id, 1))
    const before = {
      venues: await t.db.$count(venues),
      photos: await t.db.$count(venuePhotos),
      reviews: await t.db.$count(reviews),
      spaces: await t.db.$count(venueSpaces),
    }
    await seedDatabase(t.db)
    await seedDatabase(t.db, { venues: 50 })
    expect({
      venues: await t.db.$count(venues),
      photos: await t.db.$count(venuePhotos),
      reviews: await t.db.$count(reviews),
      spaces: await t.db.$count(venueSpaces),
    }).toEqual(before)
    const [first] = await t.db.select({ name: venues.name }).from(venues).where(eq(venues.id, 1))
    expect(first.name).toBe('Renamed By Staff')
  })

  it('grows the catalogue to N venues for benchmarks, once', async () => {
    await seedDatabase(t.db, { venues: 1200 })
    expect(await t.db.$count(venues)).toBe(1200)
    await seedDatabase(t.db, { venues: 1200 })
    expect(await t.db.$count(venues)).toBe(1200)
    const [{ n }] = await t.db.select({ n: sql<number>`count(distinct ${venues.citySlug})::int` }).from(venues)
    expect(n).toBe(9)
  })
})

describe('GET /media/venues/*', () => {
  it('serves every photo the catalogue points at as a WebP image', async () => {
    const urls = await t.db.selectDistinct({ url: venuePhotos.url }).from(venuePhotos)
    expect(urls.length).toBeGreaterThan(20)
    for (const { url } of urls) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF')
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP')
    }
  })

  it('lets browsers cache photos and revalidate them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/venues/bar-1.webp' })
    expect(res.headers['cache-control']).toContain('max-age=86400')
    const again = await t.app.inject({
      method: 'GET',
      url: '/media/venues/bar-1.webp',
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers 404 with a JSON message for a missing file or a path outside the media folder', async () => {
    for (const url of [
      '/media/venues/nope.webp',
      '/media/../package.json',
      '/media/%2e%2e/package.json',
      '/media/venues/bar-1.webp/x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().message, url).toMatch(/Not found/)
    }
    // The folder itself is never listed.
    expect((await t.app.inject({ method: 'GET', url: '/media/venues/' })).statusCode).toBe(403)
  })
})

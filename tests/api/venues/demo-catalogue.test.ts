// The demo catalogue said out loud: seeded venues and reviews are marked as demo data,
// /api/config tells every page to say so while any is public, and a deployment with
// DEMO_CATALOGUE=off starts with no venues at all and still works.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITIES } from '~/domain/cities'
import { buildApp, type App } from '~/server/app'
import { loadConfig } from '~/server/config'
import { appMeta, cities, events, reviews, venueBlackouts, venuePhotos, venues } from '~/server/db/schema'
import { DEMO_MARKED_META_KEY, seedDatabase } from '~/server/db/seed/seed'
import { CATALOGUE_SIZE, venueCatalogue } from '~/server/db/seed/venue-catalogue'
import { createUser } from '../fixtures/users'
import { createFreshTestDatabase, createTestApp, type TestContext } from '../setup/test-app'
import { insertVenue } from '../fixtures/venues'

/** Every URL the sitemap offers: the index at /sitemap.xml, then each sitemap it lists. */
async function allSitemapXml(app: App): Promise<string> {
  const index = await app.inject({ method: 'GET', url: '/sitemap.xml' })
  expect(index.statusCode).toBe(200)
  const parts = [...index.body.matchAll(/<loc>https?:\/\/[^/<]+([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(parts.length).toBeGreaterThan(0)
  const bodies = await Promise.all(parts.map(async (url) => (await app.inject({ method: 'GET', url })).body))
  return bodies.join('\n')
}

const demoCatalogue = async (app: App) => {
  const res = await app.inject({ method: 'GET', url: '/api/config' })
  expect(res.statusCode).toBe(200)
  return (res.json() as { demoCatalogue: boolean }).demoCatalogue
}

describe('the seeded demo catalogue', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('marks every seeded venue and review as demo data', async () => {
    expect(await t.db.$count(venues, eq(venues.isDemo, true))).toBe(CATALOGUE_SIZE)
    expect(await t.db.$count(reviews, eq(reviews.isDemo, false))).toBe(0)
    expect(await t.db.$count(reviews)).toBeGreaterThan(CATALOGUE_SIZE)
  })

  it('gives no fictional venue a street address: the neighbourhood, city, state and ZIP only', async () => {
    const rows = await t.db.select({ address: venues.address }).from(venues)
    for (const { address } of rows) expect(address, address).toMatch(/^[^\d,]+, [^\d,]+, [A-Z]{2} \d{5}$/)
  })

  it('tells the web app to show the notice, and says so on each demo venue, not on a real one', async () => {
    expect(await demoCatalogue(t.app)).toBe(true)
    const [demo] = await t.db.select({ id: venues.id }).from(venues).where(eq(venues.isDemo, true)).limit(1)
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${demo.id}?enhance=true` })).json()).toMatchObject({
      isDemo: true,
    })
    const real = await insertVenue(t.db, { name: 'A Real Room' })
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${real}?enhance=true` })).json()).toMatchObject({
      isDemo: false,
    })
  })

  it('offers search engines the real venues only: no demo venue in sitemap.xml', async () => {
    const real = await insertVenue(t.db, { name: 'A Room For Crawlers' })
    const xml = await allSitemapXml(t.app)
    expect([...xml.matchAll(/\/venues\/(\d+)</g)].map((m) => Number(m[1]))).toContain(real)
    const [demo] = await t.db.select({ id: venues.id }).from(venues).where(eq(venues.isDemo, true)).limit(1)
    expect(xml).not.toContain(`/venues/${demo.id}<`)
  })

  it('counts only real, listed venues for the public venue counter', async () => {
    const stats = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/venues/stats' })).json() as { venues: number }
    const before = (await stats()).venues
    expect(before).toBe(await t.db.$count(venues, and(eq(venues.isDemo, false), eq(venues.status, 'active'))))
    await insertVenue(t.db, { name: 'Another Real Room', citySlug: 'chicago' })
    await insertVenue(t.db, { name: 'An Archived Real Room', status: 'archived' })
    expect((await stats()).venues).toBe(before + 1)
  })

  it('stops the notice once no demo venue is public (staff archived them), and never with DEMO_CATALOGUE=off', async () => {
    await t.db.update(venues).set({ status: 'archived' }).where(eq(venues.isDemo, true))
    expect(await demoCatalogue(t.app)).toBe(false)
    await t.db.update(venues).set({ status: 'active' }).where(eq(venues.isDemo, true))
    expect(await demoCatalogue(t.app)).toBe(true)

    // The same database under DEMO_CATALOGUE=off (settings only: this start does not seed).
    const off = await createTestApp({ DEMO_CATALOGUE: 'off' }, { database: t.database })
    try {
      expect(await off.db.$count(venues, and(eq(venues.isDemo, true), eq(venues.status, 'active')))).toBe(
        CATALOGUE_SIZE,
      )
      expect(await demoCatalogue(off.app)).toBe(false)
    } finally {
      await off.close()
    }
  })
})

describe('a database seeded before demo rows were marked', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('marks its catalogue venues and their seeded reviews at the next start, moves them off street addresses, and keeps staff and host rows real', async () => {
    const [first] = venueCatalogue()
    const staffVenue = await insertVenue(t.db, {
      name: 'Staff Imported Room',
      address: '500 Real Ave, San Francisco, CA 94110',
    })
    // As such a database was: nothing marked, street numbers in the addresses.
    await t.db.update(venues).set({ isDemo: false })
    await t.db.update(reviews).set({ isDemo: false })
    await t.db
      .update(venues)
      .set({ address: '1234 Valencia St, San Francisco, CA 94110' })
      .where(eq(venues.slug, first.slug))
    // …and the shared library picture as its main photo.
    const [firstId] = await t.db.select({ id: venues.id }).from(venues).where(eq(venues.slug, first.slug))
    await t.db
      .update(venuePhotos)
      .set({ url: '/media/venues/bar-2.webp' })
      .where(and(eq(venuePhotos.venueId, firstId.id), eq(venuePhotos.position, 0)))
    await t.db.delete(appMeta).where(eq(appMeta.key, DEMO_MARKED_META_KEY))
    const [aDemoVenue] = await t.db.select({ id: venues.id }).from(venues).where(eq(venues.slug, first.slug))
    const host = await createUser(t.db, { firstName: 'Rosa' })
    await t.db.insert(reviews).values({
      venueId: aDemoVenue.id,
      authorName: 'Rosa L.',
      rating: 5,
      text: 'A host wrote this one.',
      reviewerUserId: host.userId,
    })

    await seedDatabase(t.db)

    expect(await t.db.$count(venues, eq(venues.isDemo, true))).toBe(CATALOGUE_SIZE)
    const [moved] = await t.db.select({ address: venues.address }).from(venues).where(eq(venues.slug, first.slug))
    expect(moved.address).toBe(first.address)
    const [main] = await t.db
      .select({ url: venuePhotos.url })
      .from(venuePhotos)
      .where(and(eq(venuePhotos.venueId, firstId.id), eq(venuePhotos.position, 0)))
    expect(main.url).toBe(first.photos[0].url)
    expect(main.url).toMatch(/^\/media\/venues\/main\//)
    const [kept] = await t.db
      .select({ isDemo: venues.isDemo, address: venues.address })
      .from(venues)
      .where(eq(venues.id, staffVenue))
    expect(kept).toEqual({ isDemo: false, address: '500 Real Ave, San Francisco, CA 94110' })
    expect(await t.db.$count(reviews, eq(reviews.isDemo, false))).toBe(1)
  })

  it('switched to DEMO_CATALOGUE=off, archives the demo venues and leaves the real ones listed', async () => {
    await seedDatabase(t.db, { demoCatalogue: false })
    expect(await t.db.$count(venues, and(eq(venues.isDemo, true), eq(venues.status, 'active')))).toBe(0)
    expect(await t.db.$count(venues, eq(venues.status, 'active'))).toBe(1)
  })
})

describe('DEMO_CATALOGUE=off on a new deployment', () => {
  let app: App
  let drop: () => Promise<void>
  let webDir: string
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-empty-web-'))
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Bountiful</title></head><body><div id="root"></div></body></html>',
    )
    const created = await createFreshTestDatabase({ demoCatalogue: false })
    drop = created.drop
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/bountiful-test-data',
      DEMO_CATALOGUE: 'off',
    })
    app = await buildApp({ config, database: created.database, serveWeb: true, webDir })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await drop?.()
    fs.rmSync(webDir, { recursive: true, force: true })
  })
  const get = (url: string) => app.inject({ method: 'GET', url })

  it('holds the real cities and nothing else: no venues, photos, reviews, blackouts or events', async () => {
    expect(await app.db.$count(cities)).toBe(CITIES.length)
    for (const table of [venues, venuePhotos, reviews, venueBlackouts, events])
      expect(await app.db.$count(table)).toBe(0)
  })

  it('never shows the demo notice', async () => {
    expect(await demoCatalogue(app)).toBe(false)
  })

  it('serves the landing, search and venue listings with empty answers, not errors', async () => {
    for (const url of ['/', '/search?location=Chicago%2C%20IL', '/venues/restaurants', '/venues/in/chicago']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toContain('text/html')
    }
    expect((await get('/api/venues/featured')).json()).toEqual([])
    const search = await get('/api/venues/search?location=Chicago%2C%20IL')
    expect(search.statusCode).toBe(200)
    expect(search.json()).toMatchObject({ venues: [], total: 0 })
    expect((await get('/api/venues/city/chicago')).statusCode).toBe(200)
    expect((await get('/api/venues/search/by-experience/brand-activations')).json()).toEqual({ venues: [], total: 0 })
    expect((await get('/api/testimonials')).json()).toEqual({ testimonials: [] })
    expect((await get('/api/venues/1')).statusCode).toBe(404)
  })

  it('lists no venue in the sitemap', async () => {
    const xml = await allSitemapXml(app)
    expect(xml).toContain('<urlset')
    expect(xml).not.toMatch(/\/venues\/\d+</)
  })

  it('has Callie answer with the concierge team instead of venues', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/concierge/recommendations',
      payload: {
        occasion: 'Business Dinner',
        groupSize: 24,
        budget: 'premium',
        cuisine: 'Italian',
        vibe: 'Elegant & Upscale',
        location: 'Chicago, IL',
        date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        time: 'dinner',
        dietaryRestrictions: [],
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { recommendations: unknown[]; personalizedResponse: string }
    expect(body.recommendations).toEqual([])
    expect(body.personalizedResponse).toContain('our concierge team will look beyond our catalogue')
  })
})

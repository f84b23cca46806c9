// Rate limits counted in the database ("Several instances"): two app instances on one
// database enforce one limit, whichever instance a request reaches; search and Callie's endpoints
// have a generous limit of their own, counted in each instance's memory; housekeeping
// deletes ended windows.
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateInDays } from '~/domain/search-dates'
import { buildApp, type App } from '~/server/app'
import { openDatabase, type Database } from '~/server/db/client'
import { rateLimitCounters } from '~/server/db/schema'
import { RATE_LIMITED_MESSAGE } from '~/server/lib/rate-limit'
import { purgeExpiredRows } from '~/server/maintenance/housekeeping'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
let second: App
let secondDatabase: Database

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SEARCH: '5' })
  // On PostgreSQL a second connection pool, as a second server process has; PGlite is in-process,
  // so the second instance shares its handle (and nothing else: each app has its own plugins).
  secondDatabase = t.database.pool
    ? await openDatabase({ kind: 'postgres', url: t.database.pool.options.connectionString!, poolSize: 2 })
    : t.database
  second = await buildApp({ config: t.config, database: secondDatabase, serveWeb: false })
  await second.ready()
})
afterAll(async () => {
  await second.close()
  if (secondDatabase !== t.database) await secondDatabase.close()
  await t.close()
})

const contact = (app: App, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Kim', email: 'kim@example.com', message: 'Hello' },
    remoteAddress: ip,
  })

describe('public forms on two instances', () => {
  it('refuses the 11th form post in a minute whichever instance receives it', async () => {
    const ip = '198.51.100.11'
    // Ten posts, alternating between the instances: five each, all accepted.
    for (let i = 0; i < 10; i++) expect((await contact(i % 2 ? second : t.app, ip)).statusCode).toBe(201)
    for (const app of [t.app, second]) {
      const refused = await contact(app, ip)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({ code: 'rate_limited', message: RATE_LIMITED_MESSAGE })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    }
    // Another address, and another form for the same address, count on their own.
    expect((await contact(second, '198.51.100.12')).statusCode).toBe(201)
    const newsletter = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'kim@example.com' },
      remoteAddress: ip,
    })
    expect(newsletter.statusCode).not.toBe(429)
  })

  it('counts a burst sent at once to both instances exactly (no lost updates)', async () => {
    const ip = '198.51.100.13'
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => contact(i % 2 ? second : t.app, ip)))
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(10)
    expect(codes.filter((c) => c === 429)).toHaveLength(6)
  })

  it('opens a new window once the minute is over, and housekeeping deletes ended windows', async () => {
    const ip = '198.51.100.14'
    for (let i = 0; i < 10; i++) expect((await contact(t.app, ip)).statusCode).toBe(201)
    expect((await contact(second, ip)).statusCode).toBe(429)
    // The minute passes.
    await t.db
      .update(rateLimitCounters)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(like(rateLimitCounters.key, `%${ip}`))
    const purged = await purgeExpiredRows({ db: t.db })
    expect(purged.rateLimitCounters).toBeGreaterThanOrEqual(1)
    expect(
      await t.db
        .select()
        .from(rateLimitCounters)
        .where(like(rateLimitCounters.key, `%${ip}`)),
    ).toEqual([])
    expect((await contact(second, ip)).statusCode).toBe(201)
    const [row] = await t.db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `%${ip}`))
    expect(row.count).toBe(1)
    // A live window is kept.
    await purgeExpiredRows({ db: t.db })
    expect(await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, row.key))).toHaveLength(1)
  })
})

describe('search and the concierge', () => {
  const calls = {
    search: (app: App, ip: string) =>
      app.inject({ method: 'GET', url: '/api/venues/search?city=san-francisco', remoteAddress: ip }),
    suggestions: (app: App, ip: string) =>
      app.inject({ method: 'GET', url: '/api/places/suggestions?query=Bos', remoteAddress: ip }),
    recommendations: (app: App, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/concierge/recommendations',
        payload: {
          occasion: 'Business Dinner',
          groupSize: 24,
          budget: 'premium',
          cuisine: 'Italian',
          vibe: 'Elegant & Upscale',
          location: 'Chicago, IL',
          date: dateInDays('America/Chicago', 10),
          time: 'dinner',
          dietaryRestrictions: [],
        },
        remoteAddress: ip,
      }),
    parse: (app: App, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/concierge/parse',
        payload: { text: 'dinner for 20 in Boston' },
        remoteAddress: ip,
      }),
  }

  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    '%s: RATE_LIMIT_SEARCH a minute per address and instance, counted in memory',
    async (name) => {
      const call = calls[name]
      const ip = `192.0.2.${Object.keys(calls).indexOf(name) + 1}`
      for (let i = 0; i < 5; i++) expect((await call(t.app, ip)).statusCode).toBe(200)
      const refused = await call(t.app, ip)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({ code: 'rate_limited', message: RATE_LIMITED_MESSAGE })
      expect((await call(t.app, '192.0.2.200')).statusCode).toBe(200)
      // Each instance counts on its own (README, RATE_LIMIT_SEARCH), and writes no counter row.
      expect((await call(second, ip)).statusCode).toBe(200)
      expect(
        await t.db
          .select()
          .from(rateLimitCounters)
          .where(like(rateLimitCounters.key, `%${ip}%`)),
      ).toEqual([])
    },
  )

  it('refuses the 121st search of a minute with the default limit', async () => {
    const app = await buildApp({
      config: { ...t.config, RATE_LIMIT_SEARCH: 120 },
      database: t.database,
      serveWeb: false,
    })
    try {
      const search = () =>
        app.inject({ method: 'GET', url: '/api/venues/search?location=Chicago', remoteAddress: '192.0.2.121' })
      for (let i = 0; i < 120; i++) expect((await search()).statusCode).toBe(200)
      const refused = await search()
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({ code: 'rate_limited', message: RATE_LIMITED_MESSAGE })
      expect(refused.headers['cache-control']).toBeUndefined()
    } finally {
      await app.close()
    }
  })

  it('is generous by default', async () => {
    const { loadConfig } = await import('~/server/config')
    expect(loadConfig({}).RATE_LIMIT_SEARCH).toBe(120)
  })
})

describe('not found answers', () => {
  it('refuses a scanner walking unknown paths, and never counts a page the app has', async () => {
    const app = await buildApp({ config: { ...t.config, RATE_LIMIT_NOT_FOUND: 3 }, database: t.database })
    try {
      const get = (url: string, ip = '192.0.2.77') => app.inject({ method: 'GET', url, remoteAddress: ip })
      // A page the app has is answered (rendered, or "not built" without a build), never limited.
      for (let i = 0; i < 5; i++) expect((await get(`/search?guests=${i + 8}`)).statusCode).not.toBe(429)
      for (const url of ['/api/no-such-thing', '/wp-login.php', '/api/venues/1/secrets'])
        expect((await get(url)).statusCode).toBe(404)
      const refused = await get('/.env')
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({ code: 'rate_limited', message: RATE_LIMITED_MESSAGE })
      expect(refused.headers['retry-after']).toBeDefined()
      // Another address is not affected, nor are the routes that exist.
      expect((await get('/api/no-such-thing', '192.0.2.78')).statusCode).toBe(404)
      expect((await get('/api/health')).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

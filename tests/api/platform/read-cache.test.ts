// The read cache of public answers ("Cache read answers"): a repeated question is
// answered from memory (kept on its second ask, so traffic that never repeats itself fills nothing), compressed or not, byte for byte what the route itself would send; two
// URLs that mean the same search share an entry; every write that changes the catalogue (through
// any write path, or on another instance) is seen at once; public answers carry a short shared
// Cache-Control, errors and private answers none.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { dateInDays } from '~/domain/search-dates'
import { events } from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed/seed'
import { AVAILABILITY_NOTICE, CATALOGUE_CHANNEL } from '~/server/lib/catalogue-generation'
import { SHARED_CACHE_CONTROL } from '~/server/lib/shared-cache'
import { createEvent } from '../support/events-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'
import { inDays, staffCall, userWithRole } from '../support/staff-helpers'

let t: TestContext
let staff: Awaited<ReturnType<typeof userWithRole>>
let dataDir: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-read-cache-'))
  t = await createTestApp({ DATA_DIR: dataDir })
  staff = await userWithRole(t, 'staff', 'Sam')
})
afterAll(async () => {
  await t?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

/**
 * Asks until the answer comes from the cache, and returns it. On PostgreSQL this instance's own
 * notice of a write arrives a moment after the write and empties the cache once more.
 */
async function cached(url: string) {
  let res = await get(url)
  await expect.poll(async () => (res = await get(url)).headers['x-read-cache']).toBe('hit')
  return res
}

/** The JSON a response carries, whatever its Content-Encoding. */
function bodyOf(res: { headers: Record<string, unknown>; rawPayload: Buffer }): unknown {
  const encoding = res.headers['content-encoding']
  const raw =
    encoding === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload)
      : encoding === 'gzip'
        ? zlib.gunzipSync(res.rawPayload)
        : res.rawPayload
  return JSON.parse(raw.toString('utf8'))
}

const CHICAGO = `/api/venues/search?${new URLSearchParams({ location: 'Chicago, IL', guests: '20' })}`

describe('answers from the cache', () => {
  it.each([
    // A search page (8 kB or more) goes as gzip when both are taken alike (src/server/lib/read-cache.ts).
    ['br, gzip', 'gzip', 1],
    ['br, gzip;q=0.8', 'br', 6],
    ['gzip', 'gzip', 2],
    ['gzip;q=0.5, br;q=0.1', 'gzip', 3],
    ['identity', undefined, 4],
    ['', undefined, 5],
  ])('Accept-Encoding %j: a miss and a hit are the same JSON, encoded as %s', async (accept, encoding, n) => {
    const url = `${CHICAGO}&sort=rating&budget=${10 * n}-300`
    const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {}
    const miss = await get(url, headers)
    const hit = await get(url, headers)
    expect(miss.statusCode).toBe(200)
    expect(miss.headers['x-read-cache']).toBe('miss')
    expect(hit.headers['x-read-cache']).toMatch(/hit|miss/)
    // Kept on its second ask (a notice of the listener connecting may have started the count again).
    await expect.poll(async () => (await get(url, headers)).headers['x-read-cache']).toBe('hit')
    for (const res of [miss, hit]) {
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.headers.vary).toMatch(/accept-encoding/i)
    }
    const answer = bodyOf(miss) as { venues: unknown[]; total: number }
    expect(answer.venues.length).toBeGreaterThan(0)
    expect(bodyOf(hit)).toEqual(answer)
    // What the route sends unencoded, byte for byte.
    expect(JSON.parse((await get(url)).body)).toEqual(answer)
  })

  it('reaches a browser over a real socket, compressed, as a miss and as a hit', async () => {
    // Closed with the app (afterAll).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    for (const path of [`${CHICAGO}&sort=price`, `${CHICAGO}&sort=price`, '/api/venues/1?enhance=true']) {
      const res = await fetch(address + path, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(res.status).toBe(200)
      expect(['br', 'gzip']).toContain(res.headers.get('content-encoding'))
      const json = (await res.json()) as { venues?: unknown[]; name?: string }
      expect(json.venues?.length ?? json.name?.length).toBeGreaterThan(0)
    }
  })

  it('keeps an answer once it is asked for a second time, not before', async () => {
    const url = `${CHICAGO}&sort=rating&budget=15-275`
    const asks = []
    for (let i = 0; i < 3; i++) asks.push((await get(url)).headers['x-read-cache'])
    expect(asks).toEqual(['miss', 'miss', 'hit'])
  })

  it('keeps none of a stream of questions that are each asked once', async () => {
    const urls = Array.from({ length: 10 }, (_, i) => `${CHICAGO}&sort=price&budget=${100 + i}-400`)
    for (const url of urls) expect((await get(url)).headers['x-read-cache']).toBe('miss')
    // Asked again, each is kept now (its second ask) but was not before.
    for (const url of urls) expect((await get(url)).headers['x-read-cache']).toBe('miss')
    for (const url of urls) expect((await get(url)).headers['x-read-cache']).toBe('hit')
  })

  it('shares one entry between URLs that mean the same search', async () => {
    const date = dateInDays('America/Chicago', 9)
    const url = `/api/venues/search?location=Chicago%2C%20IL&features=private-room,bar&dietary=vegan&date=${date}`
    const first = await get(url)
    expect(first.headers['x-read-cache']).toBe('miss')
    // The other spelling is the question's second ask: kept then, a hit on the third.
    const spelling = `/api/venues/search?dietary=vegan&features=bar,private-room&lastMinute=false&date=${date}&location=Chicago%2C%20IL&sort=recommended&limit=20&offset=0`
    expect((await get(spelling)).headers['x-read-cache']).toBe('miss')
    const same = await get(url)
    expect(same.headers['x-read-cache']).toBe('hit')
    expect(same.json()).toEqual(first.json())
  })

  it('asks again once the minute is over (answers depend on the clock)', async () => {
    const url = `${CHICAGO}&vibe=casual`
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    try {
      expect((await get(url)).headers['x-read-cache']).toBe('miss')
      expect((await get(url)).headers['x-read-cache']).toBe('miss')
      expect((await get(url)).headers['x-read-cache']).toBe('hit')
      vi.setSystemTime(Date.now() + 60_000)
      expect((await get(url)).headers['x-read-cache']).toBe('miss')
    } finally {
      vi.useRealTimers()
    }
  })

  it("caches Callie's recommendations by the preferences alone, not the contact details", async () => {
    const preferences = {
      occasion: 'Business Dinner',
      groupSize: 24,
      budget: 'premium',
      cuisine: 'Italian',
      vibe: 'Elegant & Upscale',
      location: 'Chicago, IL',
      date: dateInDays('America/Chicago', 12),
      time: 'dinner',
      dietaryRestrictions: [],
    }
    const ask = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/concierge/recommendations',
        headers: { 'accept-encoding': 'gzip' },
        payload: { ...preferences, ...extra },
      })
    const miss = await ask({})
    const kept = await ask({ name: 'Jo', email: 'jo@example.com' })
    const hit = await ask({ name: 'Kim', email: 'kim@example.com' })
    expect(miss.statusCode).toBe(200)
    expect([miss, kept, hit].map((r) => r.headers['x-read-cache'])).toEqual(['miss', 'miss', 'hit'])
    expect(bodyOf(hit)).toEqual(bodyOf(miss))
    expect((bodyOf(miss) as { recommendations: unknown[] }).recommendations.length).toBeGreaterThan(0)
    // A POST is never shareable.
    expect(miss.headers['cache-control']).toBeUndefined()
  })

  it('never keeps an error', async () => {
    const url = '/api/venues/search?location=Chicago&date=2020-01-01'
    for (let i = 0; i < 2; i++) {
      const res = await get(url)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { date: expect.any(String) } })
      expect(res.headers['x-read-cache']).toBe('miss')
      expect(res.headers['cache-control']).toBeUndefined()
    }
  })
})

describe('Cache-Control', () => {
  it.each([
    CHICAGO,
    '/api/venues/1?enhance=true',
    '/api/venues/1',
    '/api/venues/featured',
    '/api/venues/stats',
    '/api/cities',
    '/api/venues/city/Chicago',
    '/api/venues/search/by-experience/executive-dinners',
  ])('%s: public for a short while, the same for a signed-in planner', async (url) => {
    const planner = await createUser(t.db, { firstName: 'Ana' })
    const anonymous = await get(url)
    const signedIn = await get(url, planner.auth)
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.headers['cache-control']).toBe(SHARED_CACHE_CONTROL)
    expect(signedIn.headers['cache-control']).toBe(SHARED_CACHE_CONTROL)
    expect(signedIn.json()).toEqual(anonymous.json())
    expect(anonymous.headers['set-cookie']).toBeUndefined()
  })

  it('is not on errors, nor on answers that depend on who asks', async () => {
    const planner = await createUser(t.db, { firstName: 'Bo' })
    expect((await get('/api/venues/999999')).headers['cache-control']).toBeUndefined()
    expect((await get('/api/venues/search?guests=2')).headers['cache-control']).toBeUndefined()
    for (const url of ['/api/me/favourites', '/api/auth/user']) {
      const res = await get(url, planner.auth)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control'] ?? '').not.toMatch(/public/)
    }
  })
})

describe('every write that changes the catalogue is seen at once', () => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    staffCall(t, staff.auth, method, url, payload)
  const png = () =>
    sharp({ create: { width: 200, height: 150, channels: 3, background: { r: 200, g: 120, b: 60 } } })
      .png()
      .toBuffer()
  async function upload(venueId: number) {
    const boundary = '----readCacheBoundary'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/${venueId}/photos`,
      headers: { ...staff.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    expect(res.statusCode).toBe(201)
    return res.json() as { id: number }
  }
  const ok = (res: { statusCode: number; body: string }) => {
    if (res.statusCode >= 300) throw new Error(`write failed: ${res.statusCode} ${res.body}`)
  }
  const detail = (id: number) => `/api/venues/${id}?enhance=true`
  const boston = '/api/venues/search?location=Boston%2C%20MA&sort=price&limit=50'
  const sanFrancisco = '/api/venues/search?location=San%20Francisco%2C%20CA&limit=1'

  // Each: what to read, then the write; the cached answer must change with it. A write of several
  // steps returns the answer cached just before its last step.
  const writes: [string, (id: number) => string, (id: number) => Promise<unknown>][] = [
    [
      'staff create a venue',
      () => boston,
      async () =>
        ok(
          await call('POST', '/api/staff/venues', {
            name: 'Harbour Cache Room',
            citySlug: 'boston',
            address: '1 Harbor Way, Boston, MA',
            lat: 42.35,
            lng: -71.04,
            type: 'restaurant',
            serviceType: 'Private Dining',
            description: 'By the water.',
            minGuests: 8,
            maxGuests: 40,
            pricePerPerson: 1,
            cuisines: ['Seafood'],
            vibes: ['elegant'],
            dietary: [],
            features: [],
            amenities: [],
            minNoticeHours: 24,
            suggestedAddOns: [],
            experiences: [],
          }),
        ),
    ],
    [
      'staff edit a venue',
      detail,
      async (id) => ok(await call('PATCH', `/api/staff/venues/${id}`, { name: 'Renamed' })),
    ],
    [
      'staff archive a venue',
      () => sanFrancisco,
      async (id) => ok(await call('POST', `/api/staff/venues/${id}/archive`)),
    ],
    [
      'staff set blackout dates',
      detail,
      async (id) => ok(await call('PUT', `/api/staff/venues/${id}/blackouts`, { dates: [inDays(5)] })),
    ],
    ['staff upload a photo', detail, (id) => upload(id)],
    [
      'staff reorder photos',
      detail,
      async (id) => {
        const photos = [(await upload(id)).id, (await upload(id)).id]
        // The uploads changed the answer too: cache it again before the write under test.
        const before = await cached(detail(id))
        ok(await call('PATCH', `/api/staff/venues/${id}/photos/order`, { photoIds: photos.reverse() }))
        return before
      },
    ],
    [
      'staff delete a photo',
      detail,
      async (id) => {
        const photo = await upload(id)
        const before = await cached(detail(id))
        ok(await call('DELETE', `/api/staff/venues/${id}/photos/${photo.id}`))
        return before
      },
    ],
    [
      'staff import a CSV',
      () => boston,
      async () => {
        const header = 'slug,name,city,address,lat,lng,type,serviceType,description,minGuests,maxGuests,pricePerPerson'
        const row =
          'zz-cache-import,Imported Cache Room,Boston,"2 Main St, Boston, MA",42.36,-71.06,hotel,Event Space,A room,10,80,2'
        ok(
          await t.app.inject({
            method: 'POST',
            url: '/api/staff/venues/import?dryRun=false',
            headers: { ...staff.auth, 'content-type': 'text/csv' },
            payload: `${header}\n${row}\n`,
          }),
        )
      },
    ],
    [
      'a host reviews the venue after the event',
      detail,
      async (id) => {
        const host = await createUser(t.db, { firstName: 'Rosa' })
        const event = await createEvent(t, host.auth, { venueId: id, location: undefined })
        await t.db.update(events).set({ date: '2024-03-01' }).where(eq(events.id, event.id))
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/dashboard/events/${event.id}/review`,
          headers: host.auth,
          payload: { rating: 2, text: 'Too loud for speeches.' },
        })
        expect(res.statusCode).toBe(201)
      },
    ],
  ]

  it.each(writes)('%s', async (_name, read, write) => {
    const id = await insertVenue(t.db, { citySlug: 'san-francisco', rating: 5, minNoticeHours: 1 })
    const url = read(id)
    let before = await cached(url)
    expect(before.statusCode).toBe(200)
    before = ((await write(id)) as typeof before | undefined) ?? before
    const after = await get(url)
    expect(after.headers['x-read-cache']).toBe('miss')
    expect(after.body).not.toBe(before.body)
  })

  it('staff unarchive a venue', async () => {
    const id = await insertVenue(t.db, { citySlug: 'san-francisco', rating: 5, status: 'archived' })
    const before = await cached(sanFrancisco)
    ok(await call('POST', `/api/staff/venues/${id}/unarchive`))
    expect((await get(sanFrancisco)).json().total).toBe(before.json().total + 1)
    expect((await get(`/api/venues/${id}`)).statusCode).toBe(200)
  })

  it('another instance changing the catalogue (its NOTIFY alone)', async () => {
    const id = await insertVenue(t.db, { citySlug: 'san-francisco', name: 'Notified Room' })
    await cached(detail(id))
    // What another process does: its write and its notice in one transaction; nothing here is told.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update venues set name = 'Renamed elsewhere' where id = ${id}`)
      await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`)
    })
    await expect.poll(async () => (await get(detail(id))).json().name).toBe('Renamed elsewhere')
  })

  it('another instance blacking out a day (its availability NOTIFY alone)', async () => {
    const id = await insertVenue(t.db, { citySlug: 'san-francisco', name: 'Notified Cellar', minNoticeHours: 1 })
    const date = inDays(21)
    const onDate = `${sanFrancisco}&date=${date}`
    const before = (await cached(onDate)).json().total
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into venue_blackouts (venue_id, date) values (${id}, ${date})`)
      await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${AVAILABILITY_NOTICE})`)
    })
    await expect.poll(async () => (await get(onDate)).json().total).toBe(before - 1)
  })

  it('the seed at start-up (here switching the demo catalogue off)', async () => {
    expect((await cached(CHICAGO)).json().total).toBeGreaterThan(0)
    await seedDatabase(t.db, { demoCatalogue: false })
    expect((await get(CHICAGO)).json().total).toBe(0)
  })
})

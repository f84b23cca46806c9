// The server's own reads of its public API in process (src/server/lib/local-reads.ts): the page
// renderer's reads of search, venue detail, place suggestions and the site's settings get, for the
// same question, the answer any client gets over HTTP (status and body alike); and pages are not
// held to a visitor's rate limit, which every injected read (all from 127.0.0.1) used to share.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateInDays } from '~/domain/search-dates'
import { buildApp, type App } from '~/server/app'
import { loadConfig } from '~/server/config'
import { readApi } from '~/server/lib/local-reads'
import * as renderer from '~/web/entry-server'
import { clearVenues, insertVenue } from '../fixtures/venues'
import { createTestDatabase } from '../setup/test-app'

let app: App
let drop: () => Promise<void>
let webDir: string
let venueId: number

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-local-reads-'))
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Bountiful</title></head><body><div id="root"></div></body></html>',
  )
  const created = await createTestDatabase()
  drop = created.drop
  // A search limit of 5 a minute per address: every search page below reads the search API once.
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/bountiful-test-data',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      RATE_LIMIT_SEARCH: '5',
    }),
    database: created.database,
    serveWeb: true,
    webDir,
    serverRenderEntry: { isServerRendered: renderer.isServerRendered, render: renderer.render },
  })
  await app.ready()
  await clearVenues(app.db)
  venueId = await insertVenue(app.db, {
    name: 'The Lantern Room',
    citySlug: 'chicago',
    description: 'Candles & “quotes”',
  })
  await insertVenue(app.db, { name: 'Harbour Hall', citySlug: 'chicago' })
})
afterAll(async () => {
  await app?.close()
  await drop?.()
  fs.rmSync(webDir, { recursive: true, force: true })
})

let clients = 0
const overHttp = async (url: string) => {
  // From an address of its own each time: the comparison is not about the rate limit.
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json' },
    remoteAddress: `10.0.0.${++clients}`,
  })
  return { status: res.statusCode, body: res.body }
}

describe("the server's own API reads", () => {
  // First: the reads below that go over HTTP (a refused query) count against the renderer's address.
  it('every search page is rendered with its venues however many a minute there are', async () => {
    for (const guests of [10, 11, 12, 13, 14, 15, 16, 17]) {
      const res = await app.inject({ method: 'GET', url: `/search?location=Chicago&guests=${guests}` })
      expect(res.statusCode).toBe(200)
      expect(res.body, `page ${guests}`).toContain('The Lantern Room')
    }
    // A visitor's own searches are still limited.
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/venues/search?guests=${20 + i}`,
        remoteAddress: '10.9.9.9',
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  const inAWeek = dateInDays('America/Chicago', 7)
  it.each([
    ['the site settings', () => '/api/config'],
    ['place suggestions', () => '/api/places/suggestions?query=Chic'],
    ['place suggestions with no query', () => '/api/places/suggestions'],
    ['a search', () => '/api/venues/search?location=Chicago%2C+IL&limit=20'],
    [
      'a search with every filter',
      () => `/api/venues/search?location=Chicago&date=${inAWeek}&guests=12&sort=rating&limit=20`,
    ],
    ['a search with nothing in it', () => '/api/venues/search?limit=20'],
    ['a search the schema refuses', () => '/api/venues/search?guests=many&limit=20'],
    ['a search with a key twice', () => '/api/venues/search?location=Chicago&location=Boston'],
    ['a venue', () => `/api/venues/${venueId}?enhance=true`],
    ['a venue for a group', () => `/api/venues/${venueId}?enhance=true&guests=30`],
    ['a venue summary', () => `/api/venues/${venueId}`],
    ['an unknown venue', () => '/api/venues/987654321?enhance=true'],
    ['a venue id that is not a number', () => '/api/venues/lantern?enhance=true'],
    ['a venue with a bad flag', () => `/api/venues/${venueId}?enhance=yes`],
    ['an unknown API path', () => '/api/nothing-here'],
    // Routes of their own beside /api/venues/:id, never read as a venue "stats" or "featured".
    ['the venue count', () => '/api/venues/stats'],
    ['the featured venues', () => '/api/venues/featured'],
  ])('%s: the same status and body as over HTTP', async (_name, url) => {
    // Asked twice each way: the read cache's answer (kept on the second ask) is the same too.
    for (let i = 0; i < 2; i++) {
      const local = await readApi(app, url())
      expect(local).toEqual(await overHttp(url()))
    }
  })
})

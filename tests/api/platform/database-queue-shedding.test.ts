// Load shedding on the database's queue (src/server/lib/database-queue.ts): while more queries wait
// for the database than MAX_DATABASE_QUEUE, a new API request is answered 503 + Retry-After at once
// and /api/health still answers, ahead of the queued work. The queue is made deep by holding the
// database (a transaction left open on PGlite's thread, every pooled PostgreSQL connection checked
// out) and sending queries behind it: counts and order, no timings.
import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadConfig } from '~/server/config'
import { openDatabase, type Database } from '~/server/db/client'
import { queuedQueries } from '~/server/lib/database-queue'
import { UNDER_PRESSURE_MESSAGE } from '~/server/lib/load-shedding'
import { createTestApp, createTestDatabase, type TestContext } from '../setup/test-app'

const MAX = 3
let database: Database
let drop: () => Promise<void>
let t: TestContext

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') ({ database, drop } = await createTestDatabase())
  else {
    // As the server runs it: PGlite in its worker thread, whose queue is the signal.
    const template = fs.readFileSync(inject('pgliteTemplate'))
    database = await openDatabase({ kind: 'pglite', thread: 'worker', loadDataDir: new Blob([template]) })
    drop = () => database.close()
  }
  t = await createTestApp({ MAX_DATABASE_QUEUE: String(MAX) }, { database })
})
afterAll(async () => {
  await t?.close()
  await drop?.()
})

const tick = () => new Promise((resolve) => setImmediate(resolve))

/** Keeps the database from answering anything else until the returned function is called (once or more). */
async function holdDatabase(): Promise<() => Promise<void>> {
  if (database.pool) {
    const pool: pg.Pool = database.pool
    // Every connection of the pool, waiting for any in use elsewhere: one still busy with the last
    // test's work (the catalogue index's read after a search) would come back idle and serve the
    // queries meant to queue (CI: "the queue stays at 0").
    const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()))
    return async () => clients.splice(0).forEach((client) => client.release())
  }
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  let held!: () => void
  const holding = new Promise<void>((resolve) => (held = resolve))
  const open = database.db.transaction(async () => {
    held()
    await gate
  })
  await holding
  return async () => {
    release()
    await open
  }
}

/** Sends queries behind the held database until `depth` wait; each reports whether it has been answered. */
async function queueQueries(depth: number) {
  const queries: { settled: boolean; done: Promise<unknown> }[] = []
  for (let i = 0; queuedQueries(database) < depth; i++) {
    if (i > depth + 20) throw new Error(`the queue stays at ${queuedQueries(database)}`)
    const query = { settled: false, done: database.db.execute(sql`select 1`) }
    void query.done.finally(() => (query.settled = true))
    queries.push(query)
    for (let n = 0; n < 5 && queuedQueries(database) < depth; n++) await tick()
  }
  expect(queuedQueries(database)).toBe(depth)
  return queries
}

/** A search the read cache has not answered before (a served city; each test its own group size). */
const search = (guests: number, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/venues/search?location=Chicago%2C%20IL&guests=${guests}` })

describe('load shedding on the database queue', () => {
  it('answers 503 with Retry-After while more queries wait than the limit; health still answers, ahead of them', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect((await search(10)).statusCode).toBe(200)

    const release = await holdDatabase()
    const queued = await queueQueries(MAX + 1)
    const shed = await search(12)
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('5')
    expect(shed.json()).toEqual({ code: 'service_unavailable', message: UNDER_PRESSURE_MESSAGE })
    // Every other API route that queries is shed the same way; the no-op ping is not.
    expect((await t.app.inject({ method: 'GET', url: '/api/cities' })).statusCode).toBe(503)
    expect((await t.app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200)

    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ status: 'ok', database: { kind: database.kind, ok: true } })
    // Answered while every query queued before it still waits: it did not wait in that queue.
    expect(queued.map((q) => q.settled)).toEqual(queued.map(() => false))

    await release()
    await Promise.all(queued.map((q) => q.done))
    expect(queuedQueries(database)).toBe(0)
    expect((await search(12)).statusCode).toBe(200)
  })

  it('sheds nothing while the queue is at the limit or below: the request waits its turn', async () => {
    // A venue's page, which reads the database on every miss: a search may now be answered from the
    // catalogue index alone (decision 0020), and would not wait behind the held database.
    const [venue] = (await search(15)).json<{ venues: { id: number }[] }>().venues
    const release = await holdDatabase()
    try {
      const queued = await queueQueries(MAX)
      let answered = false
      const waiting = t.app
        .inject({ method: 'GET', url: `/api/venues/${venue.id}?enhance=true` })
        .finally(() => (answered = true))
      for (let i = 0; i < 20; i++) await tick()
      // Not turned away: still waiting behind the held database.
      expect(answered).toBe(false)
      await release()
      expect((await waiting).statusCode).toBe(200)
      await Promise.all(queued.map((q) => q.done))
    } finally {
      await release()
    }
  })

  it('is on by default at 64 queries waiting, and can be turned off', async () => {
    expect(loadConfig({}).MAX_DATABASE_QUEUE).toBe(64)
    expect(() => loadConfig({ MAX_DATABASE_QUEUE: 'lots' })).toThrow(/MAX_DATABASE_QUEUE/)
    const off = await createTestApp({ MAX_DATABASE_QUEUE: '0' }, { database })
    try {
      const release = await holdDatabase()
      const queued = await queueQueries(MAX + 1)
      const waiting = search(16, off.app)
      await release()
      expect((await waiting).statusCode).toBe(200)
      await Promise.all(queued.map((q) => q.done))
    } finally {
      await off.close()
    }
  })
})

// The embedded database as the server runs it (npm start): PGlite in a worker thread. The event
// loop stays free while the database works, and rows, transactions, errors and NOTIFY are what
// PGlite on the same thread gives (the other API tests run it there, to reach the raw driver).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { buildApp, type App } from '~/server/app'
import { loadConfig } from '~/server/config'
import { openDatabase, type Database } from '~/server/db/client'
import { startPgliteThread } from '~/server/db/pglite-thread'
import { cities, requests, reviews, venueBlackouts, venuePhotos, venues } from '~/server/db/schema'
import { sqlStateOf } from '~/server/lib/database-errors'
import { isUniqueViolation } from '~/server/staff/venue-catalogue'

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/bountiful-test-data',
  MAX_EVENT_LOOP_DELAY_MS: '0',
  RATE_LIMIT_PUBLIC_FORMS: '1000',
})

describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database in a worker thread', () => {
  let worker: Database
  let local: Database
  let app: App
  let localApp: App

  /** An app over `database` with one extra route that casts its input unchecked, as a careless route might. */
  async function appOver(database: Database): Promise<App> {
    const built = await buildApp({ config, database, serveWeb: false })
    built.post('/api/test/cast', async (req) => {
      const { value, type } = req.body as { value: string; type: string }
      await database.db.execute(sql`select ${value}::${sql.raw(type)}`)
      return { ok: true }
    })
    await built.ready()
    return built
  }

  beforeAll(async () => {
    const template = fs.readFileSync(inject('pgliteTemplate'))
    ;[worker, local] = await Promise.all([
      openDatabase({ kind: 'pglite', thread: 'worker', loadDataDir: new Blob([template]) }),
      openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) }),
    ])
    ;[app, localApp] = await Promise.all([appOver(worker), appOver(local)])
  })
  afterAll(async () => {
    await Promise.all([app?.close(), localApp?.close()])
    await Promise.all([worker?.close(), local?.close()])
  })

  /** /api/ping over HTTP while the database sleeps for a second: the pings answered meanwhile. */
  async function pingsDuringSleep(target: App, database: Database): Promise<number> {
    const address = await target.listen({ port: 0, host: '127.0.0.1' })
    expect((await fetch(`${address}/api/ping`)).status).toBe(200)
    let sleeping = true
    const sleep = database.db.execute(sql`select pg_sleep(1)`).finally(() => (sleeping = false))
    let answered = 0
    const giveUp = performance.now() + 10_000
    while (sleeping && performance.now() < giveUp) {
      const res = await fetch(`${address}/api/ping`)
      expect(res.status).toBe(200)
      if (sleeping) answered++
    }
    await sleep
    return answered
  }

  it('answers /api/ping while a query holds the database for a second (on the same thread it cannot)', async () => {
    const inWorker = await pingsDuringSleep(app, worker)
    const onThread = await pingsDuringSleep(localApp, local)
    // Counts, not timings: a busy machine makes each ping slower (tens of ms on a loaded CI box);
    // on the same thread not one gets through until the query ends.
    expect(inWorker).toBeGreaterThanOrEqual(3)
    expect(onThread).toBeLessThanOrEqual(1)
  })

  it('reads every kind of value exactly as PGlite on the same thread does', async () => {
    const reads = (d: Database) =>
      Promise.all([
        d.db.select().from(venues).orderBy(venues.id).limit(25),
        d.db.select().from(venuePhotos).orderBy(venuePhotos.id).limit(25),
        d.db.select().from(venueBlackouts).orderBy(venueBlackouts.venueId, venueBlackouts.date).limit(25),
        d.db.select().from(reviews).orderBy(reviews.id).limit(25),
        d.db.select().from(cities).orderBy(cities.slug),
        d.db.execute(sql`select
          timestamptz '2024-03-10 01:30:00-08' as tstz, timestamp '2024-03-10 01:30' as ts, date '2024-02-29' as d,
          interval '1 day 2 hours' as iv, time '19:30' as t, 9007199254740993::int8 as big, 12.50::numeric(6,2) as num,
          array[1.5, 2]::numeric[] as nums, array[date '2024-01-01', null] as dates, array['a', null, 'c'] as texts,
          '{"a": [1, null, "x"], "b": {"c": true}}'::jsonb as j, '[1,2]'::json as js, '\\x00ff10'::bytea as bytes,
          null::text as nothing, true as yes, 'NaN'::float8 as nan, 1e-7::real as tiny, '12:00'::timetz as tz,
          '{"(1,2)"}'::point[] as points, 'a b'::tsvector as tsv, gen_random_uuid() is not null as uuid`),
      ])
    const [fromWorker, fromThread] = await Promise.all([reads(worker), reads(local)])
    expect(fromWorker[0].length).toBe(25)
    expect(fromWorker).toEqual(fromThread)
    const [row] = (fromWorker[5] as unknown as { rows: Record<string, unknown>[] }).rows
    expect(row.bytes).toEqual(new Uint8Array([0, 255, 16]))
    expect(row.big).toBe(9007199254740993n)

    // Through drizzle's own mapping: dates as Date objects, a time of day in the API's form, JSON.
    const request = {
      kind: 'contact' as const,
      name: 'Wendy Worker',
      email: 'wendy@example.com',
      eventDate: '2031-05-04',
      eventTime: '7:30 PM',
      details: { message: 'Hello', guests: [8, null] },
    }
    const written = await Promise.all(
      [worker, local].map((d) =>
        d.db
          .insert(requests)
          .values({ ...request, reference: 'BNT-WORKER' })
          .returning(),
      ),
    )
    const [w, l] = written.map(([r]) => r)
    expect({ ...w, createdAt: null, updatedAt: null }).toEqual({ ...l, createdAt: null, updatedAt: null })
    expect(w).toMatchObject({ eventTime: '7:30 PM', eventDate: '2031-05-04', details: request.details })
    expect(w.createdAt).toBeInstanceOf(Date)
  })

  it('a failed transaction leaves nothing; a nested one rolls back alone; a query sent meanwhile waits for the commit', async () => {
    const city = (slug: string) => ({
      slug,
      name: slug,
      state: 'CA',
      timezone: 'America/Los_Angeles',
      lat: 1,
      lng: 2,
      status: 'active' as const,
    })
    const find = (slug: string) => worker.db.select().from(cities).where(eq(cities.slug, slug))

    await expect(
      worker.db.transaction(async (tx) => {
        await tx.insert(cities).values(city('zz-failed'))
        expect(await tx.select().from(cities).where(eq(cities.slug, 'zz-failed'))).toHaveLength(1)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await find('zz-failed')).toEqual([])

    await expect(
      worker.db.transaction(async (tx) => {
        await tx.insert(cities).values(city('zz-rolled-back'))
        tx.rollback()
      }),
    ).rejects.toThrow(/rollback/i)
    expect(await find('zz-rolled-back')).toEqual([])

    let waiting: Promise<unknown[]> | undefined
    let answered = false
    await worker.db.transaction(async (tx) => {
      await tx.insert(cities).values(city('zz-kept'))
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(cities).values(city('zz-inner'))
          throw new Error('inner only')
        }),
      ).rejects.toThrow('inner only')
      waiting = find('zz-kept').then((rows) => ((answered = true), rows))
      await tx.execute(sql`select pg_sleep(0.05)`)
      expect(answered).toBe(false)
    })
    expect(await waiting).toHaveLength(1)
    expect(await find('zz-inner')).toEqual([])
  })

  it('a unique violation keeps its SQLSTATE, constraint and detail through the worker', async () => {
    const duplicate = async (d: Database) => {
      const [first] = await d.db.select().from(venues).orderBy(venues.id).limit(1)
      const { id: _id, ...copy } = first
      return d.db
        .insert(venues)
        .values(copy)
        .then(() => null)
        .catch((err: unknown) => err)
    }
    const [fromWorker, fromThread] = await Promise.all([duplicate(worker), duplicate(local)])
    expect(sqlStateOf(fromWorker)).toBe('23505')
    expect(isUniqueViolation(fromWorker, 'venues_slug_key')).toBe(true)
    const fields = (err: unknown) => {
      const { code, constraint, detail, table, schema, severity, message, name } = (err as { cause: never }).cause
      return { code, constraint, detail, table, schema, severity, message, name }
    }
    expect(fields(fromWorker)).toEqual(fields(fromThread))
    expect(fields(fromWorker).detail).toMatch(/^Key \(slug\)=\(.+\) already exists\.$/)
  })

  it('the API answers 400 for a value the database refuses, by its SQLSTATE from the worker', async () => {
    const cast = (value: string, type: string) =>
      app.inject({ method: 'POST', url: '/api/test/cast', payload: { value, type } })
    for (const [value, type] of [
      ['a\u0000b', 'text'],
      ['3000000000', 'int'],
      ['2024-02-30', 'date'],
    ]) {
      const res = await cast(value, type)
      expect(res.statusCode, `${type} ${JSON.stringify(value)}: ${res.body}`).toBe(400)
      expect(res.json().message).toEqual(expect.any(String))
    }
    expect((await cast('12', 'int')).json()).toEqual({ ok: true })
  })

  it('a contact form posted through the worker is stored and acknowledged', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Walter Worker', email: 'walter@example.com', message: 'Is the loft free in May?' },
    })
    expect(res.statusCode).toBe(201)
    const [row] = await worker.db.select().from(requests).where(eq(requests.reference, res.json().reference))
    expect(row).toMatchObject({ kind: 'contact', name: 'Walter Worker', status: 'new' })
  })

  it('NOTIFY reaches a LISTEN on the main thread until it stops listening', async () => {
    const heard: string[] = []
    const stop = await worker.listen!('zz_worker_test', (payload) => heard.push(payload))
    await worker.db.execute(sql`select pg_notify('zz_worker_test', 'first')`)
    await vi.waitFor(() => expect(heard).toEqual(['first']))
    await stop()
    await worker.db.execute(sql`select pg_notify('zz_worker_test', 'second')`)
    await worker.db.execute(sql`select 1`)
    expect(heard).toEqual(['first'])
  })

  it('close() ends the thread; a thread that dies fails what was pending and reports it once', async () => {
    const onLost = vi.fn()
    const loadDataDir = new Blob([fs.readFileSync(inject('pgliteTemplate'))])
    const [closing, dying] = await Promise.all([
      startPgliteThread({ onLost, loadDataDir }),
      startPgliteThread({ onLost, loadDataDir }),
    ])

    const ended = once(closing.worker, 'exit')
    await closing.close()
    await ended
    await expect(closing.query('select 1')).rejects.toThrow('The embedded database is closed')
    expect(onLost).not.toHaveBeenCalled()

    const pending = dying.query('select pg_sleep(1)')
    await dying.worker.terminate()
    await expect(pending).rejects.toThrow(/worker exited/)
    await expect(dying.query('select 1')).rejects.toThrow(/worker exited/)
    expect(onLost).toHaveBeenCalledOnce()
    // Two embedded databases started at once: past the project's 30 s once at load 14 beside the
    // browser suite.
  }, 90_000)

  it('creates a new DATA_DIR in a thread of its own, then serves it with the shared_buffers asked for', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-worker-'))
    try {
      const first = await openDatabase({ kind: 'pglite', thread: 'worker', dataDir, sharedBuffersMb: 16 })
      await first.db.execute(sql`create table kept (n int)`)
      await first.db.execute(sql`insert into kept values (7)`)
      const sharedBuffers = async (d: Database) =>
        ((await d.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] }).rows[0]
          .shared_buffers
      expect(await sharedBuffers(first)).toBe('16MB')
      await first.close()
      expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true)

      const again = await openDatabase({ kind: 'pglite', thread: 'worker', dataDir })
      const kept = await again.db.execute(sql`select n from kept`)
      expect((kept as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 7 }])
      expect(await sharedBuffers(again)).toBe('128MB')
      await again.close()
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})

// Pages are shed as API calls are: while the database's queue is over MAX_DATABASE_QUEUE, or while
// as many pages render as PAGE_RENDERS allows and its queue is full, a page request gets a 503 page
// with Retry-After at once, and /api/health still answers 200. Counts and order, no timings: the
// database's queue is set, renders are held by a gate.
import fs from 'node:fs'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { buildApp, type App } from '~/server/app'
import { loadConfig } from '~/server/config'
import { openDatabase, type Database } from '~/server/db/client'
import { queuedQueries } from '~/server/lib/database-queue'
import { SERVICE_BUSY_MESSAGE } from '~/server/lib/errors'
import { PAGE_RENDERS } from '~/server/seo/routes'
import * as renderer from '~/web/entry-server'
import { venues } from '~/server/db/schema'
import { createTestDatabase } from '../setup/test-app'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Bountiful</title>
    <meta name="description" data-ssr content="Default description" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
const CSS = 'body{margin:0}'
const MAX_QUEUE = 3

let database: Database
let drop: () => Promise<void>
let webDir: string
let venueId: number
let venueName: string
/** Sheds on the database's queue (MAX_DATABASE_QUEUE=3). */
let queueApp: App
/** Sheds on renders only (the database's queue not watched), so that many pages can wait for a render. */
let renderApp: App
// Renders wait for this gate while a test holds it.
let gate: Promise<void> = Promise.resolve()
const render = vi.fn(async (opts: Parameters<typeof renderer.render>[0]) => {
  await gate
  return renderer.render(opts)
})

const appWith = async (env: Record<string, string>) => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/bountiful-test-data',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  })
  const app = await buildApp({
    config,
    database,
    serveWeb: true,
    webDir,
    serverRenderEntry: { isServerRendered: renderer.isServerRendered, render },
  })
  await app.ready()
  return app
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-shed-web-'))
  fs.mkdirSync(path.join(webDir, 'assets'))
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE)
  fs.writeFileSync(path.join(webDir, 'assets', 'index-S1.css'), CSS)
  if (process.env.TEST_DB === 'postgres') ({ database, drop } = await createTestDatabase())
  else {
    // As the server runs it: PGlite in its worker thread, whose queue is the signal.
    const template = fs.readFileSync(inject('pgliteTemplate'))
    database = await openDatabase({ kind: 'pglite', thread: 'worker', loadDataDir: new Blob([template]) })
    drop = () => database.close()
  }
  queueApp = await appWith({ MAX_DATABASE_QUEUE: String(MAX_QUEUE) })
  renderApp = await appWith({ MAX_DATABASE_QUEUE: '0' })
  const [venue] = await queueApp.db.select({ id: venues.id, name: venues.name }).from(venues).limit(1)
  venueId = venue.id
  venueName = venue.name
})
afterAll(async () => {
  await queueApp?.close()
  await renderApp?.close()
  await drop?.()
  fs.rmSync(webDir, { recursive: true, force: true })
})

const tick = () => new Promise((resolve) => setImmediate(resolve))

/**
 * The database's queue read as `depth` until the returned function is called. Set rather than
 * built: PGlite answers a query sent outside an open transaction at once (one connection), so a
 * held transaction does not make a queue that stays.
 */
function queueAt(depth: number): () => void {
  const spy = database.pool
    ? vi.spyOn(database.pool, 'waitingCount', 'get').mockReturnValue(depth)
    : vi.spyOn(database.thread!, 'queued').mockReturnValue(depth)
  return () => spy.mockRestore()
}

/** Holds every render until the returned function is called. */
function holdRenders(): () => void {
  let open!: () => void
  gate = new Promise((resolve) => (open = resolve))
  return () => {
    open()
    gate = Promise.resolve()
  }
}

function expectBusyPage(res: Awaited<ReturnType<App['inject']>>) {
  expect(res.statusCode).toBe(503)
  expect(res.headers['retry-after']).toBe('5')
  expect(res.headers['content-type']).toMatch(/^text\/html/)
  expect(res.body).toContain('<h1>Busy right now</h1>')
  expect(res.body).toContain(SERVICE_BUSY_MESSAGE)
}

describe('pages are shed as API calls are', () => {
  it('while the database queue is over the limit, a page and an API call get 503 + Retry-After; health and files answer', async () => {
    const page = (guests: number) =>
      queueApp.inject({ method: 'GET', url: `/search?location=Chicago%2C%20IL&guests=${guests}` })
    const release = queueAt(MAX_QUEUE + 1)
    try {
      expect(queuedQueries(database)).toBe(MAX_QUEUE + 1)
      expectBusyPage(await page(22))
      expectBusyPage(await queueApp.inject({ method: 'GET', url: '/' }))
      expectBusyPage(await queueApp.inject({ method: 'GET', url: `/venues/${venueId}` }))
      const api = await queueApp.inject({ method: 'GET', url: '/api/venues/search?location=Chicago%2C%20IL&guests=22' })
      expect(api.statusCode).toBe(503)
      expect(api.headers['retry-after']).toBe('5')
      expect(api.json()).toEqual({ code: 'service_unavailable', message: SERVICE_BUSY_MESSAGE })
      // A file is not shed (it is read from disk, not the database), nor is health.
      expect((await queueApp.inject({ method: 'GET', url: '/assets/index-S1.css' })).statusCode).toBe(200)
      const health = await queueApp.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(200)
      expect(health.json()).toEqual({ status: 'ok', database: { kind: database.kind, ok: true } })
    } finally {
      release()
    }
    // At the limit again, the same page is answered.
    expect((await page(22)).statusCode).toBe(200)
  })

  it('renders a few pages at a time and a short queue; the next page gets 503 + Retry-After at once, health answers', async () => {
    const { concurrency, queue } = PAGE_RENDERS
    const release = holdRenders()
    const before = render.mock.calls.length
    try {
      // Each its own page (the page cache and shared renders do not apply), every render held.
      const held = Array.from({ length: concurrency + queue }, (_, i) => {
        const answer = { settled: false, res: renderApp.inject({ method: 'GET', url: `/venues/${venueId}?held=${i}` }) }
        void answer.res.finally(() => (answer.settled = true))
        return answer
      })
      // Until every turn is taken (the first renders wait at the gate); the rest wait in the queue.
      await vi.waitFor(() => expect(render.mock.calls.length - before).toBe(concurrency), { timeout: 60_000 })
      for (let i = 0; i < 20; i++) await tick()

      expectBusyPage(await renderApp.inject({ method: 'GET', url: `/venues/${venueId}?held=over` }))
      expect((await renderApp.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
      // Answered while every page before it still waits for its render.
      expect(held.map((h) => h.settled)).toEqual(held.map(() => false))

      release()
      const answers = await Promise.all(held.map((h) => h.res))
      expect(answers.map((a) => a.statusCode)).toEqual(held.map(() => 200))
      expect(answers.at(-1)?.body).toContain(venueName)
    } finally {
      release()
    }
  })

  it('pages read in one turn start their renders a turn apart, and as many wait as before: the one beyond is shed', async () => {
    const { concurrency, queue } = PAGE_RENDERS
    await renderApp.listen({ port: 0, host: '127.0.0.1' })
    const { port } = renderApp.server.address() as AddressInfo
    const release = holdRenders()
    try {
      // One more page than the renders and the queue hold: connections first (accepted one per turn),
      // then every request written in one tick, so one poll of the loop reads them all.
      const sockets = await Promise.all(
        Array.from(
          { length: concurrency + queue + 1 },
          () =>
            new Promise<net.Socket>((resolve, reject) => {
              const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
              socket.on('error', reject)
            }),
        ),
      )
      await new Promise((resolve) => setTimeout(resolve, 200))
      const answers = sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            let text = ''
            socket.on('data', (d) => (text += d.toString()))
            socket.on('close', () => resolve(text))
          }),
      )
      let shedSeen = false
      const statuses = answers.map((answer) => answer.then((text) => Number(text.slice(9, 12))))
      void Promise.race(statuses).then(() => (shedSeen = true))
      sockets.forEach((socket, i) =>
        socket.write(`GET /venues/${venueId}?turn=${i} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      )
      // The one that fits nowhere is answered while the others wait for their renders (held).
      await vi.waitFor(() => expect(shedSeen).toBe(true), { timeout: 30_000 })
      release()
      const texts = await Promise.all(answers)
      expect(texts.map((text) => Number(text.slice(9, 12))).sort()).toEqual([
        ...Array.from({ length: concurrency + queue }, () => 200),
        503,
      ])
      const busy = texts.find((text) => text.startsWith('HTTP/1.1 503'))!
      expect(busy).toMatch(/\r\nretry-after: 5\r\n/i)
      expect(busy).toContain('<h1>Busy right now</h1>')
    } finally {
      release()
    }
  })
})

// Server-rendered pages go out as they are made: the status and the head (with the stylesheet) as
// soon as the head is resolved, the rendered rest after. And the stylesheet is inline only until
// the browser has it: its file is a cached asset, and a cookie says the browser asked for it.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type App } from '~/server/app'
import { loadConfig } from '~/server/config'
import * as renderer from '~/web/entry-server'
import { clearVenues, insertVenue } from '../fixtures/venues'
import { createTestDatabase } from '../setup/test-app'

const CSS = 'body{margin:0;color:#123456}'
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Bountiful</title>
    <meta name="description" data-ssr content="Default description" />
    <link rel="stylesheet" crossorigin href="/assets/index-T1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

let app: App
let drop: () => Promise<void>
let webDir: string
let base: string
let venueId: number
// Renders wait for this gate while a test holds it: what arrives before it opens was sent first.
let gate: Promise<void> = Promise.resolve()
const render = vi.fn(async (opts: Parameters<typeof renderer.render>[0]) => {
  await gate
  return renderer.render(opts)
})

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-stream-web-'))
  fs.mkdirSync(path.join(webDir, 'assets'))
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE)
  fs.writeFileSync(path.join(webDir, 'assets', 'index-T1.css'), CSS)
  const created = await createTestDatabase()
  drop = created.drop
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bountiful-test-data' })
  app = await buildApp({
    config,
    database: created.database,
    serveWeb: true,
    webDir,
    serverRenderEntry: { isServerRendered: renderer.isServerRendered, render },
  })
  await clearVenues(app.db)
  venueId = await insertVenue(app.db, { name: 'The Streamed Room', citySlug: 'chicago' })
  base = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app?.close()
  await drop?.()
  fs.rmSync(webDir, { recursive: true, force: true })
})

/** A page asked over HTTP: its response head, then its body's first chunk (decoded), then the rest. */
function open(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ res: http.IncomingMessage; body: Readable }>((resolve, reject) => {
    http
      .get(base + url, { headers }, (res) => {
        const encoding = res.headers['content-encoding']
        const body =
          encoding === 'br'
            ? res.pipe(zlib.createBrotliDecompress())
            : encoding === 'gzip'
              ? res.pipe(zlib.createGunzip())
              : res
        resolve({ res, body })
      })
      .on('error', reject)
  })
}
const firstChunk = (body: Readable) =>
  new Promise<string>((resolve) => body.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))))
const rest = async (body: Readable) => {
  let text = ''
  for await (const chunk of body) text += (chunk as Buffer).toString('utf8')
  return text
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

describe('a server-rendered page is streamed', () => {
  it.each(['br', 'gzip', 'identity'])(
    'sends its status and its head, stylesheet included, before the render is done (%s)',
    async (encoding) => {
      const release = holdRenders()
      try {
        const url = `/venues/${venueId}?stream=${encoding}`
        const { res, body } = await open(url, { 'accept-encoding': encoding })
        expect(res.statusCode).toBe(200)
        expect(res.headers['transfer-encoding']).toBe('chunked')
        const first = await firstChunk(body)
        // The render has not finished (it has not even been let go): what came is the head.
        expect(first).toContain('<title>The Streamed Room')
        expect(first).toContain(`<style>${CSS}</style>`)
        expect(first).not.toContain('<div id="root">')
        release()
        const whole = first + (await rest(body))
        expect(whole).toMatch(/<div id="root">[\s\S]*<h1[^>]*>The Streamed Room<\/h1>/)
        expect(whole).toContain('id="ssr-state"')
        expect(whole.match(/<\/head>/g)).toHaveLength(1)
      } finally {
        release()
      }
    },
  )

  it('an unknown venue answers 404 on its first byte, before its page is rendered', async () => {
    const release = holdRenders()
    try {
      const { res, body } = await open('/venues/987654320')
      expect(res.statusCode).toBe(404)
      expect(await firstChunk(body)).toContain('<meta name="robots" content="noindex"')
      release()
      await rest(body)
    } finally {
      release()
    }
  })

  it('a second visitor during the render gets the page streamed too, from the same render', async () => {
    const url = `/venues/${venueId}?shared=1`
    const release = holdRenders()
    try {
      const a = await open(url)
      const b = await open(url)
      const firsts = [await firstChunk(a.body), await firstChunk(b.body)]
      expect(firsts.map((t) => t.includes('<title>'))).toEqual([true, true])
      release()
      const [restA, restB] = await Promise.all([rest(a.body), rest(b.body)])
      // The whole pages: where the first chunk ends is the network's business (a loaded machine can
      // deliver the head in two reads for one visitor and in one for the other).
      expect(firsts[1] + restB).toBe(firsts[0] + restA)
      expect(render.mock.calls.filter(([opts]) => opts.url === url)).toHaveLength(1)
      // Then kept: the next one is a hit, whole.
      const c = await open(url)
      expect(c.res.headers['x-render-cache']).toBe('hit')
      expect(await rest(c.body)).toContain('The Streamed Room</h1>')
    } finally {
      release()
    }
  })
})

describe('the stylesheet', () => {
  it('is inline on a first visit, which asks for its file at idle priority and is told to remember it', async () => {
    const res = await app.inject({ method: 'GET', url: '/about?first=1' })
    expect(res.body).toContain(`<style>${CSS}</style>`)
    expect(res.body).toContain('<link rel="prefetch" href="/assets/index-T1.css" crossorigin>')
    expect(res.headers['set-cookie']).toMatch(/^bountiful_css=index-T1; Max-Age=31536000; Path=\/; SameSite=Lax$/)
    expect(res.headers.vary).toMatch(/cookie/i)
  })

  it('is a file the browser keeps for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-T1.css' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(CSS)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('is linked, not inline, once the cookie says the browser has it, on rendered and client-rendered pages', async () => {
    for (const url of ['/about?second=1', '/profile']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: 'theme=dark; bountiful_css=index-T1' } })
      expect(res.body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/index-T1.css">')
      expect(res.body, url).not.toContain(CSS)
      expect(res.body, url).not.toContain('rel="prefetch"')
      expect(res.headers['set-cookie'], url).toBeUndefined()
    }
  })

  it("is inline again when the cookie names another build's stylesheet", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/about?third=1',
      headers: { cookie: 'bountiful_css=index-OLD' },
    })
    expect(res.body).toContain(`<style>${CSS}</style>`)
    expect(res.headers['set-cookie']).toMatch(/^bountiful_css=index-T1;/)
  })
})

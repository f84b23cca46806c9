// The built web app's files: hashed assets cached for a year, pages revalidated, and the
// build's brotli / gzip copies sent as they are instead of compressing on every request.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '~/server/app'
import { loadConfig } from '~/server/config'
import { precompressAssets } from '../../../scripts/precompress-assets'
import { createTestDatabase } from '../setup/test-app'

const SCRIPT = `export const greeting = ${JSON.stringify('hello, '.repeat(400))}\n`
// Over the 1 kB under which nothing is compressed, as every built page is.
const TEMPLATE = `<!doctype html><html><head><title>Bountiful</title>${'<meta name="x" content="padding" />'.repeat(40)}<script src="/theme-init.js"></script><link rel="stylesheet" crossorigin href="/assets/index-AbC123.css"></head><body><div id="root"></div></body></html>`
const STYLES = 'body{color:#1a1815;font-family:"DM Sans Variable",sans-serif}'

let app: App
let drop: () => Promise<void>
let webDir: string

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-web-assets-'))
  fs.mkdirSync(path.join(webDir, 'assets'))
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE)
  fs.writeFileSync(path.join(webDir, 'assets', 'index-AbC123.js'), SCRIPT)
  fs.writeFileSync(path.join(webDir, 'theme-init.js'), SCRIPT)
  fs.writeFileSync(path.join(webDir, 'assets', 'index-AbC123.css'), STYLES)
  await precompressAssets(webDir)
  const created = await createTestDatabase()
  drop = created.drop
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bountiful-test-data' })
  app = await buildApp({ config, database: created.database, serveWeb: true, webDir })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await drop?.()
  fs.rmSync(webDir, { recursive: true, force: true })
})

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } })

describe('hashed assets', () => {
  it('are cached for a year as immutable, whatever the encoding', async () => {
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      const res = await get('/assets/index-AbC123.js', encoding)
      expect(res.statusCode, encoding).toBe(200)
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable')
      expect(res.headers['content-type'], encoding).toMatch(/^text\/javascript|^application\/javascript/)
      expect(res.headers.vary, encoding).toMatch(/accept-encoding/i)
    }
  })

  it("go out as the build's brotli copy, else its gzip copy, else as they are", async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload).toEqual(fs.readFileSync(path.join(webDir, 'assets', 'index-AbC123.js.br')))
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)

    const gz = await get('/assets/index-AbC123.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.rawPayload).toEqual(fs.readFileSync(path.join(webDir, 'assets', 'index-AbC123.js.gz')))
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)

    const plain = await get('/assets/index-AbC123.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('an unknown asset is a 404, never another file', async () => {
    const res = await get('/assets/index-ZzZ999.js', 'br')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable')
  })
})

describe('files whose name does not change with their content', () => {
  it('are revalidated: the page, /index.html and the public scripts', async () => {
    for (const url of ['/', '/index.html', '/theme-init.js', '/venues/in/chicago']) {
      const res = await get(url, 'br, gzip')
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers['cache-control'], url).not.toContain('immutable')
    }
    const script = await get('/theme-init.js', 'br')
    expect(script.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(script.rawPayload).toString()).toBe(SCRIPT)
  })
})

describe('pages', () => {
  // '/' is a route; every other page is answered by the not-found handler, which @fastify/compress
  // does not reach (src/server/lib/compress-pages.ts).
  it('go out in brotli, else gzip, else as they are, on a route or not', async () => {
    for (const url of ['/', '/about', '/venues/in/chicago']) {
      const br = await get(url, 'gzip, deflate, br')
      expect(br.headers['content-encoding'], url).toBe('br')
      expect(br.headers.vary, url).toMatch(/accept-encoding/i)
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toContain('<div id="root">')

      const gz = await get(url, 'br;q=0, gzip')
      expect(gz.headers['content-encoding'], url).toBe('gzip')
      expect(zlib.gunzipSync(gz.rawPayload).toString(), url).toContain('<div id="root">')

      const plain = await get(url, 'identity')
      expect(plain.headers['content-encoding'], url).toBeUndefined()
      expect(plain.body, url).toContain('<div id="root">')
    }
  })

  it('an unknown API path stays a plain JSON 404', async () => {
    const res = await get('/api/no-such-thing', 'br')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toMatchObject({ code: 'not_found' })
  })
})

describe('what the first paint needs', () => {
  it('is in the page: the stylesheet and the theme script inline, that script alone allowed by its hash', async () => {
    for (const url of ['/', '/venues/in/chicago']) {
      const res = await get(url, 'identity')
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain(`<style>${STYLES}</style>`)
      expect(res.body, url).toContain(`<script>${SCRIPT}</script>`)
      // The stylesheet's link is left disabled, which the browser does not fetch (Vite's lazy-chunk
      // loader finds it there and does not load the stylesheet again).
      expect(res.body.match(/<link rel="stylesheet"[^>]*>/g), url).toEqual([
        '<link rel="stylesheet" href="/assets/index-AbC123.css" disabled>',
      ])
      expect(res.body, url).not.toContain('src="/theme-init.js"')
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? ''
      const hash = crypto.createHash('sha256').update(SCRIPT).digest('base64')
      expect(scriptSrc.split(' '), url).toContain(`'sha256-${hash}'`)
      expect(scriptSrc, url).not.toContain('unsafe-inline')
    }
  })
})

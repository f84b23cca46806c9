// Helmet's headers are worked out once at start (src/server/lib/security-headers.ts) instead of by
// @fastify/helmet on every request. Every kind of answer (API, pages, files, errors, an answer
// written on the raw response) carries exactly what @fastify/helmet sends for the same options: the
// Content-Security-Policy with the first paint's script hashes and the configured sign-in providers.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import helmet from '@fastify/helmet'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateInDays } from '~/domain/search-dates'
import { buildApp, type App } from '~/server/app'
import { loadConfig, type Config } from '~/server/config'
import { helmetOptions } from '~/server/lib/security-headers'
import { firstPaintInliner } from '~/server/seo/first-paint'
import { createTestDatabase } from '../setup/test-app'

/** Every header helmet 8 can set. */
const HELMET_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-powered-by',
]

const TEMPLATE = `<!doctype html><html><head><title>Bountiful</title><script src="/theme-init.js"></script><link rel="stylesheet" crossorigin href="/assets/index-AbC123.css"></head><body><div id="root"></div></body></html>`

let webDir: string
let database: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-security-headers-'))
  fs.mkdirSync(path.join(webDir, 'assets'))
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE)
  fs.writeFileSync(path.join(webDir, 'theme-init.js'), "document.documentElement.dataset.theme='light'\n")
  fs.writeFileSync(path.join(webDir, 'start-app.js'), "import('/assets/index-AbC123.js')\n")
  fs.writeFileSync(
    path.join(webDir, 'assets', 'index-AbC123.js'),
    `export const x = ${JSON.stringify('x'.repeat(2000))}\n`,
  )
  fs.writeFileSync(path.join(webDir, 'assets', 'index-AbC123.css'), 'body{color:#1a1815}')
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.drop()
  fs.rmSync(webDir, { recursive: true, force: true })
})

/** The headers @fastify/helmet itself sends with these options, on a route of a bare instance. */
async function helmetReference(config: Config): Promise<Record<string, unknown>> {
  const bare = Fastify()
  await bare.register(helmet, helmetOptions(config, firstPaintInliner(webDir)))
  bare.get('/', () => 'ok')
  const res = await bare.inject({ method: 'GET', url: '/' })
  await bare.close()
  return Object.fromEntries(HELMET_HEADERS.map((name) => [name, res.headers[name]]))
}

/** One of each kind of answer the app gives. */
const ANSWERS: {
  name: string
  method: 'GET' | 'HEAD' | 'POST'
  url: string
  body?: unknown
  status: number
  /** Written on the raw response: only what is set there (helmet's headers) goes out, as before. */
  raw?: boolean
}[] = [
  { name: 'API answer', method: 'GET', url: '/api/config', status: 200 },
  { name: 'no-op', method: 'GET', url: '/api/ping', status: 200 },
  {
    name: 'search (read cache, brotli)',
    method: 'GET',
    url: '/api/venues/search?location=Chicago&guests=20',
    status: 200,
  },
  { name: 'invalid search', method: 'GET', url: '/api/venues/search?guests=lots', status: 400 },
  {
    name: 'recommendations',
    method: 'POST',
    url: '/api/concierge/recommendations',
    body: {
      occasion: 'Team Building',
      groupSize: 20,
      budget: 'premium',
      cuisine: 'Italian',
      vibe: 'Elegant & Upscale',
      location: 'Chicago, IL',
      date: dateInDays('America/Chicago', 12),
      time: 'dinner',
      dietaryRestrictions: [],
    },
    status: 200,
  },
  { name: 'invalid recommendations', method: 'POST', url: '/api/concierge/recommendations', body: {}, status: 400 },
  { name: 'unknown API route', method: 'GET', url: '/api/nope', status: 404 },
  { name: 'signed out', method: 'GET', url: '/api/me/favourites', status: 401 },
  {
    name: 'answer written on the raw response (MCP, hijacked)',
    method: 'GET',
    url: '/api/mcp',
    status: 405,
    raw: true,
  },
  { name: 'landing page', method: 'GET', url: '/', status: 200 },
  { name: 'landing page, HEAD', method: 'HEAD', url: '/', status: 200 },
  { name: 'search page (not-found handler)', method: 'GET', url: '/search?location=Chicago', status: 200 },
  { name: 'unknown page', method: 'GET', url: '/no-such-page', status: 404 },
  { name: 'robots.txt', method: 'GET', url: '/robots.txt', status: 200 },
  { name: 'hashed asset', method: 'GET', url: '/assets/index-AbC123.js', status: 200 },
  { name: 'unknown asset', method: 'GET', url: '/assets/index-ZzZ999.js', status: 404 },
]

describe.each([
  ['default settings', {}],
  [
    'Google and Apple sign-in, an https site and a video on a CDN',
    {
      GOOGLE_CLIENT_ID: 'web-id.apps.googleusercontent.com',
      APPLE_CLIENT_ID: 'com.example.web',
      PUBLIC_URL: 'https://bountiful.example.com',
      INTRO_VIDEO_URL: 'https://cdn.example.com/videos/callie.mp4',
      INTRO_VIDEO_POSTER_URL: 'https://img.example.com/callie.jpg',
    },
  ],
])('security headers with %s', (_name, env: Record<string, string>) => {
  let app: App
  let config: Config
  beforeAll(async () => {
    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bountiful-test-data', ...env })
    app = await buildApp({ config, database: database.database, serveWeb: true, webDir })
    await app.ready()
  })
  afterAll(() => app?.close())

  it("are helmet's own for the same options on every kind of answer", async () => {
    const expected = await helmetReference(config)
    // The reference is the real thing: a policy with the first paint's hashes and the providers asked for.
    const csp = String(expected['content-security-policy'])
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+'/)
    if (env.GOOGLE_CLIENT_ID) expect(csp).toContain('https://accounts.google.com')
    if (env.APPLE_CLIENT_ID) expect(csp).toContain('https://appleid.apple.com')
    expect(expected['x-frame-options']).toBe('SAMEORIGIN')
    for (const answer of ANSWERS) {
      const res = await app.inject({
        method: answer.method,
        url: answer.url,
        headers: { 'accept-encoding': 'br, gzip' },
        ...(answer.body === undefined ? {} : { payload: answer.body as object }),
      })
      expect(res.statusCode, answer.name).toBe(answer.status)
      expect(Object.fromEntries(HELMET_HEADERS.map((name) => [name, res.headers[name]])), answer.name).toEqual(expected)
      if (!answer.raw)
        expect(res.headers['permissions-policy'], answer.name).toMatch(/^accelerometer=\(\), camera=\(\)/)
    }
  })
})

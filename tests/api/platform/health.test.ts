import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '~/server/app'
import { createTestApp, createTestDatabase, type TestContext } from '../setup/test-app'

/** An app with other settings over the file's database: what these tests read is configuration. */
const withSettings = (env: Record<string, string>) => createTestApp(env, { database: t.database })

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/health', () => {
  it('answers 200 with the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: { kind: process.env.TEST_DB, ok: true } })
  })

  it('answers 503 when the database is gone', async () => {
    const { database, drop } = await createTestDatabase()
    const app = await buildApp({ config: t.config, database, serveWeb: false })
    await drop()
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json().database.ok).toBe(false)
    await app.close()
  })

  it('answers at once from a recent check while the database is too busy to answer a ping', async () => {
    const { database, drop } = await createTestDatabase()
    const app = await buildApp({ config: t.config, database, serveWeb: false })
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
      // The database's queue is full of other work: this ping does not come back during the test.
      let pings = 0
      database.ping = () => {
        pings++
        return new Promise<boolean>(() => {})
      }
      const probes = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/api/health' })))
      expect(probes.map((res) => res.statusCode)).toEqual([200, 200, 200])
      expect(probes[0].json()).toEqual({ status: 'ok', database: { kind: process.env.TEST_DB, ok: true } })
      // One ping at a time: probes do not add to the database's queue while one is pending.
      expect(pings).toBe(1)
    } finally {
      await app.close()
      await drop()
    }
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toMatch(/Not found/)
  })
})

describe('GET /api/config', () => {
  it('tells the web app the map tiles and concierge address, nothing secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      mapTileUrl: t.config.MAP_TILE_URL,
      mapTileAttribution: t.config.MAP_TILE_ATTRIBUTION,
      conciergeEmail: t.config.CONCIERGE_EMAIL,
      googleClientId: null,
      appleClientId: null,
      introVideoUrl: null,
      introVideoPosterUrl: null,
      socialLinks: { instagram: null, linkedin: null, x: null },
      demoCatalogue: true,
      cardPayments: false,
    })
  })

  it('passes on the intro video and the social links that are configured', async () => {
    const other = await withSettings({
      INTRO_VIDEO_URL: '/media/callie.mp4',
      INTRO_VIDEO_POSTER_URL: 'https://cdn.example.com/callie.jpg',
      SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/bountiful',
      SOCIAL_X_URL: 'https://x.com/bountiful',
    })
    const res = await other.app.inject({ method: 'GET', url: '/api/config' })
    expect(res.json()).toMatchObject({
      introVideoUrl: '/media/callie.mp4',
      introVideoPosterUrl: 'https://cdn.example.com/callie.jpg',
      socialLinks: { instagram: 'https://www.instagram.com/bountiful', linkedin: null, x: 'https://x.com/bountiful' },
    })
    await other.close()
  })

  it('names the sign-in providers that are configured', async () => {
    const other = await withSettings({ GOOGLE_CLIENT_ID: 'web-id.apps.googleusercontent.com, ios-id' })
    const res = await other.app.inject({ method: 'GET', url: '/api/config' })
    expect(res.json()).toMatchObject({ googleClientId: 'web-id.apps.googleusercontent.com', appleClientId: null })
    await other.close()
  })
})

describe('security headers', () => {
  it('sends a content security policy that allows only our own scripts by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' })
    const csp = String(res.headers['content-security-policy'])
    // Our origin, plus (with a build) the inline scripts by their hashes, the theme set before the
    // first paint and the starter of the scripts after it (tests/api/platform/web-assets.test.ts): never
    // 'unsafe-inline' and no other host.
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')*;/)
    expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline')
    expect(csp).not.toContain('accounts.google.com')
  })

  it('allows the Google sign-in script when Google is configured', async () => {
    const other = await withSettings({ GOOGLE_CLIENT_ID: 'web-id.apps.googleusercontent.com' })
    const res = await other.app.inject({ method: 'GET', url: '/api/config' })
    expect(String(res.headers['content-security-policy'])).toMatch(
      /script-src 'self'( 'sha256-[^']+')* https:\/\/accounts\.google\.com;/,
    )
    await other.close()
  })

  it('allows media from our own origin only, unless the intro video is on another one', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/config' })
    expect(String(own.headers['content-security-policy'])).toMatch(/media-src 'self'(;|$)/)
    const local = await withSettings({ INTRO_VIDEO_URL: '/media/callie.mp4' })
    const localCsp = String(
      (await local.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy'],
    )
    expect(localCsp).toMatch(/media-src 'self'(;|$)/)
    await local.close()
    const cdn = await withSettings({
      INTRO_VIDEO_URL: 'https://cdn.example.com/videos/callie.mp4',
      INTRO_VIDEO_POSTER_URL: 'https://img.example.com/callie.jpg',
    })
    const cdnCsp = String(
      (await cdn.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy'],
    )
    expect(cdnCsp).toMatch(/media-src 'self' https:\/\/cdn\.example\.com(;|$)/)
    expect(cdnCsp).toMatch(/img-src [^;]*https:\/\/img\.example\.com/)
    await cdn.close()
  })

  it('lets scripts connect to our own origin only, WebSockets included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' })
    const connectSrc = /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1].split(' ')
    // PUBLIC_URL defaults to http://localhost:3000: its socket origin, never any ws: or wss: host.
    expect(connectSrc).toEqual(["'self'", 'ws://localhost:3000'])
    const https = await withSettings({ PUBLIC_URL: 'https://bountiful.example.com' })
    const csp = String(
      (await https.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy'],
    )
    expect(csp).toMatch(/connect-src 'self' wss:\/\/bountiful\.example\.com(;|$)/)
    await https.close()
  })

  it('isolates the window from other origins and turns off device features the site never uses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' })
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
    const policy = String(res.headers['permissions-policy']).split(', ')
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(policy).toContain(feature)
    // Every page gets them, not only the API.
    const page = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(page.headers['permissions-policy']).toBe(res.headers['permissions-policy'])
  })

  it('lets the Google sign-in popup report back to its opener when Google is configured', async () => {
    const other = await withSettings({ GOOGLE_CLIENT_ID: 'web-id.apps.googleusercontent.com' })
    const res = await other.app.inject({ method: 'GET', url: '/api/config' })
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    await other.close()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './setup/test-app'

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
    const { createTestDatabase } = await import('./setup/test-app')
    const { buildApp } = await import('~/server/app')
    const { database, drop } = await createTestDatabase()
    const app = await buildApp({ config: t.config, database, serveWeb: false })
    await drop()
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json().database.ok).toBe(false)
    await app.close()
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
    })
  })

  it('passes on the intro video and the social links that are configured', async () => {
    const { createTestApp } = await import('./setup/test-app')
    const other = await createTestApp({
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
    const { createTestApp } = await import('./setup/test-app')
    const other = await createTestApp({ GOOGLE_CLIENT_ID: 'web-id.apps.googleusercontent.com, ios-id' })
    const res = await other.app.inject({ method: 'GET', url: '/api/config' })
    expect(res.json()).toMatchObject({ googleClientId: 'web-id.apps.googleusercontent.com', appleClientId: null })
    await other.close()
  })
})

describe('security headers', () => {
  it('sends a content security policy that allows only our own scripts by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toContain('accounts.google.com')
  })

  it('allows the Google sign-in script when Google is configured', async () => {
    const { createTestApp } = await import('./setup/test-app')
    const other = await createTestApp({ GOOGLE_CLIENT_ID: 'web-id.apps.googleusercontent.com' })
    const res = await other.app.inject({ method: 'GET', url: '/api/config' })
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' https://accounts.google.com")
    await other.close()
  })

  it('allows media from our own origin only, unless the intro video is on another one', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/config' })
    expect(String(own.headers['content-security-policy'])).toMatch(/media-src 'self'(;|$)/)
    const { createTestApp } = await import('./setup/test-app')
    const local = await createTestApp({ INTRO_VIDEO_URL: '/media/callie.mp4' })
    const localCsp = String((await local.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy'])
    expect(localCsp).toMatch(/media-src 'self'(;|$)/)
    await local.close()
    const cdn = await createTestApp({
      INTRO_VIDEO_URL: 'https://cdn.example.com/videos/callie.mp4',
      INTRO_VIDEO_POSTER_URL: 'https://img.example.com/callie.jpg',
    })
    const cdnCsp = String((await cdn.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy'])
    expect(cdnCsp).toMatch(/media-src 'self' https:\/\/cdn\.example\.com(;|$)/)
    expect(cdnCsp).toMatch(/img-src [^;]*https:\/\/img\.example\.com/)
    await cdn.close()
  })
})

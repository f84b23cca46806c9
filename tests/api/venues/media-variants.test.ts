// Venue photos at the offered widths (`?w=400|800|1200`, src/server/lib/photo-variants.ts): each
// answers a WebP of that width, the bundled artwork with a day of caching, uploads with a year
// (immutable); any other width is a 400 JSON error, so nobody can make the server render any size.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '~/domain/api/api-error'
import { PHOTO_VARIANT_WIDTHS } from '~/domain/venues/photo-variants'
import { capturedLogs, createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
let dataDir: string
const upload = path.join('7', 'f00d-1600.webp')

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-media-variants-'))
  t = await createTestApp({ DATA_DIR: dataDir })
  const bytes = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#c86' } })
    .webp()
    .toBuffer()
  fs.mkdirSync(path.join(dataDir, 'media', 'uploads', '7'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'media', 'uploads', upload), bytes)
})
afterAll(async () => {
  await t?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('photo variants', () => {
  it.each(PHOTO_VARIANT_WIDTHS)('bundled artwork at %i px is a WebP of that width, cached for a day', async (w) => {
    const res = await get(`/media/venues/ballroom-1.webp?w=${w}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: w, height: Math.round((w * 2) / 3) })
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)

    // Kept on disk: the second answer is the same file, and revalidates with its ETag.
    const again = await get(`/media/venues/ballroom-1.webp?w=${w}`)
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true)
    expect(
      (await get(`/media/venues/ballroom-1.webp?w=${w}`, { 'if-none-match': res.headers.etag as string })).statusCode,
    ).toBe(304)
  })

  it('a 400 px card photo is a fraction of the full-size file', async () => {
    const full = await get('/media/venues/ballroom-1.webp')
    const small = await get('/media/venues/ballroom-1.webp?w=400')
    expect(small.rawPayload.length).toBeLessThan(full.rawPayload.length / 2)
  })

  it.each(PHOTO_VARIANT_WIDTHS)('an uploaded photo at %i px is a WebP of that width, immutable', async (w) => {
    const res = await get(`/media/uploads/7/f00d-1600.webp?w=${w}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await sharp(res.rawPayload).metadata()).width).toBe(w)
  })

  it('refuses any other width with a 400 JSON error, rendering nothing', async () => {
    for (const url of [
      '/media/venues/ballroom-1.webp?w=500',
      '/media/venues/ballroom-1.webp?w=4000',
      '/media/venues/ballroom-1.webp?w=abc',
      '/media/venues/ballroom-1.webp?w=',
      '/media/venues/ballroom-1.webp?w=400&w=800',
      '/media/uploads/7/f00d-1600.webp?w=401',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(400)
      const body = errorBodySchema.parse(res.json())
      expect(body.message, url).toBe('Photo width must be one of 400, 800, 1200')
    }
    expect(fs.existsSync(path.join(dataDir, 'media', 'variants', 'bundled', '500'))).toBe(false)
  })

  it('answers 404 JSON for a missing photo, the SVG placeholder or a path out of the media folder', async () => {
    for (const url of [
      '/media/venues/no-such.webp?w=400',
      '/media/placeholder-venue.svg?w=400',
      '/media/..%2Fpackage.json?w=400',
      '/media/uploads/7/nothing-1600.webp?w=400',
      '/media/uploads/..%2F..%2Fsecret.webp?w=400',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().message, url).toMatch(/^Not found: GET /)
    }
  })

  it('a deleted upload is gone at every width, though its sizes were rendered before', async () => {
    expect((await get('/media/uploads/7/f00d-1600.webp?w=400')).statusCode).toBe(200)
    fs.rmSync(path.join(dataDir, 'media', 'uploads', upload))
    expect((await get('/media/uploads/7/f00d-1600.webp?w=400')).statusCode).toBe(404)
  })
})

describe('a photo the browser stops loading', () => {
  it('ends the answer once, without a second send onto the closed response', async () => {
    const logs = capturedLogs()
    const logged = await createTestApp({ DATA_DIR: dataDir }, { logger: logs.logger })
    try {
      const address = await logged.app.listen({ port: 0, host: '127.0.0.1' })
      const agent = new http.Agent({ keepAlive: true })
      // As a page left mid-load does: requests dropped a few milliseconds in, some before the
      // answer starts, some while the photo streams.
      for (let i = 0; i < 40; i++) {
        await new Promise<void>((resolve) => {
          const req = http.get(`${address}/media/venues/ballroom-1.webp?w=1200&i=${i}`, { agent }, (res) => {
            res.resume()
            res.on('end', resolve)
          })
          req.on('error', () => resolve())
          setTimeout(() => {
            req.destroy()
            resolve()
          }, i % 4)
        })
      }
      agent.destroy()
      await new Promise((r) => setTimeout(r, 200))
      const entries = logs.entries() as { level: number; msg: string; reqId?: string }[]
      expect(entries.filter((e) => e.level >= 40).map((e) => e.msg)).toEqual([])
      // One end per request: completed, or closed by the client.
      const ends = entries.filter((e) => e.msg === 'request completed' || e.msg === 'stream closed prematurely')
      expect(new Set(ends.map((e) => e.reqId)).size).toBe(ends.length)
    } finally {
      await logged.close()
    }
  })
})

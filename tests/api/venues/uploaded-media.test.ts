// /media/uploads/… from DATA_DIR (no S3_BUCKET): headers, HEAD, revalidation, and nothing outside
// the uploads folder. Uploading itself is covered in staff-venues.test.ts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
let dataDir: string
let bytes: Buffer

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-uploaded-media-'))
  t = await createTestApp({ DATA_DIR: dataDir })
  bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c86' } })
    .webp()
    .toBuffer()
  fs.mkdirSync(path.join(dataDir, 'media', 'uploads', '7'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'media', 'uploads', '7', 'abc123-1600.webp'), bytes)
  fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'not a photo')
  fs.writeFileSync(path.join(dataDir, 'media', 'uploads', '7', '.hidden.webp'), bytes)
})
afterAll(async () => {
  await t?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('uploaded photos on local disk', () => {
  it('serves the bytes with their type, length and a year of immutable caching; HEAD and If-None-Match work', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/uploads/7/abc123-1600.webp' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(res.headers['content-length'])).toBe(bytes.length)
    expect(res.rawPayload.equals(bytes)).toBe(true)

    const head = await t.app.inject({ method: 'HEAD', url: '/media/uploads/7/abc123-1600.webp' })
    expect(head.statusCode).toBe(200)
    expect(Number(head.headers['content-length'])).toBe(bytes.length)
    expect(head.rawPayload.length).toBe(0)

    const again = await t.app.inject({
      method: 'GET',
      url: '/media/uploads/7/abc123-1600.webp',
      headers: { 'if-none-match': res.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers 404 JSON for a missing photo, a folder, a dotfile or a path out of the uploads folder', async () => {
    for (const url of [
      '/media/uploads/7/nothing.webp',
      '/media/uploads/7',
      '/media/uploads/',
      '/media/uploads/7/.hidden.webp',
      '/media/uploads/..%2F..%2Fsecret.txt',
      '/media/uploads/7/..%2F..%2F..%2Fsecret.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().message, url).toMatch(/^Not found: GET /)
    }
  })
})

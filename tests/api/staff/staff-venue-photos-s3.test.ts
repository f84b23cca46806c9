// Venue photos in an S3-compatible bucket: with S3_BUCKET set, uploads go to the bucket
// (a real S3 server, s3rver), not DATA_DIR; /media/uploads/… serves them from there under the same
// URLs; deleting removes both sizes; a bucket that fails answers a clear 503, never a 500 or a hang.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { eq, sql } from 'drizzle-orm'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { venuePhotos } from '~/server/db/schema'
import { capturedLogs, createTestApp, type TestContext } from '../setup/test-app'
import { userWithRole } from '../support/staff-helpers'
import { insertVenue } from '../fixtures/venues'

type Staff = Awaited<ReturnType<typeof userWithRole>>

const BUCKET = 'photos'
const UNAVAILABLE = {
  code: 'service_unavailable',
  message: 'Photo storage is unavailable right now. Please try again in a moment.',
}

let s3dir: string
let dataDir: string
let server: S3rver
let endpoint: string
let s3: S3Client
let t: TestContext
let staff: Staff

const s3Env = (over: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PREFIX: 'uploads/',
  ...over,
})

beforeAll(async () => {
  s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-s3rver-'))
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-s3-data-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
  s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  t = await createTestApp(s3Env())
  staff = await userWithRole(t, 'staff', 'Sam')
})
afterAll(async () => {
  await t?.close()
  s3?.destroy()
  await server?.close()
  fs.rmSync(s3dir, { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function upload(
  app: TestContext,
  staff: Staff,
  venueId: number,
  file: { filename: string; contentType: string; data: Buffer },
) {
  const boundary = '----bountifulS3TestBoundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return app.app.inject({
    method: 'POST',
    url: `/api/staff/venues/${venueId}/photos`,
    payload,
    headers: { ...staff.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 60, g: 120, b: 200 } } })
    .png()
    .toBuffer()

/** Every key in the bucket under the venue's folder, sorted. */
async function objectKeys(venueId: number): Promise<string[]> {
  const res = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `uploads/${venueId}/` }))
  return (res.Contents ?? []).map((o) => o.Key!).sort()
}

async function objectBytes(key: string) {
  const res = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return { contentType: res.ContentType, bytes: Buffer.from(await res.Body!.transformToByteArray()) }
}

const localUploads = (venueId: number) => path.join(dataDir, 'media', 'uploads', String(venueId))

describe('venue photos in an S3 bucket', () => {
  it('puts both sizes in the bucket (not on disk), serves them at the same URLs, and deletes both', async () => {
    const id = await insertVenue(t.db)
    const res = await upload(t, staff, id, {
      filename: 'room.png',
      contentType: 'image/png',
      data: await png(2400, 1600),
    })
    expect(res.statusCode).toBe(201)
    const photo = res.json()
    expect(photo).toMatchObject({ width: 1600, height: 1067, position: 0 })
    expect(photo.url).toMatch(new RegExp(`^/media/uploads/${id}/[0-9a-f]+-1600\\.webp$`))
    expect(photo.smallUrl).toBe(photo.url.replace('-1600.webp', '-800.webp'))

    const largeKey = photo.url.replace(/^\/media\//, '')
    const smallKey = photo.smallUrl.replace(/^\/media\//, '')
    expect(await objectKeys(id)).toEqual([largeKey, smallKey].sort())
    const large = await objectBytes(largeKey)
    expect(large.contentType).toBe('image/webp')
    expect(await sharp(large.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600 })
    expect(await sharp((await objectBytes(smallKey)).bytes).metadata()).toMatchObject({ format: 'webp', width: 800 })
    expect(fs.existsSync(localUploads(id))).toBe(false)

    const served = await t.app.inject({ method: 'GET', url: photo.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(served.headers['content-length'])).toBe(large.bytes.length)
    expect(served.rawPayload.equals(large.bytes)).toBe(true)
    const etag = served.headers.etag as string
    expect(etag).toBeTruthy()
    const small = await t.app.inject({ method: 'GET', url: photo.smallUrl })
    expect(small.statusCode).toBe(200)
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 })

    const head = await t.app.inject({ method: 'HEAD', url: photo.url })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/webp')
    expect(Number(head.headers['content-length'])).toBe(large.bytes.length)
    expect(head.rawPayload.length).toBe(0)
    const again = await t.app.inject({ method: 'GET', url: photo.url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)

    const missing = await t.app.inject({ method: 'GET', url: `/media/uploads/${id}/nothing-1600.webp` })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({
      code: 'not_found',
      message: `Not found: GET /media/uploads/${id}/nothing-1600.webp`,
    })
    expect((await t.app.inject({ method: 'HEAD', url: `/media/uploads/${id}/nothing-1600.webp` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/media/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404)

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/venues/${id}/photos/${photo.id}`,
      headers: staff.auth,
    })
    expect(del.statusCode).toBe(200)
    expect(await objectKeys(id)).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: photo.smallUrl })).statusCode).toBe(404)
  })

  it('writes nothing to the bucket for a file that is not an image or is over 10 MB', async () => {
    const id = await insertVenue(t.db)
    const text = await upload(t, staff, id, {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('just some text, not a JPEG'),
    })
    expect(text.statusCode).toBe(400)
    expect(text.json().errors).toEqual({ file: 'Photos must be JPEG, PNG or WebP images' })
    const big = await upload(t, staff, id, {
      filename: 'huge.png',
      contentType: 'image/png',
      data: Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024 + 1)]),
    })
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({ code: 'payload_too_large', message: 'Photos must be at most 10 MB' })
    expect(await objectKeys(id)).toEqual([])
    expect(await t.db.select().from(venuePhotos).where(eq(venuePhotos.venueId, id))).toHaveLength(0)
  })

  it('removes the objects it wrote when the photo row cannot be saved', async () => {
    const id = await insertVenue(t.db)
    // The database refuses this venue's photos after both sizes are in the bucket.
    await t.db.execute(
      sql.raw(
        `create function zz_refuse_photo() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`,
      ),
    )
    await t.db.execute(
      sql.raw(
        `create trigger zz_refuse_photo before insert on venue_photos for each row when (new.venue_id = ${id}) execute function zz_refuse_photo()`,
      ),
    )
    try {
      const res = await upload(t, staff, id, {
        filename: 'room.png',
        contentType: 'image/png',
        data: await png(1200, 800),
      })
      expect(res.statusCode).toBe(500)
      expect(await objectKeys(id)).toEqual([])
    } finally {
      await t.db.execute(sql.raw('drop trigger zz_refuse_photo on venue_photos'))
      await t.db.execute(sql.raw('drop function zz_refuse_photo()'))
    }
  })
})

describe('a bucket that does not answer', () => {
  let down: TestContext
  let missingBucket: TestContext
  const sam = new Map<TestContext, Staff>()
  const logs = capturedLogs()
  const SECRET = 'do-not-log-this-secret-key'

  beforeAll(async () => {
    // A port nothing listens on: connections are refused, as when the S3 service is down.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo
        probe.close(() => resolve(port))
      })
    })
    // Other storage settings over the file's database.
    down = await createTestApp(
      s3Env({
        S3_ENDPOINT: `http://127.0.0.1:${closedPort}`,
        S3_ACCESS_KEY_ID: 'AKIATEST',
        S3_SECRET_ACCESS_KEY: SECRET,
      }),
      { logger: logs.logger, database: t.database },
    )
    missingBucket = await createTestApp(s3Env({ S3_BUCKET: 'no-such-bucket' }), { database: t.database })
    for (const app of [down, missingBucket]) sam.set(app, await userWithRole(app, 'staff', 'Sam'))
  })
  afterAll(async () => {
    await down?.close()
    await missingBucket?.close()
  })

  it('answers an upload with 503 and a message, saving no photo, and logs the cause without the secret', async () => {
    for (const app of [down, missingBucket]) {
      const id = await insertVenue(app.db)
      const res = await upload(app, sam.get(app)!, id, {
        filename: 'room.png',
        contentType: 'image/png',
        data: await png(1200, 800),
      })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual(UNAVAILABLE)
      expect(await app.db.select().from(venuePhotos).where(eq(venuePhotos.venueId, id))).toHaveLength(0)
    }
    expect(logs.lines.join('')).toMatch(/S3 put failed/)
    expect(logs.lines.join('')).not.toContain(SECRET)
  })

  it('answers a photo request with 503 JSON, not a 500 or a hung request', async () => {
    for (const app of [down, missingBucket]) {
      const res = await app.app.inject({ method: 'GET', url: '/media/uploads/1/0123abcd-1600.webp' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual(UNAVAILABLE)
    }
    expect((await down.app.inject({ method: 'HEAD', url: '/media/uploads/1/0123abcd-1600.webp' })).statusCode).toBe(503)
  })

  it('still deletes the photo from the venue, logging the objects left behind', async () => {
    const id = await insertVenue(down.db)
    const [row] = await down.db
      .insert(venuePhotos)
      .values({
        venueId: id,
        url: `/media/uploads/${id}/0123abcd-1600.webp`,
        alt: 'Room',
        position: 0,
        width: 1600,
        height: 1067,
      })
      .returning()
    const res = await down.app.inject({
      method: 'DELETE',
      url: `/api/staff/venues/${id}/photos/${row.id}`,
      headers: sam.get(down)!.auth,
    })
    expect(res.statusCode).toBe(200)
    expect(await down.db.select().from(venuePhotos).where(eq(venuePhotos.venueId, id))).toHaveLength(0)
    expect(logs.lines.join('')).toContain(`${id}/0123abcd-800.webp`)
    expect(logs.lines.join('')).toMatch(/photo deleted, but its files are left in storage/)
  })
})

// A space's photos: a venue's manager uploads them in the portal (an image checked by its bytes,
// resized and stored as venue photos are), removes and reorders them; the venue page gives each space
// its first photo (the space's name is its alternative text) and none when it has none. Another
// venue's manager, a planner and a bad file are refused, and leave nothing behind.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spacePhotos, venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import type { Auth } from '../support/staff-helpers'

let t: TestContext
let dataDir: string
let owner: Auth
let stranger: Auth
let venueId: number
let cellarId: number
let terraceId: number

const BOUNDARY = '----bountifulSpacePhotos'
function multipart(auth: Auth, file: { data: Buffer; type?: string } | null) {
  const chunks = file
    ? [
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="room"\r\n`,
        `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ].map((s) => Buffer.from(s))
    : [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello`)]
  return {
    payload: Buffer.concat([...chunks, ...(file ? [file.data] : []), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  }
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 160 } } })
    .png()
    .toBuffer()
const photosUrl = (spaceId: number) => `/api/venue-portal/venues/${venueId}/spaces/${spaceId}/photos`
const upload = async (spaceId: number, auth: Auth = owner, width = 1800) =>
  t.app.inject({ method: 'POST', url: photosUrl(spaceId), ...multipart(auth, { data: await png(width, 1200) }) })
const spacesOnVenuePage = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}?enhance=true` })).json().spaces as {
    id: number
    name: string
    photo: { url: string; width: number | null; height: number | null } | null
  }[]
const fileOf = (url: string) => path.join(dataDir, 'media', url.replace(/^\/media\//, ''))

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-space-photos-'))
  t = await createTestApp({ DATA_DIR: dataDir })
  venueId = await insertVenue(t.db, { name: 'Photo Hall', maxGuests: 60 })
  const u = await createUser(t.db, { firstName: 'Olga' })
  owner = u.auth
  await t.db.insert(venueMembers).values({ venueId, userId: u.userId, role: 'owner' })
  const other = await createUser(t.db, { firstName: 'Sam' })
  stranger = other.auth
  await t.db
    .insert(venueMembers)
    .values({ venueId: await insertVenue(t.db, { name: 'Other Hall' }), userId: other.userId, role: 'owner' })
  const space = async (name: string, seatedCapacity: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/venue-portal/venues/${venueId}/spaces`,
        headers: owner,
        payload: { name, kind: 'private_room', seatedCapacity, standingCapacity: 0 },
      })
    ).json().id as number
  cellarId = await space('The Cellar', 30)
  terraceId = await space('The Terrace', 20)
})
afterAll(async () => {
  await t?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe("a space's photos", () => {
  it('are uploaded, resized, listed in order, and the venue page shows the first with the space as its alt', async () => {
    // No photo yet: the space is listed without one.
    expect((await spacesOnVenuePage()).find((s) => s.id === cellarId)?.photo).toBeNull()

    const first = await upload(cellarId)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({ position: 0, width: 1600, height: 1067 })
    expect(first.json().url).toMatch(new RegExp(`^/media/uploads/${venueId}/spaces/${cellarId}/[0-9a-f]+-1600\\.webp$`))
    expect(await sharp(fileOf(first.json().url)).metadata()).toMatchObject({ format: 'webp', width: 1600 })
    expect(await sharp(fileOf(first.json().smallUrl)).metadata()).toMatchObject({ format: 'webp', width: 800 })
    const second = (await upload(cellarId, owner, 600)).json()
    expect(second).toMatchObject({ position: 1, width: 600 })

    const listed = await t.app.inject({ method: 'GET', url: photosUrl(cellarId), headers: owner })
    expect(listed.json().photos.map((p: { id: number }) => p.id)).toEqual([first.json().id, second.id])
    const spaces = await spacesOnVenuePage()
    expect(spaces.find((s) => s.id === cellarId)).toMatchObject({
      name: 'The Cellar',
      photo: { url: first.json().url, width: 1600, height: 1067 },
    })
    expect(spaces.find((s) => s.id === terraceId)?.photo).toBeNull()

    // Reordered: the venue page's photo is the new first one.
    const reordered = await t.app.inject({
      method: 'PATCH',
      url: `${photosUrl(cellarId)}/order`,
      headers: owner,
      payload: { photoIds: [second.id, first.json().id] },
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().photos.map((p: { position: number }) => p.position)).toEqual([0, 1])
    expect((await spacesOnVenuePage()).find((s) => s.id === cellarId)?.photo?.url).toBe(second.url)

    // Removed: its row and both files are gone; the other photo is first again.
    const removed = await t.app.inject({ method: 'DELETE', url: `${photosUrl(cellarId)}/${second.id}`, headers: owner })
    expect(removed.statusCode).toBe(204)
    expect(fs.existsSync(fileOf(second.url))).toBe(false)
    expect(fs.existsSync(fileOf(second.smallUrl))).toBe(false)
    expect((await spacesOnVenuePage()).find((s) => s.id === cellarId)?.photo?.url).toBe(first.json().url)
  })

  it('refuses a file that is not an image, a missing file and an order that is not every photo', async () => {
    const before = (await t.db.select().from(spacePhotos).where(eq(spacePhotos.spaceId, terraceId))).length
    const text = await t.app.inject({
      method: 'POST',
      url: photosUrl(terraceId),
      ...multipart(owner, { data: Buffer.from('not an image at all'), type: 'image/png' }),
    })
    expect(text.statusCode).toBe(400)
    expect(text.json().errors.file).toBe('Photos must be JPEG, PNG or WebP images')
    const none = await t.app.inject({ method: 'POST', url: photosUrl(terraceId), ...multipart(owner, null) })
    expect(none.statusCode).toBe(400)
    expect(none.json().errors.file).toBe('Choose a photo to upload')
    expect((await t.db.select().from(spacePhotos).where(eq(spacePhotos.spaceId, terraceId))).length).toBe(before)
    expect(fs.existsSync(path.join(dataDir, 'media', 'uploads', String(venueId), 'spaces', String(terraceId)))).toBe(
      false,
    )

    const photo = (await upload(terraceId)).json()
    const partial = await t.app.inject({
      method: 'PATCH',
      url: `${photosUrl(terraceId)}/order`,
      headers: owner,
      payload: { photoIds: [photo.id, photo.id] },
    })
    expect(partial.statusCode).toBe(400)
    expect(partial.json().errors.photoIds).toBe('List every photo of the space exactly once')
  })

  it("another venue's manager and a photo of another space are refused", async () => {
    const before = (await t.db.select().from(spacePhotos)).length
    const res = await upload(cellarId, stranger)
    expect(res.statusCode).toBe(404)
    expect((await t.db.select().from(spacePhotos)).length).toBe(before)
    const cellarPhoto = (await t.app.inject({ method: 'GET', url: photosUrl(cellarId), headers: owner })).json()
      .photos[0]
    const wrongSpace = await t.app.inject({
      method: 'DELETE',
      url: `${photosUrl(terraceId)}/${cellarPhoto.id}`,
      headers: owner,
    })
    expect(wrongSpace.statusCode).toBe(404)
    expect((await t.db.select().from(spacePhotos).where(eq(spacePhotos.id, cellarPhoto.id))).length).toBe(1)
  })

  it('go with their space: deleting the space removes its photos’ rows and files, and the venue page forgets it', async () => {
    const spaceId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/venue-portal/venues/${venueId}/spaces`,
        headers: owner,
        payload: { name: 'The Attic', kind: 'private_room', seatedCapacity: 12, standingCapacity: 0 },
      })
    ).json().id as number
    const shots = [(await upload(spaceId)).json(), (await upload(spaceId, owner, 900)).json()]
    for (const shot of shots) expect(fs.existsSync(fileOf(shot.url))).toBe(true)

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/venue-portal/venues/${venueId}/spaces/${spaceId}`,
      headers: owner,
    })
    expect(removed.statusCode, removed.body).toBe(204)
    expect(await t.db.select().from(spacePhotos).where(eq(spacePhotos.spaceId, spaceId))).toEqual([])
    for (const shot of shots) {
      expect(fs.existsSync(fileOf(shot.url))).toBe(false)
      expect(fs.existsSync(fileOf(shot.smallUrl))).toBe(false)
    }
    expect((await spacesOnVenuePage()).some((s) => s.id === spaceId)).toBe(false)
    // The other spaces' photos are untouched.
    const cellarPhoto = (await t.app.inject({ method: 'GET', url: photosUrl(cellarId), headers: owner })).json()
      .photos[0]
    expect(fs.existsSync(fileOf(cellarPhoto.url))).toBe(true)
  })
})

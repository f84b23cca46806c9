// The venue catalogue in the staff console: create, edit, archive, blackouts, photo
// upload (type by content, size limit, resized files on disk) and the CSV import.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, inArray, like } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VENUE_MESSAGES } from '~/domain/venues/venue-input'
import { venueBlackouts, venuePhotos, venues } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { inDays, staffCall, userWithRole } from '../support/staff-helpers'
import { insertVenue } from '../fixtures/venues'

let t: TestContext
let staff: Awaited<ReturnType<typeof userWithRole>>
let dataDir: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-staff-venues-'))
  t = await createTestApp({ DATA_DIR: dataDir })
  staff = await userWithRole(t, 'staff', 'Sam')
})
afterAll(async () => {
  await t?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  staffCall(t, staff.auth, method, url, payload)

const newVenue = (over: Record<string, unknown> = {}) => ({
  name: 'Café Lumière & Bar',
  citySlug: 'chicago',
  address: '12 Wacker Dr, Chicago, IL 60601',
  lat: 41.88,
  lng: -87.63,
  type: 'restaurant',
  serviceType: 'Private Dining',
  description: 'A French room by the river.',
  minGuests: 10,
  maxGuests: 40,
  pricePerPerson: 95,
  cuisines: ['French'],
  vibes: ['elegant', 'romantic'],
  dietary: ['vegetarian'],
  features: ['private-room', 'bar'],
  amenities: ['Coat check', 'Projector'],
  minNoticeHours: 24,
  suggestedAddOns: ['Champagne toast'],
  experiences: ['executive-dinners'],
  ...over,
})

function multipart(parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[]) {
  const boundary = '----bountifulTestBoundary'
  const chunks: Buffer[] = []
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n`,
      ),
    )
    if (p.contentType) chunks.push(Buffer.from(`Content-Type: ${p.contentType}\r\n`))
    chunks.push(Buffer.from('\r\n'), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { ...staff.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .png()
    .toBuffer()

describe('venue catalogue', () => {
  it('creates a venue with every field and a unique slug from its name', async () => {
    const res = await call('POST', '/api/staff/venues', newVenue())
    expect(res.statusCode).toBe(201)
    const v = res.json()
    expect(v).toMatchObject({
      ...newVenue(),
      slug: 'cafe-lumiere-and-bar',
      status: 'active',
      location: 'Chicago, IL',
      photos: [],
      blackouts: [],
      rating: 0,
    })
    const twin = await call('POST', '/api/staff/venues', newVenue())
    expect(twin.json().slug).toBe('cafe-lumiere-and-bar-2')
    // The public venue page shows it.
    const pub = await t.app.inject({ method: 'GET', url: `/api/venues/${v.id}` })
    expect(pub.statusCode).toBe(200)
    expect(pub.json().name).toBe('Café Lumière & Bar')
    const taken = await call('POST', '/api/staff/venues', newVenue({ slug: 'cafe-lumiere-and-bar' }))
    expect(taken.statusCode).toBe(400)
    expect(taken.json().errors).toEqual({ slug: VENUE_MESSAGES.slugTaken })
  })

  it('refuses unknown option ids and bad values with field messages, writing nothing', async () => {
    const before = await t.db.select({ id: venues.id }).from(venues)
    const res = await call(
      'POST',
      '/api/staff/venues',
      newVenue({
        name: ' ',
        citySlug: 'gotham',
        type: 'castle',
        vibes: ['loud'],
        features: ['pool'],
        minGuests: 50,
        maxGuests: 20,
        lat: 200,
        experiences: ['space'],
      }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toMatchObject({
      name: VENUE_MESSAGES.name,
      citySlug: VENUE_MESSAGES.city,
      type: VENUE_MESSAGES.type,
      lat: VENUE_MESSAGES.lat,
      vibes: expect.stringContaining('Unknown vibe'),
      features: expect.stringContaining('Unknown feature'),
      experiences: expect.stringContaining('Unknown experience'),
    })
    expect(await t.db.select({ id: venues.id }).from(venues)).toHaveLength(before.length)
  })

  it('edits any subset, checks min ≤ max on the merged venue, archives and unarchives', async () => {
    const id = (await call('POST', '/api/staff/venues', newVenue({ name: 'Edit Me' }))).json().id
    const patch = await call('PATCH', `/api/staff/venues/${id}`, {
      pricePerPerson: 120,
      vibes: ['trendy'],
      description: '',
    })
    expect(patch.statusCode).toBe(200)
    expect(patch.json()).toMatchObject({
      pricePerPerson: 120,
      vibes: ['trendy'],
      description: '',
      name: 'Edit Me',
      cuisines: ['French'],
    })
    const order = await call('PATCH', `/api/staff/venues/${id}`, { minGuests: 45 })
    expect(order.statusCode).toBe(400)
    expect(order.json().errors).toEqual({ maxGuests: VENUE_MESSAGES.guestsOrder })
    expect((await call('PATCH', `/api/staff/venues/${id}`, { rating: 5 })).statusCode).toBe(400)
    expect((await call('PATCH', '/api/staff/venues/999999', { name: 'x' })).statusCode).toBe(404)

    const archived = await call('POST', `/api/staff/venues/${id}/archive`)
    expect(archived.json().status).toBe('archived')
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${id}` })).statusCode).toBe(404)
    const list = (await call('GET', '/api/staff/venues?status=archived&q=edit%20me')).json()
    expect(list.venues.map((v: { id: number }) => v.id)).toEqual([id])
    expect((await call('POST', `/api/staff/venues/${id}/unarchive`)).json().status).toBe('active')
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${id}` })).statusCode).toBe(200)
    const detail = (await call('GET', `/api/staff/venues/${id}`)).json()
    expect(detail).toHaveProperty('amenities')
    expect(detail).toHaveProperty('timezone', 'America/Chicago')
  })

  it('replaces the future blackouts, keeping the past ones', async () => {
    const id = await insertVenue(t.db)
    await t.db.insert(venueBlackouts).values([
      { venueId: id, date: '2020-01-01', reason: 'old' },
      { venueId: id, date: inDays(5), reason: 'old' },
    ])
    const res = await call('PUT', `/api/staff/venues/${id}/blackouts`, {
      dates: [inDays(12), inDays(10), inDays(10)],
      reason: 'Private buyout',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().blackouts).toEqual([
      { date: inDays(10), reason: 'Private buyout' },
      { date: inDays(12), reason: 'Private buyout' },
    ])
    const all = await t.db
      .select()
      .from(venueBlackouts)
      .where(eq(venueBlackouts.venueId, id))
      .orderBy(venueBlackouts.date)
    expect(all.map((b) => b.date)).toEqual(['2020-01-01', inDays(10), inDays(12)])
    const past = await call('PUT', `/api/staff/venues/${id}/blackouts`, { dates: [inDays(3), inDays(-3)] })
    expect(past.statusCode).toBe(400)
    expect(past.json().errors).toEqual({ 'dates.1': 'Blackout dates must be today or later' })
    expect(await t.db.select().from(venueBlackouts).where(eq(venueBlackouts.venueId, id))).toHaveLength(3)
    expect((await call('PUT', `/api/staff/venues/${id}/blackouts`, { dates: ['tomorrow'] })).statusCode).toBe(400)
  })
})

describe('venue photos', () => {
  it('stores a good PNG as two WebP sizes on disk, serves it and lists it', async () => {
    const id = await insertVenue(t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/${id}/photos`,
      ...multipart([
        { name: 'alt', data: 'The private room' },
        { name: 'file', filename: 'room.png', contentType: 'image/png', data: await png(2400, 1600) },
      ]),
    })
    expect(res.statusCode).toBe(201)
    const photo = res.json()
    expect(photo).toMatchObject({ alt: 'The private room', width: 1600, height: 1067, position: 0 })
    expect(photo.url).toMatch(new RegExp(`^/media/uploads/${id}/[0-9a-f]+-1600\\.webp$`))
    const large = path.join(dataDir, 'media', photo.url.replace(/^\/media\//, ''))
    const small = large.replace('-1600.webp', '-800.webp')
    expect(await sharp(large).metadata()).toMatchObject({ format: 'webp', width: 1600 })
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 800 })
    const served = await t.app.inject({ method: 'GET', url: photo.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect((await t.app.inject({ method: 'GET', url: `/media/uploads/${id}/nothing.webp` })).statusCode).toBe(404)

    const second = (
      await t.app.inject({
        method: 'POST',
        url: `/api/staff/venues/${id}/photos`,
        ...multipart([{ name: 'file', filename: 'b.png', data: await png(300, 200) }]),
      })
    ).json()
    expect(second).toMatchObject({ position: 1, width: 300 }) // never enlarged
    const reordered = await call('PATCH', `/api/staff/venues/${id}/photos/order`, { photoIds: [second.id, photo.id] })
    expect(reordered.json().photos.map((p: { id: number }) => p.id)).toEqual([second.id, photo.id])
    expect((await call('PATCH', `/api/staff/venues/${id}/photos/order`, { photoIds: [photo.id] })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${id}` })).json().imageUrl).toBe(second.url)

    const del = await call('DELETE', `/api/staff/venues/${id}/photos/${photo.id}`)
    expect(del.statusCode).toBe(200)
    expect(fs.existsSync(large)).toBe(false)
    expect(fs.existsSync(small)).toBe(false)
    expect((await call('DELETE', `/api/staff/venues/${id}/photos/${photo.id}`)).statusCode).toBe(404)
  })

  it('shows planners the uploaded photos instead of the seeded artwork, whatever their positions', async () => {
    const id = await insertVenue(t.db)
    await t.db.insert(venuePhotos).values([
      { venueId: id, url: '/media/venues/main/zz-art.webp', alt: 'Drawn room', position: 0 },
      { venueId: id, url: '/media/venues/bar-1.webp', alt: 'Drawn bar', position: 1 },
    ])
    const publicView = async () => (await t.app.inject({ method: 'GET', url: `/api/venues/${id}?enhance=true` })).json()
    expect(await publicView()).toMatchObject({
      imageUrl: '/media/venues/main/zz-art.webp',
      photos: [{ alt: 'Drawn room' }, { alt: 'Drawn bar' }],
    })

    const upload = async (alt: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/staff/venues/${id}/photos`,
          ...multipart([
            { name: 'alt', data: alt },
            { name: 'file', filename: 'a.png', data: await png(400, 300) },
          ]),
        })
      ).json()
    const first = await upload('The real room')
    expect(first.position).toBe(2) // appended after the artwork in the console's order...
    const view = await publicView()
    expect(view.imageUrl).toBe(first.url) // ...yet it is the picture planners see first
    expect(view.photos.map((p: { alt: string }) => p.alt)).toEqual(['The real room'])
    const second = await upload('The real terrace')
    expect((await publicView()).photos.map((p: { alt: string }) => p.alt)).toEqual([
      'The real room',
      'The real terrace',
    ])
    // Staff still see (and can delete) the artwork.
    expect((await call('GET', `/api/staff/venues/${id}`)).json().photos).toHaveLength(4)

    for (const p of [first, second])
      expect((await call('DELETE', `/api/staff/venues/${id}/photos/${p.id}`)).statusCode).toBe(200)
    expect(await publicView()).toMatchObject({
      imageUrl: '/media/venues/main/zz-art.webp',
      photos: [{ alt: 'Drawn room' }, { alt: 'Drawn bar' }],
    })
  })

  it('refuses a file that is not an image whatever its name and declared type (400), writing nothing', async () => {
    const id = await insertVenue(t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/${id}/photos`,
      ...multipart([
        { name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: 'just some text, not a JPEG' },
      ]),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'file: Photos must be JPEG, PNG or WebP images',
      errors: { file: 'Photos must be JPEG, PNG or WebP images' },
    })
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/staff/venues/${id}/photos`,
          ...multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: gif }]),
        })
      ).statusCode,
    ).toBe(400)
    expect(await t.db.select().from(venuePhotos).where(eq(venuePhotos.venueId, id))).toHaveLength(0)
    expect(
      fs.existsSync(path.join(dataDir, 'media', 'uploads', String(id)))
        ? fs.readdirSync(path.join(dataDir, 'media', 'uploads', String(id)))
        : [],
    ).toEqual([])
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/${id}/photos`,
      ...multipart([{ name: 'alt', data: 'no file' }]),
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().errors).toEqual({ file: 'Choose a photo to upload' })
  })

  it('refuses a file over 10 MB with 413 and a message', async () => {
    const id = await insertVenue(t.db)
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024 + 1)])
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/${id}/photos`,
      ...multipart([{ name: 'file', filename: 'huge.png', contentType: 'image/png', data: big }]),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'Photos must be at most 10 MB' })
    expect(await t.db.select().from(venuePhotos).where(eq(venuePhotos.venueId, id))).toHaveLength(0)
  })
})

describe('CSV import', () => {
  const HEADER =
    'slug,name,city,address,lat,lng,type,serviceType,description,minGuests,maxGuests,pricePerPerson,cuisines,vibes,dietary,features,amenities,minNoticeHours,suggestedAddOns,experiences'
  const line = (slug: string, over: Partial<Record<string, string>> = {}) => {
    const v: Record<string, string> = {
      slug,
      name: `Imported ${slug}`,
      city: 'Boston',
      address: '"1 Main St, Boston, MA"',
      lat: '42.36',
      lng: '-71.06',
      type: 'hotel',
      serviceType: 'Event Space',
      description: '"A room, with ""quotes"""',
      minGuests: '10',
      maxGuests: '80',
      pricePerPerson: '110',
      cuisines: 'American|Seafood',
      vibes: 'corporate',
      dietary: 'vegan|gluten-free',
      features: 'av-equipment',
      amenities: 'Stage|Podium',
      minNoticeHours: '72',
      suggestedAddOns: 'Coffee break',
      experiences: 'conference-groups',
      ...over,
    }
    return HEADER.split(',')
      .map((c) => v[c])
      .join(',')
  }
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n'
  const post = (body: string, dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/import?dryRun=${dryRun}`,
      headers: { ...staff.auth, 'content-type': 'text/csv' },
      payload: body,
    })

  it('reports every bad row on a dry run and writes nothing; the real run refuses the file', async () => {
    const existing = await insertVenue(t.db, { slug: 'zz-import-existing', name: 'Before' })
    const file = csv(
      line('zz-import-a'),
      line('zz-import-existing', { city: 'Gotham', vibes: 'loud' }),
      line('zz-import-c', { minGuests: '90' }),
      line('zz-import-a'),
    )
    const dry = await post(file, true)
    expect(dry.statusCode).toBe(200)
    expect(dry.json()).toEqual({
      dryRun: true,
      rows: [
        { line: 2, action: 'create', slug: 'zz-import-a', errors: {} },
        {
          line: 3,
          action: 'update',
          slug: 'zz-import-existing',
          errors: { city: VENUE_MESSAGES.city, vibes: expect.stringContaining('Unknown vibe') },
        },
        { line: 4, action: 'create', slug: 'zz-import-c', errors: { maxGuests: VENUE_MESSAGES.guestsOrder } },
        { line: 5, action: 'create', slug: 'zz-import-a', errors: { slug: 'The same slug is already on line 2' } },
      ],
      creates: 3,
      updates: 1,
      errorCount: 3,
    })
    const real = await post(file, false)
    expect(real.statusCode).toBe(400)
    expect(real.json().message).toBe('3 rows have errors; nothing was imported. Run a dry run to see them.')
    expect(real.json().errors).toMatchObject({
      'line3.city': VENUE_MESSAGES.city,
      'line5.slug': 'The same slug is already on line 2',
    })
    expect(await t.db.select().from(venues).where(like(venues.slug, 'zz-import-%'))).toHaveLength(1)
    const [before] = await t.db.select().from(venues).where(eq(venues.id, existing))
    expect(before.name).toBe('Before')
  })

  it('refuses a file without the header or with unknown columns', async () => {
    const noHeader = await post(line('zz-x') + '\n' + line('zz-y') + '\n', true)
    expect(noHeader.statusCode).toBe(400)
    expect(noHeader.json().errors.file).toBe(
      'The first row must be the header naming the columns (see docs/venue-import.md)',
    )
    const extra = await post(`${HEADER},colour\n${line('zz-x')},red\n`, true)
    expect(extra.json().errors.file).toBe('Unknown column: colour (see docs/venue-import.md)')
    expect((await post('', true)).statusCode).toBe(400)
    expect((await post('slug,name\n"unclosed', true)).statusCode).toBe(400)
  })

  it('creates and updates every row by slug in one run (text/csv or multipart)', async () => {
    await insertVenue(t.db, { slug: 'zz-good-existing', name: 'Old name', pricePerPerson: 50, amenities: ['Keep me'] })
    // An update writes only the columns the file has: this file has no amenities column.
    const header = 'slug,name,city,address,lat,lng,type,serviceType,minGuests,maxGuests,pricePerPerson,vibes'
    const body = [
      header,
      'zz-good-new,Brand New,new-york,"5 Broadway, New York, NY",40.7,-74.0,hidden-gem,Buyout,8,30,75,casual|trendy',
      'zz-good-existing,New name,Boston,"1 Main St, Boston, MA",42.36,-71.06,hotel,Event Space,10,80,110,',
    ].join('\r\n')
    const dry = (await post(body, true)).json()
    expect(dry).toMatchObject({ creates: 1, updates: 1, errorCount: 0 })
    expect(await t.db.select().from(venues).where(eq(venues.slug, 'zz-good-new'))).toHaveLength(0)

    const boundary = 'csvBoundary'
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="venues.csv"\r\nContent-Type: text/csv\r\n\r\n${body}\r\n--${boundary}--\r\n`
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/venues/import?dryRun=false',
      headers: { ...staff.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ dryRun: false, creates: 1, updates: 1, errorCount: 0 })
    const rows = await t.db
      .select()
      .from(venues)
      .where(inArray(venues.slug, ['zz-good-new', 'zz-good-existing']))
      .orderBy(venues.slug)
    expect(rows[0]).toMatchObject({
      slug: 'zz-good-existing',
      name: 'New name',
      citySlug: 'boston',
      pricePerPerson: 110,
      vibes: [],
      amenities: ['Keep me'],
    })
    expect(rows[1]).toMatchObject({
      slug: 'zz-good-new',
      name: 'Brand New',
      citySlug: 'new-york',
      type: 'hidden-gem',
      vibes: ['casual', 'trendy'],
      minNoticeHours: 48,
      status: 'active',
    })

    const full = await post(csv(line('zz-good-full')), false)
    expect(full.json()).toMatchObject({ creates: 1, errorCount: 0 })
    const [v] = await t.db.select().from(venues).where(eq(venues.slug, 'zz-good-full'))
    expect(v).toMatchObject({
      description: 'A room, with "quotes"',
      cuisines: ['American', 'Seafood'],
      dietary: ['vegan', 'gluten-free'],
      amenities: ['Stage', 'Podium'],
      minNoticeHours: 72,
      experiences: ['conference-groups'],
    })
  })
})

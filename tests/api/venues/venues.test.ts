import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITIES } from '~/domain/cities'
import { dateInDays } from '~/domain/search-dates'
import { todayIn } from '~/domain/time'
import { cities } from '~/server/db/schema'
import { getVenueDetail } from '~/server/venues/get-venue'
import { listCities } from '~/server/venues/list-cities'
import { clearVenues, insertVenue, insertVenues } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

const LA = 'America/Los_Angeles'
let t: TestContext
const id: Record<string, number> = {}
const get = (url: string) => t.app.inject({ method: 'GET', url })

beforeAll(async () => {
  t = await createTestApp()
  await clearVenues(t.db)
  const list = [
    {
      name: 'Detail',
      citySlug: 'san-diego',
      rating: 4.7,
      reviewCount: 2,
      address: '500 Harbor Dr, San Diego, CA',
      amenities: ['Private dining room', 'Valet'],
      experiences: ['private-dining'],
      minNoticeHours: 24,
      photos: [
        { url: '/media/zz-detail-3.webp', position: 2, alt: 'Terrace' },
        { url: '/media/zz-detail-1.webp', position: 0, alt: 'Dining room' },
        { url: '/media/zz-detail-2.webp', position: 1, alt: 'Bar' },
      ],
      blackouts: [dateInDays(LA, -2), dateInDays(LA, 9), dateInDays(LA, 5)],
      reviews: [
        { authorName: 'Ana', rating: 5, text: 'Wonderful', createdAt: new Date('2025-03-01T12:00:00Z') },
        { authorName: 'Ben', rating: 4, text: 'Lovely room', createdAt: new Date('2025-05-01T12:00:00Z') },
      ],
    },
    { name: 'Archived', citySlug: 'san-diego', rating: 5, status: 'archived' as const },
    { name: 'Soon', citySlug: 'austin', rating: 5 },
    { name: 'Boston Low', citySlug: 'boston', rating: 3.1 },
    { name: 'Boston High', citySlug: 'boston', rating: 4.2 },
    { name: 'Boston Tie', citySlug: 'boston', rating: 4.2 },
    { name: 'Blocked Today', citySlug: 'san-diego', rating: 4, minNoticeHours: 24, blackouts: [todayIn(LA)] },
  ]
  const ids = await insertVenues(t.db, list)
  list.forEach((v, i) => (id[v.name] = ids[i]))
})
afterAll(() => t.close())

describe('GET /api/cities', () => {
  it('lists the catalogue with availability flags', async () => {
    const res = await get('/api/cities')
    expect(res.statusCode).toBe(200)
    const body = res.json() as { slug: string; isAvailable: boolean; comingSoon: boolean }[]
    expect(body).toHaveLength(CITIES.length)
    expect(body.find((c) => c.slug === 'napa-valley')).toEqual({
      slug: 'napa-valley',
      name: 'Napa Valley',
      state: 'CA',
      timezone: LA,
      lat: 38.2975,
      lng: -122.2869,
      isAvailable: true,
      comingSoon: false,
    })
    expect(body.find((c) => c.slug === 'denver')).toMatchObject({ isAvailable: false, comingSoon: true })
    expect(body.filter((c) => c.isAvailable)).toHaveLength(9)
    // Active cities first.
    expect(body.slice(0, 9).every((c) => c.isAvailable)).toBe(true)
  })
})

describe('the city catalogue', () => {
  it('is read from the database once a minute, not once per search', async () => {
    const before = await listCities({ db: t.db })
    await t.db.update(cities).set({ name: 'Zz Renamed' }).where(eq(cities.slug, 'austin'))
    try {
      const again = await listCities({ db: t.db })
      expect(again.find((c) => c.slug === 'austin')?.name).toBe(before.find((c) => c.slug === 'austin')?.name)
    } finally {
      await t.db.update(cities).set({ name: 'Austin' }).where(eq(cities.slug, 'austin'))
    }
  })
})

describe('GET /api/venues/featured', () => {
  it('lists the best-rated active venues of active cities', async () => {
    const res = await get('/api/venues/featured')
    expect(res.statusCode).toBe(200)
    expect(res.json().map((v: { name: string }) => v.name)).toEqual([
      'Detail',
      'Boston High',
      'Boston Tie',
      'Blocked Today',
      'Boston Low',
    ])
  })

  it('shows at most 12', async () => {
    await insertVenues(
      t.db,
      Array.from({ length: 13 }, (_, i) => ({ name: `Many ${i}`, citySlug: 'miami', rating: 1 })),
    )
    const res = await get('/api/venues/featured')
    expect(res.json()).toHaveLength(12)
  })
})

describe('GET /api/venues/city/{cityName}', () => {
  it('answers an active city with its venues as an array, best rated first, ties by id', async () => {
    const res = await get('/api/venues/city/boston')
    expect(res.statusCode).toBe(200)
    expect(res.json().map((v: { name: string }) => v.name)).toEqual(['Boston High', 'Boston Tie', 'Boston Low'])
    expect(res.json()[0]).toMatchObject({ location: 'Boston, MA', citySlug: 'boston', id: id['Boston High'] })
  })

  it('accepts the slug, any case and a prefix', async () => {
    for (const name of ['san-diego', 'San%20Diego', 'SAN%20DIEGO', 'san%20d']) {
      const res = await get(`/api/venues/city/${name}`)
      expect(
        res.json().map((v: { name: string }) => v.name),
        name,
      ).toEqual(['Detail', 'Blocked Today'])
    }
  })

  it('answers an active city without venues with an empty array', async () => {
    const res = await get('/api/venues/city/seattle')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('answers a coming-soon city with the product message', async () => {
    const res = await get('/api/venues/city/austin')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Austin is coming soon! Please try one of our active cities.' })
  })

  it('answers an unsupported city with the product message', async () => {
    const res = await get('/api/venues/city/toledo')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: "toledo is not yet available. Currently, we're only in select cities." })
  })

  it('answers a blank city name with 400', async () => {
    const res = await get('/api/venues/city/%20')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.cityName).toBe('Enter a city name')
  })
})

describe('GET /api/venues/{id}', () => {
  it('returns the venue summary', async () => {
    const res = await get(`/api/venues/${id.Detail}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      id: id.Detail,
      name: 'Detail',
      location: 'San Diego, CA',
      imageUrl: '/media/zz-detail-1.webp',
      lastMinute: true,
    })
    expect(body.photos).toBeUndefined()
  })

  it('with enhance=true adds photos in order, amenities, reviews newest first, upcoming blackouts and more', async () => {
    const res = await get(`/api/venues/${id.Detail}?enhance=true`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      id: id.Detail,
      name: 'Detail',
      address: '500 Harbor Dr, San Diego, CA',
      timezone: LA,
      minNoticeHours: 24,
      amenities: ['Private dining room', 'Valet'],
      experiences: ['private-dining'],
      lastMinute: true,
      blackoutDates: [dateInDays(LA, 5), dateInDays(LA, 9)],
    })
    expect(body.photos).toEqual([
      { url: '/media/zz-detail-1.webp', alt: 'Dining room', width: null, height: null },
      { url: '/media/zz-detail-2.webp', alt: 'Bar', width: null, height: null },
      { url: '/media/zz-detail-3.webp', alt: 'Terrace', width: null, height: null },
    ])
    expect(body.reviews.map((r: { authorName: string }) => r.authorName)).toEqual(['Ben', 'Ana'])
    expect(body.reviews[0]).toEqual({
      id: expect.any(Number),
      authorName: 'Ben',
      rating: 4,
      text: 'Lovely room',
      createdAt: '2025-05-01T12:00:00.000Z',
    })
  })

  it('reports a venue blacked out today as not last-minute, plain and enhanced alike', async () => {
    expect((await get(`/api/venues/${id['Blocked Today']}`)).json().lastMinute).toBe(false)
    expect((await get(`/api/venues/${id['Blocked Today']}?enhance=true`)).json().lastMinute).toBe(false)
  })

  it("shows blackouts from the venue's own today when UTC is already on the next day", async () => {
    // 03:00 UTC on 2 December is 19:00 on 1 December in San Diego: the 1st is still to come there.
    const now = new Date('2026-12-02T03:00:00Z')
    const [venueId] = await insertVenues(t.db, [
      { name: 'Late Evening', citySlug: 'san-diego', blackouts: ['2026-11-30', '2026-12-01', '2026-12-02'] },
    ])
    const detail = await getVenueDetail({ db: t.db, id: venueId, now })
    expect(detail.blackoutDates).toEqual(['2026-12-01', '2026-12-02'])
  })

  it('enhance=false is the plain summary', async () => {
    const res = await get(`/api/venues/${id.Detail}?enhance=false`)
    expect(res.statusCode).toBe(200)
    expect(res.json().photos).toBeUndefined()
  })

  it.each(['999999', '0', '-1', 'abc', '1.5', '1e3', '99999999999', '2147483648', '007'])(
    'answers 404 JSON for id %j',
    async (raw) => {
      const res = await get(`/api/venues/${raw}`)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'not_found', message: 'Venue not found' })
      expect((await get(`/api/venues/${raw}?enhance=true`)).statusCode).toBe(404)
    },
  )

  it('answers 404 for an archived venue', async () => {
    for (const url of [`/api/venues/${id.Archived}`, `/api/venues/${id.Archived}?enhance=true`]) {
      const res = await get(url)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'not_found', message: 'Venue not found' })
    }
  })

  it('answers 400 for a bad enhance flag', async () => {
    const res = await get(`/api/venues/${id.Detail}?enhance=yes`)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.enhance).toBeTruthy()
  })

  it('keeps the static routes apart from {id}', async () => {
    expect(Array.isArray((await get('/api/venues/featured')).json())).toBe(true)
    expect((await get('/api/venues/search')).json()).toHaveProperty('total')
    expect((await get('/api/venues/search/by-experience/private-dining')).json()).toMatchObject({
      total: 1,
      venues: [{ name: 'Detail' }],
    })
    expect(Array.isArray((await get('/api/venues/city/boston')).json())).toBe(true)
  })
})

describe('a venue without photos', () => {
  it('shows the placeholder image', async () => {
    const vid = await insertVenue(t.db, { name: 'No Photo', citySlug: 'chicago' })
    expect((await get(`/api/venues/${vid}`)).json().imageUrl).toBe('/media/placeholder-venue.svg')
    expect((await get(`/api/venues/${vid}?enhance=true`)).json().photos).toEqual([])
  })
})

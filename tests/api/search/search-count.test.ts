// A full page of search results no longer pays for an exact count of a large catalogue:
// the count stops at SEARCH_COUNT_CAP, or just past the page asked for, and says so (`totalCapped`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_COUNT_CAP } from '~/domain/search/search-constants'
import { venues } from '~/server/db/schema'
import { clearVenues } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

const CHICAGO = SEARCH_COUNT_CAP + 30
const BIG_ROOMS = 30

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
  await clearVenues(t.db)
  const row = (i: number) => ({
    slug: `zz-count-${i}`,
    name: `Count ${i}`,
    citySlug: 'chicago',
    address: '1 Test Street',
    lat: 41.88,
    lng: -87.63,
    type: 'restaurant',
    serviceType: 'Private Dining',
    description: 'A room',
    minGuests: 8,
    // The first BIG_ROOMS take 50 guests; the rest at most 40.
    maxGuests: i < BIG_ROOMS ? 60 : 40,
    pricePerPerson: 100,
    minNoticeHours: 72,
    rating: 4,
    experiences: ['brand-activations'],
  })
  await t.db.insert(venues).values(Array.from({ length: CHICAGO }, (_, i) => row(i)))
})
afterAll(() => t.close())

type Page = { venues: { id: number }[]; total: number; totalCapped?: boolean }
async function get(url: string): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('GET /api/venues/search counts', () => {
  it(`stops at ${SEARCH_COUNT_CAP} and says there are more`, async () => {
    const page = await get('/api/venues/search?location=Chicago')
    expect(page.venues).toHaveLength(20)
    expect(page.total).toBe(SEARCH_COUNT_CAP)
    expect(page.totalCapped).toBe(true)
  })

  it('is exact, without the flag, below the cap', async () => {
    const page = await get('/api/venues/search?location=Chicago&guests=50')
    expect(page).toMatchObject({ total: BIG_ROOMS })
    expect(page.venues).toHaveLength(20)
    expect('totalCapped' in page).toBe(false)
    expect((await get('/api/venues/search?location=San%20Francisco&limit=2')).total).toBe(0)
  })

  it('deeper pages count just past themselves, and the last page tells the exact total', async () => {
    const deep = await get(`/api/venues/search?location=Chicago&limit=20&offset=${SEARCH_COUNT_CAP}`)
    expect(deep.venues).toHaveLength(20)
    expect(deep).toMatchObject({ total: SEARCH_COUNT_CAP + 21, totalCapped: true })
    const last = await get(`/api/venues/search?location=Chicago&limit=20&offset=${CHICAGO - 10}`)
    expect(last.venues).toHaveLength(10)
    expect(last.total).toBe(CHICAGO)
    expect(last.totalCapped).toBeUndefined()
    const beyond = await get(`/api/venues/search?location=Chicago&offset=${CHICAGO + 5}`)
    expect(beyond).toMatchObject({ venues: [], total: CHICAGO })
    expect(beyond.totalCapped).toBeUndefined()
  })

  it('a client that pages while it has loaded fewer than the total gets every venue once', async () => {
    const seen = new Set<number>()
    let loaded = 0
    for (let pages = 0; pages < 20; pages++) {
      const page = await get(`/api/venues/search?location=Chicago&limit=100&offset=${loaded}`)
      for (const v of page.venues) seen.add(v.id)
      loaded += page.venues.length
      if (page.venues.length === 0 || loaded >= page.total) break
    }
    expect(loaded).toBe(CHICAGO)
    expect(seen.size).toBe(CHICAGO)
  })
})

describe('GET /api/venues/search/by-experience/:id counts', () => {
  it('stops at the cap too', async () => {
    const page = await get('/api/venues/search/by-experience/brand-activations')
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true })
  })
})

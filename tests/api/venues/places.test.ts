import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Suggestion = {
  placeId: string
  description: string
  mainText: string
  secondaryText: string
  status: string
  didYouMean?: boolean
}
async function suggest(query: string | undefined): Promise<Suggestion[]> {
  const url =
    query === undefined ? '/api/places/suggestions' : `/api/places/suggestions?query=${encodeURIComponent(query)}`
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('GET /api/places/suggestions', () => {
  it('puts our active cities first, then other US cities by population, at most 8', async () => {
    const list = await suggest('san')
    expect(list).toHaveLength(8)
    expect(list.slice(0, 4).map((s) => s.description)).toEqual([
      'San Diego, CA, USA',
      'San Francisco, CA, USA',
      'San Antonio, TX, USA',
      'San Jose, CA, USA',
    ])
    expect(list[0]).toEqual({
      placeId: 'city:san-diego',
      description: 'San Diego, CA, USA',
      mainText: 'San Diego',
      secondaryText: 'CA, USA',
      status: 'active',
    })
    expect(list[2].placeId).toMatch(/^geonames:\d+$/)
    for (const s of list) {
      expect(s.mainText.toLowerCase().startsWith('san')).toBe(true)
      expect(s.description).toBe(`${s.mainText}, ${s.secondaryText}`)
      expect(s.secondaryText).toMatch(/^[A-Z]{2}, USA$/)
    }
    expect(new Set(list.map((s) => s.description)).size).toBe(list.length)
  })

  it('includes Napa Valley, which the gazetteer lacks, before Napa', async () => {
    const list = await suggest('napa')
    expect(list[0]).toEqual({
      placeId: 'city:napa-valley',
      description: 'Napa Valley, CA, USA',
      mainText: 'Napa Valley',
      secondaryText: 'CA, USA',
      status: 'active',
    })
    expect(list[1].description).toBe('Napa, CA, USA')
  })

  it('lists a coming-soon city of ours before larger other cities', async () => {
    const list = await suggest('Aus')
    expect(list[0]).toMatchObject({ placeId: 'city:austin', description: 'Austin, TX, USA' })
  })

  it('shows our New York once (GeoNames calls it New York City)', async () => {
    const list = await suggest('new york')
    expect(list[0]).toMatchObject({ placeId: 'city:new-york', description: 'New York, NY, USA' })
    expect(list.map((s) => s.description)).not.toContain('New York City, NY, USA')
    expect(list.map((s) => s.description)).toContain('New York Mills, NY, USA')
    expect((await suggest('new york c'))[0].placeId).toBe('city:new-york')
  })

  it('is case-insensitive and ignores accents and surrounding spaces', async () => {
    expect((await suggest('  SEATTLE '))[0].placeId).toBe('city:seattle')
    expect((await suggest('canon cit')).map((s) => s.description)).toContain('Cañon City, CO, USA')
  })

  it.each([undefined, '', ' ', 'a', '  b  '])('answers fewer than 2 characters (%j) with an empty list', async (q) => {
    expect(await suggest(q)).toEqual([])
  })

  it('answers a prefix nothing starts with with an empty list', async () => {
    expect(await suggest('zzqx')).toEqual([])
  })

  it('answers a query over 100 characters with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/places/suggestions?query=${'a'.repeat(101)}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.query).toBe('Query must be at most 100 characters')
  })

  it.each([
    ['SF', 'city:san-francisco'],
    ['NYC', 'city:new-york'],
    ['Philly', 'city:philadelphia'],
    ['LA', 'city:los-angeles'],
    ['DC', 'city:washington'],
  ])('puts the city the alias %j means first', async (q, placeId) => {
    const [first] = await suggest(q)
    expect(first.placeId).toBe(placeId)
    expect(first.didYouMean).toBeUndefined()
  })

  it('offers "did you mean" for a misspelt city of ours', async () => {
    const list = await suggest('Chicgo')
    expect(list[0]).toEqual({
      placeId: 'city:chicago',
      description: 'Chicago, IL, USA',
      mainText: 'Chicago',
      secondaryText: 'IL, USA',
      status: 'active',
      didYouMean: true,
    })
  })

  it('labels every suggestion: active, coming soon, or a US place not yet served', async () => {
    const la = await suggest('la')
    expect(la[0]).toMatchObject({ description: 'Los Angeles, CA, USA', status: 'coming_soon' })
    expect(la[1]).toMatchObject({ description: 'Las Vegas, NV, USA', status: 'active' })
    expect(la.slice(2).every((s) => s.status === 'not_served')).toBe(true)
    const por = await suggest('port')
    expect(por[0]).toMatchObject({ placeId: 'city:portland', status: 'coming_soon' })
  })

  it('serves active cities before coming-soon ones when neither is a correction', async () => {
    const list = await suggest('sa')
    const statuses = list.map((s) => s.status)
    expect(statuses.slice(0, 2)).toEqual(['active', 'active'])
    expect(statuses.lastIndexOf('active')).toBeLessThan(statuses.indexOf('not_served'))
  })

  it.each(['st louis', 'Saint Louis', 'St. Louis', 'saint l'])('finds St. Louis, MO from %j', async (q) => {
    const list = await suggest(q)
    expect(list[0]).toMatchObject({ description: 'St. Louis, MO, USA', status: 'not_served' })
  })
})

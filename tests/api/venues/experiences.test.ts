import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearVenues, insertVenues } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
const get = (url: string) => t.app.inject({ method: 'GET', url })

beforeAll(async () => {
  t = await createTestApp()
  await clearVenues(t.db)
  await insertVenues(t.db, [
    { name: 'Brand One', citySlug: 'miami', rating: 4.1, experiences: ['brand-activations'] },
    { name: 'Brand Two', citySlug: 'seattle', rating: 4.6, experiences: ['brand-activations', 'private-dining'] },
    { name: 'Brand Three', citySlug: 'chicago', rating: 4.6, experiences: ['brand-activations'] },
    { name: 'Brand Archived', citySlug: 'miami', rating: 5, experiences: ['brand-activations'], status: 'archived' },
    { name: 'Brand Soon', citySlug: 'denver', rating: 5, experiences: ['brand-activations'] },
    { name: 'Dinner Only', citySlug: 'miami', rating: 5, experiences: ['executive-dinners'] },
  ])
})
afterAll(() => t.close())

describe('GET /api/experiences/{id}', () => {
  it('finds an experience by numeric id (/api/experiences/4, as first published)', async () => {
    const res = await get('/api/experiences/4')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: 4,
      slug: 'brand-activations',
      name: 'Brand Activations',
      description: 'Launches, pop-ups and brand dinners in venues that carry your story.',
    })
  })

  it('finds an experience by slug', async () => {
    expect((await get('/api/experiences/executive-dinners')).json()).toMatchObject({ id: 1, name: 'Executive Dinners' })
  })

  it.each(['99', '0', 'nope', '-4', '4.0'])('answers 404 JSON for %j', async (raw) => {
    const res = await get(`/api/experiences/${raw}`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'not_found', message: 'Experience not found' })
  })
})

describe('GET /api/venues/search/by-experience/{id}', () => {
  it('lists active venues of active cities suited to the experience, best rated first', async () => {
    const res = await get('/api/venues/search/by-experience/4')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.total).toBe(3)
    expect(body.venues.map((v: { name: string }) => v.name)).toEqual(['Brand Two', 'Brand Three', 'Brand One'])
  })

  it('accepts the slug and pages', async () => {
    const body = (await get('/api/venues/search/by-experience/brand-activations?limit=1&offset=1')).json()
    expect(body.total).toBe(3)
    expect(body.venues.map((v: { name: string }) => v.name)).toEqual(['Brand Three'])
  })

  it('answers an experience no venue offers with an empty list', async () => {
    expect((await get('/api/venues/search/by-experience/conference-groups')).json()).toEqual({ venues: [], total: 0 })
  })

  it('answers 404 for an unknown experience', async () => {
    const res = await get('/api/venues/search/by-experience/77')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'not_found', message: 'Experience not found' })
  })

  it('answers 400 for a bad page', async () => {
    const res = await get('/api/venues/search/by-experience/4?limit=500')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.limit).toBe('Limit must be at most 100')
  })
})

// Callie's candidates from the catalogue index (src/server/concierge/concierge-candidates.ts): the
// hard constraints as the search's filter applies them, and the bound on how many of a large city's
// venues are pre-ranked (the first by rating, ties by id, as the SQL scan it replaced read them).
// The agreement with the engine over a whole catalogue is concierge-property.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITIES } from '~/domain/cities'
import { conciergePreferencesSchema } from '~/domain/concierge/preferences'
import { dateInDays } from '~/domain/search-dates'
import { conciergeCandidates } from '~/server/concierge/concierge-candidates'
import { clearVenues, insertVenues } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
const id: Record<string, number> = {}
const boston = CITIES.find((c) => c.slug === 'boston')!
const preferences = conciergePreferencesSchema.parse({
  occasion: 'Business Dinner',
  groupSize: 20,
  budget: 'premium',
  cuisine: 'Italian',
  vibe: 'Elegant & Upscale',
  location: 'Boston, MA',
  date: dateInDays(boston.timezone, 10),
  time: 'dinner',
  dietaryRestrictions: ['vegan'],
})

beforeAll(async () => {
  t = await createTestApp()
  await clearVenues(t.db)
  const base = { citySlug: 'boston', minGuests: 8, maxGuests: 40, minNoticeHours: 24, dietary: ['vegan'] }
  const list = [
    { ...base, name: 'Top', rating: 4.9, reviewCount: 1 },
    // Rated alike: the index lists More Reviews first, the scan keeps the lower id (Fewer Reviews).
    { ...base, name: 'Fewer Reviews', rating: 4.5, reviewCount: 1 },
    { ...base, name: 'More Reviews', rating: 4.5, reviewCount: 40 },
    { ...base, name: 'Too Small', rating: 5, maxGuests: 12 },
    { ...base, name: 'Not Vegan', rating: 5, dietary: [] },
    { ...base, name: 'Closed That Day', rating: 5, blackouts: [preferences.date] },
    { ...base, name: 'Too Dear', rating: 5, pricePerPerson: 400 },
    { ...base, name: 'Elsewhere', rating: 5, citySlug: 'chicago' },
    // Alike but for the price: which is pre-ranked first depends on the budget asked.
    { ...base, name: 'Seattle Under 50', rating: 4.5, citySlug: 'seattle', pricePerPerson: 45 },
    { ...base, name: 'Seattle Over 50', rating: 4.5, citySlug: 'seattle', pricePerPerson: 55 },
  ]
  const ids = await insertVenues(t.db, list)
  list.forEach((v, i) => (id[v.name] = ids[i]))
})
afterAll(() => t.close())

const candidates = (scanLimit: number) =>
  conciergeCandidates({ db: t.db, preferences, city: boston, now: new Date(), scanLimit, limit: 10 })

describe("Callie's candidates", () => {
  it('are the venues that meet every hard constraint', async () => {
    const ids = (await candidates(100)).map((v) => v.id).sort((a, b) => a - b)
    expect(ids).toEqual([id.Top, id['Fewer Reviews'], id['More Reviews']].sort((a, b) => a - b))
  })

  it('carry what the engine reads, decoded from the index', async () => {
    const top = (await candidates(100)).find((v) => v.id === id.Top)!
    expect(top).toMatchObject({ citySlug: 'boston', minGuests: 8, maxGuests: 40, rating: 4.9, dietary: ['vegan'] })
  })

  it('pre-rank each request by its own preferences, whatever the request before asked', async () => {
    // The pre-rank's terms are kept in tables shared by every request on the index (stamped per
    // request): a term left from the request before would rank by that request's budget.
    const seattle = CITIES.find((c) => c.slug === 'seattle')!
    const best = async (budget: 'moderate' | 'luxury') => {
      const asked = { ...preferences, budget, location: 'Seattle, WA', date: dateInDays(seattle.timezone, 10) }
      const [first] = await conciergeCandidates({
        db: t.db,
        preferences: asked,
        city: seattle,
        now: new Date(),
        scanLimit: 100,
        limit: 1,
      })
      return first?.id
    }
    for (let i = 0; i < 3; i++) {
      expect(await best('moderate')).toBe(id['Seattle Under 50'])
      expect(await best('luxury')).toBe(id['Seattle Over 50'])
    }
  })

  it('pre-rank the first by rating, ties by id, when the city has more than the bound', async () => {
    const ids = (await candidates(2)).map((v) => v.id)
    expect(ids.sort((a, b) => a - b)).toEqual([id.Top, id['Fewer Reviews']].sort((a, b) => a - b))
  })
})

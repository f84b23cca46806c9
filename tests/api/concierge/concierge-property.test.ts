// Property test over the seeded catalogue (src/server/db/seed): for random preferences, every venue
// the API recommends satisfies every hard constraint, scores are 0..100 and sorted, and the
// candidates from the catalogue index agree exactly with the pure engine run over the whole catalogue.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTIVE_CITIES, cityLabel } from '~/domain/cities'
import { conciergePreferencesSchema } from '~/domain/concierge/preferences'
import { TIME_SLOT_START } from '~/domain/options'
import { recommendVenues } from '~/domain/concierge/recommend-venues'
import { budgetCeiling, type ConciergeVenue } from '~/domain/concierge/score-venue'
import {
  CONCIERGE_BUDGETS,
  CONCIERGE_OCCASIONS,
  CONCIERGE_TIME_SLOTS,
  CONCIERGE_VIBES,
  CUISINES,
  DIETARY_IDS,
} from '~/domain/options'
import { dateInDays } from '~/domain/search-dates'
import { hoursUntil } from '~/domain/time'
import { venueBlackouts, venues } from '~/server/db/schema'
import { conciergeVenueColumns } from '~/server/concierge/concierge-sql'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
let catalogue: (ConciergeVenue & { status: string })[]
let blackouts: { venueId: number; date: string }[]

beforeAll(async () => {
  t = await createTestApp()
  catalogue = await t.db.select({ ...conciergeVenueColumns, status: venues.status }).from(venues)
  blackouts = await t.db.select({ venueId: venueBlackouts.venueId, date: venueBlackouts.date }).from(venueBlackouts)
})
afterAll(() => t.close())

const prefsArb = fc.record({
  occasion: fc.constantFrom(...CONCIERGE_OCCASIONS),
  groupSize: fc.integer({ min: 8, max: 60 }),
  budget: fc.constantFrom(...CONCIERGE_BUDGETS.map((b) => b.value)),
  cuisine: fc.constantFrom(...CUISINES),
  vibe: fc.constantFrom(...CONCIERGE_VIBES),
  city: fc.constantFrom(...ACTIVE_CITIES),
  daysAhead: fc.integer({ min: 0, max: 40 }),
  time: fc.constantFrom(...CONCIERGE_TIME_SLOTS.map((s) => s.value)),
  dietaryRestrictions: fc.subarray([...DIETARY_IDS], { maxLength: 2 }),
})

describe('recommendations over the seeded catalogue', () => {
  it('has a catalogue to test against', () => expect(catalogue.length).toBeGreaterThan(100))

  it('never break a hard constraint; scores are 0..100 and sorted; index and engine agree', async () => {
    await fc.assert(
      fc.asyncProperty(prefsArb, async ({ city, daysAhead, ...rest }) => {
        const body = { ...rest, location: cityLabel(city), date: dateInDays(city.timezone, daysAhead) }
        const now = new Date()
        const res = await t.app.inject({ method: 'POST', url: '/api/concierge/recommendations', payload: body })
        expect(res.statusCode, res.body).toBe(200)
        const { recommendations, relaxations } = res.json() as {
          recommendations: { venue: { id: number }; score: number }[]
          relaxations: unknown[]
        }
        const ceiling = budgetCeiling(body.budget)
        for (const r of recommendations) {
          const v = catalogue.find((x) => x.id === r.venue.id)!
          expect(v.status).toBe('active')
          expect(v.citySlug).toBe(city.slug)
          expect(v.minGuests <= body.groupSize && body.groupSize <= v.maxGuests).toBe(true)
          expect(body.dietaryRestrictions.every((d) => v.dietary.includes(d))).toBe(true)
          expect(blackouts.some((b) => b.venueId === v.id && b.date === body.date)).toBe(false)
          expect(hoursUntil(body.date, TIME_SLOT_START[body.time], city.timezone, now)).toBeGreaterThanOrEqual(
            v.minNoticeHours - 0.01,
          )
          if (ceiling !== null) expect(v.pricePerPerson).toBeLessThanOrEqual(ceiling)
          expect(Number.isInteger(r.score) && r.score >= 0 && r.score <= 100).toBe(true)
        }
        const scores = recommendations.map((r) => r.score)
        expect(scores).toEqual([...scores].sort((a, b) => b - a))
        if (recommendations.length) expect(relaxations).toEqual([])

        // The same answer as the engine over the whole catalogue (no SQL pre-filter).
        const preferences = conciergePreferencesSchema.parse(body)
        const expected = recommendVenues({
          preferences,
          venues: catalogue.filter((v) => v.status === 'active'),
          blackouts,
          timezone: city.timezone,
          now,
        })
        expect(recommendations.map((r) => [r.venue.id, r.score])).toEqual(
          expected.recommendations.map((r) => [r.venue.id, r.score]),
        )
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})

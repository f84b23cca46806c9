import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ACTIVE_CITIES, cityLabel } from '../cities'
import {
  CONCIERGE_BUDGETS,
  CONCIERGE_OCCASIONS,
  CONCIERGE_TIME_SLOTS,
  CONCIERGE_VIBES,
  CUISINES,
  DIETARY_IDS,
  EXPERIENCE_SLUGS,
  FEATURE_IDS,
  VENUE_TYPE_IDS,
  VIBE_IDS,
} from '../options'
import { personalizedResponse } from './personalized-response'
import type { ConciergePreferences } from './preferences'
import { contextFor, hardConstraintFailures, recommendVenues, type Blackout } from './recommend-venues'
import {
  budgetCeiling,
  budgetFit,
  cuisineFit,
  explainScore,
  SCORE_WEIGHTS,
  scoreVenue,
  vibeFit,
  type ConciergeVenue,
} from './score-venue'

// Noon UTC on Wednesday, June 11, 2025 (5 AM in San Francisco, 7 AM in Chicago).
const now = new Date('2025-06-11T12:00:00Z')
const CHI = 'America/Chicago'

const prefs = (over: Partial<ConciergePreferences> = {}): ConciergePreferences => ({
  occasion: 'Business Dinner',
  groupSize: 24,
  budget: 'premium',
  cuisine: 'Italian',
  vibe: 'Elegant & Upscale',
  location: 'Chicago, IL',
  date: '2025-06-20',
  time: 'dinner',
  dietaryRestrictions: [],
  ...over,
})

let nextId = 1
const venue = (over: Partial<ConciergeVenue> = {}): ConciergeVenue => ({
  id: nextId++,
  name: `Venue ${nextId}`,
  citySlug: 'chicago',
  type: 'restaurant',
  minGuests: 8,
  maxGuests: 40,
  pricePerPerson: 85,
  cuisines: ['Italian'],
  vibes: ['elegant'],
  dietary: ['vegetarian', 'vegan', 'gluten-free'],
  features: ['private-room'],
  experiences: ['executive-dinners', 'private-dining'],
  minNoticeHours: 48,
  rating: 4.6,
  ...over,
})

const run = (venues: ConciergeVenue[], p = prefs(), blackouts: Blackout[] = []) =>
  recommendVenues({ preferences: p, venues, blackouts, timezone: CHI, now })

describe('scoring weights', () => {
  it('add up to 100 so a perfect fit scores 100', () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100)
    expect(scoreVenue(venue({ rating: 5 }), prefs()).score).toBe(100)
  })

  it('budget: within the tier is full marks, above it falls to nothing at the stretch ceiling, below it a little less', () => {
    expect(budgetFit(85, 'premium')).toBe(1)
    expect(budgetFit(50, 'premium')).toBe(1)
    expect(budgetFit(100, 'premium')).toBe(1)
    expect(budgetFit(110, 'premium')).toBeCloseTo(0.36)
    expect(budgetFit(125, 'premium')).toBe(0)
    expect(budgetFit(40, 'premium')).toBeGreaterThan(0.8)
    expect(budgetFit(40, 'premium')).toBeLessThan(1)
    expect(budgetFit(400, 'luxury')).toBe(1)
    expect(budgetCeiling('premium')).toBe(125)
    expect(budgetCeiling('luxury')).toBeNull()
  })

  it('cuisine: exact 1, a related kitchen partial, unrelated 0; No Preference suits every venue', () => {
    expect(cuisineFit({ cuisines: ['Italian'], dietary: [] }, 'Italian')).toBe(1)
    expect(cuisineFit({ cuisines: ['French'], dietary: [] }, 'Italian')).toBeCloseTo(0.4)
    expect(cuisineFit({ cuisines: ['Japanese'], dietary: [] }, 'Italian')).toBe(0)
    expect(cuisineFit({ cuisines: [], dietary: [] }, 'No Preference')).toBe(1)
    expect(cuisineFit({ cuisines: ['American'], dietary: ['vegan'] }, 'Vegetarian/Vegan')).toBeCloseTo(0.6)
  })

  it('vibe: the concierge vibes map onto venue vibe ids, neighbours get partial credit', () => {
    expect(vibeFit({ vibes: ['elegant'], features: [] }, 'Elegant & Upscale')).toBe(1)
    expect(vibeFit({ vibes: ['corporate'], features: [] }, 'Corporate & Professional')).toBe(1)
    expect(vibeFit({ vibes: ['trendy'], features: [] }, 'Modern & Trendy')).toBe(1)
    expect(vibeFit({ vibes: ['romantic'], features: [] }, 'Cozy & Intimate')).toBe(1)
    expect(vibeFit({ vibes: ['outdoor'], features: [] }, 'Outdoor & Natural')).toBe(1)
    expect(vibeFit({ vibes: ['casual'], features: [] }, 'Casual & Relaxed')).toBe(1)
    expect(vibeFit({ vibes: ['trendy'], features: [] }, 'Vibrant & Energetic')).toBeCloseTo(0.8)
    expect(vibeFit({ vibes: ['casual'], features: ['outdoor'] }, 'Outdoor & Natural')).toBeCloseTo(0.6)
    expect(vibeFit({ vibes: ['corporate'], features: [] }, 'Cozy & Intimate')).toBe(0)
  })

  it('occasion: a product launch prefers brand-activation venues, a conference the conference venues', () => {
    const launch = prefs({ occasion: 'Product Launch' })
    const brand = scoreVenue(venue({ experiences: ['brand-activations'], features: ['av-equipment'] }), launch)
    const plain = scoreVenue(venue({ experiences: [], features: [] }), launch)
    expect(brand.fit.occasion).toBe(1)
    expect(plain.fit.occasion).toBe(0)
    expect(brand.score - plain.score).toBe(SCORE_WEIGHTS.occasion)

    const conf = prefs({ occasion: 'Conference' })
    expect(
      scoreVenue(
        venue({ type: 'convention-center', experiences: ['conference-groups'], features: ['av-equipment'] }),
        conf,
      ).fit.occasion,
    ).toBe(1)
  })

  it('time of day: breakfast favours hotels, happy hour a bar; dinner suits a restaurant fully', () => {
    const breakfast = prefs({ time: 'breakfast' })
    expect(scoreVenue(venue({ type: 'hotel' }), breakfast).fit.timeOfDay).toBe(1)
    expect(scoreVenue(venue({ type: 'hidden-gem' }), breakfast).fit.timeOfDay).toBeLessThan(0.5)
    expect(scoreVenue(venue({ features: ['bar'] }), prefs({ time: 'happy-hour' })).fit.timeOfDay).toBe(1)
    expect(scoreVenue(venue(), prefs()).fit.timeOfDay).toBe(1)
  })

  it('a better rating never lowers the score', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        return scoreVenue(venue({ rating: hi }), prefs()).score >= scoreVenue(venue({ rating: lo }), prefs()).score
      }),
    )
  })
})

describe('reasons', () => {
  it('name the capacity, the strongest matches and the price against the budget', () => {
    const v = venue({ pricePerPerson: 85 })
    expect(explainScore(v, prefs(), scoreVenue(v, prefs()))).toBe(
      'Seats 24 in a private room; Italian; elegant; $85 per person, within your budget',
    )
  })

  it('say plainly when the venue is above the budget or serves another cuisine', () => {
    const v = venue({ pricePerPerson: 120, cuisines: ['French'], features: [] })
    const reason = explainScore(v, prefs(), scoreVenue(v, prefs()))
    expect(reason).toMatch(/^Seats 24;/)
    expect(reason).toContain('$120 per person, above your budget')
    expect(reason).toContain('not Italian (serves French)')
  })

  it('mention dietary menus when the planner needs them', () => {
    const p = prefs({ dietaryRestrictions: ['vegan'], cuisine: 'No Preference' })
    const v = venue()
    expect(explainScore(v, p, scoreVenue(v, p))).toContain('vegan menus')
  })
})

describe('recommendVenues: hard constraints', () => {
  it('never suggests a venue in another city, too small or too big, blacked out, short of notice, or missing a dietary need', () => {
    const good = venue({ name: 'Good' })
    const list = [
      good,
      venue({ name: 'Boston', citySlug: 'boston' }),
      venue({ name: 'Small', maxGuests: 20 }),
      venue({ name: 'Min too high', minGuests: 30 }),
      venue({ name: 'Blacked out' }),
      venue({ name: 'Long notice', minNoticeHours: 24 * 30 }),
      venue({ name: 'No gluten-free menu', dietary: ['vegan'] }),
      venue({ name: 'Too dear', pricePerPerson: 200 }),
    ]
    const blackout = list.find((v) => v.name === 'Blacked out')!
    const res = run(list, prefs({ dietaryRestrictions: ['vegan', 'gluten-free'] }), [
      { venueId: blackout.id, date: '2025-06-20' },
    ])
    expect(res.recommendations.map((r) => r.venue.name)).toEqual(['Good'])
    expect(res.eligibleCount).toBe(1)
  })

  it('counts notice from the start of the time slot, in the city timezone', () => {
    // Chicago is 7 AM on June 11; dinner on June 12 starts at 6 PM: 35 hours away.
    const p = prefs({ date: '2025-06-12' })
    expect(run([venue({ name: 'A', minNoticeHours: 24 })], p).recommendations).toHaveLength(1)
    expect(run([venue({ name: 'B', minNoticeHours: 36 })], p).recommendations).toHaveLength(0)
    // Breakfast at 7 AM on June 12 is exactly 24 hours away.
    expect(run([venue({ minNoticeHours: 24 })], { ...p, time: 'breakfast' }).recommendations).toHaveLength(1)
    expect(run([venue({ minNoticeHours: 25 })], { ...p, time: 'breakfast' }).recommendations).toHaveLength(0)
  })

  it('sorts by score, then rating, then id, and returns the top 5', () => {
    const list = [
      venue({ id: 900, rating: 4.6 }),
      venue({ id: 901, rating: 4.6 }),
      venue({ id: 899, rating: 4.6 }),
      venue({ id: 500, rating: 4.9 }),
      venue({ id: 501, cuisines: ['Thai'] }),
      venue({ id: 502, cuisines: ['Thai'], rating: 3 }),
      venue({ id: 503, pricePerPerson: 118 }),
    ]
    const res = run(list)
    expect(res.recommendations.map((r) => r.venue.id)).toEqual([500, 899, 900, 901, 501])
    expect(res.eligibleCount).toBe(7)
  })
})

describe('recommendVenues: relaxations when nothing fits', () => {
  it('offers the nearest dates that work, a bigger budget and dropping one dietary need', () => {
    const a = venue({ name: 'A', dietary: ['vegan'], pricePerPerson: 90 })
    const b = venue({ name: 'B', dietary: ['vegan', 'kosher'], pricePerPerson: 160 })
    const p = prefs({ dietaryRestrictions: ['vegan', 'kosher'], date: '2025-06-20' })
    const res = run([a, b], p, [{ venueId: b.id, date: '2025-06-20' }])
    expect(res.recommendations).toEqual([])
    expect(res.relaxations.map((r) => r.message)).toEqual([
      '1 venue is available if our team arranges the kosher meals separately',
    ])

    const onlyDate = run([venue({ name: 'C' })], prefs(), [{ venueId: nextId - 1, date: '2025-06-20' }])
    expect(onlyDate.relaxations).toEqual([
      { kind: 'date', count: 1, change: { date: '2025-06-21' }, message: '1 venue is available on Saturday, June 21' },
      { kind: 'date', count: 1, change: { date: '2025-06-19' }, message: '1 venue is available on Thursday, June 19' },
    ])

    const dear = run([venue({ pricePerPerson: 150 }), venue({ pricePerPerson: 180 })], prefs())
    expect(dear.relaxations).toEqual([
      {
        kind: 'budget',
        count: 2,
        change: { budget: 'luxury' },
        message: '2 venues are available with a $$$$ - Luxury ($100+ per person) budget',
      },
    ])
  })

  it('never offers a date in the past', () => {
    const v = venue({ minNoticeHours: 24 * 3 })
    const res = run([v], prefs({ date: '2025-06-12' }))
    expect(res.relaxations.every((r) => r.kind !== 'date' || r.change.date! >= '2025-06-11')).toBe(true)
    expect(res.relaxations.filter((r) => r.kind === 'date').map((r) => r.change.date)).toEqual([
      '2025-06-14',
      '2025-06-15',
    ])
  })

  it('offers nothing when no venue of the city can seat the group', () => {
    expect(run([venue({ maxGuests: 12 })]).relaxations).toEqual([])
  })
})

describe('personalizedResponse', () => {
  it('summarises count, city, date and the top pick with its reason', () => {
    const list = [venue({ name: 'Trattoria Uno', rating: 5 }), venue({ name: 'Due' })]
    const res = run(list)
    expect(personalizedResponse(prefs(), res)).toBe(
      'I found 2 venues in Chicago, IL that can host your group of 24 on Friday, June 20 (dinner). ' +
        'My top pick for your business dinner is Trattoria Uno (100% match): seats 24 in a private room; Italian; elegant; $85 per person, within your budget.',
    )
  })

  it('says when nothing fits and lists the relaxations', () => {
    const v = venue({ name: 'Closed' })
    const res = run([v], prefs(), [{ venueId: v.id, date: '2025-06-20' }])
    const text = personalizedResponse(prefs(), res)
    expect(text).toMatch(
      /^I couldn't find a venue in Chicago, IL that can host your group of 24 on Friday, June 20 \(dinner\)\./,
    )
    expect(text).toContain('1 venue is available on Saturday, June 21')
  })
})

// ---------------------------------------------------------------------------------------------
// Property: over random preferences and a random but realistic catalogue, every recommendation
// satisfies every hard constraint, scores lie in 0..100 and come sorted.

const venueArb = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  name: fc.constant('V'),
  citySlug: fc.constantFrom(...ACTIVE_CITIES.map((c) => c.slug)),
  type: fc.constantFrom(...VENUE_TYPE_IDS),
  minGuests: fc.integer({ min: 1, max: 30 }),
  maxGuests: fc.integer({ min: 8, max: 300 }),
  pricePerPerson: fc.integer({ min: 20, max: 300 }),
  cuisines: fc.subarray(
    CUISINES.filter((c) => c !== 'No Preference'),
    { maxLength: 2 },
  ),
  vibes: fc.subarray([...VIBE_IDS], { minLength: 1, maxLength: 3 }),
  dietary: fc.subarray([...DIETARY_IDS]),
  features: fc.subarray([...FEATURE_IDS]),
  experiences: fc.subarray([...EXPERIENCE_SLUGS]),
  minNoticeHours: fc.constantFrom(0, 12, 24, 48, 72, 168, 336),
  rating: fc.double({ min: 3, max: 5, noNaN: true }),
})

const prefsArb = fc.record({
  occasion: fc.constantFrom(...CONCIERGE_OCCASIONS),
  groupSize: fc.integer({ min: 8, max: 60 }),
  budget: fc.constantFrom(...CONCIERGE_BUDGETS.map((b) => b.value)),
  cuisine: fc.constantFrom(...CUISINES),
  vibe: fc.constantFrom(...CONCIERGE_VIBES),
  location: fc.constantFrom(...ACTIVE_CITIES.map(cityLabel)),
  date: fc.integer({ min: 0, max: 30 }).map((d) => new Date(Date.UTC(2025, 5, 11 + d)).toISOString().slice(0, 10)),
  time: fc.constantFrom(...CONCIERGE_TIME_SLOTS.map((s) => s.value)),
  dietaryRestrictions: fc.subarray([...DIETARY_IDS], { maxLength: 2 }),
})

describe('recommendVenues: properties', () => {
  it('every recommendation passes every hard constraint; scores are 0..100 integers, sorted', () => {
    fc.assert(
      fc.property(
        prefsArb,
        fc.uniqueArray(venueArb, { selector: (v) => v.id, maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 30 }),
        (p, venues, blackoutDays) => {
          const blackouts = venues.flatMap((v, i) =>
            blackoutDays[i] === undefined
              ? []
              : [{ venueId: v.id, date: new Date(Date.UTC(2025, 5, 11 + blackoutDays[i])).toISOString().slice(0, 10) }],
          )
          const city = ACTIVE_CITIES.find((c) => cityLabel(c) === p.location)!
          const res = recommendVenues({ preferences: p, venues, blackouts, timezone: city.timezone, now })
          const ctx = contextFor(p, { blackouts, timezone: city.timezone, now })
          for (const r of res.recommendations) {
            expect(hardConstraintFailures(r.venue, ctx)).toEqual([])
            expect(r.venue.citySlug).toBe(city.slug)
            expect(r.venue.minGuests <= p.groupSize && p.groupSize <= r.venue.maxGuests).toBe(true)
            expect(p.dietaryRestrictions.every((d) => r.venue.dietary.includes(d))).toBe(true)
            expect(blackouts.some((b) => b.venueId === r.venue.id && b.date === p.date)).toBe(false)
            expect(Number.isInteger(r.score) && r.score >= 0 && r.score <= 100).toBe(true)
            expect(r.reason.length).toBeGreaterThan(0)
          }
          const scores = res.recommendations.map((r) => r.score)
          expect(scores).toEqual([...scores].sort((a, b) => b - a))
          expect(res.recommendations.length).toBeLessThanOrEqual(5)
          if (res.recommendations.length) expect(res.relaxations).toEqual([])
          // Every relaxation it offers really yields venues with that one change.
          for (const rel of res.relaxations) {
            const again = recommendVenues({
              preferences: { ...p, ...rel.change },
              venues,
              blackouts,
              timezone: city.timezone,
              now,
            })
            expect(again.eligibleCount).toBe(rel.count)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

import { addDays, format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { CONCIERGE_MESSAGES, CONCIERGE_LOCATIONS, conciergePreferencesSchema } from './preferences'

const inDays = (n: number) => format(addDays(new Date(), n), 'yyyy-MM-dd')
const valid = {
  occasion: 'Business Dinner',
  groupSize: 24,
  budget: 'premium',
  cuisine: 'Italian',
  vibe: 'Elegant & Upscale',
  location: 'Chicago, IL',
  date: inDays(10),
  time: 'dinner',
}

const errorsOf = (body: unknown) => {
  const r = conciergePreferencesSchema.safeParse(body)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('conciergePreferencesSchema', () => {
  it('accepts a complete form and fills the optional lists', () => {
    const r = conciergePreferencesSchema.parse(valid)
    expect(r).toMatchObject({ ...valid, dietaryRestrictions: [] })
    expect(r.specialRequests).toBeUndefined()
  })

  it("gives the product's message for every missing field", () => {
    expect(errorsOf({})).toEqual({
      occasion: CONCIERGE_MESSAGES.occasion,
      groupSize: CONCIERGE_MESSAGES.groupSize,
      budget: CONCIERGE_MESSAGES.budget,
      cuisine: CONCIERGE_MESSAGES.cuisine,
      vibe: CONCIERGE_MESSAGES.vibe,
      location: CONCIERGE_MESSAGES.location,
      date: CONCIERGE_MESSAGES.date,
      time: CONCIERGE_MESSAGES.time,
    })
    expect(CONCIERGE_MESSAGES.occasion).toBe('Please select an occasion.')
    expect(CONCIERGE_MESSAGES.groupSize).toBe('Please specify your group size.')
  })

  it('keeps group size to 8..60', () => {
    expect(errorsOf({ ...valid, groupSize: 7 })).toEqual({ groupSize: 'Group size must be at least 8 people' })
    expect(errorsOf({ ...valid, groupSize: 61 })).toEqual({ groupSize: 'Group size must be at most 60 people' })
    expect(errorsOf({ ...valid, groupSize: '12' })).toEqual({})
    expect(errorsOf({ ...valid, groupSize: 12.5 })).toEqual({ groupSize: CONCIERGE_MESSAGES.groupSize })
  })

  it('accepts the budget and time labels as well as their values', () => {
    const r = conciergePreferencesSchema.parse({
      ...valid,
      budget: '$$$$ - Luxury ($100+ per person)',
      time: 'Brunch (10 AM-1 PM)',
    })
    expect(r.budget).toBe('luxury')
    expect(r.time).toBe('brunch')
    expect(errorsOf({ ...valid, budget: 'cheap', time: '7:00 PM' })).toEqual({
      budget: CONCIERGE_MESSAGES.budget,
      time: CONCIERGE_MESSAGES.time,
    })
  })

  it('reads the location as an active city and names coming-soon and unknown cities', () => {
    expect(CONCIERGE_LOCATIONS).toContain('Napa Valley, CA')
    expect(conciergePreferencesSchema.parse({ ...valid, location: 'chicago' }).location).toBe('Chicago, IL')
    expect(errorsOf({ ...valid, location: 'Austin, TX' })).toEqual({
      location: 'Austin is coming soon! Please try one of our active cities.',
    })
    expect(errorsOf({ ...valid, location: 'Springfield, IL' }).location).toContain('is not yet available')
    expect(errorsOf({ ...valid, location: '  ' })).toEqual({ location: CONCIERGE_MESSAGES.location })
  })

  it('rejects dates that are not real or in the past', () => {
    expect(errorsOf({ ...valid, date: '2025-02-30' })).toEqual({ date: CONCIERGE_MESSAGES.date })
    expect(errorsOf({ ...valid, date: inDays(-3) })).toEqual({ date: CONCIERGE_MESSAGES.pastDate })
  })

  it('checks dietary ids, and email and phone only when given', () => {
    expect(
      conciergePreferencesSchema.parse({ ...valid, dietaryRestrictions: ['vegan', 'vegan', 'kosher'] })
        .dietaryRestrictions,
    ).toEqual(['vegan', 'kosher'])
    expect(errorsOf({ ...valid, dietaryRestrictions: ['paleo'] })).toEqual({
      'dietaryRestrictions.0': CONCIERGE_MESSAGES.dietary,
    })
    expect(errorsOf({ ...valid, email: '', phone: '', name: '' })).toEqual({})
    expect(errorsOf({ ...valid, email: 'nope' })).toEqual({ email: CONCIERGE_MESSAGES.email })
    expect(errorsOf({ ...valid, phone: '123' })).toEqual({ phone: CONCIERGE_MESSAGES.phone })
  })
})

import { describe, expect, it } from 'vitest'
import {
  applyBriefPatch,
  briefChipsOf,
  briefPatchSchema,
  changedSlots,
  emptyBrief,
  mergeParsedIntoBrief,
  nextQuestion,
  type CallieBrief,
} from './callie-brief'
import { parseConciergeRequest } from './parse-concierge-request'

const read = (text: string) => parseConciergeRequest(text, { today: '2026-11-28' })
const said = (...texts: string[]) => texts.reduce((b, t) => mergeParsedIntoBrief(b, read(t)), emptyBrief())

describe('mergeParsedIntoBrief', () => {
  it('reads a request into the brief and keeps it when the next message says something else', () => {
    const b = said('Team dinner for 24 in Chicago', 'Italian please')
    expect(b).toMatchObject({ groupSize: 24, location: 'Chicago, IL', cuisines: ['Italian'] })
  })

  it('replaces what she changes and adds up must-haves', () => {
    const b = said('dinner for 24 in Chicago with a private room', 'make it 30 people, and we need parking')
    expect(b.groupSize).toBe(30)
    expect(b.mustHaves).toEqual(['private-room', 'parking'])
  })

  it('nonsense changes nothing', () => {
    const before = said('dinner for 24 in Chicago')
    const after = mergeParsedIntoBrief(before, read('asdf qwerty zzz'))
    expect(after).toEqual(before)
    expect(changedSlots(before, after)).toEqual([])
  })

  it('"no preference" on cuisine is remembered, and naming one later clears it', () => {
    const b = said('dinner for 24 in Chicago, no preference on cuisine')
    expect(b.noPreference).toContain('cuisines')
    expect(nextQuestion({ ...b, date: '2027-01-28' }, { resultCount: 20, resultCuisines: ['A', 'B'] })).toBeNull()
    expect(mergeParsedIntoBrief(b, read('actually Japanese')).noPreference).not.toContain('cuisines')
  })

  it('reads exclusions the reader reports, and an excluded cuisine is no longer wanted', () => {
    const b = mergeParsedIntoBrief(said('Seafood for 20 in Chicago'), {
      preferences: { exclusions: { cuisines: ['Seafood'], features: [] } },
    })
    expect(b.cuisines).toBeUndefined()
    expect(b.exclusions.cuisines).toEqual(['Seafood'])
  })
})

describe('a vibe ruled out', () => {
  it('"nothing too fancy" is kept as a chip, drops that vibe, and naming the vibe later lifts it', () => {
    const b = said('dinner for 12 in Miami, elegant please', 'actually nothing too fancy')
    expect(b.vibe).toBeUndefined()
    expect(b.exclusions.vibes).toEqual(['Elegant & Upscale'])
    expect(briefChipsOf(b)).toContainEqual({ slot: 'exclusions', label: 'Not: Elegant & Upscale' })
    const again = mergeParsedIntoBrief(b, read('elegant after all'))
    expect(again.vibe).toBe('Elegant & Upscale')
    expect(again.exclusions.vibes).toBeUndefined()
  })

  it('is removed with the exclusions chip', () => {
    const b = applyBriefPatch(
      said('dinner for 12 in Miami, nothing too fancy'),
      briefPatchSchema.parse({ exclusions: null }),
    )
    expect(b.exclusions).toEqual({ cuisines: [], features: [] })
    expect(briefChipsOf(b).find((c) => c.slot === 'exclusions')).toBeUndefined()
  })
})

describe('briefChipsOf', () => {
  it('labels every set field in words, never codes', () => {
    const b: CallieBrief = {
      ...emptyBrief(),
      groupSize: 24,
      location: 'Chicago, IL',
      date: '2027-01-28',
      time: 'dinner',
      exactTime: '7:30 PM',
      budget: 'premium',
      budgetTotal: 4500,
      mustHaves: ['private-room'],
      exclusions: { cuisines: ['Seafood'], features: ['dance-floor'] },
    }
    expect(briefChipsOf(b)).toEqual([
      { slot: 'groupSize', label: '24 guests' },
      { slot: 'location', label: 'Chicago, IL' },
      { slot: 'date', label: 'Thu, Jan 28, 2027' },
      { slot: 'time', label: '7:30 PM, Dinner (6-9 PM)' },
      { slot: 'budget', label: '$$$ - Premium ($50-100 per person)' },
      { slot: 'budgetTotal', label: '$4,500 total' },
      { slot: 'mustHaves', label: 'Must have: Private Room' },
      { slot: 'exclusions', label: 'Not: Seafood and Dance Floor' },
    ])
  })
})

describe('applyBriefPatch', () => {
  const base = said('Italian dinner for 24 in Chicago')

  it('sets and removes fields; a removed slot is not asked again, the city is', () => {
    const b = applyBriefPatch(base, briefPatchSchema.parse({ cuisines: null, groupSize: 30 }))
    expect(b.cuisines).toBeUndefined()
    expect(b.groupSize).toBe(30)
    expect(b.noPreference).toEqual(['cuisines'])
    const noCity = applyBriefPatch(b, briefPatchSchema.parse({ location: null }))
    expect(noCity.noPreference).not.toContain('location')
    expect(nextQuestion(noCity)).toBe('location')
  })

  it('reads a city as its label and refuses unknown or empty patches', () => {
    expect(briefPatchSchema.parse({ location: 'chicago' }).location).toBe('Chicago, IL')
    expect(briefPatchSchema.safeParse({ location: 'Atlantis' }).success).toBe(false)
    expect(briefPatchSchema.safeParse({}).success).toBe(false)
    expect(briefPatchSchema.safeParse({ colour: 'red' }).success).toBe(false)
    expect(briefPatchSchema.safeParse({ groupSize: 500 }).success).toBe(false)
  })
})

describe('nextQuestion', () => {
  it('asks the city, then the group size, then the date, then nothing', () => {
    expect(nextQuestion(emptyBrief())).toBe('location')
    expect(nextQuestion(said('in Chicago'))).toBe('groupSize')
    expect(nextQuestion(said('24 people in Chicago'))).toBe('date')
    expect(nextQuestion(said('24 people in Chicago on January 28'))).toBeNull()
  })

  it('asks a cuisine only when many venues of several cuisines fit', () => {
    const b = said('24 people in Chicago on January 28')
    expect(nextQuestion(b, { resultCount: 3, resultCuisines: ['Italian', 'Thai'] })).toBeNull()
    expect(nextQuestion(b, { resultCount: 12, resultCuisines: ['Italian'] })).toBeNull()
    expect(nextQuestion(b, { resultCount: 12, resultCuisines: ['Italian', 'Thai'] })).toBe('cuisines')
  })
})

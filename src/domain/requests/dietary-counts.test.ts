import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dietaryCountErrors, dietaryCountsField, dietaryCountsText, dietaryNeedsOf } from './dietary-counts'

const schema = z.object({ dietaryCounts: dietaryCountsField })
const messagesOf = (v: unknown) => {
  const r = schema.safeParse({ dietaryCounts: v })
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('dietaryCountsField', () => {
  it('takes each diet once with a whole number of guests (numeric strings from a form too)', () => {
    expect(schema.parse({}).dietaryCounts).toEqual([])
    expect(
      schema.parse({
        dietaryCounts: [
          { diet: 'vegan', guests: 3 },
          { diet: 'gluten-free', guests: '2' },
        ],
      }).dietaryCounts,
    ).toEqual([
      { diet: 'vegan', guests: 3 },
      { diet: 'gluten-free', guests: 2 },
    ])
  })

  it('refuses fractions, zero, negatives, blanks, unknown diets and a diet twice', () => {
    const count = 'dietaryCounts.0.guests: How many guests: a whole number, at least 1'
    expect(messagesOf([{ diet: 'vegan', guests: 1.5 }])).toEqual([count])
    expect(messagesOf([{ diet: 'vegan', guests: 0 }])).toEqual([count])
    expect(messagesOf([{ diet: 'vegan', guests: -2 }])).toEqual([count])
    expect(messagesOf([{ diet: 'vegan', guests: '' }])).toEqual([count])
    expect(messagesOf([{ diet: 'paleo', guests: 2 }])).toEqual(['dietaryCounts.0.diet: Unknown dietary need'])
    expect(
      messagesOf([
        { diet: 'vegan', guests: 2 },
        { diet: 'vegan', guests: 1 },
      ]),
    ).toEqual(['dietaryCounts: Each dietary need once, with how many guests'])
  })
})

describe('dietaryCountErrors', () => {
  it('holds each count and their sum to the group', () => {
    expect(dietaryCountErrors([{ guests: 3 }, { guests: 2 }], 5)).toEqual({})
    expect(dietaryCountErrors([{ guests: 3 }, { guests: 12 }], 10)).toEqual({
      'dietaryCounts.1.guests': "At most 10: your group's size",
    })
    expect(dietaryCountErrors([{ guests: 6 }, { guests: 5 }], 10)).toEqual({
      dietaryCounts: 'These counts add up to 11 guests, more than your group of 10',
    })
  })
})

describe('reading a stored request', () => {
  it('says the counts by label, then her own words', () => {
    const counts = [
      { diet: 'vegan', guests: 3 },
      { diet: 'gluten-free', guests: 2 },
    ]
    expect(dietaryCountsText(counts)).toBe('Vegan × 3, Gluten-Free × 2')
    expect(dietaryNeedsOf({ dietaryCounts: counts })).toBe('Vegan × 3, Gluten-Free × 2')
    expect(dietaryNeedsOf({ dietaryCounts: counts, dietaryRestrictions: ' one shellfish allergy ' })).toBe(
      'Vegan × 3, Gluten-Free × 2; one shellfish allergy',
    )
  })

  it('reads rows from before counts as they read then: the list by label, or her words', () => {
    expect(dietaryNeedsOf({ dietary: ['vegan', 'gluten-free'] })).toBe('Vegan, Gluten-Free')
    expect(dietaryNeedsOf({ dietaryRestrictions: ['halal'] })).toBe('Halal')
    expect(dietaryNeedsOf({ dietaryRestrictions: '3 vegetarian, 1 gluten-free' })).toBe('3 vegetarian, 1 gluten-free')
    expect(dietaryNeedsOf({ dietaryRestrictions: '', dietary: [] })).toBeNull()
    expect(dietaryNeedsOf(null)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { emptyBrief } from '~/domain/concierge/callie-brief'
import { briefToFormValues, formValuesToPatch } from './brief-form-values'

const brief = {
  ...emptyBrief(),
  groupSize: 24,
  location: 'Chicago, IL',
  cuisines: ['Italian' as const, 'Japanese' as const],
  time: 'dinner' as const,
  exactTime: '7:30 PM',
  mustHaves: ['private-room' as const],
}

describe('the brief as the form holds it', () => {
  it('shows what the brief knows and leaves the rest empty', () => {
    const values = briefToFormValues(brief)
    expect(values).toMatchObject({
      groupSize: 24,
      location: 'Chicago, IL',
      cuisine: 'Italian',
      cuisines: ['Italian', 'Japanese'],
      occasion: '',
      exactTime: '7:30 PM',
      features: ['private-room'],
    })
  })

  it('sends only what the planner changed, an emptied field as removed', () => {
    const values = { ...briefToFormValues(brief), groupSize: '30', location: '', occasion: 'Birthday Celebration' }
    expect(formValuesToPatch(values, { groupSize: true, location: true, occasion: true })).toEqual({
      groupSize: 30,
      location: null,
      occasion: 'Birthday Celebration',
    })
  })

  it('reads "No Preference" as not minding the cuisine, and nothing changed as no edit', () => {
    const values = { ...briefToFormValues(brief), cuisine: 'No Preference' }
    expect(formValuesToPatch(values, { cuisine: true })).toEqual({ cuisines: null, noPreference: ['cuisines'] })
    expect(formValuesToPatch(values, {})).toBeNull()
  })

  it('a removed must-have empties the list; a removed extra cuisine keeps the others', () => {
    const values = { ...briefToFormValues(brief), features: [], cuisines: ['Japanese'] }
    expect(formValuesToPatch(values, { features: true, cuisines: true })).toEqual({
      mustHaves: null,
      cuisines: ['Japanese'],
    })
  })
})

import { describe, expect, it } from 'vitest'
import { addOnNames, WITHDRAWN_SUGGESTION } from './add-on-names'

describe('addOnNames', () => {
  it('names fixed add-ons by label, the per-hour one with her hours, suggestions by their place', () => {
    expect(
      addOnNames(['extended-hours', 'ai-addon-1', 'premium-bar'], {
        extendedHours: 3,
        suggestedAddOns: ['Wine pairing', 'Live jazz trio'],
      }),
    ).toEqual(['Extended Hours (3 hours)', 'Live jazz trio', 'Premium Bar Package'])
    expect(addOnNames(['extended-hours'], { extendedHours: 1 })).toEqual(['Extended Hours (1 hour)'])
  })

  it('never prints an id: a suggestion the venue dropped says so; no hours stored, no hours said', () => {
    expect(addOnNames(['ai-addon-4'], { suggestedAddOns: ['Wine pairing'] })).toEqual([WITHDRAWN_SUGGESTION])
    expect(addOnNames(['extended-hours'], {})).toEqual(['Extended Hours'])
    expect(addOnNames(['extended-hours'], { extendedHours: 'lots' })).toEqual(['Extended Hours'])
  })

  it('reads nothing from details that are not a list of ids', () => {
    expect(addOnNames(undefined, {})).toEqual([])
    expect(addOnNames('premium-bar', {})).toEqual([])
    expect(addOnNames([7, 'av-equipment'], {})).toEqual(['AV Equipment'])
  })
})

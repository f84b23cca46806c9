import { describe, expect, it } from 'vitest'
import { venueCountText } from './search-constants'

describe('venueCountText', () => {
  it('says how many, and "+" when the count stopped there', () => {
    expect(venueCountText(0)).toBe('0 venues')
    expect(venueCountText(1)).toBe('1 venue')
    expect(venueCountText(1000)).toBe('1,000 venues')
    expect(venueCountText(1000, true)).toBe('1,000+ venues')
    expect(venueCountText(1, false, 'matching venue')).toBe('1 matching venue')
    expect(venueCountText(1000, true, 'matching venue')).toBe('1,000+ matching venues')
  })

  it('groups thousands as en-US does, for every size a catalogue reaches', () => {
    for (const n of [0, 7, 12, 999, 1000, 1001, 12345, 100000, 999999, 1000000, 123456789]) {
      expect(venueCountText(n)).toBe(`${n.toLocaleString('en-US')} ${n === 1 ? 'venue' : 'venues'}`)
    }
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editDistance } from './edit-distance'

describe('editDistance', () => {
  it.each([
    ['chicago', 'chicago', 0],
    ['chicgo', 'chicago', 1], // a letter left out
    ['chicaago', 'chicago', 1], // one too many
    ['chicaga', 'chicago', 1], // a wrong letter
    ['chciago', 'chicago', 1], // two neighbours swapped: one edit, not two
    ['bostno', 'boston', 1],
    ['seatle', 'seattle', 1],
    ['phillidelphia', 'philadelphia', 2],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['denver', 'boston', 6],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d)
    expect(editDistance(b, a)).toBe(d)
  })

  it('stops early past the bound and says so with max + 1', () => {
    expect(editDistance('denver', 'boston', 2)).toBe(3)
    expect(editDistance('  ', '!!!!!', 3)).toBe(4)
    expect(editDistance('a', 'abcdef', 1)).toBe(2)
    expect(editDistance('chicgo', 'chicago', 1)).toBe(1)
  })

  it('is a distance: symmetric, zero only for equal strings, within the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b)
        expect(editDistance(b, a)).toBe(d)
        expect(d === 0).toBe(a === b)
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length))
        expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length))
      }),
    )
  })

  it('agrees with the bounded form whenever the distance is within the bound', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), fc.nat(4), (a, b, max) => {
        const d = editDistance(a, b)
        expect(editDistance(a, b, max)).toBe(d <= max ? d : max + 1)
      }),
    )
  })
})

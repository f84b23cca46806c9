import { describe, expect, it } from 'vitest'
import type { Entry, IndexedSpace } from './search-catalogue'
import { cityCode, columnsOf, scanColumns, venueBits, type CheapFilter } from './search-columns'

const isSet = (bits: Uint32Array, id: number) => id >>> 5 < bits.length && ((bits[id >>> 5] >>> (id & 31)) & 1) === 1

describe('venueBits', () => {
  it('sets the venues named and the venues of the spaces named, and no other', () => {
    const owners = new Map([
      [7, 100],
      [8, 3],
    ])
    const bits = venueBits([1, 64], [7, 8, 99], owners)
    expect([1, 3, 64, 100].every((id) => isSet(bits, id))).toBe(true)
    expect([0, 2, 63, 65, 99, 101, 5_000].some((id) => isSet(bits, id))).toBe(false)
    expect(bits.length).toBe((100 >>> 5) + 1)
  })

  it('is empty when nothing is set (no room made for ids no one named)', () => {
    expect(venueBits([], [], new Map()).length).toBe(0)
    expect(venueBits([], [42], new Map()).length).toBe(0)
  })
})

/** An entry with what the scan reads; the rest of an index entry it never looks at. */
const entry = (id: number, over: Partial<Entry> = {}): Entry =>
  ({
    id,
    citySlug: 'columns-test-city',
    minGuests: 1,
    maxGuests: 500,
    price: 80,
    notice: 24,
    type: 'Restaurant',
    vibes: 0,
    dietary: 0,
    features: 0,
    experiences: 0,
    spaces: [],
    ...over,
  }) as Entry

const space = (id: number, capacity: number): IndexedSpace => ({ id, capacity, semiPrivate: false })

const anything: CheapFilter = {
  guests: undefined,
  low: 0,
  high: Infinity,
  vibes: 0,
  dietary: 0,
  features: 0,
  experiences: 0,
  type: undefined,
}

const found = (entries: Entry[], cheap: CheapFilter) => {
  const ids: number[] = []
  scanColumns(columnsOf(entries), cheap, (e) => (ids.push(e.id), true))
  return ids
}

describe('scanColumns', () => {
  it("on a date, seats the group in a venue's largest space, and any group in a venue without spaces", () => {
    const entries = [
      entry(1),
      entry(2, { spaces: [space(20, 40), space(21, 120)] }),
      entry(3, { spaces: [space(30, 40)] }),
      entry(4, { notice: 200 }),
    ]
    const hoursByCity = new Float64Array(cityCode('columns-test-city') + 1)
    hoursByCity[cityCode('columns-test-city')] = 100
    const onDate = (guests: number | undefined): CheapFilter => ({
      ...anything,
      guests,
      date: { hoursByCity, touched: new Uint32Array(0), guests, exact: () => true },
    })
    expect(found(entries, onDate(100))).toEqual([1, 2])
    expect(found(entries, onDate(40))).toEqual([1, 2, 3])
    expect(found(entries, onDate(undefined))).toEqual([1, 2, 3])
    expect(found(entries, onDate(2_000_000_000))).toEqual([])
  })

  it('compares prices, groups and notice as the whole numbers they are, at the bounds', () => {
    const entries = [entry(1, { price: 100 }), entry(2, { price: 101 }), entry(3, { minGuests: 10, maxGuests: 12 })]
    expect(found(entries, { ...anything, low: 0, high: 100 })).toEqual([1, 3])
    expect(found(entries, { ...anything, low: 100.5, high: 101 })).toEqual([2])
    expect(found(entries, { ...anything, guests: 12 })).toEqual([1, 2, 3])
    expect(found(entries, { ...anything, guests: 13 })).toEqual([1, 2])
  })

  it('tells a venue type apart among more types than a byte holds', () => {
    const entries = Array.from({ length: 300 }, (_, i) => entry(i + 1, { type: `columns-test-type-${i}` }))
    expect(found(entries, { ...anything, type: 'columns-test-type-299' })).toEqual([300])
    expect(found(entries, { ...anything, type: 'columns-test-type-43' })).toEqual([44])
    expect(found(entries, { ...anything, type: 'no-such-type' })).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { venueBits } from './search-columns'

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

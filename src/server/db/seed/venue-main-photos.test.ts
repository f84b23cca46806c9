// The first picture a planner sees of a venue must not be the same drawing as another venue's in the
// same city. Checked on the committed files the seed assigns, with a perceptual hash (pHash: the low
// frequencies of a 32×32 greyscale DCT, 64 bits), which ignores what an eye ignores (compression,
// small shifts of colour) and keeps what it sees (where the light, dark and big shapes are).
import path from 'node:path'
import phash from 'sharp-phash'
import distance from 'sharp-phash/distance'
import { describe, expect, it } from 'vitest'
import { ACTIVE_CITIES } from '~/domain/cities'
import { MEDIA_DIR } from '~/server/lib/venue-photos'
import { venueCatalogue } from './venue-catalogue'

/**
 * Two copies of one picture, recompressed, recoloured or slightly cropped, stay within about 4-6 bits
 * of 64; pHash's own authors treat ≤ 10 as "the same image". At 12 or more, two venues' main pictures
 * differ in their composition (room, light, what stands where), not only in tint.
 */
const MIN_HAMMING_DISTANCE = 12

const fileOf = (url: string) => path.join(MEDIA_DIR, url.replace(/^\/media\//, ''))

describe('venue main pictures', () => {
  it(`differ by at least ${MIN_HAMMING_DISTANCE} of 64 pHash bits between any two venues of one city`, async () => {
    const catalogue = venueCatalogue()
    const hashes = new Map<string, string>()
    for (const v of catalogue) {
      const url = v.photos[0].url
      if (!hashes.has(url)) hashes.set(url, await phash(fileOf(url)))
    }
    const tooClose: string[] = []
    const closest: Record<string, number> = {}
    for (const city of ACTIVE_CITIES) {
      const here = catalogue.filter((v) => v.citySlug === city.slug)
      closest[city.slug] = 64
      for (let i = 0; i < here.length; i++) {
        for (let j = i + 1; j < here.length; j++) {
          const d = distance(hashes.get(here[i].photos[0].url)!, hashes.get(here[j].photos[0].url)!)
          closest[city.slug] = Math.min(closest[city.slug], d)
          if (d < MIN_HAMMING_DISTANCE) tooClose.push(`${city.slug}: ${here[i].slug} ~ ${here[j].slug} (${d})`)
        }
      }
    }
    console.log('closest pair per city (pHash bits):', closest)
    expect(tooClose).toEqual([])
  }, 30_000)
})

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { venueCatalogue } from '~/server/db/seed/venue-catalogue'
import { MAIN_PHOTO_DIR, MEDIA_DIR } from '~/server/lib/venue-photos'
import { MAIN_PHOTOS_MANIFEST, mainPhotoManifest } from './main-photos'

describe('committed main pictures', () => {
  const manifest = mainPhotoManifest(venueCatalogue())

  it('are one file per catalogue venue, and no other', () => {
    const files = fs.readdirSync(path.join(MEDIA_DIR, MAIN_PHOTO_DIR)).sort()
    expect(files).toEqual(
      venueCatalogue()
        .map((v) => `${v.slug}.webp`)
        .sort(),
    )
    expect(Object.keys(manifest).sort()).toEqual(
      venueCatalogue()
        .map((v) => v.slug)
        .sort(),
    )
  })

  it('were rendered from what the generator draws today (else run `npm run media:venues -- --main`)', () => {
    const recorded = JSON.parse(fs.readFileSync(MAIN_PHOTOS_MANIFEST, 'utf8')) as Record<string, string>
    const stale = Object.entries(manifest)
      .filter(([slug, m]) => recorded[slug] !== m.hash)
      .map(([slug]) => slug)
    expect(stale).toEqual([])
  })
})

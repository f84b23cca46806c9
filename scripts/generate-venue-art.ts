// Renders the venue artwork (files are committed): the shared scene library media/venues/*.webp from
// venue-art/scenes.ts, and each catalogue venue's own main picture media/venues/main/<slug>.webp from
// its recipe (venue-art/interior.ts). Run after changing a scene or the catalogue: npm run media:venues
// (`-- --main` renders only the main pictures). venue-art/main-photos.json records what each main
// picture was drawn from, so a test can tell when the committed files are stale.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { venueCatalogue } from '~/server/db/seed/venue-catalogue'
import { MAIN_PHOTO_DIR, MEDIA_DIR, PHOTO_SCENES, PHOTO_VARIANTS, venuePhotoFile } from '~/server/lib/venue-photos'
import { MAIN_PHOTOS_MANIFEST, mainPhotoManifest } from './venue-art/main-photos'
import { sceneSvg } from './venue-art/scenes'

const onlyMain = process.argv.includes('--main')
const libraryDir = path.join(MEDIA_DIR, 'venues')
const mainDir = path.join(MEDIA_DIR, MAIN_PHOTO_DIR)
fs.mkdirSync(mainDir, { recursive: true })

let bytes = 0
if (!onlyMain) {
  for (const scene of PHOTO_SCENES) {
    for (let variant = 0; variant < PHOTO_VARIANTS; variant++) {
      const info = await sharp(Buffer.from(sceneSvg(scene, variant)))
        .webp({ quality: 80 })
        .toFile(path.join(libraryDir, venuePhotoFile(scene, variant)))
      bytes += info.size
    }
  }
  console.log(
    `Wrote ${PHOTO_SCENES.length * PHOTO_VARIANTS} library photos (${Math.round(bytes / 1024)} kB) to ${libraryDir}`,
  )
}

const manifest = mainPhotoManifest(venueCatalogue())
const wanted = new Set(Object.keys(manifest).map((slug) => `${slug}.webp`))
for (const file of fs.readdirSync(mainDir)) if (!wanted.has(file)) fs.rmSync(path.join(mainDir, file))
bytes = 0
for (const [slug, { svg }] of Object.entries(manifest)) {
  // Smaller files than the library's: these are 162 busy drawings, shown at card size most often.
  const info = await sharp(Buffer.from(svg))
    .webp({ quality: 72 })
    .toFile(path.join(mainDir, `${slug}.webp`))
  bytes += info.size
}
fs.writeFileSync(
  MAIN_PHOTOS_MANIFEST,
  `${JSON.stringify(Object.fromEntries(Object.entries(manifest).map(([slug, m]) => [slug, m.hash])), null, 1)}\n`,
)
console.log(`Wrote ${wanted.size} main pictures (${Math.round(bytes / 1024)} kB) to ${mainDir}`)

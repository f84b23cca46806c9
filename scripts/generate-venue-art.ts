// Renders the venue photo library (media/venues/*.webp) from the vector scenes in venue-art/.
// Run after changing a scene: npx tsx scripts/generate-venue-art.ts  (files are committed).
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { MEDIA_DIR, PHOTO_SCENES, PHOTO_VARIANTS, venuePhotoFile } from '~/server/media/venue-photos'
import { sceneSvg } from './venue-art/scenes'

const dir = path.join(MEDIA_DIR, 'venues')
fs.mkdirSync(dir, { recursive: true })
let bytes = 0
for (const scene of PHOTO_SCENES) {
  for (let variant = 0; variant < PHOTO_VARIANTS; variant++) {
    const file = path.join(dir, venuePhotoFile(scene, variant))
    const info = await sharp(Buffer.from(sceneSvg(scene, variant))).webp({ quality: 80 }).toFile(file)
    bytes += info.size
  }
}
console.log(`Wrote ${PHOTO_SCENES.length * PHOTO_VARIANTS} photos (${Math.round(bytes / 1024)} kB) to ${dir}`)

// Which main pictures the catalogue needs and what each is drawn from: the SVG of the venue's recipe
// and its hash (recorded in main-photos.json when the files are rendered).
import crypto from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { SeedVenue } from '~/server/db/seed/venue-catalogue'
import { artRecipe } from '~/server/db/seed/venue-art-recipe'
import { mainPhotoUrl } from '~/server/lib/venue-photos'
import { interiorSvg } from './interior'

export const MAIN_PHOTOS_MANIFEST = fileURLToPath(new URL('./main-photos.json', import.meta.url))

/** slug → its SVG and the SVG's hash, for every venue whose first photo is its own picture. */
export function mainPhotoManifest(catalogue: readonly SeedVenue[]): Record<string, { svg: string; hash: string }> {
  const out: Record<string, { svg: string; hash: string }> = {}
  for (const v of catalogue) {
    if (v.photos[0]?.url !== mainPhotoUrl(v.slug)) continue
    const svg = interiorSvg(artRecipe(v))
    out[v.slug] = { svg, hash: crypto.createHash('sha256').update(svg).digest('hex').slice(0, 16) }
  }
  return out
}

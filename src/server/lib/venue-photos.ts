// The venue photo library: generated artwork files under media/venues, served at /media/venues.
// `npm run media:venues` renders every scene × variant below, and each catalogue venue's own main
// picture under media/venues/main (the files are committed).
import path from 'node:path'
import { APP_ROOT } from './app-root'

export const MEDIA_DIR = path.join(APP_ROOT, 'media')

export const PHOTO_SCENES = [
  'dining-room',
  'private-room',
  'ballroom',
  'hall',
  'rooftop',
  'garden',
  'cellar',
  'bar',
  'table-setting',
  'dish',
  'vineyard',
  'loft',
] as const
export type PhotoScene = (typeof PHOTO_SCENES)[number]

/** Colour moods each scene is rendered in. */
export const PHOTO_VARIANTS = 4

export const PHOTO_WIDTH = 1200
export const PHOTO_HEIGHT = 800

/** Completes "{venue}: ..." in a photo's alternative text. */
export const SCENE_CAPTIONS: Readonly<Record<PhotoScene, string>> = {
  'dining-room': 'the main dining room',
  'private-room': 'the private dining room set for a group',
  ballroom: 'the ballroom set for a banquet',
  hall: 'the event hall set for a keynote',
  rooftop: 'the rooftop terrace at dusk',
  garden: 'the garden patio under lanterns',
  cellar: 'the candlelit cellar',
  bar: 'the bar',
  'table-setting': 'a table set for a group dinner',
  dish: 'a plated course from the menu',
  vineyard: 'the terrace over the vines',
  loft: 'the loft ready for a reception',
}

export const venuePhotoFile = (scene: PhotoScene, variant: number) => `${scene}-${variant + 1}.webp`
export const venuePhotoUrl = (scene: PhotoScene, variant: number) => `/media/venues/${venuePhotoFile(scene, variant)}`

/** A catalogue venue's own main picture, drawn from its data (src/server/db/seed/venue-art-recipe.ts). */
export const MAIN_PHOTO_DIR = 'venues/main'
export const mainPhotoUrl = (slug: string) => `/media/${MAIN_PHOTO_DIR}/${slug}.webp`

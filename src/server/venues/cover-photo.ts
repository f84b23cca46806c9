// Photos staff upload always replace the generated artwork a venue was seeded with: once a venue has
// one, planners see only its uploads (in the staff's order), on cards, venue pages, proposals and
// link previews. The console still lists every photo so staff can reorder or delete the artwork.
import { sql, type SQL } from 'drizzle-orm'
import { venuePhotos, venues } from '../db/schema'
import { UPLOADS_URL_PREFIX } from '../lib/photo-uploads'

export const PLACEHOLDER_IMAGE_URL = '/media/placeholder-venue.svg'

const isUploaded = (url: string) => url.startsWith(`${UPLOADS_URL_PREFIX}/`)

/** The photos planners see, given the venue's photos in the staff's order. */
export function publicPhotos<P extends { url: string }>(photos: P[]): P[] {
  const uploaded = photos.filter((p) => isUploaded(p.url))
  return uploaded.length > 0 ? uploaded : photos
}

/** SQL for the URL of the photo a venue is shown with (correlated with `venues`). */
export function coverPhotoUrlSql(): SQL<string> {
  return sql<string>`coalesce((
    select ${venuePhotos.url} from ${venuePhotos}
    where ${venuePhotos.venueId} = ${venues.id}
    order by (${venuePhotos.url} like ${`${UPLOADS_URL_PREFIX}/%`}) desc, ${venuePhotos.position}, ${venuePhotos.id} limit 1), ${PLACEHOLDER_IMAGE_URL})`
}

// The venue's main photo for its emails (the first in the gallery order); null when it has none.
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { venuePhotos } from '../db/schema'

export async function findVenuePhoto({ db, venueId }: { db: Db; venueId: number }): Promise<string | null> {
  const [photo] = await db
    .select({ url: venuePhotos.url })
    .from(venuePhotos)
    .where(eq(venuePhotos.venueId, venueId))
    .orderBy(asc(venuePhotos.position), asc(venuePhotos.id))
    .limit(1)
  return photo?.url ?? null
}

// Venue photos uploaded from the console, checked, resized and stored as every uploaded photo is
// (lib/photo-uploads.ts) under <venueId>/, served at /media/uploads/… (uploaded-media-routes.ts).
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { venuePhotos, venues } from '../db/schema'
import { catalogueChanged } from '../lib/catalogue-generation'
import { fieldError, notFound } from '../lib/errors'
import type { PhotoStore } from '../lib/photo-store'
import { deleteUploadedPhotoFiles, PHOTO_MESSAGES, smallPhotoUrl, storeUploadedPhoto } from '../lib/photo-uploads'
import { VENUE_NOT_FOUND } from './venue-catalogue'

export async function addVenuePhoto({
  db,
  photos,
  venueId,
  buffer,
  alt,
}: {
  db: Db
  photos: PhotoStore
  venueId: number
  buffer: Buffer
  alt?: string
}) {
  const [venue] = await db.select({ id: venues.id, name: venues.name }).from(venues).where(eq(venues.id, venueId))
  if (!venue) throw notFound(VENUE_NOT_FOUND)
  return storeUploadedPhoto({
    photos,
    buffer,
    prefix: String(venueId),
    record: async (stored) => {
      const [photo] = await db
        .insert(venuePhotos)
        .values({
          venueId,
          url: stored.url,
          alt: alt?.trim().slice(0, 300) || venue.name,
          position: sql`(select coalesce(max(${venuePhotos.position}) + 1, 0) from ${venuePhotos} where ${venuePhotos.venueId} = ${venueId})`,
          width: stored.width,
          height: stored.height,
        })
        .returning()
      await catalogueChanged(db)
      return {
        id: photo.id,
        url: photo.url,
        smallUrl: smallPhotoUrl(photo.url),
        alt: photo.alt,
        position: photo.position,
        width: photo.width,
        height: photo.height,
      }
    },
  })
}

export async function deleteVenuePhoto({
  db,
  photos,
  log,
  venueId,
  photoId,
}: {
  db: Db
  photos: PhotoStore
  log: FastifyBaseLogger
  venueId: number
  photoId: number
}) {
  const [photo] = await db
    .delete(venuePhotos)
    .where(and(eq(venuePhotos.id, photoId), eq(venuePhotos.venueId, venueId)))
    .returning({ url: venuePhotos.url })
  if (!photo) throw notFound(PHOTO_MESSAGES.notFound)
  await catalogueChanged(db)
  await deleteUploadedPhotoFiles({ photos, log, url: photo.url })
}

/** Positions 0…n-1 in the given order; the list must be exactly the venue's photos. */
export async function reorderVenuePhotos({ db, venueId, photoIds }: { db: Db; venueId: number; photoIds: number[] }) {
  await db.transaction(async (tx) => {
    const [venue] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('update')
    if (!venue) throw notFound(VENUE_NOT_FOUND)
    const current = (
      await tx.select({ id: venuePhotos.id }).from(venuePhotos).where(eq(venuePhotos.venueId, venueId))
    ).map((p) => p.id)
    const same =
      photoIds.length === current.length &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((id) => current.includes(id))
    if (!same) throw fieldError('photoIds', PHOTO_MESSAGES.order)
    for (const [position, id] of photoIds.entries())
      await tx.update(venuePhotos).set({ position }).where(eq(venuePhotos.id, id))
    await catalogueChanged(tx)
  })
  return db
    .select()
    .from(venuePhotos)
    .where(eq(venuePhotos.venueId, venueId))
    .orderBy(asc(venuePhotos.position), asc(venuePhotos.id))
}

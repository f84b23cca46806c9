// A space's photos, uploaded in the portal by the venue's managers: stored as every uploaded photo
// is (lib/photo-uploads.ts) under <venueId>/spaces/<spaceId>/, first shown first. Every query joins
// the caller's membership of the venue (findManagedVenue); a space or photo of another venue is a 404.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AuthUser } from '~/domain/auth/auth-user'
import { SPACE_PHOTO_MESSAGES, type SpacePhoto } from '~/domain/venue-portal/space-photos-api'
import type { Db } from '../db/client'
import { spacePhotos } from '../db/schema'
import { catalogueChanged } from '../lib/catalogue-generation'
import { fieldError, notFound } from '../lib/errors'
import type { PhotoStore } from '../lib/photo-store'
import { deleteUploadedPhotoFiles, PHOTO_MESSAGES, smallPhotoUrl, storeUploadedPhoto } from '../lib/photo-uploads'
import { findManagedVenue } from './membership'
import { findVenueSpace } from './spaces'

type Access = { db: Db; venueId: number; spaceId: number; user: AuthUser }

const toPhoto = (p: typeof spacePhotos.$inferSelect): SpacePhoto => ({
  id: p.id,
  url: p.url,
  smallUrl: smallPhotoUrl(p.url),
  position: p.position,
  width: p.width,
  height: p.height,
})

async function managedSpace({ db, venueId, spaceId, user }: Access) {
  const venue = await findManagedVenue({ db, venueId, user })
  return findVenueSpace(db, venue.id, spaceId)
}

const photosOf = (db: Db, spaceId: number) =>
  db
    .select()
    .from(spacePhotos)
    .where(eq(spacePhotos.spaceId, spaceId))
    .orderBy(asc(spacePhotos.position), asc(spacePhotos.id))

export async function listSpacePhotos(access: Access): Promise<SpacePhoto[]> {
  const space = await managedSpace(access)
  return (await photosOf(access.db, space.id)).map(toPhoto)
}

/** Stored last in the space's order. */
export async function addSpacePhoto({
  photos,
  buffer,
  ...access
}: Access & { photos: PhotoStore; buffer: Buffer }): Promise<SpacePhoto> {
  const space = await managedSpace(access)
  const { db } = access
  return storeUploadedPhoto({
    photos,
    buffer,
    prefix: `${space.venueId}/spaces/${space.id}`,
    record: async (stored) => {
      const [photo] = await db
        .insert(spacePhotos)
        .values({
          spaceId: space.id,
          url: stored.url,
          position: sql`(select coalesce(max(${spacePhotos.position}) + 1, 0) from ${spacePhotos} where ${spacePhotos.spaceId} = ${space.id})`,
          width: stored.width,
          height: stored.height,
        })
        .returning()
      await catalogueChanged(db)
      return toPhoto(photo)
    },
  })
}

export async function deleteSpacePhoto({
  photos,
  log,
  photoId,
  ...access
}: Access & { photos: PhotoStore; log: FastifyBaseLogger; photoId: number }): Promise<void> {
  const space = await managedSpace(access)
  const [photo] = await access.db
    .delete(spacePhotos)
    .where(and(eq(spacePhotos.id, photoId), eq(spacePhotos.spaceId, space.id)))
    .returning({ url: spacePhotos.url })
  if (!photo) throw notFound(PHOTO_MESSAGES.notFound)
  await catalogueChanged(access.db)
  await deleteUploadedPhotoFiles({ photos, log, url: photo.url })
}

/** Positions 0…n-1 in the given order; the list must be exactly the space's photos. */
export async function reorderSpacePhotos({ photoIds, ...access }: Access & { photoIds: number[] }) {
  const space = await managedSpace(access)
  await access.db.transaction(async (tx) => {
    const current = (
      await tx.select({ id: spacePhotos.id }).from(spacePhotos).where(eq(spacePhotos.spaceId, space.id)).for('update')
    ).map((p) => p.id)
    const same =
      photoIds.length === current.length &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((id) => current.includes(id))
    if (!same) throw fieldError('photoIds', SPACE_PHOTO_MESSAGES.order)
    for (const [position, id] of photoIds.entries())
      await tx.update(spacePhotos).set({ position }).where(eq(spacePhotos.id, id))
    await catalogueChanged(tx)
  })
  return (await photosOf(access.db, space.id)).map(toPhoto)
}

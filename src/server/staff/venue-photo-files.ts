// Venue photos uploaded from the console: the bytes must be a JPEG, PNG or WebP image
// (sharp reads the header; the declared type is not trusted), resized to two web sizes and put in
// the photo store (DATA_DIR/media/uploads or an S3 bucket) as <venueId>/<stem>-<width>.webp,
// served at /media/uploads/… (uploaded-media-routes.ts).
import crypto from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { venuePhotos, venues } from '../db/schema'
import { catalogueChanged } from '../lib/catalogue-generation'
import { AppError, fieldError, notFound } from '../lib/errors'
import type { PhotoStore } from '../lib/photo-store'
import { UPLOADS_URL_PREFIX } from '../venues/cover-photo'
import { loadSharp } from '../lib/load-sharp'
import { VENUE_NOT_FOUND } from './venue-catalogue'

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const PHOTO_WIDTHS = [1600, 800] as const
/** About 8000 × 6000: a camera's photo, not a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp'])

export const PHOTO_MESSAGES = {
  missing: 'Choose a photo to upload',
  type: 'Photos must be JPEG, PNG or WebP images',
  tooLarge: 'Photos must be at most 10 MB',
  tooManyPixels: 'The image is too large (at most 50 megapixels)',
  notFound: 'Photo not found',
  order: 'List every photo of the venue exactly once',
} as const

/** '/media/uploads/12/abc-1600.webp' → its key in the photo store; null for any other URL (seeded art). */
const uploadedKeyOf = (url: string): string | null =>
  url.startsWith(`${UPLOADS_URL_PREFIX}/`) ? url.slice(UPLOADS_URL_PREFIX.length + 1) : null

/** The smaller size lives beside the large one: '-1600.webp' → '-800.webp'. */
export const smallPhotoUrl = (url: string) => url.replace(/-1600\.webp$/, '-800.webp')

async function readImage(buffer: Buffer) {
  const sharp = await loadSharp()
  const meta = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => null)
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw fieldError('file', PHOTO_MESSAGES.type)
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw fieldError('file', PHOTO_MESSAGES.tooManyPixels)
}

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
  if (buffer.length > PHOTO_MAX_BYTES) throw new AppError('payload_too_large', PHOTO_MESSAGES.tooLarge)
  await readImage(buffer)

  const stem = crypto.randomBytes(12).toString('hex')
  const written: string[] = []
  const sharp = await loadSharp()
  try {
    let large: { width: number; height: number } | undefined
    for (const width of PHOTO_WIDTHS) {
      const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
      const key = `${venueId}/${stem}-${width}.webp`
      await photos.put(key, data, 'image/webp')
      written.push(key)
      large ??= info
    }
    // The objects first, then the row: a photo row never points at bytes that are not there.
    const [photo] = await db
      .insert(venuePhotos)
      .values({
        venueId,
        url: `${UPLOADS_URL_PREFIX}/${written[0]}`,
        alt: alt?.trim().slice(0, 300) || venue.name,
        position: sql`(select coalesce(max(${venuePhotos.position}) + 1, 0) from ${venuePhotos} where ${venuePhotos.venueId} = ${venueId})`,
        width: large!.width,
        height: large!.height,
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
  } catch (err) {
    // No row, no objects: a failed upload leaves nothing behind (as far as the store still answers).
    await Promise.allSettled(written.map((key) => photos.delete(key)))
    throw err
  }
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
  const key = uploadedKeyOf(photo.url)
  if (!key) return
  // The row is gone, so the venue no longer shows the photo; objects the store failed to delete are
  // only orphans, logged for clean-up rather than failing a deletion that took effect.
  const keys = [key, smallPhotoUrl(key)]
  const results = await Promise.allSettled(keys.map((k) => photos.delete(k)))
  const failed = results.flatMap((r, i) =>
    r.status === 'rejected'
      ? [{ key: keys[i], reason: (r.reason as { reason?: string; message?: string }).reason ?? String(r.reason) }]
      : [],
  )
  if (failed.length > 0)
    log.error({ failed, store: photos.location }, 'photo deleted, but its files are left in storage')
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

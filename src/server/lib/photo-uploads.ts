// An uploaded photo (a venue's, from the console; a space's, from the venue portal): the bytes must
// be a JPEG, PNG or WebP image (sharp reads the header; the declared type is not trusted), resized
// to two web sizes and put in the photo store (DATA_DIR/media/uploads or an S3 bucket) as
// <prefix>/<stem>-<width>.webp, served at /media/uploads/… (staff/uploaded-media-routes.ts).
import crypto from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { AppError, fieldError } from './errors'
import { loadSharp } from './load-sharp'
import type { PhotoStore } from './photo-store'

/** Where uploaded photos are served (their URL's start). */
export const UPLOADS_URL_PREFIX = '/media/uploads'

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
export const uploadedKeyOf = (url: string): string | null =>
  url.startsWith(`${UPLOADS_URL_PREFIX}/`) ? url.slice(UPLOADS_URL_PREFIX.length + 1) : null

/** The smaller size lives beside the large one: '-1600.webp' → '-800.webp'. */
export const smallPhotoUrl = (url: string) => url.replace(/-1600\.webp$/, '-800.webp')

async function readImage(buffer: Buffer) {
  if (buffer.length > PHOTO_MAX_BYTES) throw new AppError('payload_too_large', PHOTO_MESSAGES.tooLarge)
  const sharp = await loadSharp()
  const meta = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => null)
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw fieldError('file', PHOTO_MESSAGES.type)
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw fieldError('file', PHOTO_MESSAGES.tooManyPixels)
}

export type StoredPhoto = { url: string; width: number; height: number }

/**
 * Checks and stores the photo's sizes under `prefix`, then runs `record` (its row); when anything
 * fails, the stored files are deleted again: a row never points at bytes that are not there, and a
 * failed upload leaves nothing behind (as far as the store still answers).
 */
export async function storeUploadedPhoto<T>({
  photos,
  buffer,
  prefix,
  record,
}: {
  photos: PhotoStore
  buffer: Buffer
  prefix: string
  record: (photo: StoredPhoto) => Promise<T>
}): Promise<T> {
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
      const key = `${prefix}/${stem}-${width}.webp`
      await photos.put(key, data, 'image/webp')
      written.push(key)
      large ??= info
    }
    return await record({ url: `${UPLOADS_URL_PREFIX}/${written[0]}`, width: large!.width, height: large!.height })
  } catch (err) {
    await Promise.allSettled(written.map((key) => photos.delete(key)))
    throw err
  }
}

/**
 * Deletes a photo's files once its row is gone: the photo no longer shows, so files the store failed
 * to delete are only orphans, logged for clean-up rather than failing a deletion that took effect.
 */
export async function deleteUploadedPhotoFiles({
  photos,
  log,
  url,
}: {
  photos: PhotoStore
  log: FastifyBaseLogger
  url: string
}) {
  const key = uploadedKeyOf(url)
  if (!key) return
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

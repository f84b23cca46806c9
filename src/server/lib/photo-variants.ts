// Venue photos at the widths in src/domain/venues/photo-variants.ts, asked for as `?w=400` on a photo's own
// URL. Each variant is rendered with sharp on first request and kept under DATA_DIR/media/variants,
// so a photo is resized once per width and instance; later requests stream the file. AVIF is not
// offered: at 400 px it saved 15–20 % of the bytes against WebP but took 40–80× longer to encode
// (0.7–1.6 s per photo on this machine), too much for first-request rendering.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isPhotoVariantWidth, PHOTO_VARIANT_WIDTHS, type PhotoVariantWidth } from '~/domain/venues/photo-variants'
import { badRequest } from './errors'
import { loadSharp } from './load-sharp'

export const VARIANT_WIDTH_MESSAGE = `Photo width must be one of ${PHOTO_VARIANT_WIDTHS.join(', ')}`
/** Stored photos were checked on upload; this only stops a stray huge file from taking the machine. */
const MAX_INPUT_PIXELS = 50_000_000

/** The `w` of `?w=…`: undefined when absent, a 400 for anything but an offered width. */
export function variantWidthOf(req: FastifyRequest): PhotoVariantWidth | undefined {
  const w = (req.query as Record<string, unknown> | undefined)?.w
  if (w === undefined) return undefined
  const width = typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : NaN
  if (!isPhotoVariantWidth(width)) throw badRequest(VARIANT_WIDTH_MESSAGE)
  return width
}

export const variantsDir = (dataDir: string) => path.join(dataDir, 'media', 'variants')

/** Renders each variant once even when many requests ask for it at the same moment. */
const rendering = new Map<string, Promise<void>>()

async function render(file: string, width: number, source: () => Promise<Buffer | string>) {
  const input = await source()
  const sharp = await loadSharp()
  const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer()
  await fsp.mkdir(path.dirname(file), { recursive: true })
  // Written aside then renamed: a reader never streams half a file.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`
  await fsp.writeFile(partial, bytes)
  await fsp.rename(partial, file)
}

/**
 * The variant's file, rendered from `source` when it is missing or older than `sourceChangedAt`
 * (bundled artwork regenerated in place). `file` must already be a safe path under variantsDir.
 */
export async function photoVariantFile({
  file,
  width,
  source,
  sourceChangedAt,
}: {
  file: string
  width: PhotoVariantWidth
  source: () => Promise<Buffer | string>
  sourceChangedAt?: Date
}): Promise<fs.Stats> {
  const current = await fsp.stat(file).catch(() => null)
  if (current && (!sourceChangedAt || current.mtimeMs >= sourceChangedAt.getTime())) return current
  let job = rendering.get(file)
  if (!job) {
    job = render(file, width, source).finally(() => rendering.delete(file))
    rendering.set(file, job)
  }
  await job
  return fsp.stat(file)
}

/** Streams a variant file as WebP with an ETag (304 on a match) and the given caching. */
export function sendVariantFile(
  req: FastifyRequest,
  reply: FastifyReply,
  file: string,
  st: fs.Stats,
  cacheControl: string,
) {
  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`
  reply.type('image/webp').header('cache-control', cacheControl).header('etag', etag)
  reply.header('last-modified', st.mtime.toUTCString())
  if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send()
  reply.header('content-length', st.size)
  return reply.send(req.method === 'HEAD' ? undefined : fs.createReadStream(file))
}

// Where uploaded venue photos live: a directory under DATA_DIR, or an S3-compatible
// bucket when S3_BUCKET is set. Chosen once at boot (app.photoStore); keys are the path after
// /media/uploads/, e.g. '12/3f9c…-1600.webp', so photo URLs are the same whichever store is used.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { Config } from '../config'
import { AppError } from './errors'

export type PhotoInfo = { contentType: string; contentLength?: number; etag?: string; lastModified?: Date }
export type PhotoObject = PhotoInfo & { body: Readable }

export interface PhotoStore {
  /** Where photos go, for the start-up log (never a credential). */
  readonly location: string
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The object's bytes and headers; null when there is no such object (or the key is not one). */
  get(key: string): Promise<PhotoObject | null>
  /** As get, without the bytes (HEAD requests). */
  stat(key: string): Promise<PhotoInfo | null>
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>
  close(): void
}

export const STORAGE_UNAVAILABLE = 'Photo storage is unavailable right now. Please try again in a moment.'

/** The bucket or the network failed: a 503 with a message for people, the cause for the log. */
export class PhotoStorageError extends AppError {
  constructor(readonly reason: string) {
    super('service_unavailable', STORAGE_UNAVAILABLE)
  }
}

/** Segments of letters, digits, '-', '_' and '.', none empty, none starting with a dot ('..', dotfiles). */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/
export const isPhotoKey = (key: string) => KEY.test(key) && key.length <= 500

function assertKey(key: string) {
  if (!isPhotoKey(key)) throw new Error(`Not a photo key: ${JSON.stringify(key)}`)
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
}
const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream'

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'media', 'uploads')

export async function createPhotoStore(config: Config): Promise<PhotoStore> {
  return config.S3_BUCKET
    ? createS3PhotoStore(config, config.S3_BUCKET)
    : createLocalPhotoStore(uploadsDir(config.DATA_DIR))
}

export function createLocalPhotoStore(root: string): PhotoStore {
  fs.mkdirSync(root, { recursive: true })
  const fileOf = (key: string) => {
    if (!isPhotoKey(key)) return null
    const file = path.resolve(root, key)
    return file.startsWith(root + path.sep) ? file : null
  }
  const infoOf = (key: string, st: fs.Stats): PhotoInfo => ({
    contentType: contentTypeOf(key),
    contentLength: st.size,
    etag: `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
    lastModified: st.mtime,
  })
  const missing = (err: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((err as NodeJS.ErrnoException).code ?? '')

  return {
    location: root,
    async put(key, bytes) {
      assertKey(key)
      const file = fileOf(key)!
      await fsp.mkdir(path.dirname(file), { recursive: true })
      await fsp.writeFile(file, bytes)
    },
    async get(key) {
      const file = fileOf(key)
      if (!file) return null
      const handle = await fsp.open(file, 'r').catch((err: unknown) => {
        if (missing(err)) return null
        throw err
      })
      if (!handle) return null
      const st = await handle.stat()
      if (!st.isFile()) {
        await handle.close()
        return null
      }
      return { ...infoOf(key, st), body: handle.createReadStream() }
    },
    async stat(key) {
      const file = fileOf(key)
      const st = file ? await fsp.stat(file).catch(() => null) : null
      return st?.isFile() ? infoOf(key, st) : null
    },
    async delete(key) {
      assertKey(key)
      await fsp.rm(fileOf(key)!, { force: true })
    },
    close() {},
  }
}

export async function createS3PhotoStore(config: Config, bucket: string): Promise<PhotoStore> {
  // Loaded only when S3_BUCKET is set: the SDK is about 4 MB of a server's memory that stores photos on disk.
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Many S3-compatible services (older MinIO, R2, Ceph…) reject the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer must not hold a request (or an upload) open indefinitely.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  })
  const prefix = config.S3_PREFIX ?? ''
  const objectKey = (key: string) => `${prefix}${key}`
  const infoOf = (
    key: string,
    res: { ContentType?: string; ContentLength?: number; ETag?: string; LastModified?: Date },
  ): PhotoInfo => ({
    contentType: res.ContentType ?? contentTypeOf(key),
    contentLength: res.ContentLength,
    etag: res.ETag,
    lastModified: res.LastModified,
  })
  const endpoint = config.S3_ENDPOINT ? ` at ${new URL(config.S3_ENDPOINT).host}` : ''

  async function call<T>(what: string, run: () => Promise<T>, orMissing?: () => T): Promise<T> {
    try {
      return await run()
    } catch (err) {
      const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } }
      if (orMissing && (e.name === 'NoSuchKey' || e.name === 'NotFound')) return orMissing()
      // Only the error's name, code and message: never the request, its headers or the credentials.
      const status = e.$metadata?.httpStatusCode
      throw new PhotoStorageError(
        `S3 ${what} failed: ${e.name ?? 'Error'}${e.code && e.code !== e.name ? ` (${e.code})` : ''}${status ? ` HTTP ${status}` : ''}: ${e.message ?? ''}`,
      )
    }
  }

  return {
    location: `s3://${bucket}/${prefix}${endpoint}`,
    async put(key, bytes, contentType) {
      assertKey(key)
      await call('put', () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            // Every upload has a fresh random name, so an object never changes (also if the bucket is served directly).
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        ),
      )
    },
    async get(key) {
      if (!isPhotoKey(key)) return null
      const res = await call(
        'get',
        () => client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) })),
        () => null,
      )
      return res && { ...infoOf(key, res), body: res.Body as Readable }
    },
    async stat(key) {
      if (!isPhotoKey(key)) return null
      const res = await call(
        'head',
        () => client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) })),
        () => null,
      )
      return res && infoOf(key, res)
    },
    async delete(key) {
      assertKey(key)
      await call('delete', () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) })))
    },
    close() {
      client.destroy()
    },
  }
}

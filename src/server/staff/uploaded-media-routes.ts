// /media/uploads/*: photos staff uploaded, from the configured photo store (DATA_DIR/media/uploads
// or an S3-compatible bucket), beside the bundled art that media/routes.ts serves from the
// repository's media folder. `?w=400|800|1200` answers a resized copy (src/server/lib/photo-variants.ts).
// Register with `{ prefix: '/media/uploads' }`.
import path from 'node:path'
import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import type { FastifyPluginAsync } from 'fastify'
import { hasPhotoVariants } from '~/domain/venues/photo-variants'
import { routeNotFound } from '../lib/error-handler'
import { isPhotoKey, type PhotoInfo } from '../lib/photo-store'
import { photoVariantFile, sendVariantFile, variantsDir, variantWidthOf } from '../lib/photo-variants'

// Every upload gets a fresh random name, so a photo (and each of its sizes) never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable'

export const uploadedMediaRoutes: FastifyPluginAsync = async (app) => {
  const variantsRoot = path.join(variantsDir(app.config.DATA_DIR), 'uploads')

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (req, reply) => {
      const key = (req.params as { '*': string })['*']
      const width = variantWidthOf(req)
      if (width !== undefined) {
        // The store is asked every time: a deleted photo's cached sizes must not outlive it.
        if (!isPhotoKey(key) || !hasPhotoVariants(`/media/uploads/${key}`) || !(await app.photoStore.stat(key)))
          throw routeNotFound(req)
        const file = path.join(variantsRoot, String(width), key)
        const st = await photoVariantFile({
          file,
          width,
          source: async () => {
            const photo = await app.photoStore.get(key)
            if (!photo) throw routeNotFound(req)
            return buffer(photo.body)
          },
        })
        return sendVariantFile(req, reply, file, st, IMMUTABLE)
      }
      // HEAD asks the store for the headers only: a bucket is not made to send the bytes.
      const photo: (PhotoInfo & { body?: Readable }) | null =
        req.method === 'HEAD' ? await app.photoStore.stat(key) : await app.photoStore.get(key)
      if (!photo) throw routeNotFound(req)
      const { body } = photo
      reply.type(photo.contentType).header('cache-control', IMMUTABLE)
      if (photo.etag) reply.header('etag', photo.etag)
      if (photo.lastModified) reply.header('last-modified', photo.lastModified.toUTCString())
      if (photo.etag && req.headers['if-none-match']?.split(/\s*,\s*/).includes(photo.etag)) {
        body?.destroy()
        return reply.code(304).send()
      }
      if (photo.contentLength !== undefined) reply.header('content-length', photo.contentLength)
      return reply.send(body)
    },
  })
  app.setNotFoundHandler((req) => {
    throw routeNotFound(req)
  })
}

// /media/uploads/*: photos staff uploaded, from the configured photo store (DATA_DIR/media/uploads
// or an S3-compatible bucket), beside the bundled art that media/routes.ts serves from the
// repository's media folder. Register with `{ prefix: '/media/uploads' }`.
import type { Readable } from 'node:stream'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ErrorBody } from '../lib/errors'
import type { PhotoInfo } from '../lib/photo-store'

const notFoundBody = (req: FastifyRequest): ErrorBody => ({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` })

export const uploadedMediaRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (req, reply) => {
      const key = (req.params as { '*': string })['*']
      // HEAD asks the store for the headers only: a bucket is not made to send the bytes.
      const photo: (PhotoInfo & { body?: Readable }) | null = req.method === 'HEAD' ? await app.photoStore.stat(key) : await app.photoStore.get(key)
      if (!photo) return reply.code(404).send(notFoundBody(req))
      const { body } = photo
      reply
        .type(photo.contentType)
        // Every upload gets a fresh random name, so a photo never changes.
        .header('cache-control', 'public, max-age=31536000, immutable')
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
  app.setNotFoundHandler((req, reply) => reply.code(404).send(notFoundBody(req)))
}

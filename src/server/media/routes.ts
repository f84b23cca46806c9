// /media/*: our own image files (venue photos), never links to other sites. `?w=400|800|1200` asks
// for a photo at that width (src/server/lib/photo-variants.ts); without it the file is sent as it is.
import fsp from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import { hasPhotoVariants } from '~/domain/venues/photo-variants'
import { routeNotFound } from '../lib/error-handler'
import { isPhotoKey } from '../lib/photo-store'
import { MEDIA_DIR } from '../lib/venue-photos'
import { photoVariantFile, sendVariantFile, variantsDir, variantWidthOf } from '../lib/photo-variants'

// Names are stable but not content-addressed (the artwork can be regenerated in place): a day of
// caching with ETag revalidation keeps galleries fast.
const BUNDLED_CACHE_CONTROL = 'public, max-age=86400'

/** Register with `{ prefix: '/media' }`. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const variantsRoot = path.join(variantsDir(app.config.DATA_DIR), 'bundled')

  // Files are sent by @fastify/static (its checks: no dot files, no directory listing), photo widths
  // by the variant code, from one handler. A preHandler hook sending the variant let the static
  // handler run as well whenever the client went away mid-stream (Fastify counts a reply as sent
  // once it has ended): a second send onto the closed response, logged as a warning.
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    serve: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1d',
  })
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (req, reply) => {
      const rel = (req.params as { '*': string })['*']
      const width = variantWidthOf(req)
      if (width === undefined) return reply.sendFile(rel)
      if (!isPhotoKey(rel) || !hasPhotoVariants(`/media/${rel}`)) throw routeNotFound(req)
      const sourceFile = path.resolve(MEDIA_DIR, rel)
      if (!sourceFile.startsWith(MEDIA_DIR + path.sep)) throw routeNotFound(req)
      const source = await fsp.stat(sourceFile).catch(() => null)
      if (!source?.isFile()) throw routeNotFound(req)
      const file = path.join(variantsRoot, String(width), rel)
      const st = await photoVariantFile({ file, width, source: async () => sourceFile, sourceChangedAt: source.mtime })
      return sendVariantFile(req, reply, file, st, BUNDLED_CACHE_CONTROL)
    },
  })
  // A missing image is a 404, not the single-page app's index.html.
  app.setNotFoundHandler((req) => {
    throw routeNotFound(req)
  })
}

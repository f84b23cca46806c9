// The built web app's files (dist/web): hashed assets cached for a year, everything else revalidated,
// and the brotli / gzip copies the build wrote beside each file (scripts/precompress-assets.ts) sent
// as they are instead of compressing per request.
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { routeNotFound } from '../lib/error-handler'

/** Vite names every file under assets/ after a hash of its content: a new build, a new URL. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

const ASSETS_SEGMENT = `${path.sep}assets${path.sep}`

export async function registerWebAssets(app: FastifyInstance, { webDir }: { webDir: string }) {
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // Served as their original file (with Content-Encoding) when the client accepts br or gzip.
    preCompressed: true,
    // @fastify/static would write its own `public, max-age=0` after setHeaders: ours is the one sent.
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('cache-control', file.includes(ASSETS_SEGMENT) ? IMMUTABLE_CACHE : 'no-cache')
      // The same URL answers in br, gzip or plain: a shared cache must key on the request's encoding.
      res.setHeader('vary', 'accept-encoding')
    },
  })
  // A chunk of an older build is gone: a 404 the loader can see, not the app's HTML under a script's URL.
  app.get('/assets/*', { schema: { hide: true } }, async (req) => {
    throw routeNotFound(req)
  })
}

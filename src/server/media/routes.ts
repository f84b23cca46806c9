// /media/*: our own image files (venue photos), never links to other sites.
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import type { ErrorBody } from '../lib/errors'
import { MEDIA_DIR } from './venue-photos'

/** Register with `{ prefix: '/media' }`. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Names are stable; a day of caching with ETag revalidation keeps galleries fast.
    maxAge: '1d',
  })
  // A missing image is a 404, not the single-page app's index.html.
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` } satisfies ErrorBody),
  )
}

// /media/uploads/*: photos staff uploaded (DATA_DIR/media/uploads), beside the bundled art that
// media/routes.ts serves from the repository's media folder. Register with `{ prefix: '/media/uploads' }`.
import fs from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import type { ErrorBody } from '../lib/errors'
import { uploadsDir } from './venue-photo-files'

export const uploadedMediaRoutes: FastifyPluginAsync = async (app) => {
  const root = uploadsDir(app.config.DATA_DIR)
  fs.mkdirSync(root, { recursive: true })
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Every upload gets a fresh random name, so a file never changes.
    maxAge: '365d',
    immutable: true,
  })
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` } satisfies ErrorBody),
  )
}

// GET/PUT/DELETE /api/me/favourites[/:venueId] and POST /api/me/favourites/merge: signed-in users only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { favouriteParamsSchema, favouritesResponseSchema, mergeFavouritesSchema } from '~/domain/auth/favourites'
import { noContentSchema } from '~/domain/api/no-content'
import { requireUser, signedInUser } from '../auth/auth-plugin'
import { notFound } from '../lib/errors'
import { listFavourites, mergeFavourites, removeFavourite, saveFavourite } from './favourites'
import { errorResponses } from '../lib/error-responses'

const MAX_SERIAL = 2_147_483_647

/** Path ids are positive decimal integers; anything else names no venue (404, not 400). */
function venueIdParam(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN
  if (!(id <= MAX_SERIAL)) throw notFound('Venue not found')
  return id
}

export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)
  const tags = ['favourites']

  app.get(
    '/me/favourites',
    {
      schema: {
        summary: 'Saved venues, most recent first',
        tags,
        response: { 200: favouritesResponseSchema, ...errorResponses(401) },
      },
    },
    (req) => listFavourites({ db: app.db, userId: signedInUser(req).id }),
  )

  app.put(
    '/me/favourites/:venueId',
    {
      schema: {
        summary: 'Save a venue (idempotent)',
        tags,
        params: favouriteParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      await saveFavourite({ db: app.db, userId: signedInUser(req).id, venueId: venueIdParam(req.params.venueId) })
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/me/favourites/:venueId',
    {
      schema: {
        summary: 'Unsave a venue (idempotent)',
        tags,
        params: favouriteParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      await removeFavourite({ db: app.db, userId: signedInUser(req).id, venueId: venueIdParam(req.params.venueId) })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/me/favourites/merge',
    {
      schema: {
        summary: "Add a visitor's saved venues at sign-in; unknown ids are ignored",
        tags,
        body: mergeFavouritesSchema,
        response: { 200: favouritesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const userId = signedInUser(req).id
      await mergeFavourites({ db: app.db, userId, venueIds: req.body.venueIds })
      return listFavourites({ db: app.db, userId })
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '~/domain/api-error'
import { placeSuggestionSchema } from '~/domain/venue'
import { getPlaceIndex } from './place-index'
import { suggestPlaces } from './suggest-places'

export const MAX_PLACE_QUERY = 100

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Build the gazetteer once the server is up, off the request path; inject()-only apps (tests)
  // never listen and build it on first use instead.
  app.addHook('onListen', async () => {
    setImmediate(() => {
      const { entries, loadMs } = getPlaceIndex()
      app.log.info({ places: entries.length, loadMs }, 'place index ready')
    })
  })

  app.get(
    '/places/suggestions',
    {
      schema: {
        tags: ['places'],
        querystring: z.object({
          query: z.string().max(MAX_PLACE_QUERY, `Query must be at most ${MAX_PLACE_QUERY} characters`).optional(),
        }),
        response: { 200: z.array(placeSuggestionSchema), 400: errorBodySchema },
      },
    },
    (req) => suggestPlaces({ query: req.query.query ?? '', entries: getPlaceIndex().entries }),
  )
}

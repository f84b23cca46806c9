import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { placeSuggestionsQuerySchema, placeSuggestionsResponseSchema } from '~/domain/search/places-api'
import { searchRateLimit } from '../lib/rate-limit'
import { loadPlaceIndex } from './place-index'
import { suggestPlaces } from './suggest-places'
import { errorResponses } from '../lib/error-responses'
import { answered, answerSerializer } from '../lib/local-reads'

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Build the gazetteer once the server is up, in chunks between requests (place-index.ts);
  // inject()-only apps (tests) never listen and build it on first use instead.
  app.addHook('onListen', async () => {
    loadPlaceIndex().then(
      ({ entries, loadMs }) => app.log.info({ places: entries.length, loadMs }, 'place index ready'),
      (err: unknown) => app.log.error({ err }, 'place index failed; suggestions will try again'),
    )
  })

  app.get(
    '/places/suggestions',
    {
      config: { rateLimit: searchRateLimit(app.config) },
      schema: {
        tags: ['places'],
        querystring: placeSuggestionsQuerySchema,
        response: { 200: placeSuggestionsResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (req) => suggestPlaces({ query: req.query.query ?? '', entries: (await loadPlaceIndex()).entries }),
  )
  // The same answer for the server's own reads (the search page's render), in process.
  const route = `${app.prefix}/places/suggestions`
  const serialize = answerSerializer(route, placeSuggestionsResponseSchema, 'zod')
  app.localReads.add(route, async (_params, query) => {
    const parsed = placeSuggestionsQuerySchema.safeParse(query)
    if (!parsed.success) return undefined
    return answered(async () =>
      serialize(suggestPlaces({ query: parsed.data.query ?? '', entries: (await loadPlaceIndex()).entries })),
    )
  })
}

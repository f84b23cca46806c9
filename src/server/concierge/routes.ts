// Callie's API: recommendations for a set of preferences, and free text read into them.
// POST /api/concierge/book belongs to the requests feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { parseBodySchema, parseResponseSchema } from '~/domain/concierge/parse-api'
import { conciergePreferencesSchema } from '~/domain/concierge/preferences'
import { recommendationsResponseSchema } from '~/domain/concierge/recommendations-api'
import { searchRateLimit } from '../lib/rate-limit'
import { getRecommendations } from './get-recommendations'
import { parseRequestText } from './parse-request-text'
import { errorResponses } from '../lib/error-responses'
import { jsonSerializerCompiler } from '../lib/json-writer'

export const conciergeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = searchRateLimit(app.config)
  app.post(
    '/concierge/recommendations',
    {
      config: { rateLimit },
      // Venue cards with their reasons, written straight from the schema (src/server/lib/json-writer.ts).
      serializerCompiler: jsonSerializerCompiler,
      schema: {
        tags: ['concierge'],
        summary: "Callie's recommendations: venues that can host the event, best match first, each with its reason",
        body: conciergePreferencesSchema,
        response: { 200: recommendationsResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (req, reply) => {
      // Contact details (optional here) play no part in the answer: left out of the question, so
      // they are neither kept in the cache nor able to split it.
      const { name: _name, email: _email, phone: _phone, ...preferences } = req.body
      return app.readCache.answer(req, reply, preferences, () =>
        getRecommendations({ db: app.db, preferences, config: app.config, log: req.log }),
      )
    },
  )

  app.post(
    '/concierge/parse',
    {
      config: { rateLimit },
      schema: {
        tags: ['concierge'],
        summary: 'Read a free-text request into concierge preferences, saying what was not understood',
        body: parseBodySchema,
        response: { 200: parseResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (req) => parseRequestText({ db: app.db, text: req.body.text }),
  )
}

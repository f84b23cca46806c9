// Callie's API: recommendations for a set of preferences, and free text read into them.
// POST /api/concierge/book belongs to the requests feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { text } from '~/domain/text-field'
import { errorBodySchema } from '~/domain/api-error'
import { PARSE_TEXT_MAX } from '~/domain/concierge/parse-concierge-request'
import {
  CONCIERGE_BUDGET_IDS,
  CONCIERGE_TIME_SLOT_IDS,
  conciergePreferencesSchema,
} from '~/domain/concierge/preferences'
import { CONCIERGE_OCCASIONS, CONCIERGE_VIBES, CUISINES, DIETARY_IDS, FEATURE_IDS } from '~/domain/options'
import { venueSummarySchema } from '~/domain/venue'
import { searchRateLimit } from '../lib/rate-limit'
import { getRecommendations } from './get-recommendations'
import { parseRequestText } from './parse-request-text'

export const PARSE_TEXT_MESSAGE = 'Please tell Callie about your event'

const relaxationSchema = z.object({
  kind: z.enum(['date', 'budget', 'dietary']),
  message: z.string(),
  count: z.number().int(),
  change: z.object({
    date: z.string().optional(),
    budget: z.enum(CONCIERGE_BUDGET_IDS).optional(),
    dietaryRestrictions: z.array(z.enum(DIETARY_IDS)).optional(),
  }),
})

export const recommendationsResponseSchema = z.object({
  recommendations: z.array(
    z.object({ venue: venueSummarySchema, score: z.number().int().min(0).max(100), reason: z.string() }),
  ),
  personalizedResponse: z.string(),
  relaxations: z.array(relaxationSchema),
  noMatch: z
    .object({
      headline: z.string(),
      alternatives: z.array(z.object({ venue: venueSummarySchema, differences: z.array(z.string()) })),
    })
    .nullable(),
})

export const parseBodySchema = z.object({
  text: text({ error: PARSE_TEXT_MESSAGE })
    .trim()
    .min(1, PARSE_TEXT_MESSAGE)
    .max(PARSE_TEXT_MAX, `Must be at most ${PARSE_TEXT_MAX} characters`),
})

export const parseResponseSchema = z.object({
  preferences: z.object({
    occasion: z.enum(CONCIERGE_OCCASIONS).optional(),
    groupSize: z.number().int().optional(),
    budget: z.enum(CONCIERGE_BUDGET_IDS).optional(),
    cuisine: z.enum(CUISINES).optional(),
    cuisines: z.array(z.enum(CUISINES)).optional(),
    vibe: z.enum(CONCIERGE_VIBES).optional(),
    location: z.string().optional(),
    date: z.string().optional(),
    time: z.enum(CONCIERGE_TIME_SLOT_IDS).optional(),
    exactTime: z.string().optional(),
    dietaryRestrictions: z.array(z.enum(DIETARY_IDS)).optional(),
    features: z.array(z.enum(FEATURE_IDS)).optional(),
  }),
  understood: z.array(z.string()),
  notUnderstood: z.array(z.string()),
})

export const conciergeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = searchRateLimit(app.config)
  app.post(
    '/concierge/recommendations',
    {
      config: { rateLimit },
      schema: {
        tags: ['concierge'],
        summary: "Callie's recommendations: venues that can host the event, best match first, each with its reason",
        body: conciergePreferencesSchema,
        response: { 200: recommendationsResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
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
        response: { 200: parseResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    (req) => parseRequestText({ db: app.db, text: req.body.text }),
  )
}

// A signed-in planner's shortlist (up to 5 venues). Registered inside briefRoutes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { shortlistInputSchema, shortlistResponseSchema } from '~/domain/briefs/shortlist-api'
import { requireUser, signedInUser } from '../auth/auth-plugin'
import { errorResponses } from '../lib/error-responses'
import { briefTags as tags } from './brief-route-schemas'
import { getShortlist, putShortlist } from './shortlist'

export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/shortlist',
    {
      onRequest: requireUser,
      schema: { summary: 'My shortlist', tags, response: { 200: shortlistResponseSchema, ...errorResponses(401) } },
    },
    (req) => getShortlist(db, signedInUser(req).id),
  )

  app.put(
    '/shortlist',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Replace my shortlist (up to 5 venues)',
        tags,
        body: shortlistInputSchema,
        response: { 200: shortlistResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => putShortlist(db, signedInUser(req).id, req.body.venueIds),
  )
}

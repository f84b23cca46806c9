// POST /api/concierge/conversations/:id/handover: a person from the concierge team takes the
// conversation (callie-handover.ts). Whoever may read the thread may hand it over; anyone else gets
// the 404 of an unknown one. Rate limited as the other public forms are.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  conversationParamsSchema,
  conversationQuerySchema,
  conversationViewSchema,
} from '~/domain/concierge/conversation-api'
import { handoverBodySchema } from '~/domain/concierge/handover-api'
import { currentUserId } from '../auth/auth-plugin'
import { accessOf } from '../concierge/conversation-access'
import { publicFormRateLimit } from '../lib/rate-limit'
import { handOverToPerson } from './callie-handover'
import { errorResponses } from '../lib/error-responses'

export const callieHandoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/concierge/conversations/:id/handover',
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      schema: {
        tags: ['concierge'],
        summary:
          'Hand a conversation with Callie to a person: a request for the concierge team, emails to the team and to the planner (with a link back); 409 while the team has it',
        params: conversationParamsSchema,
        querystring: conversationQuerySchema,
        body: handoverBodySchema,
        response: {
          200: conversationViewSchema,
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    (req) =>
      handOverToPerson({
        db: app.db,
        config: app.config,
        conversationId: req.params.id,
        access: accessOf(req, req.query.key),
        contact: req.body,
        userId: currentUserId(req),
      }),
  )
}

// Sending the planner a proposal for a request (she accepts or declines it by link: proposals/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '~/domain/api/api-fields'
import { staffProposalSchema } from '~/domain/proposals/staff-proposal-api'
import { staffProposalInputSchema } from '~/domain/proposals/quote-terms-api'
import { signedInUser } from '../auth/auth-plugin'
import { sendProposal } from '../bookings/proposals'
import { staffErrors, tags } from './staff-route-schemas'

export const staffProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/requests/:id/proposals',
    {
      schema: {
        summary: 'Send the planner a proposal',
        tags,
        params: idParamsSchema,
        body: staffProposalInputSchema,
        response: { 201: staffProposalSchema, ...staffErrors },
      },
    },
    async (req, reply) => {
      const proposal = await sendProposal({
        db: app.db,
        config: app.config,
        requestId: req.params.id,
        input: req.body,
        actor: signedInUser(req),
      })
      return reply.code(201).send(proposal)
    },
  )
}

// The planner's side of a proposal: read it from the emailed link, accept or decline it.
// No account needed: the link's token is the key. Register with `{ prefix: '/api' }`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '~/domain/api-error'
import {
  proposalAnswerSchema,
  proposalTokenParamsSchema,
  publicProposalSchema,
} from '~/domain/bookings/public-proposal-api'
import { myBookingsResponseSchema } from '~/domain/bookings/my-bookings-api'
import { currentUserId, requireUser, signedInUser } from '../auth/auth-plugin'
import { publicFormRateLimit } from '../lib/rate-limit'
import { listMyBookings } from './my-bookings'
import { answerProposal, getPublicProposal } from './proposals'

export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = publicFormRateLimit(app.config)
  const responses = {
    200: publicProposalSchema,
    400: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    429: errorBodySchema,
  }

  app.get(
    '/proposals/:token',
    {
      schema: {
        summary: 'A proposal, as the planner reads it',
        tags: ['proposals'],
        params: proposalTokenParamsSchema,
        response: responses,
      },
    },
    async (req) => getPublicProposal({ db: app.db, config: app.config, token: req.params.token }),
  )

  for (const answer of ['accepted', 'declined'] as const) {
    app.post(
      `/proposals/:token/${answer === 'accepted' ? 'accept' : 'decline'}`,
      {
        config: { rateLimit },
        schema: {
          summary: answer === 'accepted' ? 'Accept a proposal' : 'Decline a proposal',
          tags: ['proposals'],
          params: proposalTokenParamsSchema,
          body: proposalAnswerSchema,
          response: responses,
        },
      },
      async (req) =>
        answerProposal({
          db: app.db,
          config: app.config,
          token: req.params.token,
          answer,
          note: req.body.note,
          signature: {
            name: req.body.signerName ?? null,
            hash: req.body.agreementHash,
            userId: currentUserId(req),
            ip: req.ip,
          },
        }),
    )
  }
}

/** The signed-in planner's bookings, for her dashboard. Register with `{ prefix: '/api' }`. */
export const myBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/bookings',
    {
      onRequest: requireUser,
      schema: {
        summary: "The signed-in planner's bookings, each with where it stands",
        tags: ['dashboard'],
        response: { 200: myBookingsResponseSchema, 401: errorBodySchema },
      },
    },
    async (req) => ({ bookings: await listMyBookings({ db: app.db, userId: signedInUser(req).id }) }),
  )
}

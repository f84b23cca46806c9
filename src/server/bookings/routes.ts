// The planner's side of a proposal: read it from the emailed link, accept or decline it.
// No account needed: the link's token is the key. Register with `{ prefix: '/api' }`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  proposalAcceptSchema,
  proposalDeclineSchema,
  proposalTokenParamsSchema,
  publicProposalSchema,
} from '~/domain/bookings/public-proposal-api'
import { myBookingsResponseSchema } from '~/domain/bookings/my-bookings-api'
import { currentUserId, requireUser, signedInUser } from '../auth/auth-plugin'
import { publicFormRateLimit } from '../lib/rate-limit'
import { listMyBookings } from './my-bookings'
import { answerProposal, getPublicProposal } from './proposals'
import { errorResponses } from '../lib/error-responses'

export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = publicFormRateLimit(app.config)
  const responses = {
    200: publicProposalSchema,
    ...errorResponses(400, 404, 409, 429),
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

  // Accepting signs the agreement the page showed (the name typed, the hash of its text); declining
  // takes a note at most.
  app.post(
    '/proposals/:token/accept',
    {
      config: { rateLimit },
      schema: {
        summary: 'Accept a proposal, signing the agreement shown (a changed agreement is a 409)',
        tags: ['proposals'],
        params: proposalTokenParamsSchema,
        body: proposalAcceptSchema,
        response: responses,
      },
    },
    async (req) =>
      answerProposal({
        db: app.db,
        config: app.config,
        token: req.params.token,
        answer: 'accepted',
        note: req.body.note,
        signature: {
          name: req.body.signerName,
          hash: req.body.agreementHash,
          userId: currentUserId(req),
          ip: req.ip,
        },
      }),
  )
  app.post(
    '/proposals/:token/decline',
    {
      config: { rateLimit },
      schema: {
        summary: 'Decline a proposal',
        tags: ['proposals'],
        params: proposalTokenParamsSchema,
        body: proposalDeclineSchema,
        response: responses,
      },
    },
    async (req) =>
      answerProposal({
        db: app.db,
        config: app.config,
        token: req.params.token,
        answer: 'declined',
        note: req.body.note,
      }),
  )
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
        response: { 200: myBookingsResponseSchema, ...errorResponses(401) },
      },
    },
    async (req) => ({ bookings: await listMyBookings({ db: app.db, userId: signedInUser(req).id }) }),
  )
}

// The portal's managers: the venue's managers and invitations (inside venuePortalRoutes, behind its
// manager guard), and the invitation link's routes (venueInvitationRoutes, outside it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '~/domain/api/no-content'
import {
  acceptVenueInvitationResponseSchema,
  invitationSignUpResponseSchema,
  invitationSignUpSchema,
  inviteManagerSchema,
  managerInvitedSchema,
  managerParamsSchema,
  managersResponseSchema,
  venueInvitationTokenParamsSchema,
  venueInvitationViewSchema,
} from '~/domain/venue-portal/managers-api'
import { venueParamsSchema } from '~/domain/venue-portal/venue-portal-api'
import { requireUser, signedInUser } from '../auth/auth-plugin'
import { passwordHashCost } from '../auth/password-hash'
import { errorResponses } from '../lib/error-responses'
import { publicFormRateLimit } from '../lib/rate-limit'
import {
  acceptVenueInvitation,
  getVenueInvitation,
  inviteManager,
  listManagers,
  removeManager,
  signUpWithVenueInvitation,
} from './managers'
import { portalErrors as errors, portalTags as tags } from './portal-route-schemas'

export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/venues/:venueId/managers',
    {
      schema: {
        summary: "The venue's managers and pending invitations",
        tags,
        params: venueParamsSchema,
        response: { 200: managersResponseSchema, ...errors },
      },
    },
    (req) => listManagers({ db, venueId: req.params.venueId, user: signedInUser(req) }),
  )
  app.post(
    '/venues/:venueId/managers',
    {
      schema: {
        summary: 'Invite a colleague to manage the venue',
        tags,
        params: venueParamsSchema,
        body: inviteManagerSchema,
        response: { 201: managerInvitedSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await inviteManager({
          db,
          venueId: req.params.venueId,
          user: signedInUser(req),
          ...req.body,
          publicUrl: app.config.PUBLIC_URL,
        }),
      ),
  )
  app.delete(
    '/venues/:venueId/managers/:userId',
    {
      schema: {
        summary: 'Remove a manager (owners; a manager may leave)',
        tags,
        params: managerParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await removeManager({
        db,
        venueId: req.params.venueId,
        memberUserId: req.params.userId,
        user: signedInUser(req),
      })
      return reply.code(204).send(null)
    },
  )
}

/** The invitation link's routes, outside the portal's guard (the invitee manages no venue yet). */
export const venueInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  app.get(
    '/venue-invitations/:token',
    {
      schema: {
        summary: 'What a venue manager invitation is for (public: the link is the secret)',
        tags,
        params: venueInvitationTokenParamsSchema,
        response: { 200: venueInvitationViewSchema, ...errorResponses(404) },
      },
    },
    (req) => getVenueInvitation({ db, token: req.params.token }),
  )
  app.post(
    '/venue-invitations/:token/accept',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Accept a venue manager invitation, signed in with the invited email',
        tags,
        params: venueInvitationTokenParamsSchema,
        response: { 200: acceptVenueInvitationResponseSchema, ...errors },
      },
    },
    (req) => acceptVenueInvitation({ db, token: req.params.token, user: signedInUser(req) }),
  )
  const hashCost = passwordHashCost(app.config)
  app.post(
    '/venue-invitations/:token/sign-up',
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      schema: {
        summary: "Create the invitee's account with the invited email, accept, and sign in: one step",
        tags,
        params: venueInvitationTokenParamsSchema,
        body: invitationSignUpSchema,
        response: {
          201: invitationSignUpResponseSchema,
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await signUpWithVenueInvitation({ db, token: req.params.token, input: req.body, hashCost })),
  )
}

// Co-hosts of an event: invite, revoke an invitation, remove (host only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { COHOST_MESSAGES, invitationSentSchema, inviteCoHostSchema } from '~/domain/events/co-host'
import { coHostParamsSchema, eventParamsSchema, invitationParamsSchema } from '~/domain/events/event-params'
import { noContentSchema } from '~/domain/api/no-content'
import { signedInUser } from '../auth/auth-plugin'
import { inviteCoHost, removeCoHost, revokeInvitation } from './co-hosts'
import { parsePathId } from './event-access'
import { dashboardErrors, eventId } from './dashboard-route-schemas'

export const coHostRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.PUBLIC_URL
  const db = app.db

  app.post(
    '/events/:id/invitations',
    {
      schema: {
        summary: 'Invite a co-host by email (host only); a pending invitation to the same address is sent again',
        tags: ['co-hosts'],
        params: eventParamsSchema,
        body: inviteCoHostSchema,
        response: { 200: invitationSentSchema, 201: invitationSentSchema, ...dashboardErrors },
      },
    },
    async (req, reply) => {
      const sent = await inviteCoHost({
        db,
        eventId: eventId(req.params.id),
        user: signedInUser(req),
        email: req.body.email,
        publicUrl,
      })
      return reply.code(sent.resent ? 200 : 201).send(sent)
    },
  )

  app.delete(
    '/events/:id/invitations/:invitationId',
    {
      schema: {
        summary: 'Revoke a pending invitation (host only)',
        tags: ['co-hosts'],
        params: invitationParamsSchema,
        response: { 204: noContentSchema, ...dashboardErrors },
      },
    },
    async (req, reply) => {
      await revokeInvitation({
        db,
        eventId: eventId(req.params.id),
        invitationId: parsePathId(req.params.invitationId, COHOST_MESSAGES.invitationNotFound),
        userId: signedInUser(req).id,
      })
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/events/:id/cohosts/:userId',
    {
      schema: {
        summary: 'Remove a co-host (host only)',
        tags: ['co-hosts'],
        params: coHostParamsSchema,
        response: { 204: noContentSchema, ...dashboardErrors },
      },
    },
    async (req, reply) => {
      await removeCoHost({
        db,
        eventId: eventId(req.params.id),
        coHostUserId: parsePathId(req.params.userId, COHOST_MESSAGES.coHostNotFound),
        userId: signedInUser(req).id,
      })
      return reply.code(204).send(null)
    },
  )
}

// Staff bring a venue into the portal: invite its manager by email, list and remove its managers
// (the operations are the portal's own, which let staff act on any venue).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '~/domain/api/no-content'
import { idParamsSchema } from '~/domain/api/api-fields'
import {
  inviteManagerSchema,
  managerInvitedSchema,
  managersResponseSchema,
  staffManagerParamsSchema,
} from '~/domain/venue-portal/managers-api'
import { signedInUser } from '../auth/auth-plugin'
import { inviteManager, listManagers, removeManager } from '../venue-portal/managers'
import { staffErrors, tags } from './staff-route-schemas'

export const venueManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/venues/:id/managers',
    {
      schema: {
        summary: "A venue's managers and pending invitations",
        tags,
        params: idParamsSchema,
        response: { 200: managersResponseSchema, ...staffErrors },
      },
    },
    (req) => listManagers({ db: app.db, venueId: req.params.id, user: signedInUser(req) }),
  )
  app.post(
    '/venues/:id/managers',
    {
      schema: {
        summary: 'Invite a venue manager by email (the link creates or links the account)',
        tags,
        params: idParamsSchema,
        body: inviteManagerSchema,
        response: { 201: managerInvitedSchema, ...staffErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await inviteManager({
          db: app.db,
          venueId: req.params.id,
          user: signedInUser(req),
          ...req.body,
          publicUrl: app.config.PUBLIC_URL,
        }),
      ),
  )
  app.delete(
    '/venues/:id/managers/:userId',
    {
      schema: {
        summary: 'Remove a venue manager',
        tags,
        params: staffManagerParamsSchema,
        response: { 204: noContentSchema, ...staffErrors },
      },
    },
    async (req, reply) => {
      await removeManager({
        db: app.db,
        venueId: req.params.id,
        memberUserId: req.params.userId,
        user: signedInUser(req),
      })
      return reply.code(204).send(null)
    },
  )
}

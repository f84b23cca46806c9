// The portal's spaces: list, add, edit, delete. Registered inside venuePortalRoutes, behind its
// manager guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '~/domain/api/no-content'
import {
  spaceCreateSchema,
  spaceParamsSchema,
  spaceSchema,
  spacesResponseSchema,
  spaceUpdateSchema,
  venueParamsSchema,
} from '~/domain/venue-portal/venue-portal-api'
import { signedInUser } from '../auth/auth-plugin'
import { portalErrors as errors, portalTags as tags } from './portal-route-schemas'
import { createSpace, deleteSpace, listSpaces, updateSpace } from './spaces'

export const spaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/venues/:venueId/spaces',
    {
      schema: {
        summary: "A venue's spaces",
        tags,
        params: venueParamsSchema,
        response: { 200: spacesResponseSchema, ...errors },
      },
    },
    async (req) => ({ spaces: await listSpaces({ db, venueId: req.params.venueId, user: signedInUser(req) }) }),
  )
  app.post(
    '/venues/:venueId/spaces',
    {
      schema: {
        summary: 'Add a space',
        tags,
        params: venueParamsSchema,
        body: spaceCreateSchema,
        response: { 201: spaceSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createSpace({ db, venueId: req.params.venueId, user: signedInUser(req), input: req.body })),
  )
  app.patch(
    '/venues/:venueId/spaces/:spaceId',
    {
      schema: {
        summary: 'Edit a space',
        tags,
        params: spaceParamsSchema,
        body: spaceUpdateSchema,
        response: { 200: spaceSchema, ...errors },
      },
    },
    (req) => updateSpace({ db, ...req.params, user: signedInUser(req), input: req.body }),
  )
  app.delete(
    '/venues/:venueId/spaces/:spaceId',
    {
      schema: {
        summary: 'Delete a space (refused while it has holds or bookings to come)',
        tags,
        params: spaceParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await deleteSpace({ db, ...req.params, user: signedInUser(req), photos: app.photoStore, log: req.log })
      return reply.code(204).send(null)
    },
  )
}

// The portal's packages, each on one of the venue's spaces: list, add, edit, delete. Registered
// inside venuePortalRoutes, behind its manager guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '~/domain/api/no-content'
import {
  packageCreateSchema,
  packageParamsSchema,
  packageSchema,
  packagesResponseSchema,
  packageUpdateSchema,
  venueParamsSchema,
} from '~/domain/venue-portal/venue-portal-api'
import { signedInUser } from '../auth/auth-plugin'
import { portalErrors as errors, portalTags as tags } from './portal-route-schemas'
import { createPackage, deletePackage, listPackages, updatePackage } from './spaces'

export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/venues/:venueId/packages',
    {
      schema: {
        summary: "A venue's packages, each with an all-in example",
        tags,
        params: venueParamsSchema,
        response: { 200: packagesResponseSchema, ...errors },
      },
    },
    async (req) => ({ packages: await listPackages({ db, venueId: req.params.venueId, user: signedInUser(req) }) }),
  )
  app.post(
    '/venues/:venueId/packages',
    {
      schema: {
        summary: 'Add a package to one of the venue’s spaces',
        tags,
        params: venueParamsSchema,
        body: packageCreateSchema,
        response: { 201: packageSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createPackage({ db, venueId: req.params.venueId, user: signedInUser(req), input: req.body })),
  )
  app.patch(
    '/venues/:venueId/packages/:packageId',
    {
      schema: {
        summary: 'Edit a package',
        tags,
        params: packageParamsSchema,
        body: packageUpdateSchema,
        response: { 200: packageSchema, ...errors },
      },
    },
    (req) => updatePackage({ db, ...req.params, user: signedInUser(req), input: req.body }),
  )
  app.delete(
    '/venues/:venueId/packages/:packageId',
    {
      schema: {
        summary: 'Delete a package',
        tags,
        params: packageParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await deletePackage({ db, ...req.params, user: signedInUser(req) })
      return reply.code(204).send(null)
    },
  )
}

// The portal's venue profile: the venues I manage, and a venue's profile and policies. Registered
// inside venuePortalRoutes, behind its manager guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  myVenuesResponseSchema,
  venueParamsSchema,
  venueProfileSchema,
  venueProfileUpdateSchema,
} from '~/domain/venue-portal/venue-portal-api'
import { signedInUser } from '../auth/auth-plugin'
import { portalErrors as errors, portalTags as tags } from './portal-route-schemas'
import { getVenueProfile, listMyVenues, updateVenueProfile } from './profile'

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/venues',
    { schema: { summary: 'The venues I manage', tags, response: { 200: myVenuesResponseSchema, ...errors } } },
    async (req) => ({ venues: await listMyVenues({ db, user: signedInUser(req) }) }),
  )

  app.get(
    '/venues/:venueId',
    {
      schema: {
        summary: "A venue's profile and policies",
        tags,
        params: venueParamsSchema,
        response: { 200: venueProfileSchema, ...errors },
      },
    },
    (req) => getVenueProfile({ db, venueId: req.params.venueId, user: signedInUser(req) }),
  )

  app.patch(
    '/venues/:venueId',
    {
      schema: {
        summary: "Edit a venue's description, amenities, dietary options and policies",
        tags,
        params: venueParamsSchema,
        body: venueProfileUpdateSchema,
        response: { 200: venueProfileSchema, ...errors },
      },
    },
    (req) => updateVenueProfile({ db, venueId: req.params.venueId, user: signedInUser(req), changes: req.body }),
  )
}

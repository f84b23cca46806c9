// The booking's agreement and change orders, as the venue's side (src/server/bookings/agreement-routes.ts):
// the request must be one the caller's venue has an accepted proposal on. Registered inside
// venuePortalRoutes, behind its manager guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  venueAgreementParamsSchema,
  venueAgreementVersionParamsSchema,
  venueChangeOrderParamsSchema,
} from '~/domain/bookings/agreement-api'
import { signedInUser } from '../auth/auth-plugin'
import { latestAcceptedProposal } from '../bookings/accepted-proposal'
import { registerAgreementRoutes } from '../bookings/agreement-routes'
import { CHANGE_ORDER_NOT_FOUND } from '../bookings/change-orders'
import { notFound } from '../lib/errors'
import { findManagedVenue } from './membership'
import { portalTags as tags } from './portal-route-schemas'

export const venueAgreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  registerAgreementRoutes(app, {
    base: '/venues/:venueId/requests/:requestId',
    tags,
    params: venueAgreementParamsSchema,
    changeParams: venueChangeOrderParamsSchema,
    versionParams: venueAgreementVersionParamsSchema,
    resolve: async (req) => {
      const { venueId, requestId } = req.params as { venueId: number; requestId: number }
      const user = signedInUser(req)
      const venue = await findManagedVenue({ db, venueId, user })
      const accepted = await latestAcceptedProposal(db, requestId)
      if (accepted?.venueId !== venue.id) throw notFound(CHANGE_ORDER_NOT_FOUND)
      return { requestId, reader: { side: 'venue', userId: user.id } }
    },
  })
}

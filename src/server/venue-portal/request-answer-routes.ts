// The portal's requests: the venue's inbox, and its answers to a request (a quote, another date,
// a decline) and to a confirmed booking it cannot host (cancel). Registered inside venuePortalRoutes,
// behind its manager guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { venueCancelSchema } from '~/domain/bookings/cancellation'
import {
  declineInputSchema,
  inboxRequestSchema,
  offerInputSchema,
  quoteInputSchema,
  quoteResponseSchema,
  requestParamsSchema,
  venueInboxResponseSchema,
} from '~/domain/venue-portal/answers-api'
import { venueParamsSchema } from '~/domain/venue-portal/venue-portal-api'
import { signedInUser } from '../auth/auth-plugin'
import { errorResponses } from '../lib/error-responses'
import { cancelVenueBooking, declineRequest, listVenueInbox, offerAlternative, quoteRequest } from './answers'
import { portalErrors as errors, portalTags as tags } from './portal-route-schemas'

export const requestAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/venues/:venueId/requests',
    {
      schema: {
        summary: 'Requests naming the venue, newest first',
        tags,
        params: venueParamsSchema,
        response: { 200: venueInboxResponseSchema, ...errors },
      },
    },
    async (req) => ({ requests: await listVenueInbox({ db, venueId: req.params.venueId, user: signedInUser(req) }) }),
  )
  app.post(
    '/venues/:venueId/requests/:requestId/quote',
    {
      schema: {
        summary: 'Accept with a quote: the planner gets a proposal to accept, the space is held',
        tags,
        params: requestParamsSchema,
        body: quoteInputSchema,
        response: { 201: quoteResponseSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await quoteRequest({ db, config: app.config, ...req.params, user: signedInUser(req), input: req.body })),
  )
  app.post(
    '/venues/:venueId/requests/:requestId/offer',
    {
      schema: {
        summary: 'Offer the planner another date or time',
        tags,
        params: requestParamsSchema,
        body: offerInputSchema,
        response: { 200: inboxRequestSchema, ...errors },
      },
    },
    (req) => offerAlternative({ db, config: app.config, ...req.params, user: signedInUser(req), input: req.body }),
  )
  app.post(
    '/venues/:venueId/requests/:requestId/decline',
    {
      schema: {
        summary: 'Decline the request with a reason',
        tags,
        params: requestParamsSchema,
        body: declineInputSchema,
        response: { 200: inboxRequestSchema, ...errors },
      },
    },
    (req) => declineRequest({ db, config: app.config, ...req.params, user: signedInUser(req), input: req.body }),
  )
  app.post(
    '/venues/:venueId/requests/:requestId/cancel',
    {
      schema: {
        summary: 'Cancel a confirmed booking the venue cannot host: the planner is refunded in full, everyone is told',
        tags,
        params: requestParamsSchema,
        body: venueCancelSchema,
        response: { 200: inboxRequestSchema, ...errors, ...errorResponses(503) },
      },
    },
    (req) =>
      cancelVenueBooking({ db, config: app.config, ...req.params, user: signedInUser(req), reason: req.body.reason }),
  )
}

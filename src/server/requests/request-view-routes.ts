// What a planner reads before and after asking: her request from the signed link in her confirmation
// email, and what booking a package at once means for her event. Registered inside requestRoutes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  bookingTermsParamsSchema,
  bookingTermsQuerySchema,
  bookingTermsSchema,
} from '~/domain/bookings/instant-book-terms'
import { requestViewParamsSchema, requestViewSchema } from '~/domain/requests/request-status'
import { errorResponses } from '../lib/error-responses'
import { choosePackage, loadBookingTerms } from './instant-book'
import { getRequestView } from './request-view'

export const requestViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/requests/view/:token',
    {
      schema: {
        summary: "The planner's read-only view of one request, from the signed link in her confirmation email",
        tags: ['requests'],
        params: requestViewParamsSchema,
        response: { 200: requestViewSchema, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      // A bearer link: not cached by anyone on the way, not sent on as a referrer.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      return getRequestView({ db: app.db, config: app.config, token: req.params.token })
    },
  )

  app.get(
    '/venues/:id/packages/:packageId/booking-terms',
    {
      schema: {
        summary:
          'What booking a package at once means for this event: the deposit due now, the cancellation terms in words and the all-in total',
        tags: ['requests'],
        params: bookingTermsParamsSchema,
        querystring: bookingTermsQuerySchema,
        response: { 200: bookingTermsSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const event = { date: req.query.date, time: req.query.time, guests: req.query.guests }
      const chosen = await choosePackage(app.db, req.params.id, req.params.packageId, event)
      const { cancellationPolicy: _policy, ...terms } = await loadBookingTerms(
        app.db,
        app.config,
        req.params.id,
        chosen!,
        event,
      )
      return terms
    },
  )
}

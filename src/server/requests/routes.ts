// The request endpoints: each validates with its domain schema, checks what needs the
// venue, then stores the request, its history and its emails in one transaction (create-request).
// One plugin per kind of request; what they share is request-submission.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { callieHandoverRoutes } from './callie-handover-routes'
import { enquiryRoutes } from './enquiry-routes'
import { requestViewRoutes } from './request-view-routes'
import { venueBookingRoutes } from './venue-booking-routes'

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(callieHandoverRoutes)
  await app.register(venueBookingRoutes)
  await app.register(enquiryRoutes)
  await app.register(requestViewRoutes)
}

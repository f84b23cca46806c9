// The enquiries that name no package: a consultation, a concierge request from an empty search, a
// contact message and a partner application. Registered inside requestRoutes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dateBoundsError, timezoneOfLocation } from '~/domain/date-bounds'
import { consultationSchema } from '~/domain/requests/consultation'
import { contactSchema } from '~/domain/requests/contact'
import { partnerApplicationSchema } from '~/domain/requests/partner-application'
import { searchConciergeSchema } from '~/domain/requests/search-concierge'
import { venueRequestErrors } from '~/domain/requests/venue-rules'
import { fieldErrors } from '../lib/errors'
import { publicFormRateLimit } from '../lib/rate-limit'
import { consultationRecord, contactRecord, partnerRecord, searchConciergeRecord } from './request-records'
import { requestSubmission, submissionResponses as responses } from './request-submission'

export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = publicFormRateLimit(app.config)
  const { idempotencyOf, replay, store, venueOrFail } = requestSubmission(app)

  app.post(
    '/consultations',
    {
      config: { rateLimit },
      schema: {
        summary: "Consultation request ('Book a Call with Callie')",
        tags: ['requests'],
        body: consultationSchema,
        response: responses,
      },
    },
    async (req, reply) => {
      const input = req.body
      const idem = idempotencyOf(req, input)
      if (await replay(reply, idem)) return reply
      if (input.venueId !== undefined) {
        // A consultation about one venue: a date or group it would refuse is refused here too.
        const venue = await venueOrFail(input.venueId, { date: input.preferredDate, guests: input.groupSize })
        const errors = venueRequestErrors(venue, {
          guests: { field: 'groupSize', value: input.groupSize },
          date: { field: 'preferredDate', value: input.preferredDate },
        })
        if (Object.keys(errors).length) throw fieldErrors(errors)
        return store(req, reply, consultationRecord(input, venue), idem)
      }
      const outOfBounds = dateBoundsError(input.preferredDate, { timezone: timezoneOfLocation(input.location) })
      if (outOfBounds) throw fieldErrors({ preferredDate: outOfBounds })
      return store(req, reply, consultationRecord(input), idem)
    },
  )

  app.post(
    '/concierge/requests',
    {
      config: { rateLimit },
      schema: {
        summary: 'Concierge request from an empty search',
        tags: ['requests'],
        body: searchConciergeSchema,
        response: responses,
      },
    },
    async (req, reply) => {
      const input = req.body
      const idem = idempotencyOf(req, input)
      if (await replay(reply, idem)) return reply
      const outOfBounds = input.date && dateBoundsError(input.date, { timezone: timezoneOfLocation(input.location) })
      if (outOfBounds) throw fieldErrors({ date: outOfBounds })
      return store(req, reply, searchConciergeRecord(input), idem)
    },
  )

  app.post(
    '/contact',
    {
      config: { rateLimit },
      schema: { summary: 'Contact page message', tags: ['requests'], body: contactSchema, response: responses },
    },
    async (req, reply) => {
      const idem = idempotencyOf(req, req.body)
      if (await replay(reply, idem)) return reply
      return store(req, reply, contactRecord(req.body), idem)
    },
  )

  app.post(
    '/partners/applications',
    {
      config: { rateLimit },
      schema: {
        summary: 'Partner application',
        tags: ['requests'],
        body: partnerApplicationSchema,
        response: responses,
      },
    },
    async (req, reply) => {
      const idem = idempotencyOf(req, req.body)
      if (await replay(reply, idem)) return reply
      return store(req, reply, partnerRecord(req.body), idem)
    },
  )
}

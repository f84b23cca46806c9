// The request endpoints (issue 3): each validates with its domain schema, checks what needs the
// venue, then stores the request, its history and its emails in one transaction (create-request).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '~/domain/api-error'
import { bookingPageSchema, type BookingPageRequest } from '~/domain/requests/booking-page'
import { bookingWizardSchema } from '~/domain/requests/booking-wizard'
import {
  conciergeBookingSchema, conciergeBookingVenueProblem, conciergeBookSchemas, conciergeBookVariantOf, VENUE_UNAVAILABLE_MESSAGE, type ConciergeBookingRequest,
} from '~/domain/requests/concierge-book'
import { consultationSchema } from '~/domain/requests/consultation'
import { contactSchema } from '~/domain/requests/contact'
import { PAST_DATE_MESSAGE, requestAcceptedSchema } from '~/domain/requests/fields'
import { partnerApplicationSchema } from '~/domain/requests/partner-application'
import { searchConciergeSchema } from '~/domain/requests/search-concierge'
import { venueRequestErrors } from '~/domain/requests/venue-rules'
import { todayIn } from '~/domain/time'
import { currentUserId } from '../auth/auth-plugin'
import { badRequest } from '../lib/errors'
import { findIdempotentAnswer, hashBody, readIdempotencyKey, type Idempotency } from '../lib/idempotency'
import { publicFormRateLimit } from '../lib/rate-limit'
import { listCities } from '../venues/list-cities'
import { createRequest } from './create-request'
import { findConciergeVenue } from './find-concierge-venue'
import { findRequestVenue, type VenueForRequest } from './find-request-venue'
import { requestEmails } from './request-emails'
import {
  bookingPageRecord, bookingWizardRecord, conciergeBookingRecord, consultationRecord, contactRecord, partnerRecord, searchConciergeRecord,
  type RequestRecord,
} from './request-records'

const responses = {
  201: requestAcceptedSchema,
  400: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
}

export const VENUE_NOT_FOUND = 'Venue not found'

/** 400 with field messages, in the shape the app's error handler gives schema failures. */
function fieldErrors(errors: Record<string, string>) {
  const [field, msg] = Object.entries(errors)[0]
  return badRequest(`${field}: ${msg}`, errors)
}

function zodFieldErrors(error: z.ZodError) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message
  return fieldErrors(errors)
}

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = publicFormRateLimit(app.config)

  /** The Idempotency-Key of this call, bound to the route and the validated body. */
  function idempotencyOf(req: FastifyRequest, body: unknown): Idempotency | undefined {
    const key = readIdempotencyKey(req.headers)
    return key ? { scope: `${req.method} ${req.routeOptions.url}`, key, bodyHash: hashBody(body) } : undefined
  }

  /** A retry answered before any check that depends on time or on the venue's current state. */
  async function replay(reply: FastifyReply, idem: Idempotency | undefined) {
    if (!idem) return false
    const prior = await findIdempotentAnswer(app.db, idem)
    if (!prior) return false
    await reply.code(prior.statusCode).header('idempotent-replayed', 'true').send(prior.response as z.infer<typeof requestAcceptedSchema>)
    return true
  }

  async function store(req: FastifyRequest, reply: FastifyReply, record: RequestRecord, idem: Idempotency | undefined) {
    const result = await createRequest({
      db: app.db,
      // Sent while signed in: the request belongs to that account (visible from the dashboard).
      request: { ...record.request, userId: currentUserId(req) },
      successMessage: record.successMessage,
      idempotency: idem,
      emails: ({ reference, requestId }) =>
        requestEmails({
          config: app.config,
          kind: record.request.kind,
          reference,
          requestId,
          requester: { name: record.request.name, email: record.request.email, phone: record.request.phone },
          what: record.what,
          summary: record.summary,
          headline: record.headline,
        }),
    })
    if (result.replayed) reply.header('idempotent-replayed', 'true')
    return reply.code(result.statusCode).send(result.body)
  }

  async function venueOrFail(venueId: number): Promise<VenueForRequest> {
    const venue = await findRequestVenue({ db: app.db, venueId })
    if (!venue) throw fieldErrors({ venueId: VENUE_NOT_FOUND })
    return venue
  }

  app.post(
    '/venues/book',
    {
      config: { rateLimit },
      schema: {
        summary: 'Booking wizard request for a venue',
        tags: ['requests'],
        body: bookingWizardSchema,
        response: responses,
      },
    },
    async (req, reply) => {
      const input = req.body
      const idem = idempotencyOf(req, input)
      if (await replay(reply, idem)) return reply
      const venue = await venueOrFail(input.venueId)
      const errors = venueRequestErrors(venue, {
        guests: { field: 'guestCount', value: input.guestCount },
        date: { field: 'date', value: input.date },
        time: { field: 'time', value: input.time },
        addOns: { field: 'addOns', value: input.addOns },
      })
      if (Object.keys(errors).length) throw fieldErrors(errors)
      return store(req, reply, bookingWizardRecord(input, venue), idem)
    },
  )

  async function submitBookingPage(req: FastifyRequest, reply: FastifyReply, input: BookingPageRequest) {
    const idem = idempotencyOf(req, { variant: 'booking_page', ...input })
    if (await replay(reply, idem)) return reply
    const venue = await venueOrFail(input.venueId)
    const errors = venueRequestErrors(venue, {
      guests: { field: 'numGuests', value: input.numGuests },
      date: { field: 'date', value: input.date },
      time: { field: 'time', value: input.time },
    })
    if (Object.keys(errors).length) throw fieldErrors(errors)
    return store(req, reply, bookingPageRecord(input, venue), idem)
  }

  /**
   * The concierge page's booking: the chosen recommendation must still be able to host the event
   * (recommend-venues.ts hard constraints, re-checked now: a blackout or the notice window may
   * have closed it since the recommendations were shown).
   */
  async function submitConciergeBooking(req: FastifyRequest, reply: FastifyReply, input: ConciergeBookingRequest) {
    const idem = idempotencyOf(req, { variant: 'concierge_booking', ...input })
    if (await replay(reply, idem)) return reply
    const venue = await findConciergeVenue({ db: app.db, venueId: input.venueId, date: input.date })
    if (!venue) throw fieldErrors({ venueId: VENUE_UNAVAILABLE_MESSAGE })
    const now = new Date()
    if (input.date < todayIn(venue.timezone, now)) throw fieldErrors({ date: PAST_DATE_MESSAGE })
    const problem = conciergeBookingVenueProblem(venue, input, {
      blackouts: venue.blackouts,
      timezone: venue.timezone,
      now,
      cities: await listCities({ db: app.db }),
    })
    if (problem) throw fieldErrors({ venueId: problem })
    return store(req, reply, conciergeBookingRecord(input, venue), idem)
  }

  app.post(
    '/concierge/book',
    {
      config: { rateLimit },
      // Two payloads share this path (concierge-book.ts): the handler picks the schema by shape,
      // so each variant reports its own field messages instead of a union's "Invalid input".
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        summary: 'Booking request: the booking request page (numGuests) or the concierge page (groupSize: preferences + chosen venue)',
        tags: ['requests'],
        body: z.union([bookingPageSchema, conciergeBookingSchema]),
        response: responses,
      },
    },
    async (req, reply) => {
      if (conciergeBookVariantOf(req.body) === 'concierge_booking') {
        const parsed = conciergeBookSchemas.concierge_booking.safeParse(req.body)
        if (!parsed.success) throw zodFieldErrors(parsed.error)
        return submitConciergeBooking(req, reply, parsed.data)
      }
      const parsed = conciergeBookSchemas.booking_page.safeParse(req.body)
      if (!parsed.success) throw zodFieldErrors(parsed.error)
      return submitBookingPage(req, reply, parsed.data)
    },
  )

  app.post(
    '/consultations',
    { config: { rateLimit }, schema: { summary: "Consultation request ('Book a Call with Callie')", tags: ['requests'], body: consultationSchema, response: responses } },
    async (req, reply) => {
      const idem = idempotencyOf(req, req.body)
      if (await replay(reply, idem)) return reply
      return store(req, reply, consultationRecord(req.body), idem)
    },
  )

  app.post(
    '/concierge/requests',
    { config: { rateLimit }, schema: { summary: 'Concierge request from an empty search', tags: ['requests'], body: searchConciergeSchema, response: responses } },
    async (req, reply) => {
      const idem = idempotencyOf(req, req.body)
      if (await replay(reply, idem)) return reply
      return store(req, reply, searchConciergeRecord(req.body), idem)
    },
  )

  app.post(
    '/contact',
    { config: { rateLimit }, schema: { summary: 'Contact page message', tags: ['requests'], body: contactSchema, response: responses } },
    async (req, reply) => {
      const idem = idempotencyOf(req, req.body)
      if (await replay(reply, idem)) return reply
      return store(req, reply, contactRecord(req.body), idem)
    },
  )

  app.post(
    '/partners/applications',
    { config: { rateLimit }, schema: { summary: 'Partner application', tags: ['requests'], body: partnerApplicationSchema, response: responses } },
    async (req, reply) => {
      const idem = idempotencyOf(req, req.body)
      if (await replay(reply, idem)) return reply
      return store(req, reply, partnerRecord(req.body), idem)
    },
  )
}

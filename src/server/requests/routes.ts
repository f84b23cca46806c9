// The request endpoints: each validates with its domain schema, checks what needs the
// venue, then stores the request, its history and its emails in one transaction (create-request).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { startTimeOf } from '~/domain/concierge/preferences'
import type { BookingPageRequest } from '~/domain/requests/booking-page'
import { bookingWizardSchema } from '~/domain/requests/booking-wizard'
import {
  conciergeBookBodySchema,
  conciergeBookingVenueErrors,
  isConciergeBooking,
  VENUE_UNAVAILABLE_MESSAGE,
  type ConciergeBookingRequest,
} from '~/domain/requests/concierge-book'
import { consultationSchema } from '~/domain/requests/consultation'
import { contactSchema } from '~/domain/requests/contact'
import { requestAcceptedSchema } from '~/domain/fields'
import { requestViewParamsSchema, requestViewSchema } from '~/domain/requests/request-status'
import { dateBoundsError, timezoneOfLocation } from '~/domain/date-bounds'
import { partnerApplicationSchema } from '~/domain/requests/partner-application'
import { searchConciergeSchema } from '~/domain/requests/search-concierge'
import { alternativeDateErrors, venueRequestErrors } from '~/domain/requests/venue-rules'
import { dietaryCountErrors } from '~/domain/requests/dietary-counts'
import { currentUserId } from '../auth/auth-plugin'
import { fieldErrors } from '../lib/errors'
import { findIdempotentAnswer, hashBody, readIdempotencyKey, type Idempotency } from '../lib/idempotency'
import { publicFormRateLimit } from '../lib/rate-limit'
import { listCities } from '../venues/list-cities'
import { listPlannerPackages } from '../venues/planner-packages'
import { cheapestPackageQuote } from '~/domain/venues/planner-packages'
import type { SpaceQuestion } from '../venues/space-availability'
import { callieHandoverRoutes } from './callie-handover-routes'
import { findConciergeVenue } from './find-concierge-venue'
import { findRequestVenue, type VenueForRequest } from './find-request-venue'
import { getRequestView } from './request-view'
import { storeRequest } from './store-request'
import { submitBookingPage as submitBookingPageRequest, VENUE_NOT_FOUND } from './submit-booking-page'
import { choosePackage, instantBook, loadBookingTerms, type ChosenPackage } from './instant-book'
import {
  bookingTermsParamsSchema,
  bookingTermsQuerySchema,
  bookingTermsSchema,
} from '~/domain/bookings/instant-book-terms'
import {
  bookingWizardRecord,
  conciergeBookingRecord,
  consultationRecord,
  contactRecord,
  partnerRecord,
  searchConciergeRecord,
  type RequestRecord,
} from './request-records'
import { errorResponses } from '../lib/error-responses'

const responses = {
  201: requestAcceptedSchema,
  ...errorResponses(400, 409, 429),
}

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = publicFormRateLimit(app.config)
  await app.register(callieHandoverRoutes)

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
    await reply
      .code(prior.statusCode)
      .header('idempotent-replayed', 'true')
      .send(prior.response as z.infer<typeof requestAcceptedSchema>)
    return true
  }

  async function store(
    req: FastifyRequest,
    reply: FastifyReply,
    record: RequestRecord,
    idem: Idempotency | undefined,
    afterInsert?: Parameters<typeof storeRequest>[0]['afterInsert'],
  ) {
    const result = await storeRequest({
      db: app.db,
      config: app.config,
      record,
      userId: currentUserId(req),
      idempotency: idem,
      afterInsert,
    })
    if (result.replayed) reply.header('idempotent-replayed', 'true')
    return reply.code(result.statusCode).send(result.body)
  }

  /**
   * Instant book of the chosen package, when it allows it and the planner agreed to its terms
   * (`instantBookAgreed`); else the request stays a request.
   */
  const packageBooking = (
    chosen: ChosenPackage,
    venue: VenueForRequest,
    event: { date: string; time: string; guests: number },
    planner: { name: string; email: string; instantBookAgreed?: boolean },
  ) => instantBook({ config: app.config, chosen, venue, event, planner, agreed: planner.instantBookAgreed === true })

  async function venueOrFail(
    venueId: number,
    question: SpaceQuestion,
    otherDates?: readonly string[],
  ): Promise<VenueForRequest> {
    const venue = await findRequestVenue({ db: app.db, venueId, ...question, otherDates })
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
      const venue = await venueOrFail(
        input.venueId,
        { date: input.date, time: input.time, guests: input.guestCount },
        input.alternativeDates,
      )
      const errors = {
        ...venueRequestErrors(venue, {
          guests: { field: 'guestCount', value: input.guestCount },
          date: { field: 'date', value: input.date },
          time: { field: 'time', value: input.time },
          addOns: { field: 'addOns', value: input.addOns },
        }),
        ...alternativeDateErrors(venue, {
          field: 'alternativeDates',
          first: input.date,
          dates: input.alternativeDates,
        }),
        ...dietaryCountErrors(input.dietaryCounts, input.guestCount),
      }
      if (Object.keys(errors).length) throw fieldErrors(errors)
      const event = { date: input.date, time: input.time, guests: input.guestCount }
      const chosen = await choosePackage(app.db, venue.id, input.packageId, event)
      const record = bookingWizardRecord(input, venue, chosen)
      return store(req, reply, record, idem, chosen ? packageBooking(chosen, venue, event, input) : undefined)
    },
  )

  async function submitBookingPage(req: FastifyRequest, reply: FastifyReply, input: BookingPageRequest) {
    const idem = idempotencyOf(req, { variant: 'booking_page', ...input })
    if (await replay(reply, idem)) return reply
    const result = await submitBookingPageRequest({
      db: app.db,
      config: app.config,
      input,
      userId: currentUserId(req),
      idempotency: idem,
    })
    if (result.replayed) reply.header('idempotent-replayed', 'true')
    return reply.code(result.statusCode).send(result.body)
  }

  /**
   * The concierge page's booking: the chosen recommendation must still be able to host the event
   * (recommend-venues.ts hard constraints, re-checked now: a blackout or the notice window may
   * have closed it since the recommendations were shown).
   */
  async function submitConciergeBooking(req: FastifyRequest, reply: FastifyReply, input: ConciergeBookingRequest) {
    const idem = idempotencyOf(req, { variant: 'concierge_booking', ...input })
    if (await replay(reply, idem)) return reply
    const venue = await findConciergeVenue({
      db: app.db,
      venueId: input.venueId,
      date: input.date,
      time: startTimeOf(input),
      guests: input.groupSize,
    })
    if (!venue) throw fieldErrors({ venueId: VENUE_UNAVAILABLE_MESSAGE })
    const now = new Date()
    const outOfBounds = dateBoundsError(input.date, { timezone: venue.timezone, now })
    if (outOfBounds) throw fieldErrors({ date: outOfBounds })
    const problems = conciergeBookingVenueErrors(venue, input, {
      blackouts: venue.blackouts,
      timezone: venue.timezone,
      now,
      cities: await listCities({ db: app.db }),
    })
    if (problems) throw fieldErrors(problems)
    const quote = cheapestPackageQuote(await listPlannerPackages(app.db, venue.id), {
      date: input.date,
      time: startTimeOf(input),
      guests: input.groupSize,
    })
    return store(req, reply, conciergeBookingRecord(input, venue, quote), idem)
  }

  app.post(
    '/concierge/book',
    {
      config: { rateLimit },
      schema: {
        summary:
          'Booking request: the booking request page (numGuests) or the concierge page (groupSize: preferences + chosen venue)',
        tags: ['requests'],
        // Two payloads on one path, each checked by its own schema (concierge-book.ts).
        body: conciergeBookBodySchema,
        response: responses,
      },
    },
    async (req, reply) =>
      isConciergeBooking(req.body)
        ? submitConciergeBooking(req, reply, req.body)
        : submitBookingPage(req, reply, req.body),
  )

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

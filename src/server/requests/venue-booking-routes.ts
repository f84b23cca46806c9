// A booking request for one venue: the booking wizard's, the booking request page's and the
// concierge page's (the chosen recommendation re-checked now). Registered inside requestRoutes.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
import { dateBoundsError } from '~/domain/date-bounds'
import { alternativeDateErrors, venueRequestErrors } from '~/domain/requests/venue-rules'
import { dietaryCountErrors } from '~/domain/requests/dietary-counts'
import { cheapestPackageQuote } from '~/domain/venues/planner-packages'
import { currentUserId } from '../auth/auth-plugin'
import { fieldErrors } from '../lib/errors'
import { publicFormRateLimit } from '../lib/rate-limit'
import { listCities } from '../venues/list-cities'
import { listPlannerPackages } from '../venues/planner-packages'
import { findConciergeVenue } from './find-concierge-venue'
import { choosePackage } from './instant-book'
import { bookingWizardRecord, conciergeBookingRecord } from './request-records'
import { requestSubmission, submissionResponses as responses } from './request-submission'
import { submitBookingPage as submitBookingPageRequest } from './submit-booking-page'

export const venueBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = publicFormRateLimit(app.config)
  const { idempotencyOf, replay, store, packageBooking, venueOrFail } = requestSubmission(app)

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
}

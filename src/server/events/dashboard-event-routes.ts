// The host dashboard's events: list, create, read, the kitchen sheet, cancel, review the venue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createEventSchema, eventDetailSchema, eventListSchema, eventSummarySchema } from '~/domain/events/event'
import { eventParamsSchema } from '~/domain/events/event-params'
import { kitchenSheetSchema } from '~/domain/kitchen/kitchen-api'
import { createReviewResponseSchema, createReviewSchema } from '~/domain/events/review'
import { signedInUser } from '../auth/auth-plugin'
import { findEventForMember } from './event-access'
import { kitchenSheetOfEvent } from '../kitchen/kitchen-sheet'
import { cancelEvent, createEvent, getEventDetail, listEvents } from './events'
import { reviewEventVenue } from './venue-review'
import { errorResponses } from '../lib/error-responses'
import { dashboardErrors, eventId } from './dashboard-route-schemas'

export const dashboardEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.PUBLIC_URL
  const db = app.db

  app.get(
    '/events',
    {
      schema: {
        summary: "The signed-in user's events, as host or co-host, soonest first",
        tags: ['events'],
        response: { 200: eventListSchema, ...errorResponses(401) },
      },
    },
    async (req) => ({ events: await listEvents({ db, userId: signedInUser(req).id }) }),
  )

  app.post(
    '/events',
    {
      schema: {
        summary: 'Create an event (the caller is its host)',
        tags: ['events'],
        body: createEventSchema,
        response: { 201: eventSummarySchema, ...dashboardErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createEvent({ db, userId: signedInUser(req).id, input: req.body })),
  )

  app.get(
    '/events/:id',
    {
      schema: {
        summary: 'An event with its team, pending invitations (host) and headcount',
        tags: ['events'],
        params: eventParamsSchema,
        response: { 200: eventDetailSchema, ...dashboardErrors },
      },
    },
    (req) => getEventDetail({ db, eventId: eventId(req.params.id), userId: signedInUser(req).id }),
  )

  // Host and co-hosts read it; only the venue acknowledges (in its portal).
  app.get(
    '/events/:id/kitchen-sheet',
    {
      schema: {
        summary: "The booked venue's kitchen sheet (read-only): seats, conflicts, the version the venue acknowledged",
        tags: ['events'],
        params: eventParamsSchema,
        response: { 200: kitchenSheetSchema, ...dashboardErrors },
      },
    },
    async (req) => {
      const { event } = await findEventForMember({ db, eventId: eventId(req.params.id), userId: signedInUser(req).id })
      return kitchenSheetOfEvent(db, event.id, publicUrl)
    },
  )

  app.post(
    '/events/:id/cancel',
    {
      schema: {
        summary: 'Cancel an event (host only); co-hosts are emailed; a booked event cancels its booking and refunds',
        tags: ['events'],
        params: eventParamsSchema,
        response: { 200: eventSummarySchema, ...dashboardErrors },
      },
    },
    (req) => cancelEvent({ db, config: app.config, eventId: eventId(req.params.id), userId: signedInUser(req).id }),
  )

  app.post(
    '/events/:id/review',
    {
      schema: {
        summary: 'Review the venue after the event (host only, once)',
        tags: ['events'],
        params: eventParamsSchema,
        body: createReviewSchema,
        response: { 201: createReviewResponseSchema, ...dashboardErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await reviewEventVenue({
          db,
          eventId: eventId(req.params.id),
          userId: signedInUser(req).id,
          input: req.body,
        }),
      ),
  )
}

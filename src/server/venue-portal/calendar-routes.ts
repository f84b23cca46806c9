// The portal's calendar: closed days (blackouts), a month of blackouts, holds and bookings, and the
// venue's iCalendar feed URL. Registered inside venuePortalRoutes, behind its manager guard; the feed
// itself (calendarFeedRoutes) is outside it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '~/domain/api/no-content'
import {
  blackoutDeleteQuerySchema,
  blackoutInputSchema,
  blackoutParamsSchema,
  blackoutSchema,
  blackoutsResponseSchema,
  calendarFeedLinkSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  venueParamsSchema,
} from '~/domain/venue-portal/venue-portal-api'
import { signedInUser } from '../auth/auth-plugin'
import { addBlackout, getCalendar, listBlackouts, removeBlackout } from './calendar'
import { createCalendarFeed, getCalendarFeedStatus, renderCalendarFeed } from './calendar-feed'
import { portalErrors as errors, portalTags as tags } from './portal-route-schemas'

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/venues/:venueId/blackouts',
    {
      schema: {
        summary: 'Closed days from today on (the venue, or one space)',
        tags,
        params: venueParamsSchema,
        response: { 200: blackoutsResponseSchema, ...errors },
      },
    },
    async (req) => ({ blackouts: await listBlackouts({ db, venueId: req.params.venueId, user: signedInUser(req) }) }),
  )
  app.post(
    '/venues/:venueId/blackouts',
    {
      schema: {
        summary: 'Close a day (the whole venue when spaceId is null)',
        tags,
        params: venueParamsSchema,
        body: blackoutInputSchema,
        response: { 201: blackoutSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await addBlackout({ db, venueId: req.params.venueId, user: signedInUser(req), input: req.body })),
  )
  app.delete(
    '/venues/:venueId/blackouts/:date',
    {
      schema: {
        summary: 'Open a closed day again (?spaceId= for a space’s)',
        tags,
        params: blackoutParamsSchema,
        querystring: blackoutDeleteQuerySchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await removeBlackout({ db, ...req.params, spaceId: req.query.spaceId, user: signedInUser(req) })
      return reply.code(204).send(null)
    },
  )
  app.get(
    '/venues/:venueId/calendar',
    {
      schema: {
        summary: 'A month of blackouts, holds and bookings per space',
        tags,
        params: venueParamsSchema,
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, ...errors },
      },
    },
    (req) => getCalendar({ db, venueId: req.params.venueId, user: signedInUser(req), month: req.query.month }),
  )

  app.get(
    '/venues/:venueId/calendar-feed',
    {
      schema: {
        summary: 'Whether the venue has an iCalendar feed URL',
        tags,
        params: venueParamsSchema,
        response: { 200: calendarFeedStatusSchema, ...errors },
      },
    },
    (req) => getCalendarFeedStatus({ db, venueId: req.params.venueId, user: signedInUser(req) }),
  )
  app.post(
    '/venues/:venueId/calendar-feed',
    {
      schema: {
        summary: 'Create the iCalendar feed URL, or a new one (the old one stops working)',
        tags,
        params: venueParamsSchema,
        response: { 201: calendarFeedLinkSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await createCalendarFeed({
          db,
          venueId: req.params.venueId,
          user: signedInUser(req),
          publicUrl: app.config.PUBLIC_URL,
        }),
      ),
  )
}

/** The iCalendar feed, outside the portal's guard: calendar apps fetch it without a session, the URL is the secret. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar-feeds/:file',
    {
      // Not JSON, so outside the OpenAPI document (as the sitemaps are).
      schema: { hide: true, params: calendarFeedParamsSchema },
    },
    async (req, reply) => {
      const body = await renderCalendarFeed({ db: app.db, file: req.params.file })
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body)
    },
  )
}

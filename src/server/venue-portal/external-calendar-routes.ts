// The portal's external calendars (two-way sync, inbound): list, add, refresh now, remove. Mounted
// inside venuePortalRoutes, behind its manager guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '~/domain/api/no-content'
import {
  externalCalendarInputSchema,
  externalCalendarParamsSchema,
  externalCalendarSchema,
  externalCalendarsResponseSchema,
} from '~/domain/venue-portal/external-calendars-api'
import { venueParamsSchema } from '~/domain/venue-portal/venue-portal-api'
import { signedInUser } from '../auth/auth-plugin'
import {
  addExternalCalendar,
  listExternalCalendars,
  refreshExternalCalendar,
  removeExternalCalendar,
  syncSettingsOf,
} from './external-calendars'
import { portalErrors as errors, portalTags as tags } from './portal-route-schemas'

export const externalCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  const settings = syncSettingsOf(app.config)

  app.get(
    '/venues/:venueId/external-calendars',
    {
      schema: {
        summary: 'The external calendars the venue syncs, with their last fetch',
        tags,
        params: venueParamsSchema,
        response: { 200: externalCalendarsResponseSchema, ...errors },
      },
    },
    async (req) => ({
      calendars: await listExternalCalendars({ db, venueId: req.params.venueId, user: signedInUser(req) }),
    }),
  )
  app.post(
    '/venues/:venueId/external-calendars',
    {
      schema: {
        summary: 'Sync an iCalendar URL (the whole venue when spaceId is null); fetched at once',
        tags,
        params: venueParamsSchema,
        body: externalCalendarInputSchema,
        response: { 201: externalCalendarSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await addExternalCalendar({
          db,
          venueId: req.params.venueId,
          user: signedInUser(req),
          input: req.body,
          settings,
        }),
      ),
  )
  app.post(
    '/venues/:venueId/external-calendars/:calendarId/refresh',
    {
      schema: {
        summary: 'Fetch an external calendar now',
        tags,
        params: externalCalendarParamsSchema,
        response: { 200: externalCalendarSchema, ...errors },
      },
    },
    (req) => refreshExternalCalendar({ db, ...req.params, user: signedInUser(req), settings }),
  )
  app.delete(
    '/venues/:venueId/external-calendars/:calendarId',
    {
      schema: {
        summary: 'Stop syncing an external calendar (the days it blocked open again)',
        tags,
        params: externalCalendarParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await removeExternalCalendar({ db, ...req.params, user: signedInUser(req) })
      return reply.code(204).send(null)
    },
  )
}

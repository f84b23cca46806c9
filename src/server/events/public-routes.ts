// Routes without the dashboard's sign-in guard: the co-host invitation link and the guests'
// RSVP page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  acceptInvitationResponseSchema,
  invitationTokenParamsSchema,
  invitationViewSchema,
} from '~/domain/events/co-host'
import {
  publicEventParamsSchema,
  guestCalendarQuerySchema,
  publicEventQuerySchema,
  publicEventSchema,
  rsvpResponseSchema,
  rsvpSchema,
} from '~/domain/events/guest'
import { requireUser, signedInUser } from '../auth/auth-plugin'
import { acceptInvitation, getInvitation } from './co-hosts'
import { getPublicEvent, guestCalendarFile, respondToInvitation } from './rsvp'
import { errorResponses } from '../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409)

export const publicEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/invitations/:token',
    {
      schema: {
        summary: 'What a co-host invitation is for (public: the link is the secret)',
        tags: ['co-hosts'],
        params: invitationTokenParamsSchema,
        response: { 200: invitationViewSchema, ...errorResponses(404) },
      },
    },
    (req) => getInvitation({ db, token: req.params.token }),
  )

  app.post(
    '/invitations/:token/accept',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Accept a co-host invitation, signed in with the invited email',
        tags: ['co-hosts'],
        params: invitationTokenParamsSchema,
        response: { 200: acceptInvitationResponseSchema, ...errors },
      },
    },
    (req) => acceptInvitation({ db, token: req.params.token, user: signedInUser(req) }),
  )

  app.get(
    '/public/events/:publicId',
    {
      schema: {
        summary: "An event's public page; with ?guest= also that guest's name and answer",
        tags: ['guests'],
        params: publicEventParamsSchema,
        querystring: publicEventQuerySchema,
        response: { 200: publicEventSchema, ...errorResponses(400, 404) },
      },
    },
    (req) => getPublicEvent({ db, publicId: req.params.publicId, guestToken: req.query.guest }),
  )

  app.get(
    '/public/events/:publicId/calendar.ics',
    {
      schema: {
        summary: 'The guest\'s "Add to calendar" file (iCalendar), with their RSVP token',
        tags: ['guests'],
        params: publicEventParamsSchema,
        querystring: guestCalendarQuerySchema,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const body = await guestCalendarFile({
        db,
        publicId: req.params.publicId,
        guestToken: req.query.guest,
        config: app.config,
      })
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="event.ics"')
        .header('cache-control', 'private, no-store')
        .send(body)
    },
  )

  app.post(
    '/public/events/:publicId/rsvp',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: "A guest's answer (yes, no, maybe) with their RSVP token",
        tags: ['guests'],
        params: publicEventParamsSchema,
        body: rsvpSchema,
        response: {
          200: rsvpResponseSchema,
          ...errorResponses(400, 404, 409),
        },
      },
    },
    (req) =>
      respondToInvitation({ db, publicId: req.params.publicId, input: req.body, publicUrl: app.config.PUBLIC_URL }),
  )
}

// /api/dashboard/events/:id/door: the count at the door, for the host, co-hosts and the
// venue's managers (door.ts says who); signed-out → 401, anyone else → the event's 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkInResultSchema, checkInSchema, DOOR_MESSAGES, doorSchema, walkInSchema } from '~/domain/events/door'
import { EVENT_MESSAGES } from '~/domain/events/event'
import { eventParamsSchema, guestParamsSchema } from '~/domain/events/event-params'
import { requireUser, signedInUser } from '../auth/auth-plugin'
import { addWalkIn, checkIn, getDoor, undoCheckIn } from './door'
import { parsePathId } from './event-access'
import { errorResponses } from '../lib/error-responses'

const errors = errorResponses(400, 401, 404, 409)
const tags = ['events']

export const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)
  const eventId = (raw: string) => parsePathId(raw, EVENT_MESSAGES.notFound)

  app.get(
    '/events/:id/door',
    {
      schema: {
        summary: 'The guest list at the door, with who is checked in',
        tags,
        params: eventParamsSchema,
        response: { 200: doorSchema, ...errors },
      },
    },
    async (req) => getDoor({ db: app.db, eventId: eventId(req.params.id), userId: signedInUser(req).id }),
  )
  app.post(
    '/events/:id/door/check-ins',
    {
      schema: {
        summary: 'Check a guest in, by the list or by their door code',
        tags,
        params: eventParamsSchema,
        body: checkInSchema,
        response: { 200: checkInResultSchema, ...errors },
      },
    },
    async (req) =>
      checkIn({ db: app.db, eventId: eventId(req.params.id), userId: signedInUser(req).id, input: req.body }),
  )
  app.delete(
    '/events/:id/door/check-ins/:guestId',
    {
      schema: {
        summary: 'Undo a check-in',
        tags,
        params: guestParamsSchema,
        response: { 200: doorSchema, ...errors },
      },
    },
    async (req) =>
      undoCheckIn({
        db: app.db,
        eventId: eventId(req.params.id),
        guestId: parsePathId(req.params.guestId, DOOR_MESSAGES.notCheckedIn),
        userId: signedInUser(req).id,
      }),
  )
  app.post(
    '/events/:id/door/walk-ins',
    {
      schema: {
        summary: 'Add a walk-in and check them in',
        tags,
        params: eventParamsSchema,
        body: walkInSchema,
        response: { 201: doorSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await addWalkIn({
          db: app.db,
          eventId: eventId(req.params.id),
          userId: signedInUser(req).id,
          input: req.body,
        }),
      ),
  )
}

// An event's guest list: add (one or a pasted list), invite to RSVP, edit, remove.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  addGuestsResponseSchema,
  addGuestsSchema,
  guestListSchema,
  guestSchema,
  inviteGuestsResponseSchema,
  inviteGuestsSchema,
  updateGuestSchema,
} from '~/domain/events/guest'
import { eventParamsSchema, guestParamsSchema } from '~/domain/events/event-params'
import { noContentSchema } from '~/domain/api/no-content'
import { signedInUser } from '../auth/auth-plugin'
import { parsePathId } from './event-access'
import { addGuests, deleteGuest, GUEST_NOT_FOUND, inviteGuests, listGuests, updateGuest } from './guests'
import { dashboardErrors, eventId } from './dashboard-route-schemas'

export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.PUBLIC_URL
  const db = app.db

  app.get(
    '/events/:id/guests',
    {
      schema: {
        summary: 'Guest list with headcount and dietary summary',
        tags: ['guests'],
        params: eventParamsSchema,
        response: { 200: guestListSchema, ...dashboardErrors },
      },
    },
    (req) => listGuests({ db, eventId: eventId(req.params.id), userId: signedInUser(req).id, publicUrl }),
  )

  app.post(
    '/events/:id/guests',
    {
      schema: {
        summary: 'Add one guest, or a pasted list { text } with one guest per line ("Name <email>", "Name, email")',
        tags: ['guests'],
        params: eventParamsSchema,
        body: addGuestsSchema,
        response: { 201: addGuestsResponseSchema, ...dashboardErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        guests: await addGuests({
          db,
          eventId: eventId(req.params.id),
          userId: signedInUser(req).id,
          input: req.body,
          publicUrl,
        }),
      }),
  )

  app.post(
    '/events/:id/guests/invite',
    {
      schema: {
        summary: 'Email guests their RSVP link (all guests with an email by default)',
        tags: ['guests'],
        params: eventParamsSchema,
        body: inviteGuestsSchema.optional(),
        response: { 200: inviteGuestsResponseSchema, ...dashboardErrors },
      },
    },
    (req) =>
      inviteGuests({
        db,
        eventId: eventId(req.params.id),
        userId: signedInUser(req).id,
        guestIds: req.body?.guestIds,
        publicUrl,
        mailFrom: app.config.MAIL_FROM,
      }),
  )

  app.patch(
    '/events/:id/guests/:guestId',
    {
      schema: {
        summary: 'Edit a guest',
        tags: ['guests'],
        params: guestParamsSchema,
        body: updateGuestSchema,
        response: { 200: guestSchema, ...dashboardErrors },
      },
    },
    (req) =>
      updateGuest({
        db,
        eventId: eventId(req.params.id),
        guestId: parsePathId(req.params.guestId, GUEST_NOT_FOUND),
        userId: signedInUser(req).id,
        input: req.body,
        publicUrl,
      }),
  )

  app.delete(
    '/events/:id/guests/:guestId',
    {
      schema: {
        summary: 'Remove a guest',
        tags: ['guests'],
        params: guestParamsSchema,
        response: { 204: noContentSchema, ...dashboardErrors },
      },
    },
    async (req, reply) => {
      await deleteGuest({
        db,
        eventId: eventId(req.params.id),
        guestId: parsePathId(req.params.guestId, GUEST_NOT_FOUND),
        userId: signedInUser(req).id,
        publicUrl,
      })
      return reply.code(204).send(null)
    },
  )
}

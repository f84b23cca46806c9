// /api/dashboard/*: the host dashboard. Signed-out → 401 (hook); anyone who is not a member of
// the event → 404 'Event not found' (inside each query); a co-host asking for a host-only action → 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { chatHistorySchema, chatMessageSchema, sendMessageSchema } from '~/domain/events/chat'
import { COHOST_MESSAGES, invitationSentSchema, inviteCoHostSchema } from '~/domain/events/co-host'
import {
  createEventSchema,
  EVENT_MESSAGES,
  eventDetailSchema,
  eventListSchema,
  eventSummarySchema,
} from '~/domain/events/event'
import {
  addGuestsResponseSchema,
  addGuestsSchema,
  guestListSchema,
  guestSchema,
  inviteGuestsResponseSchema,
  inviteGuestsSchema,
  updateGuestSchema,
} from '~/domain/events/guest'
import {
  coHostParamsSchema,
  eventParamsSchema,
  guestParamsSchema,
  invitationParamsSchema,
  taskParamsSchema,
} from '~/domain/events/event-params'
import { noContentSchema } from '~/domain/api/no-content'
import { kitchenSheetSchema } from '~/domain/kitchen/kitchen-api'
import { createReviewResponseSchema, createReviewSchema } from '~/domain/events/review'
import { createTaskSchema, TASK_MESSAGES, taskListSchema, taskSchema, updateTaskSchema } from '~/domain/events/task'
import { requireUser, signedInUser } from '../auth/auth-plugin'
import { listMessages, sendMessage } from './chat-messages'
import { inviteCoHost, removeCoHost, revokeInvitation } from './co-hosts'
import { findEventForMember, parsePathId } from './event-access'
import { kitchenSheetOfEvent } from '../kitchen/kitchen-sheet'
import { cancelEvent, createEvent, getEventDetail, listEvents } from './events'
import { addGuests, deleteGuest, GUEST_NOT_FOUND, inviteGuests, listGuests, updateGuest } from './guests'
import { createTask, deleteTask, listTasks, updateTask } from './tasks'
import { reviewEventVenue } from './venue-review'
import { errorResponses } from '../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409)

const eventId = (raw: string) => parsePathId(raw, EVENT_MESSAGES.notFound)

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)
  const publicUrl = app.config.PUBLIC_URL
  const db = app.db

  // Events
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
        response: { 201: eventSummarySchema, ...errors },
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
        response: { 200: eventDetailSchema, ...errors },
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
        response: { 200: kitchenSheetSchema, ...errors },
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
        response: { 200: eventSummarySchema, ...errors },
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
        response: { 201: createReviewResponseSchema, ...errors },
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

  // Tasks
  app.get(
    '/events/:id/tasks',
    {
      schema: {
        summary: "The event's tasks, oldest first",
        tags: ['tasks'],
        params: eventParamsSchema,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (req) => ({ tasks: await listTasks({ db, eventId: eventId(req.params.id), userId: signedInUser(req).id }) }),
  )

  app.post(
    '/events/:id/tasks',
    {
      schema: {
        summary: 'Add a task',
        tags: ['tasks'],
        params: eventParamsSchema,
        body: createTaskSchema,
        response: { 201: taskSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createTask({ db, eventId: eventId(req.params.id), userId: signedInUser(req).id, input: req.body })),
  )

  app.patch(
    '/events/:id/tasks/:taskId',
    {
      schema: {
        summary: 'Edit, assign or complete a task',
        tags: ['tasks'],
        params: taskParamsSchema,
        body: updateTaskSchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    (req) =>
      updateTask({
        db,
        eventId: eventId(req.params.id),
        taskId: parsePathId(req.params.taskId, TASK_MESSAGES.notFound),
        userId: signedInUser(req).id,
        input: req.body,
      }),
  )

  app.delete(
    '/events/:id/tasks/:taskId',
    {
      schema: {
        summary: 'Delete a task',
        tags: ['tasks'],
        params: taskParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await deleteTask({
        db,
        eventId: eventId(req.params.id),
        taskId: parsePathId(req.params.taskId, TASK_MESSAGES.notFound),
        userId: signedInUser(req).id,
      })
      return reply.code(204).send(null)
    },
  )

  // Co-hosts
  app.post(
    '/events/:id/invitations',
    {
      schema: {
        summary: 'Invite a co-host by email (host only); a pending invitation to the same address is sent again',
        tags: ['co-hosts'],
        params: eventParamsSchema,
        body: inviteCoHostSchema,
        response: { 200: invitationSentSchema, 201: invitationSentSchema, ...errors },
      },
    },
    async (req, reply) => {
      const sent = await inviteCoHost({
        db,
        eventId: eventId(req.params.id),
        user: signedInUser(req),
        email: req.body.email,
        publicUrl,
      })
      return reply.code(sent.resent ? 200 : 201).send(sent)
    },
  )

  app.delete(
    '/events/:id/invitations/:invitationId',
    {
      schema: {
        summary: 'Revoke a pending invitation (host only)',
        tags: ['co-hosts'],
        params: invitationParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await revokeInvitation({
        db,
        eventId: eventId(req.params.id),
        invitationId: parsePathId(req.params.invitationId, COHOST_MESSAGES.invitationNotFound),
        userId: signedInUser(req).id,
      })
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/events/:id/cohosts/:userId',
    {
      schema: {
        summary: 'Remove a co-host (host only)',
        tags: ['co-hosts'],
        params: coHostParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await removeCoHost({
        db,
        eventId: eventId(req.params.id),
        coHostUserId: parsePathId(req.params.userId, COHOST_MESSAGES.coHostNotFound),
        userId: signedInUser(req).id,
      })
      return reply.code(204).send(null)
    },
  )

  // Team chat (live delivery: chat-socket-routes.ts)
  app.get(
    '/events/:id/messages',
    {
      schema: {
        summary: 'The last 200 chat messages, oldest first',
        tags: ['chat'],
        params: eventParamsSchema,
        response: { 200: chatHistorySchema, ...errors },
      },
    },
    async (req) => ({
      messages: await listMessages({ db, eventId: eventId(req.params.id), userId: signedInUser(req).id }),
    }),
  )

  app.post(
    '/events/:id/messages',
    {
      schema: {
        summary: 'Send a chat message; every connected member receives it live',
        tags: ['chat'],
        params: eventParamsSchema,
        body: sendMessageSchema,
        response: { 201: chatMessageSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await sendMessage({
          db,
          eventId: eventId(req.params.id),
          userId: signedInUser(req).id,
          content: req.body.content,
        }),
      ),
  )

  // Guests
  app.get(
    '/events/:id/guests',
    {
      schema: {
        summary: 'Guest list with headcount and dietary summary',
        tags: ['guests'],
        params: eventParamsSchema,
        response: { 200: guestListSchema, ...errors },
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
        response: { 201: addGuestsResponseSchema, ...errors },
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
        response: { 200: inviteGuestsResponseSchema, ...errors },
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
        response: { 200: guestSchema, ...errors },
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
        response: { 204: noContentSchema, ...errors },
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

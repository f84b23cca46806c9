// The event team's chat over HTTP: history and sending (live delivery: chat-socket-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { chatHistorySchema, chatMessageSchema, sendMessageSchema } from '~/domain/events/chat'
import { eventParamsSchema } from '~/domain/events/event-params'
import { signedInUser } from '../auth/auth-plugin'
import { listMessages, sendMessage } from './chat-messages'
import { dashboardErrors, eventId } from './dashboard-route-schemas'

export const chatMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/events/:id/messages',
    {
      schema: {
        summary: 'The last 200 chat messages, oldest first',
        tags: ['chat'],
        params: eventParamsSchema,
        response: { 200: chatHistorySchema, ...dashboardErrors },
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
        response: { 201: chatMessageSchema, ...dashboardErrors },
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
}

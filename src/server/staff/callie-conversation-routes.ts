// Conversations with Callie handed over to the team (callie-conversations.ts): read one, answer in
// it, hand it back to Callie. A conversation that was never handed over is the 404 of an unknown one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { conversationParamsSchema } from '~/domain/concierge/conversation-api'
import { staffConversationViewSchema, staffMessageBodySchema } from '~/domain/concierge/handover-api'
import { signedInUser } from '../auth/auth-plugin'
import { answerInConversation, getStaffConversation, handBackToCallie } from './callie-conversations'
import { staffErrors, tags } from './staff-route-schemas'

export const callieConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations/:id',
    {
      schema: {
        summary: 'A conversation with Callie handed over to the team, with the contact to answer',
        tags,
        params: conversationParamsSchema,
        response: { 200: staffConversationViewSchema, ...staffErrors },
      },
    },
    (req) => getStaffConversation({ db: app.db, id: req.params.id }),
  )

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        summary:
          'Answer in the conversation: pushed to the planner live, emailed with a link back when she is away; Callie pauses',
        tags,
        params: conversationParamsSchema,
        body: staffMessageBodySchema,
        response: { 201: staffConversationViewSchema, ...staffErrors },
      },
    },
    async (req, reply) => {
      const view = await answerInConversation({
        db: app.db,
        config: app.config,
        hub: app.callieHub,
        id: req.params.id,
        actor: signedInUser(req),
        text: req.body.text,
      })
      return reply.code(201).send(view)
    },
  )

  app.post(
    '/conversations/:id/release',
    {
      schema: {
        summary: 'Hand the conversation back to Callie: she answers the next message',
        tags,
        params: conversationParamsSchema,
        response: { 200: staffConversationViewSchema, ...staffErrors },
      },
    },
    (req) => handBackToCallie({ db: app.db, id: req.params.id, actor: signedInUser(req) }),
  )
}

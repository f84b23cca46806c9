// Callie's conversations over HTTP: start one, list mine, read one (its owner only: anyone else
// gets a 404), send a message or a brief edit (JSON, or streamed as Server-Sent Events), move a
// visitor's conversations to her account at sign-in, and follow one live while a person is on it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  conversationListSchema,
  conversationParamsSchema,
  conversationQuerySchema,
  conversationViewSchema,
  createConversationBodySchema,
  postMessageBodySchema,
  turnResponseSchema,
} from '~/domain/concierge/conversation-api'
import { requireUser, signedInUser } from '../auth/auth-plugin'
import { searchRateLimit } from '../lib/rate-limit'
import { accessOf, ensureVisitor, findReadable, ownerOf, visitorToken } from './conversation-access'
import { createConversation } from './conversation-create'
import { conversationLiveRoutes } from './conversation-live-routes'
import { streamTurn, wantsEventStream } from './conversation-sse'
import {
  conversationView,
  listConversations,
  mergeVisitorConversations,
  messagesOf,
  viewOf,
} from './conversation-store'
import { runTurn } from './conversation-turn'
import { hashToken } from '../lib/tokens'
import { errorResponses } from '../lib/error-responses'

const tags = ['concierge']
const errors = errorResponses(400, 404, 429)

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = searchRateLimit(app.config)
  await app.register(conversationLiveRoutes)

  app.post(
    '/concierge/conversations',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Start a conversation with Callie (a visitor's is kept by a cookie); with text, her first answer",
        body: createConversationBodySchema,
        response: { 201: conversationViewSchema, ...errors },
      },
    },
    async (req, reply) => {
      const visitorHash = req.user ? null : ensureVisitor(req, reply, app.config)
      const owner = { userId: req.user?.id ?? null, visitorHash }
      const { row, added } = await createConversation({
        db: app.db,
        engines: app.callieEngines,
        log: req.log,
        owner,
        body: req.body,
      })
      return reply.code(201).send(viewOf(row, added))
    },
  )

  app.get(
    '/concierge/conversations',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'My conversations with Callie, most recent first',
        response: { 200: conversationListSchema, ...errorResponses(429) },
      },
    },
    (req) => listConversations(app.db, ownerOf(req)),
  )

  app.get(
    '/concierge/conversations/:id',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'A conversation with Callie (its owner, or the key of the emailed link)',
        params: conversationParamsSchema,
        querystring: conversationQuerySchema,
        response: { 200: conversationViewSchema, ...errors },
      },
    },
    async (req) => {
      const row = await findReadable(app.db, req.params.id, accessOf(req, req.query.key))
      return conversationView(app.db, row)
    },
  )

  app.post(
    '/concierge/conversations/:id/messages',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Send Callie a message or a brief edit; her answer as JSON, or as Server-Sent Events with Accept: text/event-stream',
        params: conversationParamsSchema,
        querystring: conversationQuerySchema,
        body: postMessageBodySchema,
        response: { 200: turnResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const row = await findReadable(app.db, req.params.id, accessOf(req, req.query.key))
      const turn = async (onText?: (delta: string) => void) => {
        const history = await messagesOf(app.db, row.id)
        const { text, brief: briefPatch } = req.body
        const saved = await runTurn({
          db: app.db,
          engines: app.callieEngines,
          log: req.log,
          row,
          history,
          text,
          briefPatch,
          onText,
        })
        return { conversation: viewOf(saved.row, [...history, ...saved.added]), added: saved.added }
      }
      if (wantsEventStream(req)) return streamTurn(req, reply, turn)
      return turn()
    },
  )

  app.post(
    '/concierge/conversations/merge',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Move this browser's visitor conversations to the signed-in account",
        response: { 200: conversationListSchema, ...errorResponses(401) },
      },
    },
    async (req) => {
      const userId = signedInUser(req).id
      const token = visitorToken(req)
      if (token) await mergeVisitorConversations(app.db, userId, hashToken(token))
      return listConversations(app.db, { userId, visitorHash: null })
    },
  )
}

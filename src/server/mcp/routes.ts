// /api/mcp: the Model Context Protocol over Streamable HTTP (stateless: each POST gets its own
// server and transport, answered as JSON), rate limited like search. /api/booking-drafts: the
// planner's side of a drafted booking request (the page her email links to, and its "send").
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  bookingDraftParamsSchema,
  bookingDraftViewSchema,
  confirmBookingDraftAnswerSchema,
  confirmBookingDraftBodySchema,
} from '~/domain/requests/booking-draft'
import { currentUserId } from '../auth/auth-plugin'
import { publicFormRateLimit, searchRateLimit } from '../lib/rate-limit'
import { confirmBookingDraft, getBookingDraft } from './booking-drafts'
import { createMcpServer } from './mcp-server'
import { errorResponses } from '../lib/error-responses'

/** A JSON-RPC error answer, for what happens outside the SDK's own handling. */
function sendJsonRpcError(reply: FastifyReply, status: number, code: number, message: string) {
  reply.raw.writeHead(status, { 'content-type': 'application/json', ...(status === 405 ? { allow: 'POST' } : {}) })
  reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }))
}

export const mcpRoutes: FastifyPluginAsyncZod = async (app) => {
  // The MCP endpoint speaks JSON-RPC (its errors are JSON-RPC's, not the API's error contract) and
  // describes itself through tools/list, so it stays out of the OpenAPI document.
  app.post(
    '/mcp',
    { config: { rateLimit: searchRateLimit(app.config) }, schema: { hide: true } },
    async (req, reply) => {
      const server = createMcpServer({ db: app.db, config: app.config, log: req.log })
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
      reply.hijack()
      reply.raw.on('close', () => {
        void transport.close()
        void server.close()
      })
      try {
        await server.connect(transport)
        await transport.handleRequest(req.raw, reply.raw, req.body)
      } catch (err) {
        req.log.error({ err }, 'MCP request failed')
        if (!reply.raw.headersSent) sendJsonRpcError(reply, 500, -32603, 'Internal error')
      }
    },
  )

  // No server-initiated stream and no session to end in stateless mode: clients are told so (405),
  // which the protocol's clients expect.
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      config: { rateLimit: searchRateLimit(app.config) },
      schema: { hide: true },
      handler: async (_req, reply) => {
        reply.hijack()
        sendJsonRpcError(
          reply,
          405,
          -32000,
          'Method not allowed: this MCP server is stateless; POST JSON-RPC messages.',
        )
      },
    })
  }

  const rateLimit = publicFormRateLimit(app.config)

  app.get(
    '/booking-drafts/:token',
    {
      config: { rateLimit },
      schema: {
        summary: 'A booking request an assistant drafted, as the planner reviews it from the link in her email',
        tags: ['requests'],
        params: bookingDraftParamsSchema,
        response: { 200: bookingDraftViewSchema, ...errorResponses(404, 429) },
      },
    },
    async (req, reply) => {
      // A bearer link: not cached by anyone on the way, not sent on as a referrer.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      return getBookingDraft({ db: app.db, token: req.params.token })
    },
  )

  app.post(
    '/booking-drafts/:token/confirm',
    {
      config: { rateLimit },
      schema: {
        summary:
          'Send a drafted booking request: stored and emailed as the booking request page does, once (201; 200 when already sent)',
        tags: ['requests'],
        params: bookingDraftParamsSchema,
        body: confirmBookingDraftBodySchema,
        response: {
          200: confirmBookingDraftAnswerSchema,
          201: confirmBookingDraftAnswerSchema,
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      const result = await confirmBookingDraft({
        db: app.db,
        config: app.config,
        token: req.params.token,
        phone: req.body.phone,
        userId: currentUserId(req),
      })
      return reply.code(result.statusCode).send(result.body)
    },
  )
}

// GET /api/concierge/conversations/:id/live (WebSocket): a thread's new messages and status, pushed
// while a person from the concierge team is on it. Checked before the upgrade, as the team chat's
// socket is (events/chat-socket-routes.ts): whoever may read the thread (the planner by her
// session `?token=`, her visitor cookie or the emailed `?key=`), or a staff member once it was
// handed over; anyone else gets the 404 of an unknown thread (a bad `?token=` a 401), over HTTP.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NOT_SIGNED_IN_MESSAGE } from '~/domain/auth/auth-user'
import { CONVERSATION_MESSAGES, conversationParamsSchema } from '~/domain/concierge/conversation-api'
import { conversationLiveQuerySchema } from '~/domain/concierge/handover-api'
import { bearerToken, findLiveSession } from '../auth/sessions'
import { AppError, notFound } from '../lib/errors'
import { accessOf, mayRead } from './conversation-access'
import type { LiveMember } from './conversation-hub'
import { findConversation } from './conversation-store'

export const conversationLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  /** Who was let in before the upgrade, by the raw request. */
  const admitted = new WeakMap<object, { conversationId: string; member: LiveMember }>()

  app.get(
    '/concierge/conversations/:id/live',
    {
      websocket: true,
      schema: { params: conversationParamsSchema, querystring: conversationLiveQuerySchema },
      preHandler: async (req) => {
        const token = req.query.token ?? bearerToken(req.headers.authorization)
        const session = token !== undefined ? await findLiveSession({ db, token }) : null
        if (req.query.token !== undefined && !session) throw new AppError('unauthenticated', NOT_SIGNED_IN_MESSAGE)
        const row = await findConversation(db, req.params.id)
        if (!row) throw notFound(CONVERSATION_MESSAGES.notFound)
        const planner = await mayRead(db, row, accessOf(req, req.query.key, session?.user.id ?? null))
        const staff = session !== null && session.user.role !== 'planner' && row.requestId !== null
        if (!planner && !staff) throw notFound(CONVERSATION_MESSAGES.notFound)
        admitted.set(req.raw, { conversationId: row.id, member: { planner, sessionId: session?.sessionId ?? null } })
      },
    },
    (socket, req) => {
      const seat = admitted.get(req.raw)
      if (!seat) return socket.close(1008, CONVERSATION_MESSAGES.notFound)
      socket.on('close', app.callieHub.add(seat.conversationId, seat.member, socket))
    },
  )
}

// GET /api/dashboard/events/:id/chat (WebSocket): live delivery of the team chat. Browsers cannot
// set headers on a WebSocket, so the session token comes as `?token=` (checked before the
// upgrade: 401 / 404 as plain HTTP) or as the first frame `{ "type": "auth", "token": … }`
// (refusals then close the socket with 4401 / 4404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { WebSocket } from 'ws'
import { NOT_SIGNED_IN_MESSAGE } from '~/domain/auth/auth-user'
import { CHAT_CLOSE, chatSocketQuerySchema, type ChatServerFrame } from '~/domain/events/chat'
import { eventParamsSchema } from '~/domain/events/event-params'
import { EVENT_MESSAGES } from '~/domain/events/event'
import { bearerToken, findLiveSession } from '../auth/sessions'
import { AppError } from '../lib/errors'
import type { ChatHub } from './chat-hub'
import { findEventForMember, parsePathId } from './event-access'

const AUTH_TIMEOUT_MS = 10_000

const send = (socket: WebSocket, frame: ChatServerFrame) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame))
}

function parseFrame(data: unknown): { type?: unknown; token?: unknown } {
  try {
    const v = JSON.parse(String(data)) as unknown
    return v && typeof v === 'object' ? (v as { type?: unknown; token?: unknown }) : {}
  } catch {
    return {}
  }
}

export const chatSocketRoutes: FastifyPluginAsyncZod<{ hub: ChatHub }> = async (app, { hub }) => {
  const db = app.db
  /** Who was authenticated before the upgrade (query token or Authorization header). */
  const preAuthed = new WeakMap<object, { userId: number; sessionId: number }>()

  async function memberOrNull(eventId: number, userId: number): Promise<boolean> {
    try {
      await findEventForMember({ db, eventId, userId })
      return true
    } catch {
      return false
    }
  }

  app.get(
    '/events/:id/chat',
    {
      websocket: true,
      schema: { params: eventParamsSchema, querystring: chatSocketQuerySchema },
      preHandler: async (req) => {
        const eventId = parsePathId(req.params.id, EVENT_MESSAGES.notFound)
        // The session, not only the user: the socket closes when that session ends.
        const token = req.query.token ?? bearerToken(req.headers.authorization)
        const session = token !== undefined ? await findLiveSession({ db, token }) : null
        if (req.query.token !== undefined && !session) throw new AppError('unauthenticated', NOT_SIGNED_IN_MESSAGE)
        if (!session) return // authenticates with its first frame
        await findEventForMember({ db, eventId, userId: session.user.id })
        preAuthed.set(req.raw, { userId: session.user.id, sessionId: session.sessionId })
      },
    },
    (socket, req) => {
      const eventId = parsePathId(req.params.id, EVENT_MESSAGES.notFound)
      let joined = false

      const join = (userId: number, sessionId: number) => {
        joined = true
        const leave = hub.add(eventId, userId, sessionId, socket)
        socket.on('close', leave)
        send(socket, { type: 'ready', eventId })
      }

      socket.on('message', (data) => {
        const frame = parseFrame(data)
        if (frame.type === 'ping') return send(socket, { type: 'pong' })
        if (joined || frame.type !== 'auth') return
        clearTimeout(authTimer)
        const token = typeof frame.token === 'string' ? frame.token : ''
        void (async () => {
          const session = await findLiveSession({ db, token })
          if (!session) return socket.close(CHAT_CLOSE.unauthorized, NOT_SIGNED_IN_MESSAGE)
          if (!(await memberOrNull(eventId, session.user.id)))
            return socket.close(CHAT_CLOSE.notFound, EVENT_MESSAGES.notFound)
          if (socket.readyState === socket.OPEN) join(session.user.id, session.sessionId)
        })().catch((err: unknown) => {
          req.log.error({ err }, 'chat: authentication failed')
          socket.close(1011, 'Something went wrong')
        })
      })

      const authed = preAuthed.get(req.raw)
      const authTimer = setTimeout(() => {
        if (!joined) socket.close(CHAT_CLOSE.unauthorized, NOT_SIGNED_IN_MESSAGE)
      }, AUTH_TIMEOUT_MS)
      socket.on('close', () => clearTimeout(authTimer))
      if (authed) {
        clearTimeout(authTimer)
        join(authed.userId, authed.sessionId)
      }
    },
  )
}

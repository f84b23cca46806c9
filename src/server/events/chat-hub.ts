// The live side of team chat, per process: which sockets are open on which event (lib/live-rooms.ts),
// and one LISTEN on the chat channel. Every instance hears every NOTIFY (its own included), so a
// message sent through any instance reaches the sockets held by all of them. No chat state
// outlives a process: a client that reconnects reloads the history with GET …/messages.
import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import { CHAT_CLOSE, type ChatServerFrame } from '~/domain/events/chat'
import type { Database } from '../db/client'
import { LiveHub } from '../lib/live-rooms'
import { findMessage } from './chat-messages'
import { CHAT_CHANNEL, parseChatNotice, type ChatNotice } from './chat-notify'

type Member = { userId: number; sessionId: number }

export class ChatHub extends LiveHub<number, Member, ChatServerFrame> {
  constructor(database: Database, log: FastifyBaseLogger) {
    super(database, log, CHAT_CHANNEL)
  }

  /** Registers a socket; returns how to unregister it. */
  add(eventId: number, userId: number, sessionId: number, socket: WebSocket): () => void {
    return this.rooms.add(eventId, { userId, sessionId }, socket)
  }

  protected onNotice(payload: string | undefined): void {
    const notice = parseChatNotice(payload)
    // A socket lives no longer than the session that opened it.
    if (notice?.type === 'sessions_revoked') {
      const ended = new Set(notice.sessionIds)
      return this.rooms.close((m) => ended.has(m.sessionId), CHAT_CLOSE.unauthorized, 'Your session has ended')
    }
    if (!notice || !this.rooms.has(notice.eventId)) return
    this.deliver(notice).catch((err: unknown) => this.log.error({ err, notice }, 'chat: delivery failed'))
  }

  private async deliver(notice: Exclude<ChatNotice, { type: 'sessions_revoked' }>): Promise<void> {
    if (notice.type === 'member_removed') {
      const { eventId, userId } = notice
      this.rooms.close(
        (m, key) => key === eventId && m.userId === userId,
        CHAT_CLOSE.removed,
        'Removed from this event',
      )
      return
    }
    if (notice.type === 'changed') {
      this.rooms.broadcast(notice.eventId, { type: 'changed', part: notice.part })
      return
    }
    const message = await findMessage({ db: this.database.db, eventId: notice.eventId, messageId: notice.messageId })
    if (!message) return
    this.rooms.broadcast(notice.eventId, { type: 'message', message })
  }
}

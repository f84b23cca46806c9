// The live side of a conversation with Callie, per process, built as the team chat's hub
// (events/chat-hub.ts): the sockets open on each thread (the planner's, the console's) and one
// LISTEN on the conversations' channel, so a message written through any instance reaches the
// sockets every instance holds. A client that reconnects reads the thread again over HTTP.
import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import { CONVERSATION_LIVE_CLOSE, type ConversationLiveFrame } from '~/domain/concierge/handover-api'
import type { Database } from '../db/client'
import { LiveHub } from '../lib/live-rooms'
import { CONVERSATION_CHANNEL, parseConversationNotice, type ConversationNotice } from './conversation-notify'
import { messagesByIds } from './conversation-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** Live sockets on Callie's conversations (the staff console asks whether the planner is on). */
    callieHub: ConversationHub
  }
}

/** `planner`: she may read it as its owner or by key (not as staff); `sessionId`: the session that opened it. */
export type LiveMember = { planner: boolean; sessionId: number | null }

export class ConversationHub extends LiveHub<string, LiveMember, ConversationLiveFrame> {
  constructor(database: Database, log: FastifyBaseLogger) {
    super(database, log, CONVERSATION_CHANNEL)
  }

  /** Registers a socket; returns how to unregister it. */
  add(conversationId: string, member: LiveMember, socket: WebSocket): () => void {
    return this.rooms.add(conversationId, member, socket)
  }

  /**
   * Whether the planner has the thread open on this instance, so she sees an answer as it comes.
   * With several instances she may be on another one: then this says no, and she gets an email.
   */
  plannerIsLive(conversationId: string): boolean {
    return this.rooms.some(conversationId, (m) => m.planner)
  }

  protected onNotice(payload: string | undefined): void {
    const notice = parseConversationNotice(payload)
    if (notice?.type === 'sessions_revoked') {
      const ended = new Set(notice.sessionIds)
      return this.rooms.close(
        (m) => m.sessionId !== null && ended.has(m.sessionId),
        CONVERSATION_LIVE_CLOSE.unauthorized,
        'Your session has ended',
      )
    }
    if (!notice || !this.rooms.has(notice.conversationId)) return
    this.deliver(notice).catch((err: unknown) => this.log.error({ err, notice }, 'callie live: delivery failed'))
  }

  private async deliver(notice: Exclude<ConversationNotice, { type: 'sessions_revoked' }>): Promise<void> {
    if (notice.type === 'status') {
      this.rooms.broadcast(notice.conversationId, { type: 'status', status: notice.status })
      return
    }
    const messages = await messagesByIds(this.database.db, notice.conversationId, notice.messageIds)
    for (const message of messages) this.rooms.broadcast(notice.conversationId, { type: 'message', message })
  }
}

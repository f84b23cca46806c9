// The live side of team chat, per process: which sockets are open on which event, and one
// LISTEN on the chat channel. Every instance hears every NOTIFY (its own included), so a message
// sent through any instance reaches the sockets held by all of them. No chat state outlives a
// process: a client that reconnects reloads the history with GET …/messages.
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { WebSocket } from 'ws'
import { CHAT_CLOSE, type ChatServerFrame } from '~/domain/events/chat'
import type { Database } from '../db/client'
import { findMessage } from './chat-messages'
import { CHAT_CHANNEL, parseChatNotice, type ChatNotice } from './chat-notify'

type Connection = { socket: WebSocket; userId: number; sessionId: number; alive: boolean }

const RECONNECT_MS = [500, 1000, 2000, 5000, 10000]
/** A socket that has not answered a ping within this long is dropped (a laptop lid closed). */
const HEARTBEAT_MS = 30_000

export class ChatHub {
  private readonly rooms = new Map<number, Set<Connection>>()
  private stopListening: (() => Promise<void>) | null = null
  private stopped = false
  private listener: pg.Client | null = null
  private attempts = 0
  private heartbeat: NodeJS.Timeout | null = null

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.heartbeat = setInterval(() => this.checkAlive(), HEARTBEAT_MS)
    this.heartbeat.unref()
    if (this.database.listen) {
      // The app must still boot (and report itself unhealthy) when the database is unusable.
      try {
        const unsubscribe = await this.database.listen(CHAT_CHANNEL, (payload) => this.onNotice(payload))
        this.stopListening = () => unsubscribe().catch(() => {})
      } catch (err) {
        this.log.error({ err }, 'chat: could not LISTEN; live chat is off in this process')
      }
      return
    }
    if (this.database.pool) await this.listenOnPostgres()
  }

  /** A dedicated connection (not one of the pool's) holds the LISTEN for the life of the process. */
  private async listenOnPostgres(): Promise<void> {
    const pool = this.database.pool!
    const client = new pg.Client(pool.options)
    client.on('notification', (msg) => {
      if (msg.channel === CHAT_CHANNEL) this.onNotice(msg.payload)
    })
    client.on('error', (err) => {
      this.log.warn({ err }, 'chat: listener connection lost')
      this.reconnect(client)
    })
    client.on('end', () => this.reconnect(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${CHAT_CHANNEL}`)
    } catch (err) {
      this.log.error({ err }, 'chat: could not LISTEN')
      this.reconnect(client)
      return
    }
    if (this.stopped) {
      await client.end().catch(() => {})
      return
    }
    this.listener = client
    this.attempts = 0
    this.stopListening = async () => {
      this.listener = null
      await client.end().catch(() => {})
    }
  }

  private readonly lost = new WeakSet<pg.Client>()

  private reconnect(client: pg.Client): void {
    // 'error', 'end' and a failed connect may all report the same lost connection.
    if (this.stopped || this.lost.has(client)) return
    this.lost.add(client)
    if (this.listener === client) this.listener = null
    client.removeAllListeners('end')
    client.end().catch(() => {})
    const delay = RECONNECT_MS[Math.min(this.attempts++, RECONNECT_MS.length - 1)]
    setTimeout(() => {
      if (!this.stopped) void this.listenOnPostgres()
    }, delay).unref()
  }

  /** Registers a socket; returns how to unregister it. */
  add(eventId: number, userId: number, sessionId: number, socket: WebSocket): () => void {
    let room = this.rooms.get(eventId)
    if (!room) this.rooms.set(eventId, (room = new Set()))
    const connection: Connection = { socket, userId, sessionId, alive: true }
    socket.on('pong', () => {
      connection.alive = true
    })
    room.add(connection)
    return () => {
      room.delete(connection)
      if (room.size === 0 && this.rooms.get(eventId) === room) this.rooms.delete(eventId)
    }
  }

  private checkAlive(): void {
    for (const room of this.rooms.values()) {
      for (const c of room) {
        if (!c.alive) {
          c.socket.terminate()
          continue
        }
        c.alive = false
        c.socket.ping()
      }
    }
  }

  private onNotice(payload: string | undefined): void {
    const notice = parseChatNotice(payload)
    if (notice?.type === 'sessions_revoked') return this.closeSessions(notice.sessionIds)
    if (!notice || !this.rooms.has(notice.eventId)) return
    this.deliver(notice).catch((err: unknown) => this.log.error({ err, notice }, 'chat: delivery failed'))
  }

  /** A socket lives no longer than the session that opened it. */
  private closeSessions(sessionIds: number[]): void {
    const ended = new Set(sessionIds)
    for (const room of this.rooms.values()) {
      for (const c of room)
        if (ended.has(c.sessionId)) c.socket.close(CHAT_CLOSE.unauthorized, 'Your session has ended')
    }
  }

  private async deliver(notice: Exclude<ChatNotice, { type: 'sessions_revoked' }>): Promise<void> {
    const room = this.rooms.get(notice.eventId)
    if (!room) return
    if (notice.type === 'member_removed') {
      for (const c of room)
        if (c.userId === notice.userId) c.socket.close(CHAT_CLOSE.removed, 'Removed from this event')
      return
    }
    if (notice.type === 'changed') {
      this.broadcast(notice.eventId, { type: 'changed', part: notice.part })
      return
    }
    const message = await findMessage({ db: this.database.db, eventId: notice.eventId, messageId: notice.messageId })
    if (!message) return
    this.broadcast(notice.eventId, { type: 'message', message })
  }

  private broadcast(eventId: number, frame: ChatServerFrame): void {
    const text = JSON.stringify(frame)
    for (const c of this.rooms.get(eventId) ?? []) {
      if (c.socket.readyState === c.socket.OPEN) c.socket.send(text)
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.heartbeat) clearInterval(this.heartbeat)
    for (const room of this.rooms.values()) for (const c of room) c.socket.close(1001, 'Server shutting down')
    this.rooms.clear()
    await this.stopListening?.()
    this.stopListening = null
  }
}

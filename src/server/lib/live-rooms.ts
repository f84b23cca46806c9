// Open WebSockets grouped by room (an event's team chat, a conversation with Callie), per process:
// a frame goes to every open socket of a room, and a socket that stops answering pings is dropped.
// A feature's hub fills its rooms from its own LISTEN (channel-listener.ts), so whatever any
// instance writes reaches the sockets every instance holds. Nothing here outlives the process: a
// client that reconnects reads the state again over HTTP.
import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import type { Database } from '../db/client'
import { listenToChannel } from './channel-listener'

type Connection<Member> = { socket: WebSocket; member: Member; alive: boolean }

/** A socket that has not answered a ping within this long is dropped (a laptop lid closed). */
const HEARTBEAT_MS = 30_000

export class LiveRooms<Key, Member, Frame> {
  private readonly rooms = new Map<Key, Set<Connection<Member>>>()
  private readonly heartbeat: NodeJS.Timeout

  constructor() {
    this.heartbeat = setInterval(() => this.checkAlive(), HEARTBEAT_MS)
    this.heartbeat.unref()
  }

  /** Registers a socket; returns how to unregister it. */
  add(key: Key, member: Member, socket: WebSocket): () => void {
    let room = this.rooms.get(key)
    if (!room) this.rooms.set(key, (room = new Set()))
    const connection: Connection<Member> = { socket, member, alive: true }
    socket.on('pong', () => {
      connection.alive = true
    })
    room.add(connection)
    return () => {
      room.delete(connection)
      if (room.size === 0 && this.rooms.get(key) === room) this.rooms.delete(key)
    }
  }

  has(key: Key): boolean {
    return this.rooms.has(key)
  }

  /** Whether a socket of this room, held by this process, belongs to a member matching `test`. */
  some(key: Key, test: (member: Member) => boolean): boolean {
    for (const c of this.rooms.get(key) ?? []) if (c.socket.readyState === c.socket.OPEN && test(c.member)) return true
    return false
  }

  broadcast(key: Key, frame: Frame): void {
    const text = JSON.stringify(frame)
    for (const c of this.rooms.get(key) ?? []) {
      if (c.socket.readyState === c.socket.OPEN) c.socket.send(text)
    }
  }

  /** Closes the sockets whose member (in the room `key`) matches. */
  close(match: (member: Member, key: Key) => boolean, code: number, reason: string): void {
    for (const [key, room] of this.rooms) for (const c of room) if (match(c.member, key)) c.socket.close(code, reason)
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

  stop(): void {
    clearInterval(this.heartbeat)
    this.close(() => true, 1001, 'Server shutting down')
    this.rooms.clear()
  }
}

/**
 * A feature's live side, per process: its rooms and one LISTEN on its channel for the life of the
 * app. The feature says what a notice means (`onNotice`); starting, registering a socket and
 * stopping are the same for every feature.
 */
export abstract class LiveHub<Key, Member, Frame> {
  protected readonly rooms = new LiveRooms<Key, Member, Frame>()
  private stopListening: (() => Promise<void>) | null = null

  constructor(
    protected readonly database: Database,
    protected readonly log: FastifyBaseLogger,
    private readonly channel: string,
  ) {}

  /** The app must still boot (and report itself unhealthy) when the database cannot LISTEN. */
  async start(): Promise<void> {
    this.stopListening = await listenToChannel({
      database: this.database,
      channel: this.channel,
      onPayload: (payload) => this.onNotice(payload),
      log: this.log,
    })
  }

  /** What a notice on the channel means for the sockets this process holds. */
  protected abstract onNotice(payload: string | undefined): void

  async stop(): Promise<void> {
    this.rooms.stop()
    await this.stopListening?.()
    this.stopListening = null
  }
}

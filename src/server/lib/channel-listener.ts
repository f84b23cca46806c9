// LISTEN on a channel for the life of the app: through the embedded database's own listen, or on
// PostgreSQL a connection of its own (not one of the pool's), reconnected with back-off when lost.
// `onConnected` runs each time listening (re)starts: notices sent while it was down are lost, so a
// listener that caches must assume it missed some.
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Database } from '../db/client'

const RECONNECT_MS = [500, 1000, 2000, 5000, 10000]

export async function listenToChannel({
  database,
  channel,
  onPayload,
  onConnected = () => {},
  log,
}: {
  database: Database
  channel: string
  onPayload: (payload: string) => void
  onConnected?: () => void
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>
}): Promise<() => Promise<void>> {
  if (database.listen) {
    try {
      const unsubscribe = await database.listen(channel, onPayload)
      onConnected()
      return () => unsubscribe().catch(() => {})
    } catch (err) {
      log.error({ err, channel }, 'could not LISTEN')
      return async () => {}
    }
  }
  const pool = database.pool
  if (!pool) return async () => {}

  let stopped = false
  let current: pg.Client | null = null
  let attempts = 0
  const lost = new WeakSet<pg.Client>()

  const reconnect = (client: pg.Client) => {
    // 'error', 'end' and a failed connect may all report the same lost connection.
    if (stopped || lost.has(client)) return
    lost.add(client)
    if (current === client) current = null
    client.removeAllListeners('end')
    client.end().catch(() => {})
    const delay = RECONNECT_MS[Math.min(attempts++, RECONNECT_MS.length - 1)]
    setTimeout(() => {
      if (!stopped) void connect()
    }, delay).unref()
  }

  const connect = async () => {
    const client = new pg.Client(pool.options)
    client.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '')
    })
    client.on('error', (err) => {
      log.warn({ err, channel }, 'LISTEN connection lost')
      reconnect(client)
    })
    client.on('end', () => reconnect(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (err) {
      log.error({ err, channel }, 'could not LISTEN')
      reconnect(client)
      return
    }
    if (stopped) {
      await client.end().catch(() => {})
      return
    }
    current = client
    attempts = 0
    onConnected()
  }

  await connect()
  return async () => {
    stopped = true
    const client = current
    current = null
    if (client) {
      client.removeAllListeners('end')
      await client.end().catch(() => {})
    }
  }
}

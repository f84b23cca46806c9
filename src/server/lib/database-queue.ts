// Load shedding on the database's queue. Under 200 connections of never-repeated searches the event
// loop kept up while the database did not: PGlite's one thread, or every pooled PostgreSQL
// connection, busy with 200 searches queued behind it, each request waiting seconds and the event
// loop's delay never reaching MAX_EVENT_LOOP_DELAY_MS. So the queue itself is the signal: while more
// than MAX_DATABASE_QUEUE queries wait for the database, a new API request that would add to it is
// answered 503 + Retry-After at once (the event-loop shedding's answer), and the queued ones finish.
// So is a request for a page, which reads the same API to render.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { isSheddable, sendServiceBusy } from './load-shedding'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route never waits in the database's queue (health, ping), so it is never shed for it. */
    waitsForDatabase?: boolean
  }
}

/** Queries waiting for the database now: PGlite's thread's beyond the one it runs, the pool's waiting for a connection. */
export function queuedQueries(database: Pick<Database, 'pool' | 'thread'>): number {
  return database.pool?.waitingCount ?? database.thread?.queued() ?? 0
}

export function registerDatabaseQueueShedding(
  app: FastifyInstance,
  { database, maxQueued }: { database: Database; maxQueued: number },
) {
  // onRequest, registered before the auth plugin and the rate limits: a shed request has not queried yet.
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done) => {
    // Pages read the API (their head and their render), so they are shed as API calls are, with a page of their own.
    if (!isSheddable(req) || queuedQueries(database) <= maxQueued) return done()
    sendServiceBusy(req, reply)
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthDegradedSchema, healthOkSchema } from '~/domain/site/health'
import { queuedQueries } from '../lib/database-queue'

/** How long a probe waits for the database before answering from its last check instead. */
export const HEALTH_PING_WAIT_MS = 250
/** A successful check this recent still counts while the database is busy: busy is not down. */
export const HEALTH_RECENT_MS = 10_000

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Under load the database's queue (PGlite's one connection, or a pool whose connections are all
  // in use) can hold a ping for seconds, and a probe that times out takes the instance out of the
  // load balancer. So one ping at a time (probes never pile up behind the load), and a probe that
  // would wait longer than HEALTH_PING_WAIT_MS answers from the last successful check if it is recent.
  let lastOkAt = Number.NEGATIVE_INFINITY
  let pinging: Promise<boolean> | undefined
  const ping = () => {
    pinging ??= app.database
      .ping()
      .then((ok) => {
        if (ok) lastOkAt = performance.now()
        return ok
      })
      .finally(() => (pinging = undefined))
    return pinging
  }

  app.get(
    '/health',
    {
      // Answered even when the app sheds load (@fastify/under-pressure in app.ts): busy is not down.
      // Nor for the database's queue (src/server/lib/database-queue.ts), which it never waits in.
      config: { pressureHandler: () => undefined, waitsForDatabase: false },
      schema: {
        response: {
          200: healthOkSchema,
          503: healthDegradedSchema,
        },
      },
    },
    async (_req, reply) => {
      const recent = () => performance.now() - lastOkAt < HEALTH_RECENT_MS
      const current = ping()
      // Queries already wait for the database: the ping waits behind them, the probe does not.
      const queued = queuedQueries(app.database) > 0
      let timer: NodeJS.Timeout | undefined
      const waited = new Promise<'busy'>((resolve) => (timer = setTimeout(() => resolve('busy'), HEALTH_PING_WAIT_MS)))
      let ok = queued && recent() ? true : await Promise.race([current, waited])
      clearTimeout(timer)
      if (ok === 'busy') ok = recent() ? true : await current
      return ok
        ? reply.code(200).send({ status: 'ok' as const, database: { kind: app.database.kind, ok: true as const } })
        : reply
            .code(503)
            .send({ status: 'degraded' as const, database: { kind: app.database.kind, ok: false as const } })
    },
  )
}

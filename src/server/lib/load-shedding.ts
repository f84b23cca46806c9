// Load shedding ("Several instances"): under 200 concurrent connections every request,
// /api/health included, waited 10-30 s. When the event loop stays behind, new requests get a 503
// with Retry-After at once, so a load balancer retries elsewhere and the requests already accepted
// finish. @fastify/under-pressure answers; this module decides when.
//
// "Stays behind" means the mean event-loop delay is over the limit for SUSTAINED_SAMPLES samples
// in a row: one long pause (start-up compiling every route, loading the place index, a big GC) is
// over by the time it is measured, and refusing requests after it only hurts.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SERVICE_BUSY_MESSAGE, SERVICE_BUSY_RETRY_AFTER_S, type ErrorBody } from './errors'

export const UNDER_PRESSURE_MESSAGE = SERVICE_BUSY_MESSAGE
export const LOAD_SAMPLE_MS = 500
const SUSTAINED_SAMPLES = 3
/** monitorEventLoopDelay's own timer granularity, taken off its mean as under-pressure does. */
const RESOLUTION_MS = 10

export async function registerLoadShedding(
  app: FastifyInstance,
  { maxEventLoopDelayMs }: { maxEventLoopDelayMs: number },
) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  histogram.enable()
  let behind = 0
  app.addHook('onClose', async () => histogram.disable())

  await app.register(underPressure, {
    // Evaluated every sample; false means "under pressure" for the requests until the next one.
    healthCheck: async () => {
      const delay = histogram.mean / 1e6 - RESOLUTION_MS
      histogram.reset()
      // No sample at all (NaN) says nothing either way.
      if (!Number.isNaN(delay)) behind = delay > maxEventLoopDelayMs ? behind + 1 : 0
      return behind < SUSTAINED_SAMPLES
    },
    healthCheckInterval: LOAD_SAMPLE_MS,
    // Sent here rather than thrown: the error handler would log every shed request as an error.
    pressureHandler: (req, reply) => sendServiceBusy(req, reply),
  })
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: the route answers with a page of the web app (rendered, so shed as API calls are). */
    servesPage?: boolean
  }
}

/**
 * A request for a page of the web app: '/' or any path the not-found handler answers with the app
 * (src/server/app.ts). Rendering one reads the API and renders on the main thread, so a page is shed
 * as an API call is; files (assets, media) and /api/* are not pages.
 */
export function isPageRequest(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.url === '/api' || req.url.startsWith('/api/')) return false
  return req.routeOptions.url === undefined || req.routeOptions.config?.servesPage === true
}

/** What a visitor whose page was shed reads: a page of its own, no script or stylesheet to fetch. */
export const SERVICE_BUSY_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>Busy right now | Bountiful</title>
    <style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:20vh auto;padding:0 1.5rem;color:#1f2933;line-height:1.5}</style>
  </head>
  <body>
    <h1>Busy right now</h1>
    <p>${SERVICE_BUSY_MESSAGE}</p>
  </body>
</html>
`

/** The 503 + Retry-After a shed request gets, whichever signal shed it: a page for a page, JSON otherwise. */
export function sendServiceBusy(req: FastifyRequest, reply: FastifyReply): void {
  reply.code(503).header('retry-after', SERVICE_BUSY_RETRY_AFTER_S)
  if (isPageRequest(req)) {
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(SERVICE_BUSY_PAGE)
    return
  }
  void reply.send({ code: 'service_unavailable', message: UNDER_PRESSURE_MESSAGE } satisfies ErrorBody)
}

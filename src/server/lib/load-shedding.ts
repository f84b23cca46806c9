// Load shedding ("Several instances"): under 200 concurrent connections every request,
// /api/health included, waited 10-30 s. When the event loop stays behind, new requests get a 503
// with Retry-After at once, so a load balancer retries elsewhere and the requests already accepted
// finish. @fastify/under-pressure answers; this module decides when.
//
// "Stays behind" means the mean event-loop delay is over the limit for SUSTAINED_SAMPLES samples
// in a row: one long pause (start-up compiling every route, loading the place index, a big GC) is
// over by the time it is measured, and refusing requests after it only hurts.
//
// That signal alone came too late: under 200 connections each turn of the loop read ~120 ready
// requests and took 150-700 ms (never 1 s on average, so nothing was shed), and /api/health took
// seconds all the same, because libuv accepts one new connection per turn (libuv/libuv#3696): a
// probe waits for the turn that accepts it and the turn that reads it. So each turn is bounded too:
// once the requests of a turn (their start, or their end when the database answers) have kept the
// loop busy longer than MAX_EVENT_LOOP_TURN_MS, the rest of that turn's requests are shed at once, and the turn
// ends soon after. That judges each turn as it runs, before the loop falls behind. A pause outside
// requests (start-up, a timer's work) sheds nothing: the count starts at a turn's first request.
import { Socket } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config'
import { SERVICE_BUSY_MESSAGE, SERVICE_BUSY_RETRY_AFTER_S, type ErrorBody } from './errors'

export const UNDER_PRESSURE_MESSAGE = SERVICE_BUSY_MESSAGE
export const LOAD_SAMPLE_MS = 500
const SUSTAINED_SAMPLES = 3
/** monitorEventLoopDelay's own timer granularity, taken off its mean as under-pressure does. */
const RESOLUTION_MS = 10

/**
 * Whether a request is shed: the loop has stayed behind for SUSTAINED_SAMPLES samples, or the turn
 * of the loop that reads it has already spent longer than `maxTurnMs` (0: no limit) on requests (every request more
 * delays the next turn, which accepts new connections, a health probe's among them, one at a time).
 */
export function shedsRequest(
  { samplesBehind, turnMs }: { samplesBehind: number; turnMs: number },
  maxTurnMs: number,
): boolean {
  return samplesBehind >= SUSTAINED_SAMPLES || (maxTurnMs > 0 && turnMs > maxTurnMs)
}

/** One sample's verdict: samples behind in a row, counting this one (its mean delay in ms, NaN: none). */
export function samplesBehindAfter(behind: number, meanDelayMs: number, maxEventLoopDelayMs: number): number {
  if (Number.isNaN(meanDelayMs)) return behind
  return meanDelayMs > maxEventLoopDelayMs ? behind + 1 : 0
}

/**
 * How long the current turn of the loop has spent on requests: from the first request (its start,
 * or its end when the database answers) that marks it to now. `endOfTurn` runs its callback in the
 * check phase, right after the poll phase that read the turn's requests.
 */
export function createTurnClock(
  now = () => performance.now(),
  endOfTurn = (cb: () => void): unknown => setImmediate(cb),
) {
  let startedAt: number | undefined
  return () => {
    const at = now()
    if (startedAt === undefined) {
      startedAt = at
      endOfTurn(() => (startedAt = undefined))
    }
    return at - startedAt
  }
}

/**
 * An API request or a page that is shed under load: files and media are answered from files and
 * memory, and a route that never waits for the database (health, ping) is never shed.
 */
export function isSheddable(req: FastifyRequest): boolean {
  if (req.routeOptions.config?.waitsForDatabase === false) return false
  return req.url.startsWith('/api/') || isPageRequest(req)
}

export async function registerLoadShedding(
  app: FastifyInstance,
  {
    MAX_EVENT_LOOP_DELAY_MS: maxEventLoopDelayMs,
    MAX_EVENT_LOOP_TURN_MS: maxTurnMs,
  }: Pick<Config, 'MAX_EVENT_LOOP_DELAY_MS' | 'MAX_EVENT_LOOP_TURN_MS'>,
) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  histogram.enable()
  let behind = 0
  app.addHook('onClose', async () => histogram.disable())
  const turnMs = createTurnClock()
  // Only requests on a connection: one injected in-process (app.inject, the tests) reads no socket,
  // and a chain of them can run without the loop turning at all, as one endless "turn".
  const onConnection = (req: FastifyRequest) => req.raw.socket instanceof Socket
  app.addHook('onRequest', (req, reply, done) => {
    if (!onConnection(req)) return done()
    const shed = shedsRequest({ samplesBehind: behind, turnMs: turnMs() }, maxTurnMs)
    if (!shed || !isSheddable(req)) return done()
    sendServiceBusy(req, reply)
  })
  // A turn that only finishes requests (their database answers) is counted from the first of them.
  app.addHook('onResponse', (req, _reply, done) => {
    if (onConnection(req)) turnMs()
    done()
  })

  await app.register(underPressure, {
    // Evaluated every sample; false means "under pressure" for the requests until the next one.
    healthCheck: async () => {
      behind = samplesBehindAfter(behind, histogram.mean / 1e6 - RESOLUTION_MS, maxEventLoopDelayMs)
      histogram.reset()
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

/**
 * The headers every shed answer carries in place of helmet's. The shedding hooks run ahead of
 * helmet's (src/server/app.ts), whose middleware is built anew for every request (@fastify/helmet
 * 13): under 200 connections nearly every request is shed, and helmet was the largest part of a
 * shed answer's cost. A 503 page has no script, frame or image, so a fixed policy covers it.
 */
export const SHED_HEADERS = {
  'retry-after': String(SERVICE_BUSY_RETRY_AFTER_S),
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'referrer-policy': 'no-referrer',
} as const

/** Requests answered by sendServiceBusy: the request log skips them (one line each would add to the load). */
const shedRequests = new WeakSet<FastifyRequest>()
export const wasShed = (req: FastifyRequest): boolean => shedRequests.has(req)

/** The 503 + Retry-After a shed request gets, whichever signal shed it: a page for a page, JSON otherwise. */
export function sendServiceBusy(req: FastifyRequest, reply: FastifyReply): void {
  shedRequests.add(req)
  reply.code(503).headers(SHED_HEADERS)
  if (isPageRequest(req)) {
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(SERVICE_BUSY_PAGE)
    return
  }
  void reply.send({ code: 'service_unavailable', message: UNDER_PRESSURE_MESSAGE } satisfies ErrorBody)
}

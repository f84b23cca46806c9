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
import type { FastifyInstance, FastifyReply } from 'fastify'
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
    pressureHandler: (_req, reply) => sendServiceBusy(reply),
  })
}

/** The 503 + Retry-After a shed request gets, whichever signal shed it. */
export function sendServiceBusy(reply: FastifyReply): void {
  void reply
    .code(503)
    .header('retry-after', SERVICE_BUSY_RETRY_AFTER_S)
    .send({ code: 'service_unavailable', message: UNDER_PRESSURE_MESSAGE } satisfies ErrorBody)
}

// The server's log: JSON lines in production and tests (for a log collector), one readable line
// per entry in development (pino-pretty). Either way capability links and request bodies stay out.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import pretty from 'pino-pretty'
import type { Config } from './config'
import { wasShed } from './lib/load-shedding'

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // Capability links (session tokens in ?token=, invitation, proposal and RSVP tokens) stay out of logs.
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
    // Request bodies carry names, emails and phones; should any log line ever include one, it is cut.
    redact: {
      paths: ['body', 'req.body', 'request.body', 'err.params', 'err.detail', 'err.cause.params', 'err.cause.detail'],
      censor: '[redacted]',
    },
    // A stream in this thread rather than a transport worker: the last lines before exit are never lost.
    ...(config.NODE_ENV === 'development'
      ? { stream: pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true }) }
      : {}),
  }
}

/** A request's URL with the secrets of capability links cut out. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|guest)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/(?:invitations|proposals)\/)[^/?#]+/g, '$1[redacted]')
}

/**
 * One line per request, when it is answered: the request (method, URL without capability secrets,
 * client address, as the `req` serializer above writes it), the status and the time taken. Fastify's
 * own request logging writes two (one on arrival, one on the answer), each serialised and written
 * on the request's thread; one line says the same for half of that.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
    // A shed request (503, src/server/lib/load-shedding.ts) is logged only at debug: under a flood
    // nearly every request is shed, and a line each would spend the time shedding saves.
    else if (wasShed(request)) reply.log.debug({ req: request, res: reply }, 'request shed')
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}

export const requestLogController = (): LogController => new OneLinePerRequest()

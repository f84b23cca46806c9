// The server's log: JSON lines in production and tests (for a log collector), one readable line
// per entry in development (pino-pretty). Either way capability links and request bodies stay out.
import type { FastifyServerOptions } from 'fastify'
import pretty from 'pino-pretty'
import type { Config } from './config'

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

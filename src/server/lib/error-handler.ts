// Every error answer in one shape, `{ code, message, errors? }` (src/domain/api/api-error.ts), whoever
// raised it: an AppError from a route, a schema, a database error a schema let through, Fastify's
// own (bad JSON, a body too large, an unknown media type, a malformed URL), a plugin's (rate limit,
// multipart), the HTTP parser's (a body that never arrives, headers too large), or a request that
// arrives while the server shuts down. Logs name the route and the body's fields, never their values.
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { apiErrorCodeOf, type ErrorBody, type FieldErrors } from '~/domain/api/api-error-codes'
import { databaseInputError, fieldNamesOf, loggableError } from './database-errors'
import { AppError, fieldErrors, notFound } from './errors'

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.'
/** What Fastify says while it drains connections on shutdown (kept from its own answer). */
export const CLOSING_MESSAGE = 'Service Unavailable'

type Answer = { status: number; body: ErrorBody }

/** The status and body an error is answered with; null for an unexpected error (a 500, logged). */
export function errorAnswerOf(err: unknown): Answer | null {
  const e = err as FastifyError
  if (hasZodFastifySchemaValidationErrors(e)) {
    const errors: FieldErrors = {}
    for (const issue of e.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body'
      errors[field] ??= issue.message ?? 'Invalid value'
    }
    return answer(fieldErrors(errors))
  }
  // A value the database cannot hold (NUL, out-of-range number …) that got past a schema: the client's 400.
  const appError = err instanceof AppError ? err : databaseInputError(err)
  if (appError) return answer(appError)
  // Fastify's and plugins' own 4xx keep their status and message, with the code of that status.
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500
  if (status >= 400 && status < 500) {
    return { status, body: { code: apiErrorCodeOf(status), message: e.message || 'Bad request' } }
  }
  return null
}

const answer = (err: AppError): Answer => ({ status: err.status, body: err.toBody() })

/** 404 for a path no route serves. */
export const routeNotFound = (req: FastifyRequest) => notFound(`Not found: ${req.method} ${req.url.split('?')[0]}`)

export function handleError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const known = errorAnswerOf(err)
  // Busy, not broken (a full hashing queue): answered without an error line each, as load shedding is.
  if (err instanceof AppError && err.retryAfterSeconds !== undefined)
    return reply.code(err.status).header('retry-after', String(err.retryAfterSeconds)).send(err.toBody())
  const context = () => ({ err: loggableError(err), route: req.routeOptions?.url, fields: fieldNamesOf(req.body) })
  if (known && known.status < 500) return reply.code(known.status).send(known.body)
  if (known) {
    // A 5xx of ours (storage down, a provider not configured): its message is written for people.
    req.log.error(context(), known.body.message)
    return reply.code(known.status).send(known.body)
  }
  req.log.error(context(), 'unhandled error')
  return reply.code(500).send({ code: 'internal', message: INTERNAL_ERROR_MESSAGE } satisfies ErrorBody)
}

/**
 * Errors Node's HTTP parser reports before there is a request (Fastify's `clientErrorHandler`): a
 * body that does not arrive in time (408), headers too large (431), anything unparseable (400).
 * Fastify's default answer with our body; the messages are Fastify's.
 */
export function handleClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Client Timeout']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Exceeded maximum allowed HTTP header size']
        : [400, 'Client Error']
  const body = JSON.stringify({ code: apiErrorCodeOf(status), message } satisfies ErrorBody)
  this.log.trace({ err }, `client error ${status}`)
  if (socket.writable) {
    const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status]
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(err)
}

/**
 * Requests that arrive once the server has begun to close (on a connection kept alive) are turned
 * away with a 503 at once, as Fastify's return503OnClosing does, but in our shape. Build the app
 * with `return503OnClosing: false` and call this before any route is registered.
 */
export function refuseRequestsWhileClosing(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', (done) => {
    closing = true
    done()
  })
  app.addHook('onRequest', (_req, reply, done) => {
    if (!closing) return done()
    // Serialized as it is, not by the route's 503 schema: /api/health declares its own 503 body, which
    // this is not, and the mismatch went out as a 500 while the server shut down.
    void reply
      .code(503)
      .header('connection', 'close')
      .serializer(JSON.stringify)
      .send({ code: 'service_unavailable', message: CLOSING_MESSAGE } satisfies ErrorBody)
  })
}

// The error contract's codes and body (the schema's doc: api-error.ts), in plain TypeScript. The web
// app reads every error answer with readErrorBody, on the landing page's critical path, where zod
// would add about 20 kB (gzip) to every first visit; routes, the OpenAPI document and the tests use
// the zod schema built from the same codes (api-error.ts), and a unit test holds the two to the
// same answers.

/** Each code and the HTTP status it is answered with. */
export const API_ERROR_STATUS = {
  /** The request as a whole is refused and no field is named: a body that cannot be read (bad JSON,
   * a broken multipart form, a malformed URL), an invalid or expired link, a value the database cannot store. */
  bad_request: 400,
  /** Named fields are refused: `errors` maps each to its message, `message` repeats the first as `field: message`. */
  validation_failed: 400,
  /** No session, an ended one, or wrong credentials. */
  unauthenticated: 401,
  /** Signed in, but not allowed to do this. */
  forbidden: 403,
  /** No such thing (or one the caller may not know of), including an unknown route. */
  not_found: 404,
  /** A guest's RSVP link names an event that exists, but no guest of it: the link is out of date. */
  guest_not_found: 404,
  /** The request's body did not arrive in time. */
  request_timeout: 408,
  /** The thing is not in a state that allows this (already done, revoked, replaced, in use). */
  conflict: 409,
  /** The body (or the uploaded file) is larger than allowed. */
  payload_too_large: 413,
  /** A path segment is longer than any id or slug can be. */
  uri_too_long: 414,
  /** The body's Content-Type (or Content-Encoding) is not one this route reads. */
  unsupported_media_type: 415,
  /** Too many requests from this address or for this account; `Retry-After` says when to try again. */
  rate_limited: 429,
  /** The request's headers are larger than the server reads. */
  headers_too_large: 431,
  /** Something failed on our side; the message never says what (the log does). */
  internal: 500,
  /** The feature is not configured on this server (e.g. a sign-in provider). */
  not_implemented: 501,
  /** The server is overloaded, shutting down, or a service it needs is down: try again shortly. */
  service_unavailable: 503,
} as const satisfies Record<string, number>

export type ApiErrorCode = keyof typeof API_ERROR_STATUS
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]]

/** Field-level messages: { guests: 'Guests must be at least 8' }. Always on validation_failed; a conflict may name its field too. */
export type FieldErrors = Record<string, string>

/** The body of every error answer, exactly (no other keys). */
export type ErrorBody = { code: ApiErrorCode; message: string; errors?: FieldErrors }

/**
 * The code of an error that names none (Fastify's own errors and plugins' carry only a status):
 * the first code above answered with that status, else `bad_request` (4xx) or `internal` (5xx).
 */
export function apiErrorCodeOf(status: number): ApiErrorCode {
  return (
    API_ERROR_CODES.find((code) => API_ERROR_STATUS[code] === status) ?? (status < 500 ? 'bad_request' : 'internal')
  )
}

const isText = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `value` as an error body, or null when it is not exactly one (what errorBodySchema accepts). */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (!isRecord(value)) return null
  const { code, message, errors, ...rest } = value
  if (Object.keys(rest).length) return null
  if (!isText(code) || !Object.hasOwn(API_ERROR_STATUS, code)) return null
  if (!isText(message) || message === '') return null
  if (errors === undefined) return { code: code as ApiErrorCode, message }
  if (!isRecord(errors) || !Object.values(errors).every(isText)) return null
  return { code: code as ApiErrorCode, message, errors: { ...(errors as FieldErrors) } }
}

// Typed application errors, mapped to HTTP in one place (app.ts error handler).
export type ErrorCode =
  | 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict'
  | 'payload_too_large' | 'rate_limited' | 'not_implemented' | 'unavailable'

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400, unauthorized: 401, forbidden: 403, not_found: 404, conflict: 409,
  payload_too_large: 413, rate_limited: 429, not_implemented: 501, unavailable: 503,
}

export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field-level messages: { guests: 'Guests must be at least 8' } */
    readonly errors?: Record<string, string>,
  ) {
    super(message)
    this.status = STATUS[code]
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError('bad_request', message, errors)
export const notFound = (message: string) => new AppError('not_found', message)

/** The JSON body of every error answer: { message, errors? }. */
export type ErrorBody = { message: string; errors?: Record<string, string> }

// Typed application errors: thrown anywhere, answered by the one error handler (error-handler.ts)
// with the body every error answer has, `{ code, message, errors? }` (src/domain/api/api-error.ts).
import { API_ERROR_STATUS, type ApiErrorCode, type ErrorBody, type FieldErrors } from '~/domain/api/api-error-codes'

export type { ApiErrorCode, ErrorBody, FieldErrors }

export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** Field-level messages: { guests: 'Guests must be at least 8' } (see fieldErrors and conflict). */
    readonly errors?: FieldErrors,
    /** Seconds the client should wait before trying again, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.status = API_ERROR_STATUS[code]
  }

  /** The answer's body. */
  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) }
  }
}

/**
 * 400 `validation_failed`: these fields are refused, each with its message. The answer's message is
 * the first field's, as `field: message` (what a schema failure says), unless one is given.
 */
export function fieldErrors(errors: FieldErrors, message?: string): AppError {
  const [field, first] = Object.entries(errors)[0] ?? ['request', 'Invalid request']
  return new AppError('validation_failed', message ?? `${field}: ${first}`, errors)
}

/** 400 `validation_failed` for one field: `fieldError('date', 'Date is in the past')`. */
export const fieldError = (field: string, message: string) => fieldErrors({ [field]: message })

/** 400 `bad_request`: the request as a whole is refused, no field named (an expired link, an unreadable body). */
export const badRequest = (message: string) => new AppError('bad_request', message)
export const notFound = (message: string) => new AppError('not_found', message)
export const forbidden = (message: string) => new AppError('forbidden', message)
/** 409: not in a state that allows this; `errors` names the field concerned when there is one (an email already on the list). */
export const conflict = (message: string, errors?: FieldErrors) => new AppError('conflict', message, errors)

/** What a client told to come back later reads (load shedding, a full hashing queue). */
export const SERVICE_BUSY_MESSAGE = 'The service is busy. Please try again in a few seconds.'
export const SERVICE_BUSY_RETRY_AFTER_S = 5

/** 503 `service_unavailable` with `Retry-After`: this instance is too busy for this request now. */
export const serviceBusy = () =>
  new AppError('service_unavailable', SERVICE_BUSY_MESSAGE, undefined, SERVICE_BUSY_RETRY_AFTER_S)

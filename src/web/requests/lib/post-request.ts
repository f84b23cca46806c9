import type { RequestAccepted } from '~/domain/requests/fields'
import { api } from '~/web/lib/api'
import { IDEMPOTENCY_HEADER } from './idempotency'

/** POST a request form with its Idempotency-Key; answers 201 { success, reference, message }. */
export function postRequest<T = RequestAccepted>(url: string, body: unknown, idempotencyKey: string): Promise<T> {
  return api.post<T>(url, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}

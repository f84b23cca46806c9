import type { RequestAccepted } from '~/domain/fields'
import { api } from '~/web/lib/api'
import { idempotencyHeaders } from '~/web/lib/idempotency'

/** POST a request form with its Idempotency-Key; answers 201 { success, reference, message }. */
export function postRequest<T = RequestAccepted>(url: string, body: unknown, idempotencyKey: string): Promise<T> {
  return api.post<T>(url, body, { headers: idempotencyHeaders(idempotencyKey) })
}

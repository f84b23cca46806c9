// The error answers a route declares beside its success (`response: { 200: …, ...errorResponses(400, 404) }`):
// each is the API's one error body (src/domain/api/api-error.ts), so the OpenAPI document lists them and
// the serializer holds every error answer to the contract.
import { errorBodySchema } from '~/domain/api/api-error'

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 501 | 503

export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>
}

// What every concierge console route declares alike: its error answers and its OpenAPI tag.
import { errorBodySchema } from '~/domain/api-error'

export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
}
export const tags = ['staff']

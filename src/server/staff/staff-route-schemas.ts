// What every concierge console route declares alike: its error answers and its OpenAPI tag.
import { errorResponses } from '../lib/error-responses'

export const staffErrors = errorResponses(400, 401, 403, 404, 409)
export const tags = ['staff']

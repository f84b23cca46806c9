// What every venue portal route shares: its error answers and its OpenAPI tag.
import { errorResponses } from '../lib/error-responses'

export const portalErrors = errorResponses(400, 401, 403, 404, 409)
export const portalTags = ['venue-portal']

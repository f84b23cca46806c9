// The error answers every payment route declares alike.
import { errorResponses } from '../lib/error-responses'

export const paymentErrors = errorResponses(400, 401, 403, 404, 409, 501, 503)

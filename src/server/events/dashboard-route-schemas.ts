// What every host dashboard route shares: its error answers and the event id read from the path
// (a malformed id answers 404 'Event not found', as an event the caller is not a member of does).
import { EVENT_MESSAGES } from '~/domain/events/event'
import { errorResponses } from '../lib/error-responses'
import { parsePathId } from './event-access'

export const dashboardErrors = errorResponses(400, 401, 403, 404, 409)

export const eventId = (raw: string) => parsePathId(raw, EVENT_MESSAGES.notFound)

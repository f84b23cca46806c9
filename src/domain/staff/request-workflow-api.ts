// What staff do with a request: change its status, assign it, confirm the booking. Each answers
// with the request's detail (request-detail-api.ts).
import { z } from 'zod'
import { idField } from '../id-field'
import { optionalText } from '../fields'
import { NOTE_MAX } from '../api/api-fields'
import { STAFF_SETTABLE_STATUSES } from '../requests/workflow'

/** POST /api/staff/requests/:id/status */
export const statusChangeSchema = z.object({
  status: z.enum(STAFF_SETTABLE_STATUSES, {
    error: `Status must be one of: ${STAFF_SETTABLE_STATUSES.join(', ')}`,
  }),
  note: optionalText(NOTE_MAX),
})
/** What the client sends: the parsed values (the schema's input lets optional text be null or ''). */
export type StatusChangeBody = z.output<typeof statusChangeSchema>

/** POST /api/staff/requests/:id/assign */
export const assignSchema = z.object({
  userId: idField('Choose a staff member or null to unassign').nullable(),
})

/** POST /api/staff/requests/:id/confirm: the event goes on the planner's dashboard. */
export const confirmSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    /** Internal note for the history. */
    note: optionalText(NOTE_MAX),
    /** The event's name on the dashboard (default from the request). */
    eventName: optionalText(120),
  }),
)
export type ConfirmBody = z.output<typeof confirmSchema>

// The host dashboard's events: what the planner sends to create one
// and what the dashboard receives. One schema for the form (zodResolver) and the route.
import { z } from 'zod'
import { idField } from '../id-field'
import { text } from '../text-field'
import { boundedDateField } from '../date-fields'
import { optionalText, requiredText } from '../fields'
import { TIME_RE } from '../time'
import { EVENT_STATUS_VALUES } from './event-status'
import { headcountSchema } from './guest'
import { INVITATION_STATUSES } from './co-host'

export const EVENT_GUESTS_MIN = 1
export const EVENT_GUESTS_MAX = 1000
export const EVENT_NAME_MAX = 120
/** Where an event is when neither a venue nor a known city says otherwise. */
export const DEFAULT_EVENT_TIMEZONE = 'America/Los_Angeles'

export const EVENT_MESSAGES = {
  nameRequired: 'Event name is required',
  dateRequired: 'Please select a date',
  datePast: 'Please select a date that is not in the past',
  timeRequired: 'Please select a time',
  guestsRequired: 'Guest count is required',
  guestsMin: `At least ${EVENT_GUESTS_MIN} guest required`,
  guestsMax: `Maximum ${EVENT_GUESTS_MAX} guests allowed`,
  whereRequired: 'Please choose a venue or enter a location',
  venueNotFound: 'Venue not found',
  notFound: 'Event not found',
  hostOnlyCancel: 'Only the host can cancel this event',
  alreadyPast: 'This event has already taken place',
  cancelled: 'This event has been cancelled',
} as const

export const createEventSchema = z
  .object({
    name: requiredText(EVENT_MESSAGES.nameRequired, EVENT_NAME_MAX),
    date: boundedDateField(EVENT_MESSAGES.dateRequired, { pastMessage: EVENT_MESSAGES.datePast }),
    time: text({ error: EVENT_MESSAGES.timeRequired }).trim().regex(TIME_RE, EVENT_MESSAGES.timeRequired),
    guestCount: z
      .number({ error: EVENT_MESSAGES.guestsRequired })
      .int(EVENT_MESSAGES.guestsRequired)
      .min(EVENT_GUESTS_MIN, EVENT_MESSAGES.guestsMin)
      .max(EVENT_GUESTS_MAX, EVENT_MESSAGES.guestsMax),
    /** A catalogue venue: fills the venue name, location and timezone. */
    venueId: z.preprocess((v) => (v === null ? undefined : v), idField(EVENT_MESSAGES.venueNotFound).optional()),
    /** Free text when the venue is not in the catalogue: "Dolores Park, San Francisco". */
    location: optionalText(200),
  })
  .refine((v) => v.venueId !== undefined || v.location !== undefined, {
    message: EVENT_MESSAGES.whereRequired,
    path: ['location'],
  })
export type CreateEventInput = z.infer<typeof createEventSchema>

export const EVENT_ROLES = ['host', 'cohost'] as const
export const eventRoleSchema = z.enum(EVENT_ROLES)
export type EventRole = z.infer<typeof eventRoleSchema>

export const eventSummarySchema = z.object({
  id: z.number().int(),
  /** The id in the guests' RSVP link (/e/{publicId}). */
  publicId: z.string(),
  name: z.string(),
  venueId: z.number().int().nullable(),
  venueName: z.string().nullable(),
  /** A venue confirmed a booking for it: it has a kitchen sheet and a count at the door. */
  booked: z.boolean(),
  location: z.string(),
  citySlug: z.string().nullable(),
  timezone: z.string(),
  date: z.string(),
  time: z.string(),
  guestCount: z.number().int(),
  status: z.enum(EVENT_STATUS_VALUES),
  role: eventRoleSchema,
  tasks: z.object({ total: z.number().int(), completed: z.number().int() }),
  coHosts: z.number().int(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
})
export type EventSummary = z.infer<typeof eventSummarySchema>

export const eventListSchema = z.object({ events: z.array(eventSummarySchema) })
export type EventList = z.infer<typeof eventListSchema>

export const eventMemberSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  role: eventRoleSchema,
})
export type EventMember = z.infer<typeof eventMemberSchema>

export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
})
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>

export const eventReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
})

export const eventDetailSchema = eventSummarySchema.extend({
  members: z.array(eventMemberSchema),
  /** Pending co-host invitations; only the host sees them (empty for a co-host). */
  invitations: z.array(pendingInvitationSchema),
  guests: headcountSchema,
  review: eventReviewSchema.nullable(),
  /** The host may review the venue: the event is past, has a catalogue venue, no review yet. */
  canReview: z.boolean(),
})
export type EventDetail = z.infer<typeof eventDetailSchema>

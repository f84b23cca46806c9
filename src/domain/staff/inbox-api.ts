// GET /api/staff/requests: every request, filtered and paged, with counts and response times.
import { z } from 'zod'
import { text } from '../text-field'
import { boolParam, optionalDate, pageLimit, pageOffset, personSchema } from '../api/api-fields'
import { PROPOSAL_STATUSES } from '../proposals/staff-proposal-api'
import { REQUEST_KIND_VALUES, REQUEST_STATUS_VALUES } from '../requests/workflow'

export const inboxQuerySchema = z.object({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REQUEST_KIND_VALUES).optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REQUEST_STATUS_VALUES).optional()),
  city: text().trim().max(60).optional(),
  /** Received on or after / on or before (dates in UTC). */
  from: optionalDate,
  to: optionalDate,
  /** Event date range. */
  eventFrom: optionalDate,
  eventTo: optionalDate,
  /** Reference, name or email, case-insensitive. */
  q: text().trim().max(200).optional(),
  /** 'me', 'none' or a staff user id. */
  assigned: text()
    .trim()
    .regex(/^(me|none|[1-9]\d{0,9})$/, "Use 'me', 'none' or a staff user id")
    .optional(),
  overdue: boolParam,
  limit: pageLimit(25),
  offset: pageOffset,
})
export type InboxQuery = z.output<typeof inboxQuerySchema>

export const requestSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(REQUEST_KIND_VALUES),
  status: z.enum(REQUEST_STATUS_VALUES),
  name: z.string(),
  email: z.string(),
  citySlug: z.string().nullable(),
  cityName: z.string().nullable(),
  venueId: z.number().int().nullable(),
  venueName: z.string().nullable(),
  eventDate: z.string().nullable(),
  eventTime: z.string().nullable(),
  guests: z.number().int().nullable(),
  estimateCents: z.number().int().nullable(),
  assignee: personSchema.nullable(),
  createdAt: z.string(),
  firstResponseAt: z.string().nullable(),
  /** Hours since it arrived, against the 24-hour promise. */
  ageHours: z.number(),
  responseDueAt: z.string(),
  overdue: z.boolean(),
  /** The latest proposal's status ('accepted' while staff have not confirmed yet), or null. */
  proposalStatus: z.enum(PROPOSAL_STATUSES).nullable(),
})
export type RequestSummary = z.infer<typeof requestSummarySchema>

const statusCountsSchema = z.object(
  Object.fromEntries(REQUEST_STATUS_VALUES.map((s) => [s, z.number().int()])) as Record<
    (typeof REQUEST_STATUS_VALUES)[number],
    z.ZodNumber
  >,
)

export const inboxResponseSchema = z.object({
  requests: z.array(requestSummarySchema),
  total: z.number().int(),
  /** Per status, under the other filters. */
  counts: statusCountsSchema,
  overdueCount: z.number().int(),
  /** Time to first response of requests received in the last 30 days (null when none answered). */
  responseTimes: z.object({
    medianHours: z.number().nullable(),
    p90Hours: z.number().nullable(),
    answered: z.number().int(),
  }),
})
export type InboxResponse = z.infer<typeof inboxResponseSchema>

// Request and response shapes of the staff console API (/api/staff/*) and the planner's proposal
// page (/api/proposals/*): one schema for the route, the OpenAPI document and the web client.
import { z } from 'zod'
import { idField, pathIdField } from '../id-field'
import { text } from '../text-field'
import { dateField, optionalText, requiredText } from '../requests/fields'
import { DATE_RE } from '../time'
import { REPLY_TEMPLATE_IDS } from './reply-templates'
import { REQUEST_KIND_VALUES, REQUEST_STATUS_VALUES } from './workflow'

export const STAFF_PAGE_MAX = 100
export const NOTE_MAX = 2000
export const REPLY_SUBJECT_MAX = 200
export const REPLY_BODY_MAX = 10_000

const DATE_MESSAGE = 'Use a date like 2030-06-15'
const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), dateField(DATE_MESSAGE).optional())
const boolParam = z
  .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).optional())
  .transform((v) => (v === undefined ? undefined : v === 'true'))
const pageLimit = (def: number) => z.coerce.number().int().min(1).max(STAFF_PAGE_MAX).default(def)
const pageOffset = z.coerce.number().int().min(0).max(1_000_000).default(0)

export const idParamsSchema = z.object({ id: pathIdField() })
export const photoParamsSchema = idParamsSchema.extend({ photoId: pathIdField() })
export const userIdParamsSchema = z.object({ userId: pathIdField() })

// ---- Inbox ----

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

const personSchema = z.object({ id: z.number().int(), name: z.string() })

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
  proposalStatus: z.enum(['sent', 'accepted', 'declined', 'superseded']).nullable(),
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

export const proposalLineSchema = z.object({ id: z.string(), label: z.string(), cents: z.number().int() })

export const staffProposalSchema = z.object({
  id: z.number().int(),
  status: z.enum(['sent', 'accepted', 'declined', 'superseded']),
  venueId: z.number().int(),
  venueName: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  pricePerPersonCents: z.number().int(),
  minimumSpendCents: z.number().int(),
  serviceChargePct: z.number(),
  taxPct: z.number(),
  feesCents: z.number().int(),
  depositCents: z.number().int(),
  subtotalCents: z.number().int(),
  serviceChargeCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  perGuestCents: z.number().int(),
  lines: z.array(proposalLineSchema),
  message: z.string().nullable(),
  sentBy: personSchema.nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  responseNote: z.string().nullable(),
})
export type StaffProposal = z.infer<typeof staffProposalSchema>

export const requestDetailSchema = z.object({
  request: requestSummarySchema.extend({
    phone: z.string().nullable(),
    /** Everything the planner sent, as the kind's schema validated it. */
    details: z.record(z.string(), z.unknown()),
    userId: z.number().int().nullable(),
    updatedAt: z.string(),
  }),
  venue: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      location: z.string(),
      address: z.string(),
      pricePerPerson: z.number(),
      maxGuests: z.number().int(),
      status: z.string(),
    })
    .nullable(),
  estimate: z.object({ totalCents: z.number().int().nullable() }),
  history: z.array(
    z.object({
      id: z.number().int(),
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      note: z.string().nullable(),
      actor: personSchema.nullable(),
      createdAt: z.string(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.number().int(),
      template: z.string(),
      toAddress: z.string(),
      subject: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  messages: z.array(
    z.object({
      id: z.number().int(),
      direction: z.string(),
      template: z.string().nullable(),
      subject: z.string(),
      body: z.string(),
      staff: personSchema.nullable(),
      outboxEmailId: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
  proposals: z.array(staffProposalSchema),
  event: z
    .object({
      id: z.number().int(),
      publicId: z.string(),
      hostUserId: z.number().int().nullable(),
      pendingEmail: z.string().nullable(),
    })
    .nullable(),
})
export type RequestDetail = z.infer<typeof requestDetailSchema>

// ---- Workflow ----

export const statusChangeSchema = z.object({
  status: z.enum(REQUEST_STATUS_VALUES, { error: `Status must be one of: ${REQUEST_STATUS_VALUES.join(', ')}` }),
  note: optionalText(NOTE_MAX),
})

export const assignSchema = z.object({
  userId: idField('Choose a staff member or null to unassign').nullable(),
})

export const replySchema = z.object({
  template: z
    .enum(REPLY_TEMPLATE_IDS, { error: `Template must be one of: ${REPLY_TEMPLATE_IDS.join(', ')}` })
    .optional(),
  subject: requiredText('Subject is required', REPLY_SUBJECT_MAX),
  body: requiredText('Message is required', REPLY_BODY_MAX),
})

export const confirmSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    /** Internal note for the history. */
    note: optionalText(NOTE_MAX),
    /** The event's name on the dashboard (default from the request). */
    eventName: optionalText(120),
  }),
)

export const replyTemplatesQuerySchema = z.object({ requestId: pathIdField().optional() })

// ---- Team ----

export const teamMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['planner', 'staff', 'admin']),
  createdAt: z.string(),
})
export const teamQuerySchema = z.object({ q: text().trim().max(200).optional() })
export const roleChangeSchema = z.object({
  role: z.enum(['planner', 'staff'], { error: "Role must be 'planner' or 'staff'" }),
})

// ---- Outbox ----

export const outboxQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['pending', 'sent', 'failed']).optional()),
  limit: pageLimit(50),
  offset: pageOffset,
})
export const outboxEmailSchema = z.object({
  id: z.number().int(),
  template: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  requestId: z.number().int().nullable(),
  requestReference: z.string().nullable(),
})

// ---- Venues ----

export const staffVenuesQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  city: text().trim().max(60).optional(),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['active', 'archived', 'all']).optional().default('all'),
  ),
  limit: pageLimit(50),
  offset: pageOffset,
})

export const blackoutsSchema = z.object({
  dates: z
    .array(text({ error: DATE_MESSAGE }).regex(DATE_RE, DATE_MESSAGE), { error: 'dates must be a list of dates' })
    .max(731, 'At most 731 dates'),
  reason: optionalText(200),
})

export const photoOrderSchema = z.object({
  photoIds: z.array(idField('Photo ids must be photo ids of this venue')).max(200),
})

/** An id the browser picks for an import so it can follow its progress (a UUID). */
const importProgressId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'progress must be a UUID')

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  progress: importProgressId.optional(),
})

export const importProgressParamsSchema = z.object({ id: importProgressId })

/** Where a running import stands: rows read, checked or written so far of the file's rows. */
export const importProgressSchema = z.object({
  phase: z.enum(['reading', 'checking', 'writing', 'done', 'failed']),
  processed: z.number().int(),
  total: z.number().int(),
})
export type ImportProgress = z.infer<typeof importProgressSchema>

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.array(
    z.object({
      line: z.number().int(),
      action: z.enum(['create', 'update']),
      slug: z.string(),
      errors: z.record(z.string(), z.string()),
    }),
  ),
  creates: z.number().int(),
  updates: z.number().int(),
  errorCount: z.number().int(),
})
export type ImportResult = z.infer<typeof importResultSchema>

// ---- Planner's proposal page ----

export const proposalTokenParamsSchema = z.object({ token: text().max(200) })

export const publicProposalSchema = z.object({
  reference: z.string(),
  plannerName: z.string(),
  status: z.enum(['sent', 'accepted', 'declined', 'superseded']),
  venue: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    location: z.string(),
    address: z.string(),
    imageUrl: z.string(),
  }),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  lines: z.array(proposalLineSchema),
  subtotalCents: z.number().int(),
  totalCents: z.number().int(),
  perGuestCents: z.number().int(),
  depositCents: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
})
export type PublicProposal = z.infer<typeof publicProposalSchema>

/** A POST without a body is an answer without a note. */
export const proposalAnswerSchema = z.preprocess((v) => v ?? {}, z.object({ note: optionalText(NOTE_MAX) }))

export const staffVenuePhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  position: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
})

export const staffVenueListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  citySlug: z.string(),
  location: z.string(),
  type: z.string(),
  serviceType: z.string(),
  status: z.enum(['active', 'archived']),
  minGuests: z.number().int(),
  maxGuests: z.number().int(),
  pricePerPerson: z.number(),
  rating: z.number(),
  reviewCount: z.number().int(),
  photoCount: z.number().int(),
  updatedAt: z.string(),
})

/** Every field of the data model, with the photos and the blackouts from today on. */
export const staffVenueSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  citySlug: z.string(),
  location: z.string(),
  timezone: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  type: z.string(),
  serviceType: z.string(),
  description: z.string(),
  minGuests: z.number().int(),
  maxGuests: z.number().int(),
  pricePerPerson: z.number(),
  cuisines: z.array(z.string()),
  vibes: z.array(z.string()),
  dietary: z.array(z.string()),
  features: z.array(z.string()),
  amenities: z.array(z.string()),
  suggestedAddOns: z.array(z.string()),
  experiences: z.array(z.string()),
  minNoticeHours: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  status: z.enum(['active', 'archived']),
  createdAt: z.string(),
  updatedAt: z.string(),
  photos: z.array(staffVenuePhotoSchema),
  blackouts: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
})

// The venue portal's contracts, under /api/venue-portal: a manager's venues, the venue's
// profile and policies, its spaces, packages, blackouts and month calendar. Money in requests is
// dollars as typed (like staff proposals) and cents in answers; percentages carry 3 decimals.
import { z } from 'zod'
import { pathIdField } from '../id-field'
import { dateField, optionalText, timeField } from '../fields'
import { text } from '../text-field'
import { DIETARY_IDS } from '../options'
import { moneyField, pctField, requiredMoneyField } from '../proposals/proposal-totals'
import { proposalLineSchema } from '../proposals/staff-proposal-api'
import {
  VENUE_DESCRIPTION_MAX,
  VENUE_LIST_ITEM_MAX,
  VENUE_LIST_MAX,
  VENUE_MESSAGES,
  VENUE_NOTICE_MAX_HOURS,
} from '../venues/venue-input'
import { FINAL_DETAILS_HOURS_MAX } from '../kitchen/details-lock'
import { VENUE_MEMBER_ROLES } from './venue-portal'
import { HOLD_STATUSES } from '../bookings/holds'
import { CANCELLATION_TERMS_MESSAGES, cancellationTermsField } from '../venues/cancellation-terms'
import { SLOTS, SPACE_KINDS, WEEKDAYS } from '../venues/spaces'
import { packageOfferSchema } from '../venues/planner-packages'

export const SPACE_CAPACITY_MAX = 5000
export const HOLD_HOURS_MAX = 24 * 30
export const NAME_MAX = 120

/** A week: the longest a venue may promise to take before answering. */
export const RESPONSE_HOURS_MAX = 168

export const PORTAL_MESSAGES = {
  notMember: 'This area is for venue managers. Ask the Bountiful team for an invitation to your venue.',
  venueNotFound: 'Venue not found',
  spaceNotFound: 'Space not found',
  packageNotFound: 'Package not found',
  blackoutNotFound: 'Blackout not found',
  name: 'Name is required',
  kind: `Kind must be one of: ${SPACE_KINDS.join(', ')}`,
  capacity: `Capacity must be a whole number from 0 to ${SPACE_CAPACITY_MAX}`,
  capacityNone: 'A space needs a seated or a standing capacity',
  holdHours: `Hold time must be a whole number of hours from 1 to ${HOLD_HOURS_MAX}`,
  finalDetailsHours: `Final details due must be a whole number of hours from 1 to ${FINAL_DETAILS_HOURS_MAX}`,
  responseHours: `Response time must be a whole number of hours from 1 to ${RESPONSE_HOURS_MAX}`,
  ...CANCELLATION_TERMS_MESSAGES,
  weekdays: 'Days must be a list of weekdays from 0 (Sunday) to 6 (Saturday), at least one',
  startWindow: 'The latest start must not be before the earliest start',
  priceOrMinimum: 'A package needs a price per person or a minimum spend',
  date: 'Use a date like 2030-06-15',
  pastDate: 'Blackout dates must be today or later',
  month: 'Use a month like 2030-06',
  spaceHasBookings: 'This space has holds or bookings to come; release them before deleting it.',
} as const

/** Path parameters: /venues/:venueId/… */
export const venueParamsSchema = z.object({ venueId: pathIdField() })
export const spaceParamsSchema = venueParamsSchema.extend({ spaceId: pathIdField() })
export const packageParamsSchema = venueParamsSchema.extend({ packageId: pathIdField() })

const intField = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  )
const nameField = text({ error: PORTAL_MESSAGES.name })
  .trim()
  .min(1, PORTAL_MESSAGES.name)
  .max(NAME_MAX, `Must be at most ${NAME_MAX} characters`)
const labelList = z
  .array(text({ error: VENUE_MESSAGES.list }).trim().min(1, VENUE_MESSAGES.list).max(VENUE_LIST_ITEM_MAX), {
    error: VENUE_MESSAGES.list,
  })
  .max(VENUE_LIST_MAX, VENUE_MESSAGES.list)
  .transform((xs) => [...new Set(xs)])

// ---- My venues -------------------------------------------------------------------------------

export const myVenueSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** 'City, ST' */
  location: z.string(),
  /** The caller's role; null for staff acting on the venue's behalf. */
  role: z.enum(VENUE_MEMBER_ROLES).nullable(),
  /** Requests naming the venue that still wait for a first answer. */
  unansweredRequests: z.number().int(),
})
export const myVenuesResponseSchema = z.object({ venues: z.array(myVenueSchema) })
export type MyVenue = z.infer<typeof myVenueSchema>

// ---- Profile and policies --------------------------------------------------------------------

/** PATCH /venues/:venueId: any subset of what a venue edits itself. */
export const venueProfileUpdateSchema = z
  .object({
    description: text({ error: VENUE_MESSAGES.description })
      .trim()
      .max(VENUE_DESCRIPTION_MAX, VENUE_MESSAGES.description),
    amenities: labelList,
    dietary: z
      .array(z.enum(DIETARY_IDS, { error: VENUE_MESSAGES.unknown('dietary option', DIETARY_IDS) }))
      .max(VENUE_LIST_MAX, VENUE_MESSAGES.list)
      .transform((xs) => [...new Set(xs)]),
    minNoticeHours: intField(0, VENUE_NOTICE_MAX_HOURS, VENUE_MESSAGES.notice),
    depositPct: pctField('Deposit'),
    holdHours: intField(1, HOLD_HOURS_MAX, PORTAL_MESSAGES.holdHours),
    responseHours: intField(1, RESPONSE_HOURS_MAX, PORTAL_MESSAGES.responseHours),
    finalDetailsHours: intField(1, FINAL_DETAILS_HOURS_MAX, PORTAL_MESSAGES.finalDetailsHours),
    cancellationTerms: cancellationTermsField,
  })
  .partial()
export type VenueProfileUpdate = z.infer<typeof venueProfileUpdateSchema>

export const venueProfileSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  location: z.string(),
  timezone: z.string(),
  description: z.string(),
  amenities: z.array(z.string()),
  dietary: z.array(z.string()),
  minNoticeHours: z.number().int(),
  depositPct: z.number(),
  holdHours: z.number().int(),
  /** The venue's promise: unanswered longer, a request is overdue (staff console, digest). */
  responseHours: z.number().int(),
  /** Final details due this many hours before an event: guests' answers lock then. */
  finalDetailsHours: z.number().int(),
  cancellationTerms: z.array(z.object({ daysBefore: z.number().int(), refundPct: z.number().int() })),
})
export type VenueProfile = z.infer<typeof venueProfileSchema>

// ---- Spaces ----------------------------------------------------------------------------------

const spaceFields = {
  name: nameField,
  kind: z.enum(SPACE_KINDS, { error: PORTAL_MESSAGES.kind }),
  seatedCapacity: intField(0, SPACE_CAPACITY_MAX, PORTAL_MESSAGES.capacity),
  standingCapacity: intField(0, SPACE_CAPACITY_MAX, PORTAL_MESSAGES.capacity),
}
const hasCapacity = (s: { seatedCapacity?: number; standingCapacity?: number }) =>
  s.seatedCapacity === undefined || s.standingCapacity === undefined || s.seatedCapacity + s.standingCapacity > 0
const capacityIssue = { message: PORTAL_MESSAGES.capacityNone, path: ['seatedCapacity'] }

export const spaceCreateSchema = z.object(spaceFields).refine(hasCapacity, capacityIssue)
export const spaceUpdateSchema = z.object(spaceFields).partial().refine(hasCapacity, capacityIssue)
export type SpaceCreate = z.infer<typeof spaceCreateSchema>
export type SpaceUpdate = z.infer<typeof spaceUpdateSchema>

export const spaceSchema = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  name: z.string(),
  kind: z.enum(SPACE_KINDS),
  seatedCapacity: z.number().int(),
  standingCapacity: z.number().int(),
})
export type Space = z.infer<typeof spaceSchema>
export const spacesResponseSchema = z.object({ spaces: z.array(spaceSchema) })

// ---- Packages --------------------------------------------------------------------------------

const packageFields = {
  spaceId: z.number({ error: PORTAL_MESSAGES.spaceNotFound }).int().positive(PORTAL_MESSAGES.spaceNotFound),
  name: nameField,
  description: optionalText(2000).default(''),
  pricePerPerson: moneyField('Price per person'),
  minimumSpend: moneyField('Minimum spend'),
  roomFee: moneyField('Room fee'),
  serviceChargePct: pctField('Service charge'),
  taxPct: pctField('Tax'),
  gratuityPct: pctField('Gratuity'),
  included: labelList.default([]),
  weekdays: z
    .array(z.number().int().min(0).max(6), { error: PORTAL_MESSAGES.weekdays })
    .min(1, PORTAL_MESSAGES.weekdays)
    .max(7, PORTAL_MESSAGES.weekdays)
    .transform((ds) => [...new Set(ds)].sort())
    .default([...WEEKDAYS]),
  /** The earliest and latest start the package is offered for; null: any time. */
  startsFrom: timeField('Use a time like 6:00 PM').nullable().default(null),
  startsUntil: timeField('Use a time like 9:00 PM').nullable().default(null),
  instantBook: z.boolean().default(false),
}

const packageCreateObject = z.object(packageFields)
type PackageShape = Partial<z.infer<typeof packageCreateObject>>
const pricedIssue = { message: PORTAL_MESSAGES.priceOrMinimum, path: ['pricePerPerson'] }
const isPriced = (p: PackageShape) =>
  p.pricePerPerson === undefined || p.minimumSpend === undefined || p.pricePerPerson > 0 || p.minimumSpend > 0

export const packageCreateSchema = packageCreateObject.refine(isPriced, pricedIssue)
/** PATCH: any subset; the merged package is checked again by the server. */
export const packageUpdateSchema = z
  .object({
    ...packageFields,
    pricePerPerson: requiredMoneyField('Price per person'),
    minimumSpend: requiredMoneyField('Minimum spend'),
    roomFee: requiredMoneyField('Room fee'),
    description: optionalText(2000),
  })
  .partial()
  .refine(isPriced, pricedIssue)
export type PackageCreate = z.infer<typeof packageCreateSchema>
export type PackageUpdate = z.infer<typeof packageUpdateSchema>

export const packageSchema = packageOfferSchema.extend({
  id: z.number().int(),
  spaceId: z.number().int(),
  spaceName: z.string(),
  name: z.string(),
  description: z.string(),
  /** The all-in price for the space's seated capacity (or 20 guests when it seats none): a preview. */
  example: z.object({
    guests: z.number().int(),
    totalCents: z.number().int(),
    perGuestCents: z.number().int(),
    lines: z.array(proposalLineSchema),
  }),
})
export type VenuePackage = z.infer<typeof packageSchema>
export const packagesResponseSchema = z.object({ packages: z.array(packageSchema) })

// ---- Blackouts -------------------------------------------------------------------------------

/** A closed day: of one space, or of the whole venue when spaceId is null. */
export const blackoutInputSchema = z.object({
  date: dateField(PORTAL_MESSAGES.date),
  spaceId: z.number().int().positive().nullable().default(null),
  reason: optionalText(200),
})
export type BlackoutInput = z.infer<typeof blackoutInputSchema>

export const blackoutSchema = z.object({
  date: z.string(),
  spaceId: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** A synced calendar busy in one slot only; null: the whole day (always, for a day closed by hand). */
  slot: z.enum(SLOTS).nullable(),
})
export const blackoutsResponseSchema = z.object({ blackouts: z.array(blackoutSchema) })
export const blackoutParamsSchema = venueParamsSchema.extend({ date: dateField(PORTAL_MESSAGES.date) })
export const blackoutDeleteQuerySchema = z.object({
  spaceId: z.coerce.number().int().positive().optional(),
})

// ---- Calendar --------------------------------------------------------------------------------

export const calendarQuerySchema = z.object({
  month: text({ error: PORTAL_MESSAGES.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, PORTAL_MESSAGES.month),
})

export const calendarHoldSchema = z.object({
  id: z.number().int(),
  spaceId: z.number().int(),
  date: z.string(),
  slot: z.enum(SLOTS),
  /** As it stands now: a `held` row past its expiry answers `expired`. */
  status: z.enum(HOLD_STATUSES),
  expiresAt: z.string().nullable(),
  requestId: z.number().int().nullable(),
  reference: z.string().nullable(),
  plannerName: z.string().nullable(),
  time: z.string().nullable(),
  guests: z.number().int().nullable(),
})
export type CalendarHold = z.infer<typeof calendarHoldSchema>

/**
 * A confirmed booking of the venue that holds none of its spaces (our concierge team confirmed a
 * proposal, which names no space): the event's day, time and guests as agreed.
 */
export const calendarUnassignedBookingSchema = z.object({
  eventId: z.number().int(),
  requestId: z.number().int(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  reference: z.string(),
  plannerName: z.string(),
})
export type CalendarUnassignedBooking = z.infer<typeof calendarUnassignedBookingSchema>

export const calendarResponseSchema = z.object({
  month: z.string(),
  timezone: z.string(),
  spaces: z.array(spaceSchema),
  blackouts: z.array(blackoutSchema),
  /** Live holds and bookings of the month (released and expired ones are left out). */
  holds: z.array(calendarHoldSchema),
  /** Confirmed, not cancelled bookings of the month with no live hold on any of the venue's spaces. */
  unassignedBookings: z.array(calendarUnassignedBookingSchema),
})
export type VenueCalendar = z.infer<typeof calendarResponseSchema>

// ---- Calendar feed (iCalendar subscription) ---------------------------------------------------

/** Whether a feed URL exists; the URL itself is shown only when it is created (its token is stored hashed). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean() })
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>
export const calendarFeedLinkSchema = z.object({ url: z.string() })
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>
export const calendarFeedParamsSchema = z.object({ file: z.string().max(200) })

// A venue's inbox and its answers to requests: accept with a quote (stored as a
// proposal, so the planner accepts it by link as she does staff proposals, and holding the space),
// offer another date or time, or decline with a reason. Each is recorded in the request's history.
import { z } from 'zod'
import { bookingStageSchema } from '../bookings/booking-stage-api'
import { quoteTermsFields } from '../proposals/quote-terms-api'
import { pathIdField } from '../id-field'
import { dateBounds, DATE_TOO_FAR_MESSAGE } from '../date-bounds'
import { dateField, optionalText, requiredText, timeField } from '../fields'
import {
  PROPOSAL_GUESTS_MAX,
  PROPOSAL_MESSAGES,
  PROPOSAL_MESSAGE_MAX,
  moneyField,
  moneyFieldOrMissing,
  pctFieldOrMissing,
} from '../proposals/proposal-totals'
import { staffProposalSchema } from '../proposals/staff-proposal-api'
import { REQUEST_KIND_VALUES, REQUEST_STATUS_VALUES } from '../requests/workflow'
import { HOLD_STATUSES } from '../bookings/holds'
import { SLOTS } from '../venues/spaces'

export const ANSWER_MESSAGES = {
  requestNotFound: 'Request not found',
  reason: 'Please give the planner a reason',
  offer: 'Please say what you can offer instead',
  capacity: (max: number) => `This space holds up to ${max} guests`,
  notBookable: 'Only booking requests can be quoted',
  closed: 'This request is no longer open',
  /** The space or the venue is closed that day (by hand, or busy in a synced calendar). */
  closedDay: (reason: string | null) =>
    `This date is closed${reason ? ` (${reason})` : ''}: open it in your calendar first, or offer another date`,
} as const

export const requestParamsSchema = z.object({ venueId: pathIdField(), requestId: pathIdField() })

export const inboxRequestSchema = z.object({
  id: z.number().int(),
  /** The same reference the concierge console shows. */
  reference: z.string(),
  kind: z.enum(REQUEST_KIND_VALUES),
  status: z.enum(REQUEST_STATUS_VALUES),
  plannerName: z.string(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  guests: z.number().int().nullable(),
  /** What the planner wrote, when her request carried a message. */
  notes: z.string().nullable(),
  /** The venue package the planner chose, if any. */
  packageName: z.string().nullable(),
  /** Its id, so the quote form starts from it; null when deleted since or none. */
  packageId: z.number().int().nullable(),
  /** The add-ons she asked for, by name (one priced per hour with her hours). */
  addOns: z.array(z.string()),
  /** Her dietary needs in words: how many guests each ("Vegan × 3"), then anything she wrote. */
  dietary: z.string().nullable(),
  /** Other dates that would suit her ('yyyy-mm-dd'). */
  alternativeDates: z.array(z.string()),
  /**
   * How to reach her: only once the venue has quoted (or instant book confirmed), as the emails
   * do; until then the venue answers through Bountiful.
   */
  contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  firstResponseAt: z.string().nullable(),
  /** Where the booking stands (booking kinds only), in the lifecycle's one vocabulary. */
  booking: bookingStageSchema.nullable(),
  /** The live hold or booking of this request, if any. */
  hold: z
    .object({
      spaceId: z.number().int(),
      status: z.enum(HOLD_STATUSES),
      slot: z.enum(SLOTS),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
})
export type InboxRequest = z.infer<typeof inboxRequestSchema>
export const venueInboxResponseSchema = z.object({ requests: z.array(inboxRequestSchema) })

const guestsField = z
  .number({ error: PROPOSAL_MESSAGES.guests })
  .int(PROPOSAL_MESSAGES.guests)
  .min(1, PROPOSAL_MESSAGES.guests)
  .max(PROPOSAL_GUESTS_MAX, PROPOSAL_MESSAGES.guests)

/**
 * POST …/requests/:requestId/quote. Date, time and guests default to the request's; the amounts
 * default to the package's when `packageId` is given, and any of them may be edited.
 */
export const quoteInputSchema = z.object({
  spaceId: z.number({ error: 'Please choose a space' }).int().positive('Please choose a space'),
  packageId: z.number().int().positive().optional(),
  date: dateField(PROPOSAL_MESSAGES.date)
    .refine((d) => d <= dateBounds().latest, DATE_TOO_FAR_MESSAGE)
    .optional(),
  time: timeField(PROPOSAL_MESSAGES.time).optional(),
  guests: guestsField.optional(),
  pricePerPerson: moneyFieldOrMissing('Price per person'),
  minimumSpend: moneyFieldOrMissing('Minimum spend'),
  roomFee: moneyFieldOrMissing('Room fee'),
  serviceChargePct: pctFieldOrMissing('Service charge'),
  taxPct: pctFieldOrMissing('Tax'),
  gratuityPct: pctFieldOrMissing('Gratuity'),
  fees: moneyField('Fees'),
  /** Dollars; when left out, `depositPct` (else the venue's deposit percentage) of the total. */
  deposit: moneyFieldOrMissing('Deposit'),
  message: optionalText(PROPOSAL_MESSAGE_MAX),
  /** What is included, valid until, deposit %, cancellation terms (all optional). */
  ...quoteTermsFields,
})
export type QuoteInput = z.infer<typeof quoteInputSchema>

export const quoteResponseSchema = z.object({
  proposal: staffProposalSchema,
  hold: z.object({
    id: z.number().int(),
    spaceId: z.number().int(),
    date: z.string(),
    slot: z.enum(SLOTS),
    status: z.enum(HOLD_STATUSES),
    expiresAt: z.string().nullable(),
  }),
})
export type QuoteResponse = z.infer<typeof quoteResponseSchema>

/** POST …/offer: another date or time the venue can do; the planner replies to the email. */
export const offerInputSchema = z.object({
  date: dateField(PROPOSAL_MESSAGES.date).refine((d) => d <= dateBounds().latest, DATE_TOO_FAR_MESSAGE),
  time: timeField(PROPOSAL_MESSAGES.time),
  message: optionalText(PROPOSAL_MESSAGE_MAX),
})
export type OfferInput = z.infer<typeof offerInputSchema>

/** POST …/decline */
export const declineInputSchema = z.object({ reason: requiredText(ANSWER_MESSAGES.reason, PROPOSAL_MESSAGE_MAX) })
export type DeclineInput = z.infer<typeof declineInputSchema>

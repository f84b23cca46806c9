// A booking request drafted by an outside assistant (the MCP server's draft tool): it is stored as
// a draft and nothing reaches the venue until the planner confirms it from the emailed link, which
// sends it as the booking request page would. The tool's input is plain JSON Schema material (no
// preprocessing), since assistants read it as JSON Schema; the booking page's own schema checks
// the result before anything is stored.
import { z } from 'zod'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { BOOKING_PAGE_EVENT_TYPES } from '../options'
import { BOOKING_PAGE_TIMES } from '../time'
import { EMAIL_MAX, NAME_MAX, PHONE_MAX, optionalPhoneField } from '../fields'

/** How long a draft waits for the planner's confirmation. */
export const BOOKING_DRAFT_TTL_HOURS = 48
/** Unconfirmed drafts one address may have waiting at once: the tool cannot flood a mailbox. */
export const MAX_PENDING_DRAFTS_PER_EMAIL = 3
export const BOOKING_DRAFT_NOTES_MAX = 2000

const [firstTime, ...otherTimes] = BOOKING_PAGE_TIMES

export const bookingDraftInputSchema = z.object({
  venueId: z.int().min(1).describe('The venue, by the id the search tool returned'),
  date: z.iso.date().describe('The event date, YYYY-MM-DD, today or later'),
  time: z
    .enum([firstTime!, ...otherTimes])
    .describe('The start time, e.g. "7:00 PM" (11:00 AM to 9:30 PM, half hours)'),
  guests: z.int().min(MIN_GUESTS).max(MAX_GUESTS).describe(`Group size, ${MIN_GUESTS} to ${MAX_GUESTS}`),
  name: z.string().trim().min(2).max(NAME_MAX).describe("The planner's full name"),
  email: z
    .email()
    .max(EMAIL_MAX)
    .describe("The planner's email: the confirmation link goes there, and the request is sent only when she confirms"),
  phone: z.string().trim().max(PHONE_MAX).optional().describe("The planner's phone (she can add it when confirming)"),
  eventType: z.enum(BOOKING_PAGE_EVENT_TYPES).optional().describe('The kind of event (default "Other")'),
  notes: z
    .string()
    .trim()
    .max(BOOKING_DRAFT_NOTES_MAX)
    .optional()
    .describe('Anything the venue should know (dietary needs, occasion, room wishes)'),
})
export type BookingDraftInput = z.infer<typeof bookingDraftInputSchema>

export const bookingDraftOutputSchema = z.object({
  draftId: z.int(),
  status: z.literal('awaiting_confirmation'),
  venue: z.object({ id: z.int(), name: z.string(), location: z.string() }),
  date: z.string(),
  time: z.string(),
  guests: z.int(),
  sentTo: z.string(),
  expiresAt: z.string(),
  message: z.string(),
})
export type BookingDraftOutput = z.infer<typeof bookingDraftOutputSchema>

export const BOOKING_DRAFT_STATUSES = ['pending', 'sent', 'expired'] as const

export const bookingDraftParamsSchema = z.object({ token: z.string().max(200) })

/** The draft as its confirmation page shows it. */
export const bookingDraftViewSchema = z.object({
  status: z.enum(BOOKING_DRAFT_STATUSES),
  venue: z.object({ id: z.number(), name: z.string(), location: z.string() }),
  date: z.string(),
  time: z.string(),
  guests: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  eventType: z.string(),
  notes: z.string().nullable(),
  expiresAt: z.string(),
  /** The request's reference once sent. */
  reference: z.string().nullable(),
})
export type BookingDraftView = z.infer<typeof bookingDraftViewSchema>

export const CONFIRM_PHONE_MESSAGE = 'Please enter a valid phone number'

/** The planner's phone, when the draft has none (the booking request asks for one). */
export const confirmBookingDraftBodySchema = z.object({ phone: optionalPhoneField(CONFIRM_PHONE_MESSAGE) })

export const confirmBookingDraftAnswerSchema = z.object({
  status: z.enum(['sent', 'already_sent']),
  reference: z.string(),
  message: z.string(),
})
export type ConfirmBookingDraftAnswer = z.infer<typeof confirmBookingDraftAnswerSchema>

export const BOOKING_DRAFT_LINK_INVALID = 'This link is not valid. Please use the link in your email.'
export const BOOKING_DRAFT_EXPIRED =
  'This draft has expired and was not sent. Ask your assistant to prepare it again, or book from the venue page.'
export const alreadySentMessage = (reference: string) => `This request was already sent (reference ${reference}).`

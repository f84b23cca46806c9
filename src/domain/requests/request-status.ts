// The planner's read-only view of one request (GET /api/requests/view/:token), opened from the
// signed link in her confirmation email: that request's own facts and where it stands, nothing else.
import { z } from 'zod'
import { promiseWords, RESPONSE_PROMISE_HOURS } from './response-time'
import { REQUEST_KIND_VALUES, REQUEST_STATUS_VALUES } from './workflow'

// The request's own kinds and statuses (workflow.ts): the planner's view names the same states.
export const REQUEST_VIEW_KINDS = REQUEST_KIND_VALUES
export const REQUEST_VIEW_STATUSES = REQUEST_STATUS_VALUES
export type RequestViewStatus = (typeof REQUEST_VIEW_STATUSES)[number]

export const PLANNER_KIND_LABELS: Readonly<Record<(typeof REQUEST_VIEW_KINDS)[number], string>> = {
  booking: 'Booking request',
  booking_page: 'Booking request',
  concierge_booking: 'Booking request',
  consultation: 'Consultation request',
  search_concierge: 'Concierge request',
  callie_conversation: 'Conversation with Callie',
  contact: 'Message',
  partner: 'Partner application',
}

/** Where the request stands, in the planner's words, and what happens next (see plannerStatus). */
const PLANNER_STATUS: Readonly<Record<RequestViewStatus, { label: string; next: string }>> = {
  new: { label: 'Received', next: 'Callie and our concierge team will get back to you within 24 hours.' },
  in_progress: {
    label: 'In progress',
    next: 'Our concierge team is working on your request and will write to you soon.',
  },
  proposed: {
    label: 'Proposal sent',
    next: 'We emailed you a proposal: open it from that email to accept or decline.',
  },
  confirmed: { label: 'Confirmed', next: 'Your booking is confirmed. The details are in our confirmation email.' },
  declined: {
    label: 'Not available',
    next: "We couldn't arrange this one. Reply to our email and we'll help you find another option.",
  },
  closed: { label: 'Closed', next: 'This request is closed. Reply to our email if you need anything else.' },
  cancelled: {
    label: 'Cancelled',
    next: 'This booking is cancelled. What is refunded, and to whom, is in our cancellation email.',
  },
}

/**
 * The status line of a request. `replyHours`: the named venue's response promise
 * (venues.response_hours), as its confirmation email and success screen state it; ours (24 hours)
 * for a request naming no venue.
 */
export function plannerStatus(
  status: RequestViewStatus,
  replyHours: number = RESPONSE_PROMISE_HOURS,
): { label: string; next: string } {
  const line = PLANNER_STATUS[status]
  if (status !== 'new') return line
  return { ...line, next: `Callie and our concierge team will get back to you within ${promiseWords(replyHours)}.` }
}

export const requestViewSchema = z.object({
  reference: z.string(),
  kind: z.enum(REQUEST_VIEW_KINDS),
  kindLabel: z.string(),
  status: z.enum(REQUEST_VIEW_STATUSES),
  statusLabel: z.string(),
  nextStep: z.string(),
  createdAt: z.string(),
  venue: z
    .object({ id: z.number().int(), name: z.string(), location: z.string(), imageUrl: z.string().nullable() })
    .nullable(),
  eventDate: z.string().nullable(),
  /** Other dates she said would suit her ('yyyy-mm-dd'). */
  alternativeDates: z.array(z.string()),
  eventTime: z.string().nullable(),
  guests: z.number().int().nullable(),
  /** Her guests' diets in words: how many guests each ("Vegan × 3"), then anything she wrote. */
  dietary: z.string().nullable(),
  /** The estimate when the request was sent (before any proposal). */
  estimateCents: z.number().int().nullable(),
  /** The accepted proposal's all-in total with our booking fee (what the planner pays); null until one is accepted. */
  acceptedTotalCents: z.number().int().nullable(),
})
export type RequestView = z.infer<typeof requestViewSchema>

/** GET /api/requests/view/:token: the signed link's token. */
export const requestViewParamsSchema = z.object({ token: z.string().max(200) })

export const REQUEST_LINK_INVALID = 'This link is not valid. Please use the link in your confirmation email.'

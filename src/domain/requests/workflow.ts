// The concierge workflow: which status a request may move to, and what each move needs.
// Pure rules; the server applies them inside the transaction that records the history.

/**
 * The statuses staff may set by hand. `cancelled` is not one: only the booking's cancellation
 * (src/server/bookings/cancel-booking.ts) sets it, with its refunds, event, hold and emails.
 */
export const STAFF_SETTABLE_STATUSES = ['new', 'in_progress', 'proposed', 'confirmed', 'declined', 'closed'] as const
export const REQUEST_STATUS_VALUES = [...STAFF_SETTABLE_STATUSES, 'cancelled'] as const
export type RequestStatus = (typeof REQUEST_STATUS_VALUES)[number]
type StaffSettableStatus = (typeof STAFF_SETTABLE_STATUSES)[number]

export const REQUEST_KIND_VALUES = [
  'booking',
  'booking_page',
  'concierge_booking',
  'consultation',
  'search_concierge',
  /** A conversation with Callie handed over to a person (its thread is in details.conversationId). */
  'callie_conversation',
  'contact',
  'partner',
] as const
export type RequestKindValue = (typeof REQUEST_KIND_VALUES)[number]

/** Kinds that name a venue, a date and a group: they get proposals and become events when confirmed. */
export const BOOKING_KINDS: readonly RequestKindValue[] = ['booking', 'booking_page', 'concierge_booking']
export const isBookingKind = (kind: string) => (BOOKING_KINDS as readonly string[]).includes(kind)

export const STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  new: 'New',
  in_progress: 'In progress',
  proposed: 'Proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  closed: 'Closed',
  cancelled: 'Cancelled',
}

export const TRANSITIONS: Readonly<Record<RequestStatus, readonly StaffSettableStatus[]>> = {
  new: ['in_progress', 'declined', 'closed'],
  in_progress: ['proposed', 'confirmed', 'declined', 'closed'],
  proposed: ['confirmed', 'declined', 'in_progress', 'closed'],
  confirmed: ['closed'],
  declined: ['closed'],
  closed: [],
  // Set only by the booking's cancellation, never by a status change; nothing moves out of it.
  cancelled: [],
}

/** Moves that end the conversation with the planner need a reason on record. */
export const NOTE_REQUIRED: readonly RequestStatus[] = ['declined', 'closed']

export const WORKFLOW_MESSAGES = {
  noteRequired: 'Please add a note explaining why',
  sameStatus: (s: RequestStatus) => `The request is already ${STATUS_LABELS[s].toLowerCase()}`,
  illegal: (from: RequestStatus, to: RequestStatus) =>
    `A request that is ${STATUS_LABELS[from].toLowerCase()} cannot move to ${STATUS_LABELS[to].toLowerCase()}` +
    (TRANSITIONS[from].length
      ? ` (allowed: ${TRANSITIONS[from].map((s) => STATUS_LABELS[s].toLowerCase()).join(', ')})`
      : ' (it is final)'),
  notBooking: 'Only booking requests can get a proposal or be confirmed as an event',
  confirmFrom: 'Only a request in progress or proposed can be confirmed',
  proposeFrom: 'Proposals can be sent for requests that are new, in progress or proposed',
} as const

export type TransitionCheck =
  | { ok: true }
  | { ok: false; reason: 'illegal'; message: string }
  | { ok: false; reason: 'note_required'; message: string }

export function canTransition(from: RequestStatus, to: RequestStatus): boolean {
  return (TRANSITIONS[from] as readonly RequestStatus[]).includes(to)
}

/** Whether a move is allowed, and with what it must come. Illegal moves are conflicts (409). */
export function checkTransition({
  from,
  to,
  note,
}: {
  from: RequestStatus
  to: RequestStatus
  note?: string | null
}): TransitionCheck {
  if (from === to) return { ok: false, reason: 'illegal', message: WORKFLOW_MESSAGES.sameStatus(from) }
  if (!canTransition(from, to)) return { ok: false, reason: 'illegal', message: WORKFLOW_MESSAGES.illegal(from, to) }
  if (NOTE_REQUIRED.includes(to) && !note?.trim())
    return { ok: false, reason: 'note_required', message: WORKFLOW_MESSAGES.noteRequired }
  return { ok: true }
}

/**
 * A proposal may go out while the conversation is open; sending one moves the request to
 * proposed (from new, through in progress, as both steps are allowed).
 */
export const PROPOSABLE_STATUSES: readonly RequestStatus[] = ['new', 'in_progress', 'proposed']

/** Confirming needs the request in progress or proposed (the brief's flow). */
export const CONFIRMABLE_STATUSES: readonly RequestStatus[] = ['in_progress', 'proposed']

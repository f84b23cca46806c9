// One booking, one truth (docs/decisions/0018-booking-lifecycle.md): the stages a booking goes
// through, the transitions allowed from each, who may make them and what each causes. The server's
// one owner of these transitions (src/server/bookings) checks every move here; every screen and
// email names a booking's stage with the one label below.
//
// The stage is derived from the rows the transitions write (the request's status, its latest
// proposal, the space hold, the event, the payment schedule and its ledger), never stored beside
// them, so two screens cannot disagree about it.

export const BOOKING_STAGES = [
  'requested',
  'quoted',
  'accepted',
  'confirmed',
  'deposit_due',
  'balance_due',
  'paid',
  'completed',
  'declined',
  'expired',
  'cancelled',
  'closed',
] as const
export type BookingStage = (typeof BOOKING_STAGES)[number]

/** One human label per stage, the same for the planner, the venue, staff and every email. */
export const BOOKING_STAGE_LABELS: Readonly<Record<BookingStage, string>> = {
  requested: 'Requested',
  quoted: 'Quote to review',
  accepted: 'Accepted, awaiting confirmation',
  confirmed: 'Confirmed',
  deposit_due: 'Confirmed, deposit due',
  balance_due: 'Confirmed, deposit paid',
  paid: 'Paid in full',
  completed: 'Completed',
  declined: 'Not available',
  expired: 'Quote expired',
  cancelled: 'Cancelled',
  closed: 'Closed',
}

/** Stages in which the booking holds: its event is on the dashboard and its space is booked. */
export const CONFIRMED_STAGES: readonly BookingStage[] = [
  'confirmed',
  'deposit_due',
  'balance_due',
  'paid',
  'completed',
]
export const isConfirmedStage = (stage: BookingStage) => CONFIRMED_STAGES.includes(stage)

export const BOOKING_ACTORS = ['planner', 'venue', 'staff', 'clock', 'payment'] as const
export type BookingActor = (typeof BOOKING_ACTORS)[number]

/** What a transition causes, in the transaction that makes it. */
export type BookingEffect =
  | 'proposal_sent'
  | 'hold_placed'
  | 'hold_booked'
  | 'hold_released'
  | 'event_created'
  | 'event_cancelled'
  | 'schedule_opened'
  | 'refunds_by_policy'
  | 'other_brief_venues_declined'
  | 'email_planner'
  | 'email_team'
  | 'email_venue'
  | 'email_co_hosts'
  | 'email_payers'
  | 'ledger_rows'

export type BookingTransition = {
  from: readonly BookingStage[]
  /** The stage it leads to; `confirmed` becomes `deposit_due` as soon as the schedule asks for money. */
  to: BookingStage
  by: readonly BookingActor[]
  causes: readonly BookingEffect[]
}

const OPEN: readonly BookingStage[] = ['requested', 'quoted', 'accepted', 'expired']
const CONFIRMED: readonly BookingStage[] = ['confirmed', 'deposit_due', 'balance_due', 'paid']

export const BOOKING_TRANSITIONS = {
  /** Staff send a proposal or a venue sends its quote (with a hold on its space). */
  quote: {
    from: OPEN,
    to: 'quoted',
    by: ['staff', 'venue'],
    causes: ['proposal_sent', 'hold_placed', 'hold_released', 'email_planner'],
  },
  /** The planner accepts a concierge proposal: our team confirms it with the venue. */
  accept: {
    from: ['quoted'],
    to: 'accepted',
    by: ['planner'],
    causes: ['hold_booked', 'other_brief_venues_declined', 'email_team', 'email_venue'],
  },
  /** The planner accepts a venue's own quote: the venue already agreed, so it books at once. */
  accept_and_book: {
    from: ['quoted'],
    to: 'confirmed',
    by: ['planner'],
    causes: [
      'hold_booked',
      'event_created',
      'schedule_opened',
      'other_brief_venues_declined',
      'email_planner',
      'email_venue',
    ],
  },
  /** A package that allows instant book, on terms the planner agreed to before booking. */
  instant_book: {
    from: ['requested'],
    to: 'confirmed',
    by: ['planner'],
    causes: ['hold_booked', 'event_created', 'schedule_opened', 'email_planner', 'email_venue'],
  },
  /** Staff confirm: one act that creates the event and opens the payment schedule. */
  confirm: {
    from: ['requested', 'quoted', 'accepted'],
    to: 'confirmed',
    by: ['staff'],
    causes: ['hold_booked', 'hold_released', 'event_created', 'schedule_opened', 'email_planner'],
  },
  /** The planner declines a proposal: the conversation stays open for another. */
  decline_quote: { from: ['quoted'], to: 'requested', by: ['planner'], causes: ['hold_released', 'email_team'] },
  /** The venue or staff cannot host it. */
  decline: { from: OPEN, to: 'declined', by: ['venue', 'staff'], causes: ['hold_released', 'email_planner'] },
  /** A quote's validity or its hold runs out. */
  expire: { from: ['quoted'], to: 'expired', by: ['clock'], causes: ['hold_released'] },
  /** A verified payment or a recorded transfer. */
  pay: {
    from: ['deposit_due', 'balance_due'],
    to: 'balance_due',
    by: ['payment', 'staff'],
    causes: ['ledger_rows', 'email_payers'],
  },
  /** Cancelled by the host, the venue or staff: everyone is told, refunds follow the policy. */
  cancel: {
    from: CONFIRMED,
    to: 'cancelled',
    by: ['planner', 'venue', 'staff'],
    causes: [
      'event_cancelled',
      'hold_released',
      'refunds_by_policy',
      'ledger_rows',
      'email_planner',
      'email_co_hosts',
      'email_payers',
      'email_venue',
      'email_team',
    ],
  },
  /** The event has taken place. */
  complete: { from: CONFIRMED, to: 'completed', by: ['clock'], causes: [] },
} as const satisfies Record<string, BookingTransition>
export type BookingTransitionName = keyof typeof BOOKING_TRANSITIONS

export type TransitionRefusal = { ok: false; message: string }

/** Whether `actor` may make `name` from `stage`; a refusal carries the sentence the 409 shows. */
export function checkBookingTransition(
  name: BookingTransitionName,
  stage: BookingStage,
  actor: BookingActor,
): { ok: true } | TransitionRefusal {
  const t: BookingTransition = BOOKING_TRANSITIONS[name]
  if (!t.by.includes(actor)) return { ok: false, message: BOOKING_MESSAGES.notYours(name) }
  if (!t.from.includes(stage)) return { ok: false, message: BOOKING_MESSAGES.notFrom(name, stage) }
  return { ok: true }
}

const VERBS: Readonly<Record<BookingTransitionName, string>> = {
  quote: 'get a new quote',
  accept: 'be accepted',
  accept_and_book: 'be accepted',
  instant_book: 'be booked at once',
  confirm: 'be confirmed',
  decline_quote: 'be declined',
  decline: 'be declined',
  expire: 'expire',
  pay: 'take a payment',
  cancel: 'be cancelled',
  complete: 'be completed',
}

export const BOOKING_MESSAGES = {
  notFrom: (name: BookingTransitionName, stage: BookingStage) => {
    const label = BOOKING_STAGE_LABELS[stage].toLowerCase()
    return `A booking that is ${label} cannot ${VERBS[name]}`
  },
  notYours: (name: BookingTransitionName) => `You cannot make this booking ${VERBS[name].replace(/^be /, '')}`,
  notABooking: 'Only booking requests have a booking',
} as const

/** The rows a stage is read from (see src/server/bookings/booking-stage.ts). */
export type BookingFacts = {
  /** The request's stored status (the concierge workflow's, plus `cancelled`). */
  requestStatus: string
  /** Its latest proposal that was not superseded, if any. */
  proposal: { status: 'sent' | 'accepted' | 'declined'; validUntil: string | null; holdExpired: boolean } | null
  /** The event, once confirmed. */
  event: { date: string; cancelled: boolean; past: boolean } | null
  /** The payment schedule, once opened: whether the deposit and everything are paid. */
  schedule: { cancelled: boolean; depositPaid: boolean; allPaid: boolean } | null
  /** Today where the event happens. */
  today: string
}

export function bookingStageOf(f: BookingFacts): BookingStage {
  if (f.requestStatus === 'cancelled' || f.event?.cancelled || f.schedule?.cancelled) return 'cancelled'
  if (f.requestStatus === 'confirmed' || f.event) {
    if (f.event?.past) return 'completed'
    if (!f.schedule) return 'confirmed'
    if (f.schedule.allPaid) return 'paid'
    return f.schedule.depositPaid ? 'balance_due' : 'deposit_due'
  }
  if (f.requestStatus === 'declined') return 'declined'
  if (f.requestStatus === 'closed') return 'closed'
  if (f.proposal?.status === 'accepted') return 'accepted'
  if (f.proposal?.status === 'sent') {
    const lapsed = f.proposal.holdExpired || (f.proposal.validUntil !== null && f.proposal.validUntil < f.today)
    return lapsed ? 'expired' : 'quoted'
  }
  return 'requested'
}

/** What the planner can do next, in her words, for each stage. */
export const PLANNER_NEXT_STEP: Readonly<Record<BookingStage, string>> = {
  requested: 'Waiting for an answer from the venue or our concierge team.',
  quoted: 'A quote is waiting for your answer.',
  accepted: 'You accepted. Our concierge team is confirming it with the venue and will email you.',
  confirmed: 'Your booking is confirmed.',
  deposit_due: 'Your booking is confirmed. Pay the deposit to secure it.',
  balance_due: 'Deposit paid. The balance is due before the event.',
  paid: 'Everything is paid. Enjoy your event.',
  completed: 'The event has taken place.',
  declined: "This one couldn't be arranged. Reply to our email and we'll help you find another option.",
  expired: 'This quote has expired. Ask for a new one.',
  cancelled: 'This booking is cancelled.',
  closed: 'This request is closed.',
}

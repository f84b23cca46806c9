// Contracts of the payment routes: the planner's and the staff console's view of a
// booking's schedule and ledger, a guest's share page, and the writes (split, pay, record, cancel).
import { z } from 'zod'
import { idField, pathIdField } from '../id-field'
import { dateField, requiredText } from '../fields'
import { text } from '../text-field'
import { INSTALMENT_KINDS } from './schedule'
import { LEDGER_KINDS } from './ledger'
import { cancellationPolicySchema } from './refunds'

export const PAYMENT_SCHEDULE_STATUSES = ['open', 'cancelled'] as const
/**
 * expiring: replaced (the amount due changed, or near Stripe's 24 hours), to be expired at Stripe
 * before anything else is offered to its payer; expired: it can no longer be paid.
 */
export const CHECKOUT_STATUSES = ['opening', 'open', 'paid', 'expiring', 'expired'] as const
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cheque'] as const
export const OFFLINE_METHODS = ['bank_transfer', 'cheque'] as const
/** paid; due (today or later); overdue (past its day and not paid). */
export const INSTALMENT_STATES = ['paid', 'due', 'overdue'] as const
export type InstalmentState = (typeof INSTALMENT_STATES)[number]
/** A reminder 3 days before an instalment's due day, and one on the day. */
export const PAYMENT_REMINDER_KINDS = ['three_days_before', 'due_day'] as const
export type PaymentReminderKind = (typeof PAYMENT_REMINDER_KINDS)[number]

/**
 * A refund's state: a card refund is Stripe's, refunded at once; an offline payment's refund is
 * recorded in the ledger and waits for staff to pay it back by bank or cheque and mark it.
 */
export const REFUND_STATES = ['to_pay_back', 'refunded'] as const
export type RefundState = (typeof REFUND_STATES)[number]
export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  to_pay_back: 'To pay back',
  refunded: 'Refunded',
}

export const ORGANISER_PAYER = 'organiser'
export const sharePayer = (shareId: number) => `share:${shareId}`

/** Larger than any booking (a million dollars), well inside int4. */
export const PAYMENT_CENTS_MAX = 100_000_000

export const PAYMENT_MESSAGES = {
  notConfigured: 'Card payments are not available. Please pay by bank transfer; the concierge will send the details.',
  noSchedule: 'This booking has no payment schedule yet.',
  noAcceptedProposal: 'The request needs an accepted proposal and a confirmed event before payments can start.',
  scheduleExists: 'This booking already has a payment schedule.',
  instalmentNotFound: 'Instalment not found',
  shareNotFound: 'This payment link is not valid. Please use the latest link you were sent.',
  nothingDue: 'Nothing is left to pay here.',
  cancelled: 'This booking was cancelled.',
  guestNotFound: 'Choose guests from the event’s guest list',
  amount: `Amount must be whole cents from 1 to ${PAYMENT_CENTS_MAX}`,
  providerFailed: 'The card payment service did not answer. Please try again in a minute.',
  paymentInFlight:
    'A card payment for this is going through right now. Please reload the page in a minute to see what is left to pay.',
  checkoutChanged: 'What is left to pay changed while the payment page was opening. Please try again.',
  belowCardMinimum:
    'What is left to pay is less than the $0.50 a card payment can take. Reply to your booking email and our concierge team will settle it.',
  refundNotFound: 'Refund not found',
  refundByCard: 'A card refund is paid back by Stripe; there is nothing to mark.',
  refundPaidBack: 'This refund is already marked as paid back.',
  splitNeedsCards:
    'Guests can pay their share only by card, and card payments are not available on this site. Your guests can pay you directly; our concierge team records bank transfers and cheques.',
} as const

const cents = z.number().int().min(0)
const amountField = z
  .number({ error: PAYMENT_MESSAGES.amount })
  .int(PAYMENT_MESSAGES.amount)
  .min(1, PAYMENT_MESSAGES.amount)
  .max(PAYMENT_CENTS_MAX, PAYMENT_MESSAGES.amount)

export const shareSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  amountCents: cents,
  paidCents: cents,
  paid: z.boolean(),
})

export const instalmentSchema = z.object({
  id: z.number(),
  kind: z.enum(INSTALMENT_KINDS),
  dueOn: z.string(),
  amountCents: cents,
  venueCents: cents,
  feeCents: cents,
  /** Charged towards it, before any refund. */
  paidCents: cents,
  /** What is still to pay ("cover the rest" for the organiser). */
  dueCents: cents,
  /** Of what was charged towards it, what came back (a cancellation, a final bill under what was paid). */
  refundedCents: cents,
  /** Of it, offline refunds our team has still to pay back. */
  toPayBackCents: cents,
  state: z.enum(INSTALMENT_STATES),
  shares: z.array(shareSummarySchema),
})

export const paymentTotalsSchema = z.object({
  paidCents: cents,
  /** Every refund in the ledger, those still to pay back offline included. */
  refundedCents: cents,
  /** Of it, offline refunds our team has still to pay back. */
  toPayBackCents: cents,
  heldForVenueCents: z.number().int(),
  feeKeptCents: z.number().int(),
})

export const bookingPaymentsSchema = z.object({
  scheduleId: z.number(),
  status: z.enum(PAYMENT_SCHEDULE_STATUSES),
  eventDate: z.string(),
  venueTotalCents: cents,
  bookingFeeCents: cents,
  allInCents: cents,
  bookingFeeRefundable: z.boolean(),
  cancellationPolicy: cancellationPolicySchema,
  instalments: z.array(instalmentSchema),
  totals: paymentTotalsSchema,
  /** False when this server takes no card payments (no Stripe keys): pay offline. */
  cardPayments: z.boolean(),
})
export type BookingPayments = z.infer<typeof bookingPaymentsSchema>

export const ledgerEntrySchema = z.object({
  id: z.number(),
  instalmentId: z.number().nullable(),
  kind: z.enum(LEDGER_KINDS),
  amountCents: z.number().int(),
  payer: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  receivedOn: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  /** A refund row's state, with how staff paid it back offline; null for other rows. */
  refund: z
    .object({
      state: z.enum(REFUND_STATES),
      label: z.string(),
      paidBack: z
        .object({ amountCents: cents, note: z.string(), paidBy: z.string().nullable(), paidAt: z.string() })
        .nullable(),
    })
    .nullable(),
})

export const staffBookingPaymentsSchema = bookingPaymentsSchema.extend({
  ledger: z.array(ledgerEntrySchema),
  reconciliation: z.object({ ok: z.boolean(), problems: z.array(z.string()) }),
})
export type StaffBookingPayments = z.infer<typeof staffBookingPaymentsSchema>

export const createSharesSchema = z.discriminatedUnion('mode', [
  z.object({
    /** Equal shares among these guests, and the organiser too when `includeOrganiser`. */
    mode: z.literal('equal'),
    guestIds: z.array(idField(PAYMENT_MESSAGES.guestNotFound)).min(1).max(200),
    includeOrganiser: z.boolean().default(false),
  }),
  z.object({
    /** Set amounts per guest; the rest stays with the organiser. */
    mode: z.literal('amounts'),
    shares: z
      .array(z.object({ guestId: idField(PAYMENT_MESSAGES.guestNotFound), amountCents: amountField }))
      .min(1)
      .max(200),
  }),
])
export type CreateSharesInput = z.infer<typeof createSharesSchema>

export const createdSharesSchema = z.object({
  shares: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string().nullable(),
      amountCents: cents,
      /** The payable link; shown once here (only its hash is stored). */
      url: z.string(),
    }),
  ),
})

export const checkoutSchema = z.object({ url: z.string(), amountCents: cents })

export const publicShareSchema = z.object({
  eventName: z.string(),
  venueName: z.string().nullable(),
  eventDate: z.string(),
  name: z.string(),
  instalment: z.enum(INSTALMENT_KINDS),
  dueOn: z.string(),
  amountCents: cents,
  paidCents: cents,
  /** 0 once the booking is cancelled: nothing more is asked of the guest. */
  dueCents: cents,
  /** The booking was cancelled: what she paid is refunded by the venue's terms, the rest is not asked for. */
  cancelled: z.boolean(),
  cardPayments: z.boolean(),
})

export const offlinePaymentSchema = z.object({
  instalmentId: idField(PAYMENT_MESSAGES.instalmentNotFound),
  amountCents: amountField,
  receivedOn: dateField('Please give the day the payment arrived'),
  method: z.enum(OFFLINE_METHODS),
  reference: requiredText('Please give the bank or cheque reference', 100),
})
export type OfflinePaymentInput = z.infer<typeof offlinePaymentSchema>

export const refundParamsSchema = z.object({ id: pathIdField(), entryId: pathIdField(PAYMENT_MESSAGES.refundNotFound) })

/** Staff paid an offline refund back: the amount (the refund's, as a check) and how. */
export const refundPaybackSchema = z.object({
  amountCents: amountField,
  note: requiredText('Please say how it was paid back (the transfer or cheque reference)', 500),
})
export type RefundPaybackInput = z.infer<typeof refundPaybackSchema>

/** The staff console's list of instalments past their day and not fully paid. */
export const overdueInstalmentsSchema = z.object({
  /** Bookings whose ledger does not reconcile, shown above the overdue list. */
  unreconciled: z.array(
    z.object({
      requestId: z.number(),
      reference: z.string(),
      organiserName: z.string(),
      eventName: z.string(),
      eventDate: z.string(),
      problems: z.array(z.string()).min(1),
    }),
  ),
  instalments: z.array(
    z.object({
      requestId: z.number(),
      reference: z.string(),
      organiserName: z.string(),
      eventName: z.string(),
      eventDate: z.string(),
      instalmentId: z.number(),
      kind: z.enum(INSTALMENT_KINDS),
      dueOn: z.string(),
      amountCents: cents,
      paidCents: cents,
      dueCents: cents,
      daysOverdue: z.number().int().min(1),
    }),
  ),
})
export type OverdueInstalments = z.infer<typeof overdueInstalmentsSchema>

export const shareTokenParamsSchema = z.object({ token: text() })
export const eventInstalmentParamsSchema = z.object({ id: text(), instalmentId: text() })

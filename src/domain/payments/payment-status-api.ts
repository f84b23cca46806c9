// What the planner's dashboard and the page a payer returns to from Checkout read: each
// booking's payment state, and whether a checkout was paid. Both come from our own rows, which only
// Stripe's verified webhook moves, never from the browser's return.
import { z } from 'zod'
import { text } from '../text-field'

/** paid: nothing left; due: something left, not late; overdue: an instalment past its day; cancelled. */
export const BOOKING_PAYMENT_STATES = ['paid', 'due', 'overdue', 'cancelled'] as const
export type BookingPaymentState = (typeof BOOKING_PAYMENT_STATES)[number]

const cents = z.number().int().min(0)

export const eventPaymentSummarySchema = z.object({
  eventId: z.number(),
  state: z.enum(BOOKING_PAYMENT_STATES),
  allInCents: cents,
  /** Charged towards the instalments, before refunds. */
  paidCents: cents,
  /** The next instalment with something left to pay, when there is one. */
  next: z.object({ dueOn: z.string(), dueCents: cents }).nullable(),
})
export type EventPaymentSummary = z.infer<typeof eventPaymentSummarySchema>

export const eventPaymentSummariesSchema = z.object({ events: z.array(eventPaymentSummarySchema) })
export type EventPaymentSummaries = z.infer<typeof eventPaymentSummariesSchema>

export const checkoutStatusParamsSchema = z.object({ sessionId: text() })
/** `key`: the signed key of the return URL Stripe sends the payer back to (no account needed with it). */
export const checkoutStatusQuerySchema = z.object({ key: text().optional() })

export const checkoutStatusSchema = z.object({
  /** True once Stripe's signed webhook recorded the payment. */
  paid: z.boolean(),
  amountCents: cents,
  /** Of the amount paid, what was more than was still owed (someone else paid meanwhile), refunded at once. */
  refundedCents: cents,
  eventName: z.string(),
  payer: z.enum(['guest', 'organiser']),
  /** The event, for the organiser's way back to its payments (they must still be signed in to see it). */
  eventId: z.number().nullable(),
})
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>

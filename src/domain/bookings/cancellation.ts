// Cancelling a confirmed booking: who gets
// what back, the entry points' bodies (staff, the venue's manager) and the host's refund preview.
// The transition itself (who may cancel from which stage) is BOOKING_TRANSITIONS.cancel.
import { z } from 'zod'
import { formatCents } from '../pricing/estimate'
import { dateField, optionalText, requiredText } from '../fields'
import type { BookingActor } from './lifecycle'

/** Who cancelled, as the emails and the request's history say it. */
export type Canceller = Extract<BookingActor, 'planner' | 'venue' | 'staff'>

/**
 * What comes back. The venue breaking a booking refunds everything, our booking fee included: the
 * planner did nothing to lose money over. The planner cancelling follows the venue's terms as she
 * agreed to them (and our fee comes back only when it is refundable). Staff choose: the terms by
 * default, or in full (a venue that cancelled by phone, a goodwill gesture).
 */
export type RefundRule = { kind: 'policy' } | { kind: 'full' }

export function refundRuleFor(by: Canceller, { fullRefund = false }: { fullRefund?: boolean } = {}): RefundRule {
  if (by === 'venue') return { kind: 'full' }
  if (by === 'staff' && fullRefund) return { kind: 'full' }
  return { kind: 'policy' }
}

export const CANCEL_MESSAGES = {
  cancelledOn: 'Cancelled on must be a date (yyyy-mm-dd)',
  cancelledOnFuture: 'Cancelled on cannot be after today',
  reasonRequired: 'Please tell the planner why the booking is cancelled',
  notThisVenue: 'This booking is not at your venue',
} as const

/** The staff console's "Cancel and refund": the day it counts from (today when absent), full or by the terms. */
export const staffCancelSchema = z.object({
  /** 'yyyy-mm-dd' the cancellation counts from; today where the event happens when absent; never later. */
  cancelledOn: dateField(CANCEL_MESSAGES.cancelledOn).optional(),
  fullRefund: z.boolean().optional(),
  note: optionalText(500),
})

/** The venue's manager cancels a confirmed booking of their venue: a reason is required. */
export const venueCancelSchema = z.object({ reason: requiredText(CANCEL_MESSAGES.reasonRequired, 500) })

/** The host cancels her booked event: an optional word to the venue and our team. */
export const hostCancelPreviewSchema = z.object({
  /** Whether cancelling this event cancels a booking (a venue, money); false for her own events. */
  booked: z.boolean(),
  /** The venue's terms in words, as she agreed to them. */
  terms: z.string().nullable(),
  /** How many days before the event today is, where it happens. */
  daysBefore: z.number().int(),
  refundPct: z.number().int().min(0).max(100),
  paidCents: z.number().int().min(0),
  refundCents: z.number().int().min(0),
  /** What she paid herself and gets back; guests' shares come back to the guests. */
  yours: z.object({ paidCents: z.number().int().min(0), refundCents: z.number().int().min(0) }),
  /** The same in a sentence, shown before she confirms. */
  summary: z.string(),
})
export type HostCancelPreview = z.infer<typeof hostCancelPreviewSchema>

/** A sentence of what comes back, for the host's dialog and her email. */
export function refundSentence({
  rule,
  refundPct,
  paidCents,
  refundCents,
  bookingFeeKept,
}: {
  rule: RefundRule
  refundPct: number
  paidCents: number
  refundCents: number
  bookingFeeKept: boolean
}): string {
  if (paidCents === 0) return 'Nothing has been paid, so there is nothing to refund.'
  if (rule.kind === 'full') return `Everything paid (${formatCents(paidCents)}) is refunded in full.`
  if (refundCents === 0) return `Under the venue's terms nothing of the ${formatCents(paidCents)} paid comes back.`
  const fee = bookingFeeKept ? ' Our booking fee is not refundable.' : ''
  return `Under the venue's terms ${refundPct}% comes back: ${formatCents(refundCents)} of the ${formatCents(paidCents)} paid.${fee}`
}

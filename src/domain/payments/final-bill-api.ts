// Contracts of the final bill: the venue enters it in the portal, the organiser reads it
// beside the agreed terms and the door count, accepts it (and it is settled) or disputes a line
// with a note staff see; the expense packet is asked for with a business purpose, a cap and a PO.
import { z } from 'zod'
import { optionalText, requiredText } from '../fields'
import { text } from '../text-field'
import { APPLIED_LINE_KINDS, ENTERED_LINE_KINDS } from './final-bill'
import { PAYMENT_CENTS_MAX } from './payments-api'

export const FINAL_BILL_STATUSES = ['entered', 'disputed', 'accepted'] as const
export type FinalBillStatus = (typeof FINAL_BILL_STATUSES)[number]

/** One word per state, everywhere (the portal, the dashboard, the console, the emails). */
export const FINAL_BILL_STATUS_LABELS: Record<FinalBillStatus | 'not_entered', string> = {
  not_entered: 'Not entered yet',
  entered: 'To review',
  disputed: 'Disputed',
  accepted: 'Accepted',
}

export const FINAL_BILL_MESSAGES = {
  notFound: 'Booking not found',
  noTerms: 'This booking has no agreed price through us, so there is no final bill to enter.',
  notYet: 'The final bill can be entered once the event has started.',
  noBill: 'The venue has not entered the final bill yet.',
  accepted: 'This final bill is already accepted and settled.',
  cancelled: 'This booking was cancelled.',
  lineNotFound: 'Choose a line of the bill to dispute',
  stale: 'The venue changed the bill while you were reading it. Please review the new version.',
  amount: `Amounts must be whole cents from 0 to ${PAYMENT_CENTS_MAX}`,
  purpose: 'Please give the business purpose',
} as const

const cents = z.number().int().min(0)
const amountField = z
  .number({ error: FINAL_BILL_MESSAGES.amount })
  .int(FINAL_BILL_MESSAGES.amount)
  .min(0, FINAL_BILL_MESSAGES.amount)
  .max(PAYMENT_CENTS_MAX, FINAL_BILL_MESSAGES.amount)

export const enteredLineSchema = z.object({
  kind: z.enum(ENTERED_LINE_KINDS, { error: `Kind must be one of: ${ENTERED_LINE_KINDS.join(', ')}` }),
  description: z.preprocess((v) => v ?? '', text().trim().max(120, 'Must be at most 120 characters')),
  amountCents: amountField,
})

export const enterFinalBillSchema = z.object({
  lines: z.array(enteredLineSchema).min(1, 'Enter at least one line').max(50, 'At most 50 lines'),
})
export type EnterFinalBillInput = z.infer<typeof enterFinalBillSchema>

const billLineSchema = z.object({
  key: z.string(),
  kind: z.enum([...ENTERED_LINE_KINDS, ...APPLIED_LINE_KINDS]),
  label: z.string(),
  amountCents: cents,
})

export const billTermsSchema = z.object({
  guaranteeGuests: z.number().int(),
  pricePerPersonCents: cents,
  minimumSpendCents: cents,
  serviceChargePct: z.number(),
  taxPct: z.number(),
  gratuityPct: z.number(),
  /** The venue's total as agreed (the payment schedule's). */
  agreedTotalCents: cents,
})

export const billDisputeSchema = z.object({
  id: z.number(),
  version: z.number().int(),
  lineKey: z.string(),
  lineLabel: z.string(),
  amountCents: cents,
  note: z.string(),
  raisedBy: z.string().nullable(),
  createdAt: z.string(),
})

export const finalBillViewSchema = z.object({
  eventId: z.number(),
  eventName: z.string(),
  venueName: z.string().nullable(),
  eventDate: z.string(),
  status: z.enum(['not_entered', ...FINAL_BILL_STATUSES]),
  statusLabel: z.string(),
  /** Raised with each change the venue makes. */
  version: z.number().int(),
  terms: billTermsSchema,
  /** Checked in at the door now. */
  doorCount: z.number().int(),
  bill: z
    .object({
      entered: z.array(z.object({ kind: z.enum(ENTERED_LINE_KINDS), description: z.string(), amountCents: cents })),
      lines: z.array(billLineSchema),
      subtotalCents: cents,
      totalCents: cents,
      /** The door count the bill was entered with. */
      doorCount: z.number().int(),
      billedGuests: z.number().int(),
      guaranteeApplies: z.boolean(),
      minimumSpendApplies: z.boolean(),
      enteredAt: z.string(),
    })
    .nullable(),
  bookingFeeCents: cents,
  /** Kept so far by the payers (paid − refunded), our fee included. */
  keptCents: cents,
  disputes: z.array(billDisputeSchema),
  settlement: z
    .object({
      acceptedAt: z.string(),
      acceptedBy: z.string().nullable(),
      refundedCents: cents,
      /** Of it, refunds of offline payments our team has still to pay back (then they read "Refunded"). */
      toPayBackCents: cents,
      shortfallCents: cents,
      /** The instalment that asks for the shortfall (pay it or split it as the balance is). */
      instalmentId: z.number().nullable(),
    })
    .nullable(),
})
export type FinalBillView = z.infer<typeof finalBillViewSchema>

export const acceptFinalBillSchema = z.object({
  /** The version the organiser read: a bill changed meanwhile is not accepted unseen. */
  version: z.number({ error: FINAL_BILL_MESSAGES.stale }).int(FINAL_BILL_MESSAGES.stale).min(1).max(10_000),
})

export const disputeLineSchema = z.object({
  lineKey: requiredText(FINAL_BILL_MESSAGES.lineNotFound, 40),
  note: requiredText('Please say what is wrong with this line', 2000),
})
export type DisputeLineInput = z.infer<typeof disputeLineSchema>

export const expensePacketSchema = z.object({
  purpose: requiredText(FINAL_BILL_MESSAGES.purpose, 500),
  /** The policy's per-person cap, all in (tax and tip included). */
  capPerPersonCents: amountField.optional(),
  costCentre: optionalText(100),
})
export type ExpensePacketInput = z.infer<typeof expensePacketSchema>

export const expensePacketFileSchema = z.object({
  fileName: z.string(),
  csv: z.string(),
  /** The PDF, base64. */
  pdf: z.string(),
  /** Where the copy was emailed. */
  emailedTo: z.string(),
})

export const portalBillParamsSchema = z.object({ venueId: text(), eventId: text() })

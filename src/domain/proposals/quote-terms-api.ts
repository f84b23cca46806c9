// The terms a quote carries besides its amounts, so quotes compare like for like: what
// is included (known items), until when the quote is valid, the deposit and the cancellation terms.
// The venue portal's quote and the staff proposal take them (all optional); left out, they come
// from the package (included) and the venue's settings (deposit %, cancellation terms, hold time).
import { z } from 'zod'
import { dateField } from '../fields'
import { pctFieldOrMissing, proposalInputSchema } from './proposal-totals'
import { cancellationTermsField } from '../venues/cancellation-terms'
import { QUOTE_ITEM_IDS } from './quote-items'

export const QUOTE_TERMS_MESSAGES = {
  included: 'Unknown included item',
  validUntil: 'Use a date like 2030-06-15',
  validUntilPast: 'A quote must be valid until today or later',
  validUntilAfterEvent: 'A quote cannot be valid after the event',
  depositTwice: 'Give the deposit as an amount or a percentage, not both',
} as const

export const quoteTermsFields = {
  /** Known items (QUOTE_ITEMS); default: the package's included items that are known, else none. */
  included: z
    .array(z.enum(QUOTE_ITEM_IDS, { error: QUOTE_TERMS_MESSAGES.included }), { error: QUOTE_TERMS_MESSAGES.included })
    .max(QUOTE_ITEM_IDS.length, QUOTE_TERMS_MESSAGES.included)
    .transform((xs) => [...new Set(xs)])
    .optional(),
  /** 'yyyy-mm-dd'; default: the day the space's hold runs out (the venue's hold time). */
  validUntil: dateField(QUOTE_TERMS_MESSAGES.validUntil).optional(),
  /** Percent of the total due on acceptance; default the venue's. Not with `deposit` (dollars). */
  depositPct: pctFieldOrMissing('Deposit'),
  /** Default: the venue's terms, else the product's default (payments/refunds.ts). */
  cancellationTerms: cancellationTermsField.optional(),
}

export const cancellationTermOutSchema = z.object({ daysBefore: z.number().int(), refundPct: z.number().int() })

/** POST /api/staff/requests/:id/proposals: staff's proposal, with the same optional terms. */
export const staffProposalInputSchema = proposalInputSchema.extend(quoteTermsFields)
export type StaffProposalInput = z.output<typeof staffProposalInputSchema>

// The planner's proposal page: GET /api/proposals/:token and her answer (accept or decline).
import { z } from 'zod'
import { text } from '../text-field'
import { optionalText } from '../fields'
import { NOTE_MAX } from '../api/api-fields'
import { PROPOSAL_STATUSES, proposalLineSchema } from '../proposals/staff-proposal-api'
import { agreementToSignSchema, signatureSchema } from './agreement-api'

export const proposalTokenParamsSchema = z.object({ token: text().max(200) })

export const publicProposalSchema = z.object({
  reference: z.string(),
  plannerName: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  /** The booking is confirmed (by staff, or at once when the accepted proposal was a venue's quote). */
  bookingConfirmed: z.boolean(),
  venue: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    location: z.string(),
    address: z.string(),
    imageUrl: z.string(),
  }),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  lines: z.array(proposalLineSchema),
  subtotalCents: z.number().int(),
  /** The venue's all-in total (food, service, tax, its fees). */
  totalCents: z.number().int(),
  /** Our booking fee, its own line of `lines` when not 0. */
  bookingFeeCents: z.number().int(),
  /** totalCents + bookingFeeCents: what the planner pays in all (the payment schedule's sum). */
  allInCents: z.number().int(),
  perGuestCents: z.number().int(),
  /** The venue's deposit: the proposal's, or the venue's percentage when it set none. */
  depositCents: z.number().int(),
  /** The first instalment of the schedule: the deposit and the booking fee. */
  dueOnAcceptanceCents: z.number().int(),
  /** Whose proposal it is: the venue's own quote or our concierge team's proposal. */
  from: z.enum(['venue', 'concierge']),
  /** Accepting it books at once (a venue's quote holding its space); else our team confirms with the venue. */
  acceptBooksAtOnce: z.boolean(),
  /** What the price includes, in words (the quote's items). */
  included: z.array(z.string()),
  /** The cancellation terms the payment schedule will apply, in words. */
  cancellationTerms: z.string(),
  /** Its author's note: the venue's, or our concierge team's (see `from`). */
  message: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** While it waits for an answer: the agreement accepting it signs (its text and SHA-256). */
  agreement: agreementToSignSchema.nullable(),
})
export type PublicProposal = z.infer<typeof publicProposalSchema>

/** Declining: a POST without a body is an answer without a note. */
export const proposalDeclineSchema = z.preprocess((v) => v ?? {}, z.object({ note: optionalText(NOTE_MAX) }))

/** Accepting signs the agreement shown: the name typed and the hash of the text displayed. */
export const proposalAcceptSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ note: optionalText(NOTE_MAX), ...signatureSchema.shape }),
)

// POST /api/staff/requests/:id/proposals: a proposal staff send the planner (the body is
// proposalInputSchema, proposal-totals.ts); the request detail lists them too.
import { z } from 'zod'
import { personSchema } from '../api/api-fields'

export const PROPOSAL_STATUSES = ['sent', 'accepted', 'declined', 'superseded'] as const

export const proposalLineSchema = z.object({ id: z.string(), label: z.string(), cents: z.number().int() })

export const staffProposalSchema = z.object({
  id: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  venueId: z.number().int(),
  venueName: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  pricePerPersonCents: z.number().int(),
  minimumSpendCents: z.number().int(),
  serviceChargePct: z.number(),
  taxPct: z.number(),
  feesCents: z.number().int(),
  depositCents: z.number().int(),
  subtotalCents: z.number().int(),
  serviceChargeCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  perGuestCents: z.number().int(),
  lines: z.array(proposalLineSchema),
  message: z.string().nullable(),
  sentBy: personSchema.nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  responseNote: z.string().nullable(),
  /** The quote's terms: included items, valid until, deposit %, cancellation terms. */
  included: z.array(z.string()),
  validUntil: z.string().nullable(),
  depositPct: z.number().nullable(),
  cancellationTerms: z.array(z.object({ daysBefore: z.number().int(), refundPct: z.number().int() })).nullable(),
  packageName: z.string().nullable(),
})
export type StaffProposal = z.infer<typeof staffProposalSchema>

// A proposal row is written here and nowhere else: a staff proposal (source
// 'concierge'), a venue's quote ('venue') and instant book ('instant_book', written accepted). Its
// totals columns are computed from its all-in amounts by the one pricing function
// (src/domain/pricing/all-in.ts), and only the SHA-256 of its link's token is stored.
import { sql } from 'drizzle-orm'
import type { ProposalSource } from '~/domain/proposals/proposal-source'
import type { ResolvedQuoteTerms } from '~/domain/proposals/quote-terms'
import { computeAllIn, type AllInAmounts, type AllInTotals } from '~/domain/pricing/all-in'
import type { Tx } from '../db/client'
import { proposals } from '../db/schema'
import { hashToken, newToken } from '../lib/tokens'

export type ProposalRow = typeof proposals.$inferSelect

export type NewProposal = {
  requestId: number
  venueId: number
  date: string
  time: string
  /** What the venue charges, as the all-in function reads it; its guests are the proposal's. */
  amounts: AllInAmounts
  /** The quote's terms: the deposit in cents (0: the venue's percentage applies when paid) and its percentage if one was set. */
  terms: Pick<ResolvedQuoteTerms, 'included' | 'depositCents' | 'depositPct'> & {
    validUntil: string | null
    cancellationTerms: ResolvedQuoteTerms['cancellationTerms'] | null
  }
  message: string | null
  sentBy: number | null
  source: ProposalSource
  /** 'accepted' for instant book: nobody answers it by link, it is accepted as it is written. */
  status?: 'sent' | 'accepted'
  /** The venue package the quote started from, by name. */
  packageName?: string | null
}

/** A stored proposal's amounts, as they were inserted; venue quotes may carry a room fee and a gratuity. */
export const proposalAmountsOf = (p: ProposalRow): AllInAmounts => ({
  guests: p.guests,
  pricePerPersonCents: p.pricePerPersonCents,
  minimumSpendCents: p.minimumSpendCents,
  roomFeeCents: p.roomFeeCents,
  serviceChargePct: Number(p.serviceChargePct),
  taxPct: Number(p.taxPct),
  gratuityPct: Number(p.gratuityPct),
  feesCents: p.feesCents,
})

/**
 * Inserts the proposal and returns its row, its totals and the token of its link (the one to email
 * when the planner answers by link; nobody ever sees an accepted one's).
 */
export async function insertProposal(
  tx: Tx,
  p: NewProposal,
): Promise<{ row: ProposalRow; totals: AllInTotals; token: string }> {
  const token = newToken()
  const { amounts, terms } = p
  const totals = computeAllIn(amounts)
  const status = p.status ?? 'sent'
  const [row] = await tx
    .insert(proposals)
    .values({
      requestId: p.requestId,
      tokenHash: hashToken(token),
      venueId: p.venueId,
      date: p.date,
      time: p.time,
      guests: amounts.guests,
      pricePerPersonCents: amounts.pricePerPersonCents,
      minimumSpendCents: amounts.minimumSpendCents,
      roomFeeCents: amounts.roomFeeCents,
      serviceChargePct: amounts.serviceChargePct,
      taxPct: amounts.taxPct,
      gratuityPct: amounts.gratuityPct,
      feesCents: amounts.feesCents,
      depositCents: terms.depositCents,
      subtotalCents: totals.subtotalCents,
      serviceChargeCents: totals.serviceChargeCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      perGuestCents: totals.perGuestCents,
      message: p.message,
      status,
      respondedAt: status === 'accepted' ? sql`now()` : null,
      sentBy: p.sentBy,
      included: terms.included,
      validUntil: terms.validUntil,
      depositPct: terms.depositPct,
      cancellationTerms: terms.cancellationTerms,
      packageName: p.packageName ?? null,
      source: p.source,
    })
    .returning()
  return { row, totals, token }
}

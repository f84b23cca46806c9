// The brief's comparison, pure: every venue's quote priced for the brief's guest count by
// computeAllIn (the one function proposals and payments use), the minimum-spend top-up as its own
// amount, the included/not-included matrix, deposit and cancellation terms in plain words, and the
// venues in the order the planner reads them (cheapest per guest first).
import { formatCents } from '../pricing/estimate'
import { depositCents, depositRuleOf } from '../payments/schedule'
import { type BookingFeeRule } from '../pricing/booking-fee'
import { allInLines, computeAllIn, divideHalfUp, type AllInAmounts } from '../pricing/all-in'
import { cancellationText, type CancellationTerm } from '../venues/cancellation-terms'
import { QUOTE_ITEMS } from '../proposals/quote-items'
import { quoteItemLabelOf, type BriefQuote, type BriefVenue, type BriefVenueState } from './briefs-api'

/** A stored quote (a proposal row's fields), before it is priced for the brief. */
export type QuoteFacts = {
  proposalId: number
  status: BriefQuote['status']
  date: string
  time: string
  packageName: string | null
  amounts: Omit<AllInAmounts, 'guests'>
  /** The proposal's deposit in cents as sent (0: the venue's percentage applies). */
  depositCents: number
  /** The quote's deposit %, when it gave one. */
  depositPct: number | null
  venueDepositPct: number
  included: readonly string[]
  validUntil: string | null
  cancellationTerms: readonly CancellationTerm[]
  message: string | null
}

export type VenueFacts = Omit<BriefVenue, 'quote'> & {
  quote: QuoteFacts | null
  /** 'yyyy-mm-dd' today in the venue's timezone: a quote valid until before it has expired. */
  today: string
}

const pctWords = (pct: number) => `${Number(pct.toFixed(3))}%`

export function depositText(pct: number, cents: number): string {
  if (cents === 0) return 'No deposit: you pay when the venue asks for the balance.'
  return `A ${pctWords(pct)} deposit (${formatCents(cents)}) when you accept.`
}

function structureOf(a: QuoteFacts['amounts'], minimumSpendApplies: boolean): BriefQuote['structure'] {
  if (minimumSpendApplies || (a.pricePerPersonCents === 0 && a.minimumSpendCents > 0)) return 'minimum_spend'
  if (a.roomFeeCents > 0) return 'room_fee'
  return 'per_person'
}

/** One quote priced for `guests`, before the matrix flags (which need every quote). */
export function priceQuote(
  q: QuoteFacts,
  guests: number,
  bookingFee: BookingFeeRule | undefined,
  today: string,
): BriefQuote {
  const amounts: AllInAmounts = { ...q.amounts, guests }
  const totals = computeAllIn(amounts, { bookingFee })
  const included = q.included.filter((id) => QUOTE_ITEMS.some((i) => i.id === id))
  // A quote listing its service as included carries no service line of its own.
  const serviceIncluded = included.includes('service') || q.amounts.serviceChargePct === 0
  const rule =
    q.depositPct !== null
      ? ({ kind: 'percent', bp: Math.round(q.depositPct * 100) } as const)
      : depositRuleOf({ proposalDepositCents: q.depositCents, venueDepositPct: q.venueDepositPct })
  const deposit =
    rule.kind === 'amount' ? Math.min(rule.cents, totals.totalCents) : depositCents(totals.totalCents, rule)
  const depositPct = Number(
    (rule.kind === 'percent' ? rule.bp / 100 : totals.totalCents ? (deposit * 100) / totals.totalCents : 0).toFixed(3),
  )
  return {
    proposalId: q.proposalId,
    status: q.status,
    expired: q.validUntil !== null && q.validUntil < today,
    validUntil: q.validUntil,
    date: q.date,
    time: q.time,
    packageName: q.packageName,
    structure: structureOf(q.amounts, totals.minimumSpendApplies),
    guests,
    lines: allInLines(amounts, totals),
    totalCents: totals.totalCents,
    bookingFeeCents: totals.bookingFeeCents,
    allInCents: totals.allInCents,
    perGuestCents: totals.perGuestCents,
    allInPerGuestCents: divideHalfUp(totals.allInCents, guests),
    minimumSpendTopUpCents: totals.subtotalCents - totals.foodCents,
    serviceChargePct: q.amounts.serviceChargePct,
    serviceIncluded,
    included: included.map(quoteItemLabelOf),
    notIncludedButOthersDo: [],
    missingMustHaves: [],
    depositPct,
    depositCents: deposit,
    depositText: depositText(depositPct, deposit),
    cancellationTerms: [...q.cancellationTerms].sort((a, b) => b.daysBefore - a.daysBefore),
    cancellationText: cancellationText(q.cancellationTerms),
    message: q.message,
    // The server adds the agreement to sign (rendered from the stored proposal, not priced here).
    agreement: null,
  }
}

const STATE_ORDER: Record<BriefVenueState, number> = {
  booked: 0,
  quoted: 1,
  offered_other_date: 3,
  waiting: 4,
  declined: 5,
}

/**
 * The comparison's venues and matrix rows. A quote is compared (matrix flags) against the other
 * open, unexpired quotes; the sort: booked, open quotes by per-guest price (then total, then name),
 * expired quotes, offered another date, waiting, declined.
 */
export function compareBrief({
  guests,
  mustHaves,
  venues,
  bookingFee,
}: {
  guests: number
  mustHaves: readonly string[]
  venues: readonly VenueFacts[]
  bookingFee?: BookingFeeRule
}): { venues: BriefVenue[]; items: { id: string; label: string }[] } {
  const priced = venues.map(({ quote, today, ...v }) => ({
    ...v,
    quote: quote ? priceQuote(quote, guests, bookingFee, today) : null,
  }))
  const live = priced.filter((v) => v.quote && !v.quote.expired && v.state !== 'declined')
  for (const v of priced) {
    if (!v.quote) continue
    const mine = new Set(v.quote.included.map((i) => i.id))
    const others = new Set(
      live.filter((o) => o.venueId !== v.venueId).flatMap((o) => o.quote!.included.map((i) => i.id)),
    )
    v.quote.notIncludedButOthersDo = QUOTE_ITEMS.filter((i) => others.has(i.id) && !mine.has(i.id)).map((i) =>
      quoteItemLabelOf(i.id),
    )
    v.quote.missingMustHaves = QUOTE_ITEMS.filter((i) => mustHaves.includes(i.id) && !mine.has(i.id)).map((i) =>
      quoteItemLabelOf(i.id),
    )
  }
  const rank = (v: BriefVenue) => STATE_ORDER[v.state] + (v.state === 'quoted' && v.quote?.expired ? 1 : 0)
  priced.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.quote && b.quote
        ? a.quote.perGuestCents - b.quote.perGuestCents || a.quote.totalCents - b.quote.totalCents
        : 0) ||
      a.name.localeCompare(b.name),
  )
  const used = new Set([...mustHaves, ...priced.flatMap((v) => v.quote?.included.map((i) => i.id) ?? [])])
  return { venues: priced, items: QUOTE_ITEMS.filter((i) => used.has(i.id)).map((i) => quoteItemLabelOf(i.id)) }
}

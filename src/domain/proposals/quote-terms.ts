// A quote's terms resolved: what the manager or staff typed, else the package's included
// items and the venue's settings. Pure; the portal quote and the staff proposal both call it.
import { divideHalfUp } from '../pricing/all-in'
import { addDaysToDate } from '../search-dates'
import type { CancellationTerm } from '../venues/cancellation-terms'
import { quoteItemsOf, type QuoteItem } from './quote-items'
import { QUOTE_TERMS_MESSAGES } from './quote-terms-api'

export type QuoteTermsInput = {
  included?: QuoteItem[]
  validUntil?: string
  depositPct?: number
  /** Dollars already turned into cents by the caller; undefined when not typed. */
  depositCents?: number
  cancellationTerms?: CancellationTerm[]
}

export type ResolvedQuoteTerms = {
  included: QuoteItem[]
  validUntil: string
  depositPct: number | null
  depositCents: number
  cancellationTerms: CancellationTerm[]
}

export function resolveQuoteTerms(
  input: QuoteTermsInput,
  ctx: {
    packageIncluded: readonly string[]
    venueDepositPct: number
    venueTerms: readonly CancellationTerm[]
    holdHours: number
    /** Today in the venue's timezone. */
    today: string
    eventDate: string
    totalCents: number
  },
): { terms: ResolvedQuoteTerms; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  if (input.depositCents !== undefined && input.depositPct !== undefined)
    errors.depositPct = QUOTE_TERMS_MESSAGES.depositTwice
  const defaultValid = addDaysToDate(ctx.today, Math.max(1, Math.ceil(ctx.holdHours / 24)))
  const validUntil = input.validUntil ?? (defaultValid < ctx.eventDate ? defaultValid : ctx.eventDate)
  // Only a typed date can be wrong: the default follows the event's (whose own check speaks).
  if (input.validUntil !== undefined && validUntil < ctx.today) errors.validUntil = QUOTE_TERMS_MESSAGES.validUntilPast
  else if (input.validUntil !== undefined && validUntil > ctx.eventDate)
    errors.validUntil = QUOTE_TERMS_MESSAGES.validUntilAfterEvent
  const depositPct = input.depositCents !== undefined ? null : (input.depositPct ?? ctx.venueDepositPct)
  const depositCents =
    input.depositCents ?? divideHalfUp(ctx.totalCents * Math.round((depositPct ?? 0) * 1000), 100_000)
  return {
    terms: {
      included: input.included ?? quoteItemsOf(ctx.packageIncluded),
      validUntil,
      depositPct,
      depositCents,
      cancellationTerms: [...(input.cancellationTerms ?? ctx.venueTerms)].sort((a, b) => b.daysBefore - a.daysBefore),
    },
    errors,
  }
}

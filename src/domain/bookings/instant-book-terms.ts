// Instant book says what it is: before a planner books a package that allows instant book,
// the booking wizard shows what she agrees to, computed by the functions the payment schedule uses
// (payments/schedule.ts depositRuleOf and bookingFeeCents, payments/refunds.ts cancellationPolicyOf):
// the deposit due now (with our booking fee), the venue's cancellation terms in words and the all-in
// total. The server books at once only when the request says she agreed (`instantBookAgreed`);
// without it the request stays an ordinary request the venue answers, so nothing binds a planner who
// was not shown the terms (an older client, an agent).
import { z } from 'zod'
import { cancellationText } from '../venues/cancellation-terms'
import { cancellationPolicyOf } from '../payments/refunds'
import { depositCents, depositRuleOf } from '../payments/schedule'
import { type BookingFeeRule } from '../pricing/booking-fee'
import { allInLines, computeAllIn } from '../pricing/all-in'
import { packageAllInAmounts } from '../pricing/package-amounts'
import { integerField, timeField } from '../fields'
import { boundedDateField } from '../date-fields'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { pathIdField } from '../id-field'
import { INSTANT_BOOK_MESSAGES } from './instant-book-agreement'
import type { PlannerPackage } from '../venues/planner-packages'
import type { CancellationTerm } from '../venues/cancellation-terms'
import { proposalLineSchema } from '../proposals/staff-proposal-api'

/** GET /api/venues/:id/packages/:packageId/booking-terms?date&time&guests */
export const bookingTermsParamsSchema = z.object({
  id: pathIdField('Venue not found'),
  packageId: pathIdField('Package not found'),
})
export const bookingTermsQuerySchema = z.object({
  date: boundedDateField(INSTANT_BOOK_MESSAGES.date),
  time: timeField(INSTANT_BOOK_MESSAGES.time),
  guests: integerField({
    min: MIN_GUESTS,
    max: MAX_GUESTS,
    required: INSTANT_BOOK_MESSAGES.guests,
    tooSmall: INSTANT_BOOK_MESSAGES.guests,
    tooBig: INSTANT_BOOK_MESSAGES.guests,
  }),
})

export const bookingTermsSchema = z.object({
  /** Submitting now would book at once: the package allows instant book and its space is free then. */
  instantBook: z.boolean(),
  packageName: z.string(),
  spaceName: z.string(),
  /** The venue's lines and our booking fee's (when one is asked). */
  lines: z.array(proposalLineSchema),
  /** What the venue charges, all in. */
  totalCents: z.number().int(),
  bookingFeeCents: z.number().int(),
  /** totalCents + bookingFeeCents: what the planner pays in all. */
  allInCents: z.number().int(),
  /** The venue's deposit, by its own percentage. */
  depositCents: z.number().int(),
  depositPct: z.number(),
  /** Due when the booking is made: the deposit and the booking fee. */
  dueNowCents: z.number().int(),
  /** The rest, due before the event. */
  balanceCents: z.number().int(),
  /** The venue's cancellation terms in words, as the payment schedule will apply them. */
  cancellationTerms: z.string(),
  /** The package's "what is included", as the venue wrote it. */
  included: z.array(z.string()),
})
export type BookingTerms = z.infer<typeof bookingTermsSchema>

export type BookingTermsInput = {
  pkg: PlannerPackage
  guests: number
  venue: { depositPct: number; cancellationTerms: CancellationTerm[] | null }
  bookingFee: BookingFeeRule
  /** Whether the package's space is free then (the caller reads holds and blackouts). */
  spaceFree: boolean
}

/** The terms a planner agrees to when she books the package at once, and that instant book stores. */
export function bookingTermsOf({ pkg, guests, venue, bookingFee, spaceFree }: BookingTermsInput): BookingTerms & {
  /** The policy itself, stored on the booking's proposal. */
  cancellationPolicy: CancellationTerm[]
} {
  const amounts = packageAllInAmounts(pkg, guests)
  const totals = computeAllIn(amounts, { bookingFee })
  const deposit = depositCents(
    totals.totalCents,
    depositRuleOf({ proposalDepositCents: 0, venueDepositPct: venue.depositPct }),
  )
  // Longest notice first, as a quote stores its terms (quote-terms.ts).
  const policy = [...cancellationPolicyOf(venue.cancellationTerms)].sort((a, b) => b.daysBefore - a.daysBefore)
  return {
    instantBook: pkg.instantBook && spaceFree,
    packageName: pkg.name,
    spaceName: pkg.spaceName,
    lines: allInLines(amounts, totals),
    totalCents: totals.totalCents,
    bookingFeeCents: totals.bookingFeeCents,
    allInCents: totals.allInCents,
    depositCents: deposit,
    depositPct: venue.depositPct,
    dueNowCents: deposit + totals.bookingFeeCents,
    balanceCents: totals.totalCents - deposit,
    cancellationTerms: cancellationText(policy),
    cancellationPolicy: policy,
    included: pkg.included,
  }
}

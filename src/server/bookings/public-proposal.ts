// A proposal as the planner reads it (her proposal page, a brief's comparison) and as her
// agreement states it: with our booking fee as its own line and the deposit the schedule will ask for.
import { eq } from 'drizzle-orm'
import { quoteItemLabel } from '~/domain/proposals/quote-items'
import { cancellationText } from '~/domain/venues/cancellation-terms'
import { acceptBooksAtOnce, proposalAuthorOf } from '~/domain/proposals/proposal-source'
import type { PublicProposal } from '~/domain/bookings/public-proposal-api'
import { cancellationPolicyOf } from '~/domain/payments/refunds'
import { depositCents, depositRuleOf } from '~/domain/payments/schedule'
import { bookingFeeCents } from '~/domain/pricing/booking-fee'
import { allInLines, computeAllIn } from '~/domain/pricing/all-in'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { cities, requests, venues } from '../db/schema'
import { coverPhotoUrlSql } from '../venues/cover-photo'
import { proposalAmountsOf as amountsOfRow, type ProposalRow } from './insert-proposal'

export async function toPublicProposal(
  db: Db | Tx,
  config: Pick<Config, 'BOOKING_FEE'>,
  p: ProposalRow,
): Promise<PublicProposal> {
  const [ctx] = await db
    .select({
      reference: requests.reference,
      plannerName: requests.name,
      requestStatus: requests.status,
      depositPct: venues.depositPct,
      venueCancellationTerms: venues.cancellationTerms,
      venue: {
        id: venues.id,
        slug: venues.slug,
        name: venues.name,
        address: venues.address,
        cityName: cities.name,
        state: cities.state,
      },
      imageUrl: coverPhotoUrlSql(),
    })
    .from(requests)
    .innerJoin(venues, eq(venues.id, p.venueId))
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(eq(requests.id, p.requestId))
  // With our booking fee as its own line, and the deposit the payment schedule will ask for
  // (src/server/payments/schedules.ts): the numbers the planner accepts are the ones she pays.
  const totals = computeAllIn(amountsOfRow(p), { bookingFee: config.BOOKING_FEE })
  const fee = bookingFeeCents(p.totalCents, config.BOOKING_FEE)
  const deposit = depositCents(
    p.totalCents,
    depositRuleOf({ proposalDepositCents: p.depositCents, venueDepositPct: ctx.depositPct }),
  )
  return {
    reference: ctx.reference,
    plannerName: ctx.plannerName,
    status: p.status,
    bookingConfirmed: p.status === 'accepted' && ctx.requestStatus === 'confirmed',
    venue: {
      id: ctx.venue.id,
      slug: ctx.venue.slug,
      name: ctx.venue.name,
      address: ctx.venue.address,
      location: `${ctx.venue.cityName}, ${ctx.venue.state}`,
      imageUrl: ctx.imageUrl,
    },
    date: p.date,
    time: p.time,
    guests: p.guests,
    lines: allInLines(amountsOfRow(p), { ...totals, bookingFeeCents: fee }),
    subtotalCents: p.subtotalCents,
    totalCents: p.totalCents,
    bookingFeeCents: fee,
    allInCents: p.totalCents + fee,
    perGuestCents: p.perGuestCents,
    depositCents: deposit,
    dueOnAcceptanceCents: deposit + fee,
    from: proposalAuthorOf(p.source),
    acceptBooksAtOnce: acceptBooksAtOnce(p.source),
    included: p.included.map(quoteItemLabel),
    // As the payment schedule will apply them (payments/schedules.ts): the quote's, else the venue's.
    cancellationTerms: cancellationText(p.cancellationTerms ?? cancellationPolicyOf(ctx.venueCancellationTerms)),
    message: p.message,
    createdAt: p.createdAt.toISOString(),
    respondedAt: p.respondedAt?.toISOString() ?? null,
    agreement: null,
  }
}

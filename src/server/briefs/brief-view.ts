// Reading a brief: who may (the signed link's token, or the owner signed in; anyone else
// gets the same 404 as a wrong reference) and the comparison of its venues' answers, priced by
// src/domain/briefs/compare.ts. Two queries for the whole page (brief; its requests with their venue
// and latest proposal) plus one response-time median per venue: cheap enough to poll.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { cityLabel } from '~/domain/cities'
import {
  BRIEF_MESSAGES,
  occasionLabel,
  quoteItemLabelOf,
  type BriefComparison,
  type DraftVenue,
} from '~/domain/briefs/briefs-api'
import { compareBrief, type VenueFacts } from '~/domain/briefs/compare'
import { cancellationPolicyOf } from '~/domain/payments/refunds'
import { responseTimeLabel } from '~/domain/venue-portal/response-time'
import { RESPONSE_PROMISE_HOURS } from '~/domain/requests/response-time'
import { todayIn } from '~/domain/time'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { briefs, briefVoters, cities, proposals, requests, venues } from '../db/schema'
import { notFound } from '../lib/errors'
import { hashToken, isWellFormedToken } from '../lib/tokens'
import { coverPhotoUrlSql } from '../venues/cover-photo'
import { getResponseTime } from '../venues/get-venue'
import { voteUrl } from './brief-emails'
import { bookingStages } from '../bookings/booking-stage'
import { proposalAmountsOf } from '../bookings/insert-proposal'
import { agreementTermsOf, agreementToSign } from '../bookings/agreements'

export type BriefRow = typeof briefs.$inferSelect
/** The emailed link's token, or the signed-in user (a draft opens for its owner only). */
export type BriefReader = { token?: string; userId: number | null }

/** The brief if the reader may open it (token or owner); 404 otherwise. `lock` for writers. */
export async function findReadableBrief(
  db: Db | Tx,
  ref: string,
  reader: BriefReader,
  lock = false,
): Promise<BriefRow> {
  const q = db.select().from(briefs).where(eq(briefs.reference, ref.toUpperCase()))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw notFound(BRIEF_MESSAGES.notFound)
  const byToken =
    reader.token !== undefined && isWellFormedToken(reader.token) && hashToken(reader.token) === row.tokenHash
  const byOwner = reader.userId !== null && row.userId === reader.userId
  // A draft is its owner's alone (its token was never sent anywhere).
  if (!byOwner && (row.status === 'draft' || !byToken)) throw notFound(BRIEF_MESSAGES.notFound)
  return row
}

function stateOf(
  r: { status: string; venueAnswer: typeof requests.$inferSelect.venueAnswer },
  p: { status: string } | null,
): VenueFacts['state'] {
  if (r.status === 'confirmed' || p?.status === 'accepted') return 'booked'
  if (r.status === 'declined' || r.status === 'closed') return 'declined'
  if (p?.status === 'sent') return 'quoted'
  if (r.venueAnswer?.kind === 'offer') return 'offered_other_date'
  return 'waiting'
}

/** A draft's venues, in the brief's order (those no longer listed left out). */
async function draftVenuesOf(db: Db | Tx, brief: BriefRow): Promise<DraftVenue[]> {
  if (brief.status !== 'draft' || brief.venueIds.length === 0) return []
  const rows = await db
    .select({
      venueId: venues.id,
      name: venues.name,
      slug: venues.slug,
      cityName: cities.name,
      state: cities.state,
      photoUrl: coverPhotoUrlSql(),
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(inArray(venues.id, brief.venueIds))
  return brief.venueIds.flatMap((id) => {
    const v = rows.find((r) => r.venueId === id)
    return v
      ? [
          {
            venueId: v.venueId,
            name: v.name,
            slug: v.slug,
            location: cityLabel({ name: v.cityName, state: v.state }),
            photoUrl: v.photoUrl,
          },
        ]
      : []
  })
}

export async function briefComparison(
  db: Db | Tx,
  config: Pick<Config, 'BOOKING_FEE' | 'PUBLIC_URL'>,
  brief: BriefRow,
): Promise<BriefComparison> {
  const rows = await db
    .select({
      r: {
        id: requests.id,
        reference: requests.reference,
        status: requests.status,
        venueAnswer: requests.venueAnswer,
      },
      venue: {
        id: venues.id,
        name: venues.name,
        slug: venues.slug,
        cityName: cities.name,
        state: cities.state,
        timezone: cities.timezone,
        depositPct: venues.depositPct,
        cancellationTerms: venues.cancellationTerms,
        responseHours: venues.responseHours,
      },
      photoUrl: coverPhotoUrlSql(),
      p: proposals,
    })
    .from(requests)
    .innerJoin(venues, eq(venues.id, requests.venueId))
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    // Each request's latest proposal (raw names: see answers.ts on unqualified columns in raw SQL).
    .leftJoin(
      proposals,
      sql`"proposals"."id" = (select max(p2.id) from proposals p2 where p2.request_id = "requests"."id")`,
    )
    .where(eq(requests.briefId, brief.id))
    .orderBy(requests.id)
  // A transaction reads as the pool does; getResponseTime only selects.
  const responseTimes = await Promise.all(rows.map((row) => getResponseTime({ db: db as Db, venueId: row.venue.id })))
  const stages = await bookingStages(
    db,
    rows.map((row) => row.r.id),
  )
  const facts: VenueFacts[] = rows.map(({ r, venue, photoUrl, p }, i) => {
    const state = stateOf(r, p)
    const rt = responseTimes[i]
    const declineReason =
      state !== 'declined' ? null : r.venueAnswer?.kind === 'decline' ? r.venueAnswer.reason : 'This request is closed.'
    const offer = r.venueAnswer?.kind === 'offer' && state === 'offered_other_date' ? r.venueAnswer : null
    const showQuote = p && (p.status === 'sent' || p.status === 'accepted')
    return {
      venueId: venue.id,
      name: venue.name,
      slug: venue.slug,
      location: cityLabel({ name: venue.cityName, state: venue.state }),
      photoUrl,
      responseTime: rt ? responseTimeLabel(rt.medianHours) : null,
      requestReference: r.reference,
      state,
      booking: stages.get(r.id)!,
      offer: offer ? { date: offer.date, time: offer.time, message: offer.message } : null,
      declineReason,
      today: todayIn(venue.timezone),
      quote: showQuote
        ? {
            proposalId: p.id,
            status: p.status,
            date: p.date,
            time: p.time,
            packageName: p.packageName,
            // Priced for the brief's group (compareBrief), whatever the quote's guests.
            amounts: proposalAmountsOf(p),
            depositCents: p.depositCents,
            depositPct: p.depositPct === null ? null : Number(p.depositPct),
            venueDepositPct: Number(venue.depositPct),
            included: p.included,
            validUntil: p.validUntil,
            cancellationTerms: p.cancellationTerms ?? cancellationPolicyOf(venue.cancellationTerms),
            message: p.message,
          }
        : null,
    }
  })
  const { venues: compared, items } = compareBrief({
    guests: brief.guests,
    mustHaves: brief.mustHaves,
    venues: facts,
    bookingFee: config.BOOKING_FEE,
  })
  // The agreement each open quote's acceptance signs, as the proposal page shows it.
  for (const { r, p } of rows) {
    const quote = p?.status === 'sent' ? compared.find((v) => v.quote?.proposalId === p.id)?.quote : undefined
    if (!quote || !p) continue
    const { text, hash } = await agreementToSign(db, r.id, await agreementTermsOf(db, config, p))
    quote.agreement = { text, hash }
  }
  const voterCount = brief.voteToken
    ? ((
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(briefVoters)
          .where(and(eq(briefVoters.briefId, brief.id), sql`${briefVoters.choices} is not null`))
      )[0]?.n ?? 0)
    : 0
  return {
    reference: brief.reference,
    status: brief.status,
    occasion: brief.occasion,
    occasionLabel: occasionLabel(brief.occasion),
    date: brief.eventDate,
    alternativeDates: brief.alternativeDates,
    time: brief.eventTime,
    guests: brief.guests,
    budgetPerPersonCents: brief.budgetPerPersonCents,
    dietary: brief.dietary,
    mustHaves: brief.mustHaves.map(quoteItemLabelOf),
    notes: brief.notes,
    plannerName: brief.name,
    createdAt: brief.createdAt.toISOString(),
    items,
    venues: compared,
    draftVenues: await draftVenuesOf(db, brief),
    answerWithinHours: Math.max(RESPONSE_PROMISE_HOURS, ...rows.map((row) => row.venue.responseHours)),
    vote: brief.voteToken
      ? { url: voteUrl(config.PUBLIC_URL, brief.voteToken), closed: brief.voteClosedAt !== null, voterCount }
      : null,
  }
}

/** The signed-in planner's briefs, newest first (her dashboard). */
export async function listMyBriefs(db: Db, userId: number) {
  const rows = await db
    .select({
      id: briefs.id,
      reference: briefs.reference,
      status: briefs.status,
      occasion: briefs.occasion,
      date: briefs.eventDate,
      time: briefs.eventTime,
      guests: briefs.guests,
      venueIds: briefs.venueIds,
      createdAt: briefs.createdAt,
      acceptedRequestId: proposals.requestId,
    })
    .from(briefs)
    .leftJoin(proposals, eq(proposals.id, briefs.acceptedProposalId))
    .where(eq(briefs.userId, userId))
    .orderBy(desc(briefs.createdAt), desc(briefs.id))
    .limit(100)
  const ids = rows.map((r) => r.id)
  const counts = ids.length
    ? await db
        .select({
          briefId: requests.briefId,
          venues: sql<number>`count(*)::int`,
          // Venues that quoted, whatever became of the quote since (accepted, superseded, declined).
          // "requests"."id" spelt out: drizzle writes a lone table's column unqualified, which inside
          // the subquery would be the proposal's own id.
          quotes: sql<number>`count(*) filter (where exists (select 1 from proposals p where p.request_id = "requests"."id"))::int`,
        })
        .from(requests)
        .where(inArray(requests.briefId, ids))
        .groupBy(requests.briefId)
    : []
  const stages = await bookingStages(
    db,
    rows.flatMap((r) => (r.acceptedRequestId === null ? [] : [r.acceptedRequestId])),
  )
  return rows.map((r) => {
    const c = counts.find((x) => x.briefId === r.id)
    return {
      reference: r.reference,
      status: r.status,
      occasionLabel: occasionLabel(r.occasion),
      date: r.date,
      time: r.time,
      guests: r.guests,
      venueCount: c?.venues ?? r.venueIds.length,
      quoteCount: c?.quotes ?? 0,
      booking: (r.acceptedRequestId !== null && stages.get(r.acceptedRequestId)) || null,
      createdAt: r.createdAt.toISOString(),
    }
  })
}

// Proposals: staff send one for a booking request; the planner reads it from an emailed
// link and accepts or declines. Only the SHA-256 of the link's token is stored.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AuthUser } from '~/domain/auth/auth-user'
import { BRIEF_MESSAGES } from '~/domain/briefs/briefs-api'
import { checkBookingTransition } from '~/domain/bookings/lifecycle'
import { PAST_DATE_MESSAGE } from '~/domain/date-bounds'
import {
  allInOfProposal,
  amountsOf,
  computeProposalTotals,
  proposalLines,
  proposalTotalsErrors,
} from '~/domain/proposals/proposal-totals'
import type { StaffProposalInput } from '~/domain/proposals/quote-terms-api'
import { resolveQuoteTerms } from '~/domain/proposals/quote-terms'
import { cancellationPolicyOf } from '~/domain/payments/refunds'
import { allInLines, computeAllIn } from '~/domain/pricing/all-in'
import type { PublicProposal } from '~/domain/bookings/public-proposal-api'
import type { StaffProposal } from '~/domain/proposals/staff-proposal-api'
import { CONFIRMABLE_STATUSES, isBookingKind, PROPOSABLE_STATUSES, WORKFLOW_MESSAGES } from '~/domain/requests/workflow'
import { formatCents } from '~/domain/pricing/estimate'
import { displayDate, todayIn } from '~/domain/time'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { cities, proposals, requests, users, venues } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { conflict, fieldError, fieldErrors, notFound } from '../lib/errors'
import { hashToken, isWellFormedToken } from '../lib/tokens'
import { lockRequest, personName, recordHistory, updateRequest } from './request-history'
import { queuePlannerReplyForManagers } from '../email/venue-manager-emails'
import { acceptedAwaitingEmail, proposalAnsweredEmail, proposalEmail } from './proposal-emails'
import { moveProposalHolds } from './proposal-holds'
import { insertProposal, proposalAmountsOf as amountsOfRow, type ProposalRow } from './insert-proposal'
import { confirmBookingInTx } from './confirm-booking'
import { closeBriefSiblings } from './brief-siblings'
import { bookingStage } from './booking-stage'
import { toPublicProposal } from './public-proposal'
import { agreementTermsOf, agreementToSign, signAgreementInTx } from './agreements'

export const PROPOSAL_NOT_FOUND = 'This proposal link is not valid. Please use the latest link we emailed you.'
export const PROPOSAL_ANSWER_MESSAGES = {
  accepted: 'You have already accepted this proposal.',
  declined: 'You have already declined this proposal.',
  superseded: 'This proposal has been replaced or withdrawn. Please use the latest proposal we emailed you.',
  expired: 'This quote has expired. Please ask for a new one.',
} as const
export const VENUE_GUESTS_MESSAGE = (max: number) => `This venue can accommodate up to ${max} guests`

export const proposalUrl = (config: Pick<Config, 'PUBLIC_URL'>, token: string) =>
  `${config.PUBLIC_URL}/proposals/${token}`
export const staffRequestUrl = (config: Pick<Config, 'PUBLIC_URL'>, requestId: number) =>
  `${config.PUBLIC_URL}/staff/requests/${requestId}`

export const linesOfRow = (p: ProposalRow) => allInLines(amountsOfRow(p), computeAllIn(amountsOfRow(p)))

export async function sendProposal({
  db,
  config,
  requestId,
  input,
  actor,
}: {
  db: Db
  config: Config
  requestId: number
  input: StaffProposalInput
  actor: AuthUser
}): Promise<StaffProposal> {
  const id = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId)
    if (!isBookingKind(request.kind)) throw conflict(WORKFLOW_MESSAGES.notBooking)
    if (!PROPOSABLE_STATUSES.includes(request.status)) throw conflict(WORKFLOW_MESSAGES.proposeFrom)

    const [venue] = await tx
      .select({
        id: venues.id,
        name: venues.name,
        maxGuests: venues.maxGuests,
        depositPct: venues.depositPct,
        holdHours: venues.holdHours,
        cancellationTerms: venues.cancellationTerms,
        timezone: cities.timezone,
        cityName: cities.name,
        state: cities.state,
      })
      .from(venues)
      .innerJoin(cities, eq(cities.slug, venues.citySlug))
      .where(and(eq(venues.id, input.venueId), eq(venues.status, 'active')))
    if (!venue) throw fieldError('venueId', 'Venue not found')
    const errors: Record<string, string> = {}
    if (input.date < todayIn(venue.timezone)) errors.date = PAST_DATE_MESSAGE
    if (input.guests > venue.maxGuests) errors.guests = VENUE_GUESTS_MESSAGE(venue.maxGuests)
    const amounts = amountsOf(input)
    const totals = computeProposalTotals(amounts)
    Object.assign(errors, proposalTotalsErrors(amounts, totals))
    // The quote's terms. A deposit left at 0 with no percentage keeps today's rule: the
    // venue's percentage applies when the planner pays (payments/schedule.ts depositRuleOf).
    const { terms, errors: termErrors } = resolveQuoteTerms(
      {
        ...input,
        depositCents: input.deposit > 0 ? amounts.depositCents : undefined,
      },
      {
        packageIncluded: [],
        venueDepositPct: Number(venue.depositPct),
        venueTerms: cancellationPolicyOf(venue.cancellationTerms),
        holdHours: venue.holdHours,
        today: todayIn(venue.timezone),
        eventDate: input.date,
        totalCents: totals.totalCents,
      },
    )
    Object.assign(errors, termErrors)
    if (Object.keys(errors).length) throw fieldErrors(errors)
    const depositPct = input.depositPct === undefined ? null : terms.depositPct
    if (depositPct !== null) amounts.depositCents = terms.depositCents

    await supersedeOpenProposals(tx, request.id)
    const { row, token } = await insertProposal(tx, {
      requestId: request.id,
      venueId: venue.id,
      date: input.date,
      time: input.time,
      amounts: allInOfProposal(amounts),
      terms: { ...terms, depositPct, depositCents: amounts.depositCents },
      message: input.message ?? null,
      sentBy: actor.id,
      source: 'concierge',
    })
    await updateRequest(tx, request.id, { status: 'proposed', firstResponse: true })
    await recordHistory(tx, {
      requestId: request.id,
      fromStatus: request.status,
      toStatus: 'proposed',
      note: `Proposal #${row.id} sent: ${venue.name}, ${displayDate(input.date)} ${input.time}, ${input.guests} guests, ${formatCents(totals.totalCents)} (${formatCents(totals.perGuestCents)} per guest)`,
      actorUserId: actor.id,
    })
    await enqueueEmails(tx, [
      proposalEmail({
        config,
        request,
        venue: { name: venue.name, location: `${venue.cityName}, ${venue.state}` },
        proposal: { ...row },
        lines: proposalLines(amounts, totals),
        url: proposalUrl(config, token),
      }),
    ])
    return row.id
  })
  const [proposal] = await listStaffProposals({ db, requestId, ids: [id] })
  return proposal
}

/**
 * A new proposal replaces the ones still open (unanswered, or accepted but not confirmed), releasing
 * their holds; so does a conversation that ends. A confirmed booking's accepted proposal is its
 * booking: closing the conversation keeps it (`keepAccepted`), only cancelling releases it.
 */
export async function supersedeOpenProposals(tx: Tx, requestId: number, { keepAccepted = false } = {}): Promise<void> {
  const replaced = await tx
    .update(proposals)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(proposals.requestId, requestId),
        inArray(proposals.status, keepAccepted ? ['sent'] : ['sent', 'accepted']),
      ),
    )
    .returning({ id: proposals.id })
  await moveProposalHolds(
    tx,
    replaced.map((p) => p.id),
    'released',
  )
}

/** The request's proposals for the console, newest first. */
export async function listStaffProposals({
  db,
  requestId,
  ids,
}: {
  db: Db
  requestId: number
  ids?: number[]
}): Promise<StaffProposal[]> {
  const rows = await db
    .select({
      p: proposals,
      venueName: venues.name,
      sender: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(proposals)
    .innerJoin(venues, eq(venues.id, proposals.venueId))
    .leftJoin(users, eq(users.id, proposals.sentBy))
    .where(and(eq(proposals.requestId, requestId), ids ? inArray(proposals.id, ids) : undefined))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
  return rows.map(({ p, venueName, sender }) => ({
    id: p.id,
    status: p.status,
    venueId: p.venueId,
    venueName,
    date: p.date,
    time: p.time,
    guests: p.guests,
    pricePerPersonCents: p.pricePerPersonCents,
    minimumSpendCents: p.minimumSpendCents,
    serviceChargePct: Number(p.serviceChargePct),
    taxPct: Number(p.taxPct),
    feesCents: p.feesCents,
    depositCents: p.depositCents,
    subtotalCents: p.subtotalCents,
    serviceChargeCents: p.serviceChargeCents,
    taxCents: p.taxCents,
    totalCents: p.totalCents,
    perGuestCents: p.perGuestCents,
    lines: linesOfRow(p),
    message: p.message,
    sentBy: sender?.id ? { id: sender.id, name: personName(sender) } : null,
    createdAt: p.createdAt.toISOString(),
    respondedAt: p.respondedAt?.toISOString() ?? null,
    responseNote: p.responseNote,
    included: p.included,
    validUntil: p.validUntil,
    depositPct: p.depositPct === null ? null : Number(p.depositPct),
    cancellationTerms: p.cancellationTerms,
    packageName: p.packageName,
  }))
}

async function findByToken(db: Db | Tx, token: string, lock = false) {
  if (!isWellFormedToken(token)) throw notFound(PROPOSAL_NOT_FOUND)
  const q = db
    .select()
    .from(proposals)
    .where(eq(proposals.tokenHash, hashToken(token)))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw notFound(PROPOSAL_NOT_FOUND)
  return row
}

export async function getPublicProposal({
  db,
  config,
  token,
}: {
  db: Db
  config: Pick<Config, 'BOOKING_FEE'>
  token: string
}): Promise<PublicProposal> {
  const row = await findByToken(db, token)
  const proposal = await toPublicProposal(db, config, row)
  if (row.status !== 'sent') return proposal
  // The agreement accepting it signs: rendered here once, the page shows it and sends back its hash.
  const { text, hash } = await agreementToSign(db, row.requestId, await agreementTermsOf(db, config, row))
  return { ...proposal, agreement: { text, hash } }
}

/** The planner's signature as the accept route received it. */
export type ProposalSignature = { name: string | null; hash?: string; userId: number | null; ip: string | null }

/**
 * The planner's answer: recorded once. The request stays proposed until staff confirm, except when
 * accepting a venue's quote booked its space: then it is confirmed at once (confirm-booking.ts).
 */
export async function answerProposal({
  db,
  config,
  token,
  answer,
  note,
  signature,
}: {
  db: Db
  config: Config
  token: string
  answer: 'accepted' | 'declined'
  note?: string
  signature?: ProposalSignature
}): Promise<PublicProposal> {
  const result = await db.transaction(async (tx) => {
    const found = await findByToken(tx, token, true)
    return answerProposalInTx(tx, { config, found, answer, note, signature })
  })
  return result
}

/** The planner's answer to a (locked) proposal, in the caller's transaction: by its link or from her brief. */
export async function answerProposalInTx(
  tx: Tx,
  {
    config,
    found,
    answer,
    note,
    signature,
  }: {
    config: Config
    found: ProposalRow
    answer: 'accepted' | 'declined'
    note?: string
    /** Accepting signs the agreement shown (agreements.ts); without one it is recorded unsigned. */
    signature?: ProposalSignature
  },
): Promise<PublicProposal> {
  if (found.status !== 'sent') throw conflict(PROPOSAL_ANSWER_MESSAGES[found.status])
  const request = await lockRequest(tx, found.requestId)
  // A brief's quote past its validity is not accepted, by its emailed link as from the comparison.
  if (answer === 'accepted' && request.briefId !== null && found.validUntil !== null) {
    const [place] = await tx
      .select({ timezone: cities.timezone })
      .from(venues)
      .innerJoin(cities, eq(cities.slug, venues.citySlug))
      .where(eq(venues.id, found.venueId))
    if (place && found.validUntil < todayIn(place.timezone)) throw conflict(BRIEF_MESSAGES.quoteExpired)
  }
  // Only a quote still to review is accepted (the lifecycle's `accept`): one whose validity or
  // space hold ran out is shown to her as expired, and a venue's would otherwise book at once on
  // terms and a hold the venue no longer gives. Declining it stays possible.
  if (answer === 'accepted') {
    const stage = (await bookingStage(tx, request.id))?.stage ?? 'requested'
    const check = checkBookingTransition('accept', stage, 'planner')
    if (!check.ok) throw conflict(stage === 'expired' ? PROPOSAL_ANSWER_MESSAGES.expired : check.message)
    // The exact terms shown, signed before anything else is written: a stale page is a 409.
    await signAgreementInTx(tx, {
      requestId: request.id,
      terms: await agreementTermsOf(tx, config, found),
      signer: {
        name: signature?.name ?? null,
        userId: signature?.userId ?? null,
        ip: signature?.ip ?? null,
        side: 'planner',
      },
      expectedHash: signature?.hash,
    })
  }
  const [row] = await tx
    .update(proposals)
    .set({ status: answer, respondedAt: sql`now()`, responseNote: note ?? null })
    .where(eq(proposals.id, found.id))
    .returning()
  const holds = await moveProposalHolds(tx, [row.id], answer === 'accepted' ? 'booked' : 'released')
  await tx
    .update(requests)
    .set({ updatedAt: sql`now()` })
    .where(eq(requests.id, request.id))
  // A venue's quote booked its space on acceptance: both sides have agreed, so the booking is
  // confirmed now and the event is on the planner's dashboard (staff confirm the others).
  const confirmsItself = answer === 'accepted' && holds > 0 && CONFIRMABLE_STATUSES.includes(request.status)
  await recordHistory(tx, {
    requestId: request.id,
    fromStatus: request.status,
    toStatus: request.status,
    note: [
      `Planner ${answer} proposal #${row.id}${holds ? (answer === 'accepted' ? ' (space booked)' : ' (hold released)') : ''}`,
      note,
    ]
      .filter(Boolean)
      .join(': '),
    actorUserId: null,
  })
  const [venue] = await tx.select({ name: venues.name }).from(venues).where(eq(venues.id, row.venueId))
  const venueName = venue?.name ?? 'the venue'
  await enqueueEmails(tx, [
    proposalAnsweredEmail({
      config,
      request,
      venueName,
      answer,
      confirmed: confirmsItself,
      note,
      staffUrl: staffRequestUrl(config, request.id),
    }),
    // Accepting a concierge proposal books nothing yet: she is told so (the confirmation follows).
    ...(answer === 'accepted' && !confirmsItself
      ? [acceptedAwaitingEmail({ config, request, venueName, proposal: row })]
      : []),
  ])
  await queuePlannerReplyForManagers(tx, {
    requestId: request.id,
    venueId: row.venueId,
    answer,
    note,
    publicUrl: config.PUBLIC_URL,
    concierge: config.CONCIERGE_EMAIL,
  })
  // One venue of a brief chosen: every other venue's open request is declined politely and its
  // hold released, in this transaction.
  if (answer === 'accepted' && request.briefId !== null)
    await closeBriefSiblings(tx, {
      config,
      briefId: request.briefId,
      acceptedRequestId: request.id,
      proposalId: row.id,
    })
  if (confirmsItself)
    await confirmBookingInTx(tx, {
      config,
      request,
      note: "The planner accepted the venue's quote; its space is booked",
      actorUserId: null,
    })
  return toPublicProposal(tx, config, row)
}

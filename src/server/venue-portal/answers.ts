// A venue's inbox (the requests naming it, with the reference the concierge console shows) and its
// three answers. A quote is stored as a proposal, so the planner accepts it from the same emailed
// link as a staff proposal, and holds the space until the venue's hold time runs out: the partial
// unique index on space_holds lets one live hold per space and slot exist, so of two venues'
// managers (or fifty) quoting one slot at once, one wins and the others get a 409.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { AuthUser } from '~/domain/auth/auth-user'
import { formatCents } from '~/domain/pricing/estimate'
import { resolveQuoteTerms } from '~/domain/proposals/quote-terms'
import { cancellationPolicyOf } from '~/domain/payments/refunds'
import { allInLines, computeAllIn, type AllInAmounts } from '~/domain/pricing/all-in'
import { packageAllInAmounts } from '~/domain/pricing/package-amounts'
import { addOnNames } from '~/domain/requests/add-on-names'
import { dietaryNeedsOf } from '~/domain/requests/dietary-counts'
import { PAST_DATE_MESSAGE } from '~/domain/date-bounds'
import { dollarsToCents, PROPOSAL_MESSAGES } from '~/domain/proposals/proposal-totals'
import { canTransition, isBookingKind, PROPOSABLE_STATUSES } from '~/domain/requests/workflow'
import { displayDate, todayIn } from '~/domain/time'
import {
  ANSWER_MESSAGES,
  type DeclineInput,
  type InboxRequest,
  type OfferInput,
  type QuoteInput,
  type QuoteResponse,
} from '~/domain/venue-portal/answers-api'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { requests, spaceHolds, venues, type VenueAnswer } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { conflict, fieldErrors, notFound } from '../lib/errors'
import { bookingStages } from '../bookings/booking-stage'
import { cancelBooking, stripeFor } from '../bookings/cancel-booking'
import { insertProposal } from '../bookings/insert-proposal'
import { placeHold } from '../bookings/proposal-holds'
import { listStaffProposals, proposalUrl, supersedeOpenProposals } from '../bookings/proposals'
import { proposalEmail } from '../bookings/proposal-emails'
import { personName, recordHistory, updateRequest, type RequestRow } from '../bookings/request-history'
import { closedDayReason, effectiveHoldStatus } from './calendar'
import { findManagedVenue, type ManagedVenue } from './membership'
import { venueDeclinedEmail, venueOfferEmail } from './portal-emails'
import { findVenuePackage, findVenueSpace } from './spaces'

type Access = { db: Db; venueId: number; user: AuthUser }

// Written with table names: drizzle leaves columns unqualified inside a select's raw SQL, and
// "id" in the subquery would be the hold's own.
const liveHoldOfRequest = sql`(
  select json_build_object('spaceId', h.space_id, 'status', case when h.status = 'held' and h.expires_at <= now() then 'expired' else h.status end, 'slot', h.slot, 'expiresAt', h.expires_at)
  from space_holds h where h.request_id = "requests"."id" and h.status in ('held', 'booked')
  order by h.id desc limit 1)`.mapWith((v: unknown) => v)

const inboxColumns = {
  id: requests.id,
  reference: requests.reference,
  kind: requests.kind,
  status: requests.status,
  plannerName: requests.name,
  date: requests.eventDate,
  time: requests.eventTime,
  guests: requests.guests,
  notes: sql<
    string | null
  >`nullif(coalesce(${requests.details}->>'specialRequests', ${requests.details}->>'message', ''), '')`,
  packageName: sql<string | null>`${requests.details}->>'packageName'`,
  packageId: sql<number | null>`(${requests.details}->>'packageId')::int`,
  addOnIds: sql<unknown>`${requests.details}->'addOns'`,
  extendedHours: sql<unknown>`${requests.details}->'extendedHours'`,
  // Her diets as dietaryNeedsOf reads them (counts, a list, or her words).
  dietary: sql<unknown>`jsonb_build_object('dietaryCounts', ${requests.details}->'dietaryCounts', 'dietaryRestrictions', ${requests.details}->'dietaryRestrictions', 'dietary', ${requests.details}->'dietary')`,
  alternativeDates: sql<
    string[]
  >`coalesce(case when jsonb_typeof(${requests.details}->'alternativeDates') = 'array' then ${requests.details}->'alternativeDates' end, '[]'::jsonb)`,
  contact: sql<{ email: string; phone: string | null } | null>`case when exists (
    select 1 from proposals p where p.request_id = "requests"."id" and p.source in ('venue', 'instant_book')
  ) then json_build_object('email', ${requests.email}, 'phone', ${requests.phone}) end`,
  createdAt: requests.createdAt,
  firstResponseAt: requests.firstResponseAt,
  hold: sql`null`.mapWith((v: unknown) => v),
}

type InboxRow = Omit<InboxRequest, 'createdAt' | 'firstResponseAt' | 'hold' | 'booking' | 'addOns' | 'dietary'> & {
  dietary: unknown
  createdAt: Date
  firstResponseAt: Date | null
  hold: unknown
  addOnIds: unknown
  extendedHours: unknown
}

function toInbox(
  { addOnIds, extendedHours, dietary, ...r }: InboxRow,
  booking: InboxRequest['booking'],
  suggestedAddOns: readonly string[],
): InboxRequest {
  const hold = r.hold as { spaceId: number; status: string; slot: string; expiresAt: string | null } | null
  return {
    ...r,
    addOns: addOnNames(addOnIds, { extendedHours, suggestedAddOns }),
    dietary: dietaryNeedsOf(dietary),
    booking,
    createdAt: r.createdAt.toISOString(),
    firstResponseAt: r.firstResponseAt?.toISOString() ?? null,
    hold: hold
      ? {
          spaceId: hold.spaceId,
          status: hold.status as NonNullable<InboxRequest['hold']>['status'],
          slot: hold.slot as NonNullable<InboxRequest['hold']>['slot'],
          expiresAt: hold.expiresAt ? new Date(hold.expiresAt).toISOString() : null,
        }
      : null,
  }
}

async function inboxRows(db: Db | Tx, venueId: number, requestId?: number): Promise<InboxRequest[]> {
  const rows = await db
    .select({ ...inboxColumns, hold: liveHoldOfRequest })
    .from(requests)
    .where(and(eq(requests.venueId, venueId), requestId === undefined ? undefined : eq(requests.id, requestId)))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(200)
  // Where each booking stands, in the words the planner and staff see (src/domain/bookings/lifecycle.ts).
  const stages = await bookingStages(
    db,
    rows.filter((r) => isBookingKind(r.kind)).map((r) => r.id),
  )
  // A request names the venue's suggested add-ons by their place in its list.
  const [venue] = await db
    .select({ suggestedAddOns: venues.suggestedAddOns })
    .from(venues)
    .where(eq(venues.id, venueId))
  return (rows as InboxRow[]).map((r) => toInbox(r, stages.get(r.id) ?? null, venue?.suggestedAddOns ?? []))
}

/** The requests naming the venue, newest first. */
export async function listVenueInbox({ db, venueId, user }: Access): Promise<InboxRequest[]> {
  const venue = await findManagedVenue({ db, venueId, user })
  return inboxRows(db, venue.id)
}

/** The venue's latest answer that is not a quote, for the planner's brief comparison. */
const storeVenueAnswer = (tx: Tx, requestId: number, answer: VenueAnswer) =>
  tx.update(requests).set({ venueAnswer: answer }).where(eq(requests.id, requestId))

/** The request (locked) if it names the venue; 404 for any other. */
async function lockVenueRequest(tx: Tx, venueId: number, requestId: number): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.venueId, venueId)))
    .for('update')
  if (!row) throw notFound(ANSWER_MESSAGES.requestNotFound)
  return row
}

const actorLabel = (user: AuthUser, venue: ManagedVenue) =>
  venue.role ? `${venue.name} (${personName(user)})` : `${personName(user)} for ${venue.name}`

/** A quote without a package starts from nothing: the manager types every price. */
const NO_PACKAGE = {
  pricePerPersonCents: 0,
  minimumSpendCents: 0,
  roomFeeCents: 0,
  serviceChargePct: 0,
  taxPct: 0,
  gratuityPct: 0,
}

/** The quote's amounts: the package's (if any), each overridden by what the manager typed. */
async function quoteAmounts(tx: Tx, venue: ManagedVenue, input: QuoteInput, guests: number, spaceId: number) {
  const pkg = input.packageId === undefined ? null : await findVenuePackage(tx, venue.id, input.packageId, 'packageId')
  if (pkg && pkg.spaceId !== spaceId) throw fieldErrors({ packageId: 'This package is for another space' })
  const base = packageAllInAmounts(pkg ?? NO_PACKAGE, guests)
  const cents = (dollars: number | undefined, fallback: number) =>
    dollars === undefined ? fallback : dollarsToCents(dollars)
  const amounts: AllInAmounts = {
    guests,
    pricePerPersonCents: cents(input.pricePerPerson, base.pricePerPersonCents),
    minimumSpendCents: cents(input.minimumSpend, base.minimumSpendCents),
    roomFeeCents: cents(input.roomFee, base.roomFeeCents),
    serviceChargePct: input.serviceChargePct ?? base.serviceChargePct,
    taxPct: input.taxPct ?? base.taxPct,
    gratuityPct: input.gratuityPct ?? base.gratuityPct,
    feesCents: dollarsToCents(input.fees),
  }
  return { amounts, pkg }
}

export async function quoteRequest({
  db,
  config,
  venueId,
  requestId,
  user,
  input,
}: Access & { config: Config; requestId: number; input: QuoteInput }): Promise<QuoteResponse> {
  const { proposalId, holdId } = await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    const request = await lockVenueRequest(tx, venue.id, requestId)
    if (!isBookingKind(request.kind)) throw conflict(ANSWER_MESSAGES.notBookable)
    if (!PROPOSABLE_STATUSES.includes(request.status)) throw conflict(ANSWER_MESSAGES.closed)
    const space = await findVenueSpace(tx, venue.id, input.spaceId, 'spaceId')
    const date = input.date ?? request.eventDate
    const time = input.time ?? request.eventTime
    const guests = input.guests ?? request.guests
    const errors: Record<string, string> = {}
    if (!date) errors.date = PROPOSAL_MESSAGES.date
    else if (date < todayIn(venue.timezone)) errors.date = PAST_DATE_MESSAGE
    if (!time) errors.time = PROPOSAL_MESSAGES.time
    if (!guests) errors.guests = PROPOSAL_MESSAGES.guests
    const capacity = Math.max(space.seatedCapacity, space.standingCapacity)
    if (guests && guests > capacity) errors.guests = ANSWER_MESSAGES.capacity(capacity)
    if (Object.keys(errors).length) throw fieldErrors(errors)
    // A quote holds the space: not on a day (or in a slot) the venue or the space is closed, by
    // hand or busy in a synced calendar.
    const closedDay = await closedDayReason(tx, { venueId: venue.id, spaceId: space.id, date: date!, time: time! })
    if (closedDay) throw fieldErrors({ date: ANSWER_MESSAGES.closedDay(closedDay.reason) })
    const { amounts, pkg } = await quoteAmounts(tx, venue, input, guests!, space.id)
    const totals = computeAllIn(amounts)
    if (totals.subtotalCents === 0) throw fieldErrors({ pricePerPerson: PROPOSAL_MESSAGES.pricePositive })
    // Included items, valid until, deposit and cancellation terms: typed, else the
    // package's and the venue's.
    const { terms, errors: termErrors } = resolveQuoteTerms(
      { ...input, depositCents: input.deposit === undefined ? undefined : dollarsToCents(input.deposit) },
      {
        packageIncluded: pkg?.included ?? [],
        venueDepositPct: venue.depositPct,
        venueTerms: cancellationPolicyOf(venue.cancellationTerms),
        holdHours: venue.holdHours,
        today: todayIn(venue.timezone),
        eventDate: date!,
        totalCents: totals.totalCents,
      },
    )
    if (Object.keys(termErrors).length) throw fieldErrors(termErrors)
    if (terms.depositCents > totals.totalCents) throw fieldErrors({ deposit: PROPOSAL_MESSAGES.depositTooBig })

    await supersedeOpenProposals(tx, request.id)
    const { row, token } = await insertProposal(tx, {
      requestId: request.id,
      venueId: venue.id,
      date: date!,
      time: time!,
      amounts,
      terms,
      message: input.message ?? null,
      sentBy: user.id,
      source: 'venue',
      packageName: pkg?.name ?? null,
    })
    const hold = await placeHold(tx, {
      spaceId: space.id,
      date: date!,
      time: time!,
      hours: venue.holdHours,
      requestId: request.id,
      proposalId: row.id,
      userId: user.id,
    })
    await updateRequest(tx, request.id, { status: 'proposed', firstResponse: true })
    await recordHistory(tx, {
      requestId: request.id,
      fromStatus: request.status,
      toStatus: 'proposed',
      note: `Venue quote, proposal #${row.id} by ${actorLabel(user, venue)}: ${space.name}, ${displayDate(date!)} ${time}, ${guests} guests, ${formatCents(totals.totalCents)} (${formatCents(totals.perGuestCents)} per guest); space held until ${hold.expiresAt!.toISOString()}`,
      actorUserId: user.id,
    })
    await enqueueEmails(tx, [
      proposalEmail({
        config,
        request,
        venue: { name: venue.name, location: venue.location },
        proposal: row,
        lines: allInLines(amounts, totals),
        url: proposalUrl(config, token),
      }),
    ])
    return { proposalId: row.id, holdId: hold.id }
  })
  const [proposal] = await listStaffProposals({ db, requestId, ids: [proposalId] })
  const [hold] = await db
    .select({
      id: spaceHolds.id,
      spaceId: spaceHolds.spaceId,
      date: spaceHolds.date,
      slot: spaceHolds.slot,
      status: effectiveHoldStatus,
      expiresAt: spaceHolds.expiresAt,
    })
    .from(spaceHolds)
    .where(eq(spaceHolds.id, holdId))
  return { proposal, hold: { ...hold, expiresAt: hold.expiresAt?.toISOString() ?? null } }
}

export async function offerAlternative({
  db,
  config,
  venueId,
  requestId,
  user,
  input,
}: Access & { config: Config; requestId: number; input: OfferInput }): Promise<InboxRequest> {
  const result = await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    const request = await lockVenueRequest(tx, venue.id, requestId)
    if (!PROPOSABLE_STATUSES.includes(request.status)) throw conflict(ANSWER_MESSAGES.closed)
    if (input.date < todayIn(venue.timezone)) throw fieldErrors({ date: PAST_DATE_MESSAGE })
    const toStatus = request.status === 'new' ? 'in_progress' : request.status
    await updateRequest(tx, request.id, { status: toStatus, firstResponse: true })
    await storeVenueAnswer(tx, request.id, {
      kind: 'offer',
      date: input.date,
      time: input.time,
      message: input.message ?? null,
    })
    await recordHistory(tx, {
      requestId: request.id,
      fromStatus: request.status,
      toStatus,
      note: [`${actorLabel(user, venue)} offered ${displayDate(input.date)} at ${input.time} instead`, input.message]
        .filter(Boolean)
        .join(': '),
      actorUserId: user.id,
    })
    await enqueueEmails(tx, [
      venueOfferEmail({
        config,
        request,
        venueName: venue.name,
        date: input.date,
        time: input.time,
        message: input.message,
      }),
    ])
    const [answered] = await inboxRows(tx, venue.id, request.id)
    return answered
  })
  return result
}

export async function declineRequest({
  db,
  config,
  venueId,
  requestId,
  user,
  input,
}: Access & { config: Config; requestId: number; input: DeclineInput }): Promise<InboxRequest> {
  const result = await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    const request = await lockVenueRequest(tx, venue.id, requestId)
    if (!canTransition(request.status, 'declined')) throw conflict(ANSWER_MESSAGES.closed)
    // Its open proposals are withdrawn and their holds released: the slot is free again.
    await supersedeOpenProposals(tx, request.id)
    await updateRequest(tx, request.id, { status: 'declined', firstResponse: true })
    await storeVenueAnswer(tx, request.id, { kind: 'decline', reason: input.reason })
    await recordHistory(tx, {
      requestId: request.id,
      fromStatus: request.status,
      toStatus: 'declined',
      note: `Declined by ${actorLabel(user, venue)}: ${input.reason}`,
      actorUserId: user.id,
    })
    await enqueueEmails(tx, [venueDeclinedEmail({ config, request, venueName: venue.name, reason: input.reason })])
    const [answered] = await inboxRows(tx, venue.id, request.id)
    return answered
  })
  return result
}

/**
 * The venue cannot host a booking it confirmed: the booking's owner cancels it for everyone and
 * refunds the planner and her guests in full (src/server/bookings/cancel-booking.ts).
 */
export async function cancelVenueBooking({
  db,
  config,
  venueId,
  requestId,
  user,
  reason,
}: Access & { config: Config; requestId: number; reason: string }): Promise<InboxRequest> {
  const venue = await findManagedVenue({ db, venueId, user })
  await cancelBooking({
    db,
    config,
    stripe: stripeFor(config),
    requestId,
    actor: { by: 'venue', userId: user.id, venueId: venue.id, reason },
  })
  const [cancelled] = await inboxRows(db, venue.id, requestId)
  return cancelled
}

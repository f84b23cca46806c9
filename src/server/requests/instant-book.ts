// A request that names one of the venue's packages: the package's all-in estimate, and
// instant book. When the package allows it and the request fits (the package is offered that day
// and time, the group fits its space, the venue's notice is met, which the request routes check
// first, and the space is free), the request is confirmed in its own transaction: a proposal on the
// package's terms, accepted; a hold on the space's slot that becomes a booking; the request
// confirmed and its event on the planner's dashboard; the planner and the venue's managers emailed. All of it runs in a savepoint: when the
// slot is taken (the partial unique index on live holds, so of fifty planners racing one wins) or
// the space is blacked out, the savepoint is rolled back and the request stays an ordinary one
// (docs/decisions/0014-venue-portal.md).
//
// Instant book says what it is: a request is booked at once only when it says the planner
// agreed to the terms the booking wizard showed her (`instantBookAgreed`, from bookingTermsOf: the
// deposit due now, the venue's cancellation terms and the all-in total); without it, it stays an
// ordinary request the venue answers, so nothing binds anyone who was not shown the terms. The
// proposal it writes carries those terms (deposit, cancellation policy, included), so the payment
// schedule asks what she agreed to.
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { quoteItemsOf } from '~/domain/proposals/quote-items'
import { bookingTermsOf, type BookingTerms } from '~/domain/bookings/instant-book-terms'
import { BOOKING_STAGE_LABELS, PLANNER_NEXT_STEP } from '~/domain/bookings/lifecycle'
import { formatCents } from '~/domain/pricing/estimate'
import { packageAllInAmounts } from '~/domain/pricing/package-amounts'
import type { InstantBooking } from '~/domain/fields'
import {
  instantBookMessage,
  PACKAGE_REQUEST_MESSAGES,
  packageEstimate,
  packageMisfit,
} from '~/domain/venues/planner-packages'
import { slotOf } from '~/domain/venues/spaces'
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { paymentInstalments, paymentSchedules, requests, spaceHolds, users, venueMembers, venues } from '../db/schema'
import { firstNameOf, type SummaryLine } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'
import { bookingStage } from '../bookings/booking-stage'
import { insertProposal } from '../bookings/insert-proposal'
import { isSlotTaken, placeHold } from '../bookings/proposal-holds'
import { confirmBookingInTx, type ConfirmConfig } from '../bookings/confirm-booking'
import { agreementTermsOf, signAgreementInTx } from '../bookings/agreements'
import { sqlStateOf, UNIQUE_VIOLATION } from '../lib/database-errors'
import { fieldErrors } from '../lib/errors'
import { listPlannerPackages, type PlannerPackageRow } from '../venues/planner-packages'
import { spaceClosedAt } from '../venues/space-availability'
import type { AfterInsert } from './create-request'

export type ChosenPackage = {
  pkg: PlannerPackageRow
  estimate: ReturnType<typeof packageEstimate>
}

type Event = { date: string; time: string; guests: number }

/** The package, if the venue offers it for this event; else a 400 on `field`. */
export async function choosePackage(
  db: Db,
  venueId: number,
  packageId: number | undefined,
  event: Event,
  field = 'packageId',
): Promise<ChosenPackage | null> {
  if (packageId === undefined) return null
  const [pkg] = await listPlannerPackages(db, venueId, packageId)
  if (!pkg) throw fieldErrors({ [field]: PACKAGE_REQUEST_MESSAGES.notFound })
  const misfit = packageMisfit(pkg, event)
  if (misfit) throw fieldErrors({ [field]: misfit })
  return { pkg, estimate: packageEstimate(pkg, event.guests) }
}

/** What the request stores and its emails show of the package. */
export function packageDetails({ pkg, estimate }: ChosenPackage) {
  return {
    details: {
      packageId: pkg.id,
      packageName: pkg.name,
      spaceName: pkg.spaceName,
      // As staff read it on the request: one line each, then the total.
      allInEstimate: [
        ...estimate.lines.map((l) => `${l.label}: ${formatCents(l.cents)}`),
        `Total ${formatCents(estimate.totals.totalCents)} (${formatCents(estimate.totals.perGuestCents)} per guest)`,
      ],
    },
    summary: [
      ['Package', `${pkg.name} (${pkg.spaceName})`],
      ...estimate.lines.map((l): SummaryLine => [l.label, formatCents(l.cents)]),
      ['Estimated total, all in', formatCents(estimate.totals.totalCents)],
      ['Per guest, all in', formatCents(estimate.totals.perGuestCents)],
    ] satisfies SummaryLine[],
  }
}

/**
 * The terms of booking the package at once for this event, as the booking wizard shows them and
 * instant book stores them: the venue's deposit percentage and cancellation terms, our booking fee;
 * `instantBook` only when the package allows it and its space's slot is free (no blackout, no live
 * hold or booking), so the wizard says "Book now" only when submitting would book.
 */
export async function loadBookingTerms(
  db: Db | Tx,
  config: Pick<Config, 'BOOKING_FEE'>,
  venueId: number,
  { pkg }: ChosenPackage,
  event: Event,
): Promise<BookingTerms & { cancellationPolicy: ReturnType<typeof bookingTermsOf>['cancellationPolicy'] }> {
  const [venue] = await db
    .select({ depositPct: venues.depositPct, cancellationTerms: venues.cancellationTerms })
    .from(venues)
    .where(eq(venues.id, venueId))
  const slot = slotOf(event.time)
  const blackout = await spaceClosedAt(db, { spaceId: pkg.spaceId, date: event.date, time: event.time })
  const [taken] = await db
    .select({ id: spaceHolds.id })
    .from(spaceHolds)
    .where(
      and(
        eq(spaceHolds.spaceId, pkg.spaceId),
        eq(spaceHolds.date, event.date),
        eq(spaceHolds.slot, slot),
        or(
          eq(spaceHolds.status, 'booked'),
          and(eq(spaceHolds.status, 'held'), or(isNull(spaceHolds.expiresAt), gt(spaceHolds.expiresAt, sql`now()`))),
        ),
      ),
    )
    .limit(1)
  return bookingTermsOf({
    pkg,
    guests: event.guests,
    venue: { depositPct: Number(venue?.depositPct ?? 0), cancellationTerms: venue?.cancellationTerms ?? null },
    bookingFee: config.BOOKING_FEE,
    spaceFree: !blackout && !taken,
  })
}

type Booking = {
  config: ConfirmConfig
  chosen: ChosenPackage
  venue: { id: number; name: string; location: string }
  event: Event
  planner: { name: string; email: string }
  /** The planner agreed to the terms shown (the request's `instantBookAgreed`). */
  agreed: boolean
}

class SlotUnavailable extends Error {}

/**
 * The afterInsert hook of createRequest: confirms the request when the package allows instant book,
 * the planner agreed to its terms and the space's slot is free, else returns null (an ordinary
 * request, nothing of this written).
 */
export function instantBook(b: Booking) {
  return async (tx: Tx, saved: { reference: string; requestId: number }): Promise<AfterInsert | null> => {
    if (!b.chosen.pkg.instantBook || !b.agreed) return null
    const terms = await loadBookingTerms(tx, b.config, b.venue.id, b.chosen, b.event)
    try {
      const after = await tx.transaction((sp) => confirmAtOnce(sp, b, terms, saved))
      return { ...after, booking: await bookingOutcome(tx, saved.requestId, terms) }
    } catch (err) {
      if (err instanceof SlotUnavailable || isSlotTaken(err) || sqlStateOf(err) === UNIQUE_VIOLATION) return null
      throw err
    }
  }
}

/**
 * Where the booking stands once made and what is due next, from what was written: the deposit
 * instalment when confirmation opened the payment schedule, else the agreed deposit, still to be
 * asked for when it opens.
 */
async function bookingOutcome(tx: Tx, requestId: number, terms: BookingTerms): Promise<InstantBooking> {
  const [deposit] = await tx
    .select({ amountCents: paymentInstalments.amountCents, dueOn: paymentInstalments.dueOn })
    .from(paymentInstalments)
    .innerJoin(paymentSchedules, eq(paymentSchedules.id, paymentInstalments.scheduleId))
    .where(and(eq(paymentSchedules.requestId, requestId), eq(paymentInstalments.kind, 'deposit')))
    .orderBy(desc(paymentInstalments.id))
    .limit(1)
  // Where it stands, as every screen reads it (the booking's owner).
  const stage = await bookingStage(tx, requestId)
  return {
    stageLabel: stage?.label ?? BOOKING_STAGE_LABELS.confirmed,
    nextStep: stage?.nextStep ?? PLANNER_NEXT_STEP.confirmed,
    dueNowCents: deposit?.amountCents ?? terms.dueNowCents,
    dueOn: deposit?.dueOn ?? null,
    allInCents: terms.allInCents,
  }
}

async function confirmAtOnce(
  tx: Tx,
  { config, chosen: { pkg, estimate }, venue, event, planner }: Booking,
  terms: Awaited<ReturnType<typeof loadBookingTerms>>,
  saved: { reference: string; requestId: number },
): Promise<AfterInsert> {
  if (await spaceClosedAt(tx, { spaceId: pkg.spaceId, date: event.date, time: event.time })) throw new SlotUnavailable()
  const { totals } = estimate
  // Accepted as it is written (nobody answers it by link), on the terms the planner agreed to, so
  // the payment schedule asks for exactly these.
  const { row: proposal } = await insertProposal(tx, {
    requestId: saved.requestId,
    venueId: venue.id,
    date: event.date,
    time: event.time,
    amounts: packageAllInAmounts(pkg, event.guests),
    terms: {
      depositCents: terms.depositCents,
      depositPct: terms.depositPct,
      cancellationTerms: terms.cancellationPolicy,
      included: quoteItemsOf(pkg.included),
      validUntil: null,
    },
    message: `Instant booking of the package ${pkg.name}`,
    sentBy: null,
    source: 'instant_book',
    status: 'accepted',
    packageName: pkg.name,
  })
  // The slot is booked at once (placeHold frees an expired hold first); when another booking holds
  // it, the 409 rolls the savepoint back and the request stays an ordinary one.
  await placeHold(tx, {
    spaceId: pkg.spaceId,
    date: event.date,
    time: event.time,
    hours: null,
    requestId: saved.requestId,
    proposalId: proposal.id,
    userId: null,
  })
  // Confirmed through the booking's owner, as staff confirm: the event on the planner's dashboard,
  // the payment schedule open with the deposit due, the confirmation (this one, with the package).
  const [request] = await tx.select().from(requests).where(eq(requests.id, saved.requestId))
  const note = `Instant booking: package ${pkg.name}, ${pkg.spaceName} booked for ${displayDate(event.date)} ${event.time}, ${event.guests} guests, ${formatCents(totals.totalCents)} all in`
  let onDashboard = false
  const summary: SummaryLine[] = [
    ['Reference', saved.reference],
    ['Venue', `${venue.name} (${venue.location})`],
    ['Space', pkg.spaceName],
    ['Package', pkg.name],
    ['Date', displayDate(event.date)],
    ['Time', event.time],
    ['Guests', event.guests],
    ...estimate.lines.map((l): SummaryLine => [l.label, formatCents(l.cents)]),
    ['Total, all in', formatCents(totals.totalCents)],
    ['Per guest, all in', formatCents(totals.perGuestCents)],
  ]
  await confirmBookingInTx(tx, {
    config,
    request,
    note,
    actorUserId: null,
    confirmationEmail: ({ event: booked, hasAccount, money }) => {
      onDashboard = hasAccount
      return instantConfirmedEmail({ config, booked, hasAccount, money, summary, venue, pkg, event, planner, saved })
    },
  })
  // The terms she agreed to, signed with the name she typed in the booking form (agreements.ts).
  await signAgreementInTx(tx, {
    requestId: saved.requestId,
    terms: await agreementTermsOf(tx, config, proposal),
    signer: { name: planner.name, userId: request.userId ?? null, ip: null, side: 'planner' },
  })
  const managers = await tx
    .select({ email: users.email })
    .from(venueMembers)
    .innerJoin(users, eq(users.id, venueMembers.userId))
    .where(eq(venueMembers.venueId, venue.id))
  const emails: OutboxMessage[] = [
    ...managers.map((m): OutboxMessage => ({
      template: 'venue.instant_booked',
      to: m.email,
      subject: `Instant booking ${saved.reference}: ${pkg.spaceName}, ${displayDate(event.date)} ${event.time}`,
      requestId: saved.requestId,
      parts: {
        title: `New instant booking ${saved.reference}`,
        intro: [
          `${planner.name} booked ${pkg.spaceName} on the package ${pkg.name} (instant book). The space is booked on your calendar.`,
        ],
        summary: [...summary, ['Planner', planner.name], ['Email', planner.email]],
        action: { label: 'Open in the portal', url: `${config.PUBLIC_URL}/venue-portal/venues/${venue.id}/inbox` },
      },
    })),
  ]
  return { message: instantBookMessage(planner.email, onDashboard), emails }
}

/** The planner's confirmation of an instant booking: the package's lines and what is due. */
function instantConfirmedEmail({
  config,
  booked,
  hasAccount,
  money,
  summary,
  venue,
  pkg,
  event,
  planner,
  saved,
}: Pick<Booking, 'config' | 'venue' | 'event' | 'planner'> & {
  booked: { name: string }
  hasAccount: boolean
  money: SummaryLine[] | null
  summary: SummaryLine[]
  pkg: PlannerPackageRow
  saved: { reference: string; requestId: number }
}): OutboxMessage {
  return {
    template: 'booking.instant_confirmed',
    to: planner.email,
    subject: `Your booking at ${venue.name} is confirmed (${saved.reference})`,
    requestId: saved.requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Your booking is confirmed',
      intro: [
        `Hi ${firstNameOf(planner.name)},`,
        `${venue.name} is booked for your group of ${event.guests} on ${displayDate(event.date)} at ${event.time}, on the package ${pkg.name}. The venue has been told.`,
        ...(money ? ['The deposit is due now: we have emailed you how to pay it.'] : []),
        hasAccount
          ? `Your event, ${booked.name}, is on your Bountiful dashboard, where you can invite co-hosts, share tasks and manage the guest list.`
          : `To see your event on your dashboard, sign up for Bountiful with this email address (${planner.email}): ${booked.name} will be waiting for you there, with tasks, co-hosts and the guest list.`,
      ],
      summary: [...summary, ...(money ?? []).filter(([label]) => label !== 'Total, all in')],
      action: hasAccount
        ? { label: 'Open your dashboard', url: `${config.PUBLIC_URL}/dashboard` }
        : { label: 'Sign up to see your event', url: `${config.PUBLIC_URL}/signup` },
      outro: [`Questions or changes? Reply to this email and quote ${saved.reference}.`],
    },
  }
}

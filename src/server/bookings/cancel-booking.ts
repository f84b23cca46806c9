// Cancellation cascades: the one function
// the staff console, the host's dashboard and the venue portal call to cancel a confirmed booking.
// After BOOKING_TRANSITIONS.cancel allows it: refunds planned from what each payer paid (the
// venue's terms, or in full when the venue broke the booking) and sent to Stripe outside any
// transaction, then in ONE transaction the refund rows, the schedule, the event and the request
// cancelled, a history row naming who cancelled and why, the space released and everyone emailed.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { refundRuleFor, CANCEL_MESSAGES, type Canceller, type RefundRule } from '~/domain/bookings/cancellation'
import { BOOKING_MESSAGES, checkBookingTransition, type BookingStage } from '~/domain/bookings/lifecycle'
import { formatCents } from '~/domain/pricing/estimate'
import { ORGANISER_PAYER, PAYMENT_MESSAGES, sharePayer } from '~/domain/payments/payments-api'
import { isBookingKind } from '~/domain/requests/workflow'
import { todayIn } from '~/domain/time'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import {
  eventMembers,
  events,
  paymentInstalments,
  paymentSchedules,
  paymentShares,
  requests,
  spaceHolds,
  users,
  venueMembers,
} from '../db/schema'
import { enqueueEmails, type OutboxMessage } from '../email/outbox'
import { withCalendarCancellationsInTx } from '../events/guest-calendar'
import { notifyEventChanged } from '../events/chat-notify'
import { availabilityChanged } from '../lib/catalogue-generation'
import { bookingStage } from './booking-stage'
import { conflict, fieldError, forbidden, notFound } from '../lib/errors'
import {
  issueCardRefunds,
  planRefunds,
  refundLateCharges,
  writeRefunds,
  type RefundPlan,
} from '../payments/cancellation-refunds'
import { createStripeClient } from '../payments/stripe-client'
import {
  coHostCancelledEmail,
  hostCancelledEmail,
  payerCancelledEmail,
  teamCancelledEmail,
  unpaidShareCancelledEmail,
  venueCancelledEmail,
  type CancelledBooking,
} from './cancellation-emails'
import { lockRequest, recordHistory, REQUEST_NOT_FOUND, updateRequest, type RequestRow } from './request-history'

export type CancelRequestBy =
  | { by: 'staff'; userId: number; cancelledOn?: string; fullRefund?: boolean; note?: string | null }
  | { by: 'planner'; userId: number; note?: string | null }
  | { by: 'venue'; userId: number; venueId: number; reason: string }

type EventRow = typeof events.$inferSelect
type ScheduleRow = typeof paymentSchedules.$inferSelect

/** The booking's event and schedule, and its stage as every screen reads it (booking-stage.ts). */
async function bookingOf(db: Db | Tx, request: RequestRow) {
  const [event] = await db.select().from(events).where(eq(events.requestId, request.id))
  const [schedule] = await db.select().from(paymentSchedules).where(eq(paymentSchedules.requestId, request.id))
  const stage: BookingStage = (await bookingStage(db, request.id))?.stage ?? 'requested'
  return { event: event as EventRow | undefined, schedule: schedule as ScheduleRow | undefined, stage }
}

/** Refused moves answer 409 with the lifecycle's sentence. */
function assertMayCancel(stage: BookingStage, by: Canceller) {
  const check = checkBookingTransition('cancel', stage, by)
  if (!check.ok) throw conflict(check.message)
}

const stripeClients = new WeakMap<object, Stripe | null>()
/** One Stripe client per configuration (the entry points that have none of their own). */
export function stripeFor(config: Config): Stripe | null {
  if (!stripeClients.has(config)) stripeClients.set(config, createStripeClient(config))
  return stripeClients.get(config)!
}

/**
 * Cancels the confirmed booking of `requestId` for everyone. Idempotent in effect: a second cancel
 * (or one racing this) finds the booking cancelled and answers 409 with the lifecycle's sentence;
 * card refunds keep stable Idempotency-Keys, so a retry after a failure never refunds twice.
 */
export async function cancelBooking({
  db,
  config,
  stripe,
  requestId,
  actor,
  now = new Date(),
}: {
  db: Db
  config: Config
  stripe: Stripe | null
  requestId: number
  actor: CancelRequestBy
  now?: Date
}): Promise<{ eventId: number | null }> {
  const [request] = await db.select().from(requests).where(eq(requests.id, requestId))
  if (!request) throw notFound(REQUEST_NOT_FOUND)
  if (!isBookingKind(request.kind)) throw conflict(BOOKING_MESSAGES.notABooking)
  const { event, schedule, stage } = await bookingOf(db, request)
  assertMayCancel(stage, actor.by)
  if (actor.by === 'venue' && (event?.venueId ?? request.venueId) !== actor.venueId)
    throw notFound(CANCEL_MESSAGES.notThisVenue)
  if (actor.by === 'planner' && event?.hostUserId !== actor.userId) throw forbidden(BOOKING_MESSAGES.notYours('cancel'))

  const today = todayIn(event?.timezone ?? 'UTC', now)
  const cancelledOn = actor.by === 'staff' && actor.cancelledOn ? actor.cancelledOn : today
  if (cancelledOn > today) throw fieldError('cancelledOn', CANCEL_MESSAGES.cancelledOnFuture)
  const rule = refundRuleFor(actor.by, { fullRefund: actor.by === 'staff' && actor.fullRefund })
  const plan =
    schedule && schedule.status === 'open'
      ? await planRefunds(db, schedule, { cancelledOn, full: rule.kind === 'full' })
      : null
  // Stripe first, outside the transaction; its keys make a retry or a concurrent cancel get the
  // same refunds back.
  const references = plan ? await issueCardRefunds(stripe, plan) : new Map()

  const done = await db.transaction(async (tx) => {
    const locked = await lockRequest(tx, requestId)
    const fresh = await bookingOf(tx, locked)
    assertMayCancel(fresh.stage, actor.by)
    if (!plan && fresh.schedule?.status === 'open') throw conflict(PAYMENT_MESSAGES.scheduleExists)
    const reason = actor.by === 'venue' ? actor.reason : (actor.note ?? null)
    const { lateChargeIds, emails: refundEmails } = plan
      ? await writeRefunds(tx, {
          config,
          plan,
          references,
          actorId: actor.userId,
          // The host hears about her own refund in her cancellation email.
          refundEmailsTo: (payer) => payer !== ORGANISER_PAYER,
          because: rule.kind === 'full' ? 'As the booking is refunded in full,' : "Per the venue's cancellation terms,",
        })
      : { lateChargeIds: [], emails: [] }
    if (fresh.event) {
      await tx
        .update(events)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(and(eq(events.id, fresh.event.id), eq(events.status, 'upcoming')))
      await notifyEventChanged(tx, fresh.event.id, 'event')
    }
    await updateRequest(tx, requestId, { status: 'cancelled' })
    await recordHistory(tx, {
      requestId,
      fromStatus: locked.status,
      toStatus: 'cancelled',
      note: historyNote(actor.by, reason, rule, plan),
      actorUserId: actor.userId,
    })
    await releaseHolds(tx, requestId)
    if (fresh.event) {
      const booking = cancelledBooking({ request: locked, event: fresh.event, by: actor.by, reason, rule, plan })
      const messages = [...refundEmails, ...(await cancellationEmails(tx, config, booking, plan, refundEmails))]
      // The host's and the invited guests' calendars drop the event (METHOD:CANCEL), in the email
      // each of them gets about the cancellation when there is one: one email per person.
      await enqueueEmails(tx, await withCalendarCancellationsInTx(tx, { eventId: fresh.event.id, config, messages }))
    } else await enqueueEmails(tx, refundEmails)
    return { eventId: fresh.event?.id ?? null, lateChargeIds, scheduleId: plan?.scheduleId ?? null }
  })
  // A payment that landed between the plan and the transaction is refunded in full, never kept silently.
  if (done.scheduleId !== null && done.lateChargeIds.length)
    await refundLateCharges({ db, stripe, config, scheduleId: done.scheduleId, chargeIds: done.lateChargeIds })
  return { eventId: done.eventId }
}

/** The booking's space holds (its quote's, instant book's) go back on offer. */
async function releaseHolds(tx: Tx, requestId: number) {
  const released = await tx
    .update(spaceHolds)
    .set({ status: 'released', expiresAt: null, updatedAt: sql`now()` })
    .where(and(eq(spaceHolds.requestId, requestId), inArray(spaceHolds.status, ['held', 'booked'])))
    .returning({ id: spaceHolds.id })
  if (released.length) await availabilityChanged(tx)
}

const CANCELLER_WORDS: Readonly<Record<Canceller, string>> = {
  planner: 'the host',
  venue: 'the venue',
  staff: 'our concierge team',
}

function historyNote(by: Canceller, reason: string | null, rule: RefundRule, plan: RefundPlan | null) {
  const refunded = plan ? plan.refunds.reduce((a, r) => a + r.amountCents, 0) : 0
  const paid = plan ? [...plan.paidByPayer.values()].reduce((a, c) => a + c, 0) : 0
  const money = plan
    ? `refunded ${formatCents(refunded)} of ${formatCents(paid)} paid (${rule.kind === 'full' ? 'in full' : `${plan.refundPct}% by the venue's terms, ${plan.daysBefore} days before`})`
    : 'no payments'
  return `Cancelled by ${CANCELLER_WORDS[by]}${reason ? `: ${reason}` : ''}; ${money}`
}

function cancelledBooking({
  request,
  event,
  by,
  reason,
  rule,
  plan,
}: {
  request: RequestRow
  event: EventRow
  by: Canceller
  reason: string | null
  rule: RefundRule
  plan: RefundPlan | null
}): CancelledBooking {
  return {
    requestId: request.id,
    reference: request.reference,
    organiserName: request.name,
    organiserEmail: request.email,
    eventId: event.id,
    eventName: event.name,
    venueName: event.venueName,
    date: event.date,
    time: event.time,
    guests: event.guestCount,
    by,
    reason,
    hasPayments: plan !== null,
    rule,
    refundPct: plan?.refundPct ?? 0,
    bookingFeeKept: plan?.bookingFeeKept ?? false,
    paidCents: plan ? [...plan.paidByPayer.values()].reduce((a, c) => a + c, 0) : 0,
    refundCents: plan ? plan.refunds.reduce((a, r) => a + r.amountCents, 0) : 0,
  }
}

async function cancellationEmails(
  tx: Tx,
  config: Config,
  b: CancelledBooking,
  plan: RefundPlan | null,
  refundEmails: readonly OutboxMessage[],
): Promise<OutboxMessage[]> {
  const refundOf = (payer: string) => plan?.refunds.find((r) => r.payer === payer)?.amountCents ?? 0
  const paidBy = (payer: string) => plan?.paidByPayer.get(payer) ?? 0
  const guestPayers = plan ? [...plan.paidByPayer.keys()].filter((p) => p !== ORGANISER_PAYER && paidBy(p) > 0) : []
  const own = {
    paidCents: paidBy(ORGANISER_PAYER),
    refundCents: refundOf(ORGANISER_PAYER),
    card: plan?.rows.some((r) => r.kind === 'charge' && r.payer === ORGANISER_PAYER && r.method === 'card') ?? false,
  }
  const messages = [hostCancelledEmail(config, b, own, guestPayers.length > 0)]

  const coHosts = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(eventMembers)
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .where(and(eq(eventMembers.eventId, b.eventId), eq(eventMembers.role, 'cohost')))
    .orderBy(asc(users.id))
  messages.push(...coHosts.map((c) => coHostCancelledEmail(config, b, c)))

  // Guests who paid and get money back have their refund email (writeRefunds); the others are told here.
  const unrefunded = guestPayers.filter((p) => refundOf(p) === 0).map((p) => Number(p.replace(/^share:/, '')))
  if (unrefunded.length) {
    const shares = await tx
      .select({ id: paymentShares.id, name: paymentShares.name, email: paymentShares.email })
      .from(paymentShares)
      .where(inArray(paymentShares.id, unrefunded))
    for (const s of shares)
      if (s.email)
        messages.push(payerCancelledEmail(config, b, { ...s, email: s.email, paidCents: paidBy(`share:${s.id}`) }))
  }
  if (plan) messages.push(...(await unpaidShareEmails(tx, config, b, plan, [...refundEmails, ...messages])))

  const [event] = await tx.select({ venueId: events.venueId }).from(events).where(eq(events.id, b.eventId))
  const managers = event.venueId
    ? await tx
        .select({ email: users.email })
        .from(venueMembers)
        .innerJoin(users, eq(users.id, venueMembers.userId))
        .where(eq(venueMembers.venueId, event.venueId))
        .orderBy(asc(users.id))
    : []
  // A venue without managers on Bountiful hears from our team, who get its copy.
  const venueTo = managers.length ? managers.map((m) => m.email) : b.by === 'staff' ? [config.CONCIERGE_EMAIL] : []
  messages.push(...venueTo.map((to) => venueCancelledEmail(config, b, to)))
  if (b.by !== 'staff') messages.push(teamCancelledEmail(config, b))
  return messages
}

/**
 * Guests who were sent a share of a payment and paid nothing of it: their link now asks for nothing
 * and their reminders stopped, and they are told so, once each (a guest who paid a share has her
 * refund's email, or payerCancelledEmail, already among `told`).
 */
async function unpaidShareEmails(
  tx: Tx,
  config: Config,
  b: CancelledBooking,
  plan: RefundPlan,
  told: readonly OutboxMessage[],
): Promise<OutboxMessage[]> {
  const shares = await tx
    .select({ id: paymentShares.id, name: paymentShares.name, email: paymentShares.email })
    .from(paymentShares)
    .innerJoin(paymentInstalments, eq(paymentInstalments.id, paymentShares.instalmentId))
    .where(eq(paymentInstalments.scheduleId, plan.scheduleId))
    .orderBy(asc(paymentShares.id))
  const addresses = new Set(told.map((m) => m.to.toLowerCase()))
  const messages: OutboxMessage[] = []
  for (const s of shares) {
    if (!s.email || (plan.paidByPayer.get(sharePayer(s.id)) ?? 0) > 0 || addresses.has(s.email.toLowerCase())) continue
    addresses.add(s.email.toLowerCase())
    messages.push(unpaidShareCancelledEmail(config, b, { email: s.email, name: s.name }))
  }
  return messages
}

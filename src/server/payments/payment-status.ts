// The planner's dashboard badge (paid / due / overdue per booking) and the status a payer sees on
// returning from Checkout. Both read our own rows: a checkout is paid only once Stripe's verified
// webhook said so (checkouts.ts), never because the browser came back to the success page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, eq, inArray } from 'drizzle-orm'
import {
  checkoutStatusParamsSchema,
  checkoutStatusQuerySchema,
  checkoutStatusSchema,
  eventPaymentSummariesSchema,
  type BookingPaymentState,
  type CheckoutStatus,
  type EventPaymentSummary,
} from '~/domain/payments/payment-status-api'
import { currentUserId, requireUser, signedInUser } from '../auth/auth-plugin'
import type { Db } from '../db/client'
import { eventMembers, events, finalBills, paymentCheckouts, paymentInstalments, paymentSchedules } from '../db/schema'
import { notFound } from '../lib/errors'
import { verifySignedValue } from '../lib/signing-key'
import { bookingPayments } from './booking-payments'
import { errorResponses } from '../lib/error-responses'

const CHECKOUT_NOT_FOUND = 'We could not find this payment. Open the payment link again to see where it stands.'
const SESSION_ID = /^cs_[A-Za-z0-9_-]{1,250}$/

/** The payment state of every booking the user hosts or co-hosts (events without payments are left out). */
export async function eventPaymentSummaries({
  db,
  userId,
}: {
  db: Db
  userId: number
}): Promise<EventPaymentSummary[]> {
  const schedules = await db
    .select({ schedule: paymentSchedules })
    .from(paymentSchedules)
    .innerJoin(eventMembers, eq(eventMembers.eventId, paymentSchedules.eventId))
    .where(eq(eventMembers.userId, userId))
  // A final bill the organiser accepted replaces what was agreed: with our booking fee, it is what
  // the booking cost.
  const bills = schedules.length
    ? await db
        .select({ scheduleId: finalBills.scheduleId, totalCents: finalBills.totalCents })
        .from(finalBills)
        .where(
          and(
            inArray(
              finalBills.scheduleId,
              schedules.map((s) => s.schedule.id),
            ),
            eq(finalBills.status, 'accepted'),
          ),
        )
    : []
  const billed = new Map(bills.map((b) => [b.scheduleId, b.totalCents]))
  const summaries: EventPaymentSummary[] = []
  for (const { schedule } of schedules) {
    const view = await bookingPayments({ db, schedule, cardPayments: false })
    const open = view.instalments.filter((i) => i.dueCents > 0)
    const state: BookingPaymentState =
      view.status === 'cancelled'
        ? 'cancelled'
        : open.length === 0
          ? 'paid'
          : open.some((i) => i.state === 'overdue')
            ? 'overdue'
            : 'due'
    summaries.push({
      eventId: schedule.eventId,
      state,
      allInCents: billed.has(schedule.id) ? billed.get(schedule.id)! + view.bookingFeeCents : view.allInCents,
      // What was kept: a refund (an over-collection, a bill below what was paid) is not paid.
      paidCents: view.totals.paidCents - view.totals.refundedCents,
      next: open[0] && state !== 'cancelled' ? { dueOn: open[0].dueOn, dueCents: open[0].dueCents } : null,
    })
  }
  return summaries
}

/**
 * A checkout's status, for the payer only: whoever holds the signed key of its return URL (a guest
 * who paid a share has no account), or a signed-in host or co-host of its event for the
 * organiser's own payment. The session id alone opens nothing: it sits in browser history and logs.
 */
export async function checkoutStatus({
  db,
  sessionId,
  key,
  userId,
}: {
  db: Db
  sessionId: string
  key: string | undefined
  userId: number | null
}): Promise<CheckoutStatus> {
  if (!SESSION_ID.test(sessionId)) throw notFound(CHECKOUT_NOT_FOUND)
  const [row] = await db
    .select({ checkout: paymentCheckouts, eventId: paymentSchedules.eventId, eventName: events.name })
    .from(paymentCheckouts)
    .innerJoin(paymentInstalments, eq(paymentInstalments.id, paymentCheckouts.instalmentId))
    .innerJoin(paymentSchedules, eq(paymentSchedules.id, paymentInstalments.scheduleId))
    .innerJoin(events, eq(events.id, paymentSchedules.eventId))
    .where(eq(paymentCheckouts.stripeSessionId, sessionId))
  if (!row) throw notFound(CHECKOUT_NOT_FOUND)
  const organiser = row.checkout.shareId === null
  const byKey = key !== undefined && (await verifySignedValue(db, 'checkout-return', String(row.checkout.id), key))
  const byMembership =
    !byKey &&
    organiser &&
    userId !== null &&
    (
      await db
        .select({ userId: eventMembers.userId })
        .from(eventMembers)
        .where(and(eq(eventMembers.eventId, row.eventId), eq(eventMembers.userId, userId)))
    ).length > 0
  if (!byKey && !byMembership) throw notFound(CHECKOUT_NOT_FOUND)
  return {
    paid: row.checkout.status === 'paid',
    amountCents: row.checkout.amountCents,
    refundedCents: row.checkout.refundedCents,
    eventName: row.eventName,
    payer: organiser ? 'organiser' : 'guest',
    eventId: organiser ? row.eventId : null,
  }
}

export const paymentStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments']
  app.get(
    '/dashboard/payments',
    {
      onRequest: requireUser,
      schema: {
        summary: "The payment state of each of the user's bookings",
        tags,
        response: { 200: eventPaymentSummariesSchema, ...errorResponses(401) },
      },
    },
    async (req) => ({ events: await eventPaymentSummaries({ db: app.db, userId: signedInUser(req).id }) }),
  )
  app.get(
    '/payments/checkouts/:sessionId',
    {
      schema: {
        summary: 'Whether a checkout was paid (as the verified webhook recorded it)',
        tags,
        params: checkoutStatusParamsSchema,
        querystring: checkoutStatusQuerySchema,
        response: { 200: checkoutStatusSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) =>
      checkoutStatus({
        db: app.db,
        sessionId: req.params.sessionId,
        key: req.query.key,
        userId: currentUserId(req),
      }),
  )
}

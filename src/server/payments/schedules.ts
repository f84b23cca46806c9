// Opening a booking's payments (staff, once the request is confirmed from an accepted proposal):
// the schedule from the proposal's total and deposit, our booking fee and the balance's due day.
import { and, desc, eq } from 'drizzle-orm'
import { PAYMENT_MESSAGES } from '~/domain/payments/payments-api'
import { cancellationPolicyOf } from '~/domain/payments/refunds'
import { depositRuleOf, planPaymentSchedule, reviseInstalments } from '~/domain/payments/schedule'
import { todayIn } from '~/domain/time'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { events, paymentInstalments, paymentSchedules, proposals, venues } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { conflict } from '../lib/errors'
import { bookingContext, paymentRequestedEmail } from './payment-emails'
import { scheduleReminders } from './payment-notices'
import { resizeSharesInTx } from './shares'
import { cardPaymentsOn, type StripeConfig } from './stripe-client'

type ScheduleConfig = Pick<
  Config,
  'BOOKING_FEE' | 'BOOKING_FEE_REFUNDABLE' | 'PAYMENT_BALANCE_DUE_DAYS' | 'PUBLIC_URL' | 'CONCIERGE_EMAIL'
> &
  StripeConfig

/** Staff open the schedule of a booking confirmed before confirmation opened it (the console's button). */
export async function createPaymentSchedule({
  db,
  config,
  requestId,
}: {
  db: Db
  config: ScheduleConfig
  requestId: number
}) {
  return db.transaction(async (tx) => {
    const opened = await openPaymentScheduleInTx(tx, { config, requestId })
    if (!opened) throw conflict(PAYMENT_MESSAGES.noAcceptedProposal)
    await enqueueEmails(tx, opened.emails)
    return opened.schedule
  })
}

/**
 * Opens the schedule of a confirmed booking in the caller's transaction (the booking's owner calls
 * it as it confirms, src/server/bookings/confirm-booking.ts): null when no price was agreed (a
 * booking staff confirmed with no accepted proposal has nothing to pay through us).
 */
export async function openPaymentScheduleInTx(
  tx: Tx,
  { config, requestId }: { config: ScheduleConfig; requestId: number },
) {
  const [event] = await tx.select().from(events).where(eq(events.requestId, requestId)).for('update')
  const [accepted] = await tx
    .select()
    .from(proposals)
    .where(and(eq(proposals.requestId, requestId), eq(proposals.status, 'accepted')))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(1)
  if (!event || !accepted) return null
  const [existing] = await tx
    .select({ id: paymentSchedules.id })
    .from(paymentSchedules)
    .where(eq(paymentSchedules.requestId, requestId))
  if (existing) throw conflict(PAYMENT_MESSAGES.scheduleExists)
  if (event.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled)

  const [venue] = await tx
    .select({ depositPct: venues.depositPct, cancellationTerms: venues.cancellationTerms })
    .from(venues)
    .where(eq(venues.id, accepted.venueId))
  const plan = planPaymentSchedule({
    venueTotalCents: accepted.totalCents,
    // The proposal's deposit as sent; when it set none, the venue's own percentage.
    deposit: depositRuleOf({ proposalDepositCents: accepted.depositCents, venueDepositPct: venue.depositPct }),
    bookingFee: config.BOOKING_FEE,
    acceptedOn: todayIn(event.timezone, accepted.respondedAt ?? new Date()),
    eventDate: event.date,
    balanceDueDaysBefore: config.PAYMENT_BALANCE_DUE_DAYS,
  })
  const [schedule] = await tx
    .insert(paymentSchedules)
    .values({
      requestId,
      eventId: event.id,
      proposalId: accepted.id,
      venueTotalCents: plan.venueTotalCents,
      bookingFeeCents: plan.bookingFeeCents,
      allInCents: plan.allInCents,
      bookingFeeRefundable: config.BOOKING_FEE_REFUNDABLE,
      // The accepted quote's terms, as the planner read them (typed on the quote, else
      // the venue's at the time); a proposal from before quotes carried terms: the venue's own
      // terms now, or the default when it set none.
      cancellationPolicy: accepted.cancellationTerms ?? cancellationPolicyOf(venue.cancellationTerms),
      eventDate: event.date,
    })
    .returning()
  const instalments = await tx
    .insert(paymentInstalments)
    .values(plan.instalments.map((i) => ({ scheduleId: schedule.id, ...i })))
    .returning()
  // The organiser is asked for what is due now (the deposit and fee); later instalments get
  // their reminders, 3 days before and on the day (jobs in payment_reminders).
  const today = todayIn(event.timezone)
  await scheduleReminders(tx, instalments, today)
  const booking = await bookingContext(tx, schedule.id)
  // For the caller to queue after its own (the confirmation comes before the request to pay).
  const emails = instalments
    .filter((i) => i.dueOn <= today && i.amountCents > 0)
    .map((i) =>
      paymentRequestedEmail({
        config,
        booking,
        instalment: { ...i, dueCents: i.amountCents },
        bookingFeeCents: i.feeCents,
        cardPayments: cardPaymentsOn(config),
      }),
    )
  return { schedule, instalments, emails }
}

/**
 * A change order changed the booking's price or date (src/server/bookings/change-orders.ts): the
 * schedule's amounts follow (reviseInstalments), in the caller's transaction. Nothing when the
 * booking has no schedule (nothing agreed through us).
 */
export async function reviseScheduleInTx(
  tx: Tx,
  {
    config,
    requestId,
    venueTotalCents,
    eventDate,
  }: {
    config: Pick<Config, 'BOOKING_FEE' | 'PAYMENT_BALANCE_DUE_DAYS' | 'PUBLIC_URL' | 'CONCIERGE_EMAIL'>
    requestId: number
    venueTotalCents: number
    eventDate: string
  },
): Promise<void> {
  const [schedule] = await tx
    .select()
    .from(paymentSchedules)
    .where(eq(paymentSchedules.requestId, requestId))
    .for('update')
  if (!schedule || schedule.status !== 'open') return
  const [event] = await tx.select({ timezone: events.timezone }).from(events).where(eq(events.id, schedule.eventId))
  const current = await tx.select().from(paymentInstalments).where(eq(paymentInstalments.scheduleId, schedule.id))
  const today = todayIn(event?.timezone ?? 'UTC')
  const revised = reviseInstalments({
    current,
    venueTotalCents,
    bookingFee: config.BOOKING_FEE,
    eventDate,
    balanceDueDaysBefore: config.PAYMENT_BALANCE_DUE_DAYS,
    today,
  })
  await tx
    .update(paymentSchedules)
    .set({ venueTotalCents, bookingFeeCents: revised.bookingFeeCents, allInCents: revised.allInCents, eventDate })
    .where(eq(paymentSchedules.id, schedule.id))
  const added = []
  for (const i of revised.instalments) {
    const values = {
      dueOn: i.dueOn,
      venueCents: i.venueCents,
      feeCents: i.feeCents,
      amountCents: i.venueCents + i.feeCents,
    }
    const existing = current.find((c) => c.kind === i.kind)
    if (existing) {
      const [updated] = await tx
        .update(paymentInstalments)
        .set(values)
        .where(eq(paymentInstalments.id, existing.id))
        .returning()
      await resizeSharesInTx(tx, { config, instalment: updated, beforeCents: existing.amountCents })
    } else
      added.push(
        ...(await tx
          .insert(paymentInstalments)
          .values({ scheduleId: schedule.id, kind: i.kind, ...values })
          .returning()),
      )
  }
  await scheduleReminders(tx, added, today)
}

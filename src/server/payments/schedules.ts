// Opening a booking's payments (staff, once the request is confirmed from an accepted proposal):
// the schedule from the proposal's total and deposit, our booking fee and the balance's due day.
import { and, desc, eq } from 'drizzle-orm'
import { PAYMENT_MESSAGES } from '~/domain/payments/payments-api'
import { DEFAULT_CANCELLATION_POLICY } from '~/domain/payments/refunds'
import { planPaymentSchedule } from '~/domain/payments/schedule'
import { todayIn } from '~/domain/time'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { events, paymentInstalments, paymentSchedules, proposals } from '../db/schema'
import { conflict } from '../lib/errors'

export async function createPaymentSchedule({
  db,
  config,
  requestId,
}: {
  db: Db
  config: Pick<Config, 'BOOKING_FEE' | 'BOOKING_FEE_REFUNDABLE' | 'PAYMENT_BALANCE_DUE_DAYS'>
  requestId: number
}) {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.requestId, requestId)).for('update')
    const [accepted] = await tx
      .select()
      .from(proposals)
      .where(and(eq(proposals.requestId, requestId), eq(proposals.status, 'accepted')))
      .orderBy(desc(proposals.createdAt), desc(proposals.id))
      .limit(1)
    if (!event || !accepted) throw conflict(PAYMENT_MESSAGES.noAcceptedProposal)
    const [existing] = await tx
      .select({ id: paymentSchedules.id })
      .from(paymentSchedules)
      .where(eq(paymentSchedules.requestId, requestId))
    if (existing) throw conflict(PAYMENT_MESSAGES.scheduleExists)
    if (event.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled)

    const plan = planPaymentSchedule({
      venueTotalCents: accepted.totalCents,
      deposit: { kind: 'amount', cents: accepted.depositCents },
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
        // Venues' own policies come with the venue portal; until then every booking has the default.
        cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
        eventDate: event.date,
      })
      .returning()
    await tx.insert(paymentInstalments).values(plan.instalments.map((i) => ({ scheduleId: schedule.id, ...i })))
    return schedule
  })
}

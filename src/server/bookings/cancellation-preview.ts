// What the host reads before she confirms cancelling her booked event: the venue's
// terms in words and what comes back, to her and to the guests who paid, if she cancels today.
import { eq } from 'drizzle-orm'
import { refundSentence, type HostCancelPreview } from '~/domain/bookings/cancellation'
import { cancellationText } from '~/domain/venues/cancellation-terms'
import { EVENT_MESSAGES } from '~/domain/events/event'
import { ORGANISER_PAYER } from '~/domain/payments/payments-api'
import { daysBetween } from '~/domain/payments/schedule'
import { todayIn } from '~/domain/time'
import type { Db } from '../db/client'
import { paymentSchedules } from '../db/schema'
import { assertHost, findEventForMember } from '../events/event-access'
import { planRefunds } from '../payments/cancellation-refunds'

export async function cancellationPreview({
  db,
  eventId,
  userId,
  now = new Date(),
}: {
  db: Db
  eventId: number
  userId: number
  now?: Date
}): Promise<HostCancelPreview> {
  const access = await findEventForMember({ db, eventId, userId })
  assertHost(access, EVENT_MESSAGES.hostOnlyCancel)
  const { event } = access
  const today = todayIn(event.timezone, now)
  const [schedule] =
    event.requestId === null
      ? []
      : await db.select().from(paymentSchedules).where(eq(paymentSchedules.requestId, event.requestId))
  const none = { paidCents: 0, refundCents: 0 }
  if (!schedule || schedule.status !== 'open') {
    return {
      booked: event.requestId !== null,
      terms: null,
      daysBefore: daysBetween(today, event.date),
      refundPct: 0,
      ...none,
      yours: none,
      summary:
        event.requestId === null
          ? 'Your co-hosts will be emailed.'
          : 'Nothing has been paid, so there is nothing to refund. The venue, your co-hosts and our team will be told.',
    }
  }
  const plan = await planRefunds(db, schedule, { cancelledOn: today, full: false })
  const paidCents = [...plan.paidByPayer.values()].reduce((a, c) => a + c, 0)
  const refundCents = plan.refunds.reduce((a, r) => a + r.amountCents, 0)
  return {
    booked: true,
    terms: cancellationText(schedule.cancellationPolicy),
    daysBefore: plan.daysBefore,
    refundPct: plan.refundPct,
    paidCents,
    refundCents,
    yours: {
      paidCents: plan.paidByPayer.get(ORGANISER_PAYER) ?? 0,
      refundCents: plan.refunds.find((r) => r.payer === ORGANISER_PAYER)?.amountCents ?? 0,
    },
    summary: refundSentence({
      rule: { kind: 'policy' },
      refundPct: plan.refundPct,
      paidCents,
      refundCents,
      bookingFeeKept: plan.bookingFeeKept,
    }),
  }
}

// The staff console's overdue list (issue 17): instalments of open bookings past their due day in
// the event's own timezone and not fully paid, the longest overdue first.
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { OverdueInstalments } from '~/domain/payments/payments-api'
import { addDays, daysBetween } from '~/domain/payments/schedule'
import { todayIn } from '~/domain/time'
import type { Db } from '../db/client'
import { events, paymentInstalments, paymentSchedules, requests } from '../db/schema'

export async function overdueInstalments({
  db,
  now = new Date(),
}: {
  db: Db
  now?: Date
}): Promise<OverdueInstalments> {
  // Yesterday in the most advanced timezone bounds the candidates; each is checked in its own.
  const latest = addDays(now.toISOString().slice(0, 10), 1)
  const rows = await db
    .select({
      requestId: requests.id,
      reference: requests.reference,
      organiserName: requests.name,
      eventName: events.name,
      eventDate: paymentSchedules.eventDate,
      timezone: events.timezone,
      instalmentId: paymentInstalments.id,
      kind: paymentInstalments.kind,
      dueOn: paymentInstalments.dueOn,
      amountCents: paymentInstalments.amountCents,
      paidCents: sql<number>`coalesce((select sum(l.amount_cents) from ledger_entries l where l.instalment_id = ${paymentInstalments.id} and l.kind = 'charge'), 0)::int`,
    })
    .from(paymentInstalments)
    .innerJoin(paymentSchedules, eq(paymentSchedules.id, paymentInstalments.scheduleId))
    .innerJoin(events, eq(events.id, paymentSchedules.eventId))
    .innerJoin(requests, eq(requests.id, paymentSchedules.requestId))
    .where(and(eq(paymentSchedules.status, 'open'), lte(paymentInstalments.dueOn, latest)))
    .orderBy(asc(paymentInstalments.dueOn), asc(paymentInstalments.id))
  const instalments = rows.flatMap(({ timezone, ...r }) => {
    const daysOverdue = daysBetween(r.dueOn, todayIn(timezone, now))
    const dueCents = r.amountCents - r.paidCents
    return daysOverdue > 0 && dueCents > 0 ? [{ ...r, dueCents, daysOverdue }] : []
  })
  return { instalments }
}

// The staff console's overdue list: instalments of open bookings past their due day in
// the event's own timezone and not fully paid, the longest overdue first; and above it every
// booking whose ledger does not reconcile, so staff see it where they look for money.
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import { reconcile } from '~/domain/payments/ledger'
import type { OverdueInstalments } from '~/domain/payments/payments-api'
import { addDays, daysBetween } from '~/domain/payments/schedule'
import { todayIn } from '~/domain/time'
import type { Db } from '../db/client'
import { events, ledgerEntries, paymentInstalments, paymentSchedules, paymentShares, requests } from '../db/schema'
import { movementsOf, owedOf } from './booking-payments'

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
  return { unreconciled: await unreconciledBookings(db), instalments }
}

/** Rows grouped by a key, in their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}

/**
 * Every booking whose ledger fails reconcile(), with its problems: the ledger, the instalments and
 * their shares are read in three queries and checked here, booking by booking (a booking with no
 * ledger row cannot fail).
 */
export async function unreconciledBookings(db: Db): Promise<OverdueInstalments['unreconciled']> {
  const rows = groupBy(await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id)), (r) => r.scheduleId)
  if (rows.size === 0) return []
  const instalments = groupBy(await db.select().from(paymentInstalments), (i) => i.scheduleId)
  const shares = groupBy(
    await db
      .select({
        id: paymentShares.id,
        instalmentId: paymentShares.instalmentId,
        name: paymentShares.name,
        amountCents: paymentShares.amountCents,
      })
      .from(paymentShares),
    (s) => s.instalmentId,
  )
  const bookings = await db
    .select({
      scheduleId: paymentSchedules.id,
      requestId: requests.id,
      reference: requests.reference,
      organiserName: requests.name,
      eventName: events.name,
      eventDate: paymentSchedules.eventDate,
    })
    .from(paymentSchedules)
    .innerJoin(events, eq(events.id, paymentSchedules.eventId))
    .innerJoin(requests, eq(requests.id, paymentSchedules.requestId))
    .orderBy(asc(paymentSchedules.eventDate), asc(paymentSchedules.id))
  return bookings.flatMap(({ scheduleId, ...booking }) => {
    const ledger = rows.get(scheduleId)
    if (!ledger) return []
    const owed = owedOf((instalments.get(scheduleId) ?? []).map((i) => ({ ...i, shares: shares.get(i.id) ?? [] })))
    const { problems } = reconcile(movementsOf(ledger), owed)
    return problems.length ? [{ ...booking, problems }] : []
  })
}

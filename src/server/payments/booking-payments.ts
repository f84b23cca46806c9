// A booking's payments as read from its rows: the schedule, each instalment's paid and due
// amounts, the shares, and the ledger's balances (derived from the rows, never stored).
import { and, asc, eq, inArray } from 'drizzle-orm'
import { deriveBalances, reconcile, type Movement, type OwedInstalment } from '~/domain/payments/ledger'
import {
  PAYMENT_MESSAGES,
  REFUND_STATE_LABELS,
  sharePayer,
  type BookingPayments,
  type StaffBookingPayments,
} from '~/domain/payments/payments-api'
import { stillOwed } from '~/domain/payments/shares'
import { todayIn } from '~/domain/time'
import type { Db, Tx } from '../db/client'
import {
  events,
  ledgerEntries,
  paymentInstalments,
  paymentSchedules,
  paymentShares,
  refundPaybacks,
  users,
} from '../db/schema'
import { notFound } from '../lib/errors'

export type ScheduleRow = typeof paymentSchedules.$inferSelect
export type InstalmentRow = typeof paymentInstalments.$inferSelect
export type LedgerRow = typeof ledgerEntries.$inferSelect

export async function findSchedule(
  db: Db | Tx,
  where: { requestId: number } | { eventId: number } | { id: number },
  { forUpdate = false } = {},
): Promise<ScheduleRow> {
  const condition =
    'requestId' in where
      ? eq(paymentSchedules.requestId, where.requestId)
      : 'eventId' in where
        ? eq(paymentSchedules.eventId, where.eventId)
        : eq(paymentSchedules.id, where.id)
  const query = db.select().from(paymentSchedules).where(condition)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound(PAYMENT_MESSAGES.noSchedule)
  return row
}

export const movementsOf = (rows: readonly LedgerRow[]): Movement[] =>
  rows.map((r) => ({ kind: r.kind, amountCents: r.amountCents, payer: r.payer, instalmentId: r.instalmentId }))

export async function ledgerOf(db: Db | Tx, scheduleId: number): Promise<LedgerRow[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.scheduleId, scheduleId)).orderBy(asc(ledgerEntries.id))
}

/** Charged towards an instalment (refunds do not make it due again). */
export const chargedTowards = (rows: readonly LedgerRow[], instalmentId: number, payer?: string) =>
  rows
    .filter((r) => r.kind === 'charge' && r.instalmentId === instalmentId && (payer === undefined || r.payer === payer))
    .reduce((a, r) => a + r.amountCents, 0)

/**
 * What a payer still owes towards an instalment by the ledger's rows: the organiser what is left of
 * it ("cover the rest"), a guest what is left of her share, never more than is left of it.
 */
export const owedFrom = (
  rows: readonly LedgerRow[],
  instalment: InstalmentRow,
  share?: { id: number; amountCents: number },
): number =>
  stillOwed({
    instalmentCents: instalment.amountCents,
    paidTowardsCents: chargedTowards(rows, instalment.id),
    share: share && {
      amountCents: share.amountCents,
      paidCents: chargedTowards(rows, instalment.id, sharePayer(share.id)),
    },
  })

export type PaybackRow = typeof refundPaybacks.$inferSelect

/** How staff paid back the offline refunds among `rows`, by refund row. */
export async function paybacksOf(db: Db | Tx, rows: readonly LedgerRow[]): Promise<Map<number, PaybackRow>> {
  const ids = rows.filter((r) => r.kind === 'refund' && r.method !== 'card').map((r) => r.id)
  const paid = ids.length
    ? await db.select().from(refundPaybacks).where(inArray(refundPaybacks.refundEntryId, ids))
    : []
  return new Map(paid.map((p) => [p.refundEntryId, p]))
}

/** A refund row is refunded once Stripe made it (card) or staff paid it back (offline). */
export const refundStateOf = (row: LedgerRow, paybacks: ReadonlyMap<number, PaybackRow>) =>
  row.method === 'card' || paybacks.has(row.id) ? ('refunded' as const) : ('to_pay_back' as const)

/** Offline refunds recorded in the ledger and not paid back yet. */
export const toPayBackCents = (rows: readonly LedgerRow[], paybacks: ReadonlyMap<number, PaybackRow>) =>
  rows
    .filter((r) => r.kind === 'refund' && refundStateOf(r, paybacks) === 'to_pay_back')
    .reduce((a, r) => a + r.amountCents, 0)

const INSTALMENT_NAMES = { deposit: 'the deposit', balance: 'the balance', final: 'the final bill' } as const

/** What the booking owes, per instalment and guest share, as reconcile() checks it. */
export const owedOf = (
  instalments: readonly {
    id: number
    kind: InstalmentRow['kind']
    amountCents: number
    shares: readonly { id: number; name: string; amountCents: number }[]
  }[],
): OwedInstalment[] =>
  instalments.map((i) => ({
    id: i.id,
    name: INSTALMENT_NAMES[i.kind],
    amountCents: i.amountCents,
    shares: i.shares.map((s) => ({ payer: sharePayer(s.id), name: s.name, amountCents: s.amountCents })),
  }))

export async function bookingPayments({
  db,
  schedule,
  cardPayments,
}: {
  db: Db | Tx
  schedule: ScheduleRow
  cardPayments: boolean
}): Promise<BookingPayments & { ledgerRows: LedgerRow[]; paybacks: Map<number, PaybackRow> }> {
  const [event] = await db.select({ timezone: events.timezone }).from(events).where(eq(events.id, schedule.eventId))
  const today = todayIn(event.timezone)
  const instalments = await db
    .select()
    .from(paymentInstalments)
    .where(eq(paymentInstalments.scheduleId, schedule.id))
    .orderBy(asc(paymentInstalments.dueOn), asc(paymentInstalments.id))
  const shares = instalments.length
    ? await db
        .select()
        .from(paymentShares)
        .where(
          inArray(
            paymentShares.instalmentId,
            instalments.map((i) => i.id),
          ),
        )
        .orderBy(asc(paymentShares.id))
    : []
  const rows = await ledgerOf(db, schedule.id)
  const balances = deriveBalances(movementsOf(rows))
  const paybacks = await paybacksOf(db, rows)
  return {
    scheduleId: schedule.id,
    status: schedule.status,
    eventDate: schedule.eventDate,
    venueTotalCents: schedule.venueTotalCents,
    bookingFeeCents: schedule.bookingFeeCents,
    allInCents: schedule.allInCents,
    bookingFeeRefundable: schedule.bookingFeeRefundable,
    cancellationPolicy: schedule.cancellationPolicy,
    instalments: instalments.map((i) => {
      const paidCents = chargedTowards(rows, i.id)
      const dueCents = owedFrom(rows, i)
      const refunds = rows.filter((r) => r.kind === 'refund' && r.instalmentId === i.id)
      return {
        id: i.id,
        kind: i.kind,
        dueOn: i.dueOn,
        amountCents: i.amountCents,
        venueCents: i.venueCents,
        feeCents: i.feeCents,
        paidCents,
        dueCents,
        refundedCents: refunds.reduce((a, r) => a + r.amountCents, 0),
        toPayBackCents: toPayBackCents(refunds, paybacks),
        state: dueCents === 0 ? 'paid' : i.dueOn < today ? 'overdue' : 'due',
        shares: shares
          .filter((s) => s.instalmentId === i.id)
          .map((s) => {
            const paid = chargedTowards(rows, i.id, sharePayer(s.id))
            return { id: s.id, name: s.name, amountCents: s.amountCents, paidCents: paid, paid: paid >= s.amountCents }
          }),
      }
    }),
    totals: {
      paidCents: balances.paidCents,
      refundedCents: balances.refundedCents,
      toPayBackCents: toPayBackCents(rows, paybacks),
      heldForVenueCents: balances.heldForVenueCents,
      feeKeptCents: balances.feeKeptCents,
    },
    cardPayments,
    ledgerRows: rows,
    paybacks,
  }
}

function refundView(
  row: LedgerRow,
  paybacks: ReadonlyMap<number, PaybackRow>,
  nameOf: (id: number | null) => string | null,
) {
  const state = refundStateOf(row, paybacks)
  const p = paybacks.get(row.id)
  return {
    state,
    label: REFUND_STATE_LABELS[state],
    paidBack: p
      ? { amountCents: p.amountCents, note: p.note, paidBy: nameOf(p.paidBy), paidAt: p.createdAt.toISOString() }
      : null,
  }
}

/** The staff console's view: the same, with every ledger row and the reconciliation. */
export async function staffBookingPayments(args: {
  db: Db | Tx
  schedule: ScheduleRow
  cardPayments: boolean
}): Promise<StaffBookingPayments> {
  const { ledgerRows, paybacks, ...view } = await bookingPayments(args)
  const recorders = [
    ...new Set(
      [...ledgerRows.map((r) => r.recordedBy), ...[...paybacks.values()].map((p) => p.paidBy)].filter(
        (id): id is number => id !== null,
      ),
    ),
  ]
  const names = recorders.length
    ? await args.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(inArray(users.id, recorders)))
    : []
  const nameOf = (id: number | null) => {
    const u = names.find((n) => n.id === id)
    return u ? [u.firstName, u.lastName].filter(Boolean).join(' ') : null
  }
  const check = reconcile(movementsOf(ledgerRows), owedOf(view.instalments))
  return {
    ...view,
    ledger: ledgerRows.map((r) => ({
      id: r.id,
      instalmentId: r.instalmentId,
      kind: r.kind,
      amountCents: r.amountCents,
      payer: r.payer,
      method: r.method,
      reference: r.reference,
      receivedOn: r.receivedOn,
      recordedBy: nameOf(r.recordedBy),
      createdAt: r.createdAt.toISOString(),
      refund: r.kind === 'refund' ? refundView(r, paybacks, nameOf) : null,
    })),
    reconciliation: { ok: check.ok, problems: check.problems },
  }
}

// The final bill: entered by the venue after the event, read by the organiser beside the
// agreed terms and the door count, disputed line by line (staff see the notes) or accepted, and
// then settled against the ledger, once: over-collection refunded to the payers who paid it (cards
// through Stripe, offline payments recorded for staff to pay back, as cancellations do), a shortfall
// asked for as a 'final' instalment the organiser pays or splits as the balance. The steps of the
// settlement are the cancellation's (./cancellation-refunds.ts): plan by reading, refund at Stripe
// outside any transaction with keys naming the bill and the charge, then write the rows in one
// transaction that checks the ledger has not moved since the plan.
import { and, asc, desc, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { AuthUser } from '~/domain/auth/auth-user'
import { eventStatus } from '~/domain/events/event-status'
import { computeFinalBill, type BillTerms } from '~/domain/payments/final-bill'
import {
  FINAL_BILL_MESSAGES,
  FINAL_BILL_STATUS_LABELS,
  type DisputeLineInput,
  type EnterFinalBillInput,
  type FinalBillView,
} from '~/domain/payments/final-bill-api'
import { deriveBalances } from '~/domain/payments/ledger'
import { ORGANISER_PAYER } from '~/domain/payments/payments-api'
import { planSettlement } from '~/domain/payments/settlement'
import { todayIn } from '~/domain/time'
import type { Db, Tx } from '../db/client'
import {
  events,
  finalBillDisputes,
  finalBills,
  paymentInstalments,
  paymentSchedules,
  proposals,
  users,
  venueMembers,
} from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { conflict, fieldError, notFound } from '../lib/errors'
import { doorCountOf } from '../events/door'
import { assertHost, findEventForMember, type EventRow } from '../events/event-access'
import {
  chargedTowards,
  findSchedule,
  ledgerOf,
  movementsOf,
  paybacksOf,
  toPayBackCents,
  type LedgerRow,
  type ScheduleRow,
} from './booking-payments'
import { piecesOf, type Piece } from './cancellation-refunds'
import { providerFailed, requireStripe } from './checkouts'
import { billDisputedEmail, billEnteredEmail, billSettledEmail } from './final-bill-emails'
import { appendRefund } from './ledger-writes'
import { bookingContext, type EmailConfig } from './payment-emails'
import { queueRefunds } from './payment-notices'

type BillRow = typeof finalBills.$inferSelect

const isStaff = (user: AuthUser) => user.role === 'staff' || user.role === 'admin'
const nameOf = (u: { firstName: string | null; lastName: string | null } | undefined) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(' ') || null : null

/** The agreed terms: the accepted quote's, held to by the bill. */
async function termsOf(
  db: Db | Tx,
  event: EventRow,
  schedule: ScheduleRow,
): Promise<BillTerms & { agreedTotalCents: number }> {
  const [p] = schedule.proposalId
    ? await db.select().from(proposals).where(eq(proposals.id, schedule.proposalId))
    : await db
        .select()
        .from(proposals)
        .where(and(eq(proposals.requestId, event.requestId ?? 0), eq(proposals.status, 'accepted')))
        .orderBy(desc(proposals.createdAt))
        .limit(1)
  if (!p) throw conflict(FINAL_BILL_MESSAGES.noTerms)
  return {
    guaranteeGuests: p.guests,
    pricePerPersonCents: p.pricePerPersonCents,
    minimumSpendCents: p.minimumSpendCents,
    serviceChargePct: Number(p.serviceChargePct),
    taxPct: Number(p.taxPct),
    gratuityPct: Number(p.gratuityPct),
    agreedTotalCents: schedule.venueTotalCents,
  }
}

async function billOf(db: Db | Tx, eventId: number, forUpdate = false): Promise<BillRow | null> {
  const q = db.select().from(finalBills).where(eq(finalBills.eventId, eventId))
  const [row] = forUpdate ? await q.for('update') : await q
  return row ?? null
}

const scheduleOfEvent = async (db: Db | Tx, event: EventRow) => {
  const [schedule] = await db.select().from(paymentSchedules).where(eq(paymentSchedules.eventId, event.id))
  if (!schedule) throw conflict(FINAL_BILL_MESSAGES.noTerms)
  return schedule
}

/** The bill as every side reads it: the terms, the door count, the lines, the disputes, the settlement. */
export async function finalBillView(db: Db | Tx, event: EventRow): Promise<FinalBillView> {
  const schedule = await scheduleOfEvent(db, event)
  const { agreedTotalCents, ...terms } = await termsOf(db, event, schedule)
  const bill = await billOf(db, event.id)
  const doorCount = await doorCountOf(db, event.id)
  const ledger = await ledgerOf(db, schedule.id)
  const balances = deriveBalances(movementsOf(ledger))
  const computed = bill
    ? computeFinalBill({ entered: bill.entered, terms: bill.terms, doorCount: bill.doorCount })
    : null
  const disputes = bill
    ? await db
        .select({ d: finalBillDisputes, firstName: users.firstName, lastName: users.lastName })
        .from(finalBillDisputes)
        .leftJoin(users, eq(users.id, finalBillDisputes.raisedBy))
        .where(eq(finalBillDisputes.billId, bill.id))
        .orderBy(asc(finalBillDisputes.id))
    : []
  const [acceptor] = bill?.acceptedBy
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, bill.acceptedBy))
    : []
  const [finalInstalment] = await db
    .select({ id: paymentInstalments.id })
    .from(paymentInstalments)
    .where(and(eq(paymentInstalments.scheduleId, schedule.id), eq(paymentInstalments.kind, 'final')))
  const status = bill?.status ?? 'not_entered'
  return {
    eventId: event.id,
    eventName: event.name,
    venueName: event.venueName,
    eventDate: event.date,
    status,
    statusLabel: FINAL_BILL_STATUS_LABELS[status],
    version: bill?.version ?? 0,
    terms: { ...(bill?.terms ?? terms), agreedTotalCents },
    doorCount,
    bill:
      bill && computed
        ? {
            entered: bill.entered,
            ...computed,
            doorCount: bill.doorCount,
            enteredAt: bill.enteredAt.toISOString(),
          }
        : null,
    bookingFeeCents: schedule.bookingFeeCents,
    keptCents: balances.paidCents - balances.refundedCents,
    disputes: disputes.map(({ d, ...u }) => ({
      id: d.id,
      version: d.version,
      lineKey: d.lineKey,
      lineLabel: d.lineLabel,
      amountCents: d.amountCents,
      note: d.note,
      raisedBy: nameOf(u),
      createdAt: d.createdAt.toISOString(),
    })),
    settlement:
      bill?.status === 'accepted' && bill.acceptedAt
        ? {
            acceptedAt: bill.acceptedAt.toISOString(),
            acceptedBy: nameOf(acceptor),
            refundedCents: bill.refundedCents,
            toPayBackCents: toPayBackCents(ledger, await paybacksOf(db, ledger)),
            shortfallCents: bill.shortfallCents,
            instalmentId: finalInstalment?.id ?? null,
          }
        : null,
  }
}

/** The event of a booking at this venue, if the caller manages the venue (or is staff); 404 otherwise. */
async function findVenueEvent(
  db: Db | Tx,
  { venueId, eventId, user }: { venueId: number; eventId: number; user: AuthUser },
) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.venueId, venueId)))
  if (!event) throw notFound(FINAL_BILL_MESSAGES.notFound)
  if (!isStaff(user)) {
    const [member] = await db
      .select({ userId: venueMembers.userId })
      .from(venueMembers)
      .where(and(eq(venueMembers.venueId, venueId), eq(venueMembers.userId, user.id)))
    if (!member) throw notFound(FINAL_BILL_MESSAGES.notFound)
  }
  return event
}

export async function venueFinalBill({
  db,
  venueId,
  eventId,
  user,
}: {
  db: Db
  venueId: number
  eventId: number
  user: AuthUser
}) {
  return finalBillView(db, await findVenueEvent(db, { venueId, eventId, user }))
}

/** The venue enters the bill, or a corrected one (a new version) until the organiser accepts it. */
export async function enterFinalBill({
  db,
  config,
  venueId,
  eventId,
  user,
  input,
}: {
  db: Db
  config: EmailConfig
  venueId: number
  eventId: number
  user: AuthUser
  input: EnterFinalBillInput
}): Promise<FinalBillView> {
  return db.transaction(async (tx) => {
    const event = await findVenueEvent(tx, { venueId, eventId, user })
    if (event.status === 'cancelled') throw conflict(FINAL_BILL_MESSAGES.cancelled)
    if (eventStatus(event) !== 'past') throw conflict(FINAL_BILL_MESSAGES.notYet)
    const schedule = await findSchedule(tx, { eventId: event.id }, { forUpdate: true })
    if (schedule.status === 'cancelled') throw conflict(FINAL_BILL_MESSAGES.cancelled)
    const { agreedTotalCents, ...terms } = await termsOf(tx, event, schedule)
    const doorCount = await doorCountOf(tx, event.id)
    const computed = computeFinalBill({ entered: input.lines, terms, doorCount })
    const existing = await billOf(tx, event.id, true)
    if (existing?.status === 'accepted') throw conflict(FINAL_BILL_MESSAGES.accepted)
    const values = {
      entered: input.lines,
      terms,
      doorCount,
      totalCents: computed.totalCents,
      status: 'entered' as const,
      enteredBy: user.id,
      enteredAt: new Date(),
    }
    const [saved] = existing
      ? await tx
          .update(finalBills)
          .set({ ...values, version: existing.version + 1 })
          .where(eq(finalBills.id, existing.id))
          .returning()
      : await tx
          .insert(finalBills)
          .values({ ...values, eventId: event.id, scheduleId: schedule.id })
          .returning()
    const booking = await bookingContext(tx, schedule.id)
    await enqueueEmails(tx, [
      billEnteredEmail(config, booking, {
        totalCents: saved.totalCents,
        doorCount,
        agreedCents: agreedTotalCents,
        version: saved.version,
      }),
    ])
    return finalBillView(tx, event)
  })
}

export async function plannerFinalBill({ db, eventId, userId }: { db: Db; eventId: number; userId: number }) {
  const { event } = await findEventForMember({ db, eventId, userId })
  return finalBillView(db, event)
}

/** The organiser disputes one line with a note: staff see it in the console; the venue is told. */
export async function disputeLine({
  db,
  config,
  eventId,
  userId,
  input,
}: {
  db: Db
  config: EmailConfig
  eventId: number
  userId: number
  input: DisputeLineInput
}): Promise<FinalBillView> {
  return db.transaction(async (tx) => {
    const access = await findEventForMember({ db: tx, eventId, userId })
    assertHost(access, 'Only the host can dispute the final bill.')
    const bill = await billOf(tx, access.event.id, true)
    if (!bill) throw conflict(FINAL_BILL_MESSAGES.noBill)
    if (bill.status === 'accepted') throw conflict(FINAL_BILL_MESSAGES.accepted)
    const line = computeFinalBill({ entered: bill.entered, terms: bill.terms, doorCount: bill.doorCount }).lines.find(
      (l) => l.key === input.lineKey,
    )
    if (!line) throw fieldError('lineKey', FINAL_BILL_MESSAGES.lineNotFound)
    await tx.insert(finalBillDisputes).values({
      billId: bill.id,
      version: bill.version,
      lineKey: line.key,
      lineLabel: line.label,
      amountCents: line.amountCents,
      note: input.note,
      raisedBy: userId,
    })
    await tx.update(finalBills).set({ status: 'disputed' }).where(eq(finalBills.id, bill.id))
    const booking = await bookingContext(tx, bill.scheduleId)
    const managers = access.event.venueId
      ? await tx
          .select({ email: users.email })
          .from(venueMembers)
          .innerJoin(users, eq(users.id, venueMembers.userId))
          .where(eq(venueMembers.venueId, access.event.venueId))
      : []
    const to = [config.CONCIERGE_EMAIL, ...managers.map((m) => m.email)]
    const [raiser] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
    await enqueueEmails(
      tx,
      [...new Set(to)].map((address) =>
        billDisputedEmail(config, booking, address, {
          lineLabel: line.label,
          amountCents: line.amountCents,
          note: input.note,
          raisedByEmail: raiser.email,
        }),
      ),
    )
    return finalBillView(tx, access.event)
  })
}

/** What settling would move, read from the ledger (nothing moves yet). */
function planFrom(rows: LedgerRow[], bill: BillRow, schedule: ScheduleRow) {
  const balances = deriveBalances(movementsOf(rows))
  const holdings = [...balances.byPayer].map(([payer, b]) => ({
    payer,
    venueCents: Math.max(0, b.venueCents),
    feeCents: Math.max(0, b.feeCents),
  }))
  const settlement = planSettlement({ billCents: bill.totalCents, bookingFeeCents: schedule.bookingFeeCents, holdings })
  const pieces = settlement.refunds.flatMap((r) => piecesOf(rows, r))
  return { settlement, pieces, keptBeforeCents: balances.paidCents - balances.refundedCents }
}

/** Card pieces refunded at Stripe, each with a key naming the bill and the charge: a retry gets the same refund. */
async function refundAtStripe(stripe: Stripe | null, billId: number, pieces: Piece[]) {
  const references = new Map<Piece, string | null>()
  for (const piece of pieces) {
    if (piece.charge.method !== 'card' || !piece.charge.reference) {
      references.set(piece, null) // an offline payment: recorded, for staff to pay back
      continue
    }
    try {
      const refund = await requireStripe(stripe).refunds.create(
        { payment_intent: piece.charge.reference, amount: piece.amountCents, reason: 'requested_by_customer' },
        { idempotencyKey: `bountiful-bill-${billId}-refund-${piece.charge.id}-${piece.refundNo}` },
      )
      references.set(piece, refund.id)
    } catch {
      throw providerFailed()
    }
  }
  return references
}

/** The organiser accepts the bill she read (its version): settled at once against what was paid. */
export async function acceptFinalBill({
  db,
  stripe,
  config,
  eventId,
  userId,
  version,
}: {
  db: Db
  stripe: Stripe | null
  config: EmailConfig
  eventId: number
  userId: number
  version: number
}): Promise<FinalBillView> {
  const access = await findEventForMember({ db, eventId, userId })
  assertHost(access, 'Only the host can accept the final bill.')
  const check = (bill: BillRow | null, schedule: ScheduleRow): BillRow => {
    if (!bill) throw conflict(FINAL_BILL_MESSAGES.noBill)
    if (bill.status === 'accepted') throw conflict(FINAL_BILL_MESSAGES.accepted)
    if (bill.version !== version) throw conflict(FINAL_BILL_MESSAGES.stale)
    if (schedule.status === 'cancelled') throw conflict(FINAL_BILL_MESSAGES.cancelled)
    return bill
  }
  const schedule = await scheduleOfEvent(db, access.event)
  const bill = check(await billOf(db, access.event.id), schedule)
  const rows = await ledgerOf(db, schedule.id)
  const plan = planFrom(rows, bill, schedule)
  const references = await refundAtStripe(stripe, bill.id, plan.pieces)

  return db.transaction(async (tx) => {
    const locked = await findSchedule(tx, { id: schedule.id }, { forUpdate: true })
    check(await billOf(tx, access.event.id, true), locked)
    const now = await ledgerOf(tx, schedule.id)
    // A payment landed between the plan and now: the same click again plans from it (same keys).
    if (now.length !== rows.length)
      throw conflict('A payment arrived while the bill was being settled. Please accept it again.')
    for (const piece of plan.pieces)
      await appendRefund(tx, {
        scheduleId: schedule.id,
        charge: piece.charge,
        venueCents: piece.venueCents,
        feeCents: piece.feeCents,
        reference: references.get(piece) ?? null,
        recordedBy: userId,
      })
    // What the schedule still asked for is replaced by the bill: each instalment closes at what it had.
    const instalments = await tx.select().from(paymentInstalments).where(eq(paymentInstalments.scheduleId, schedule.id))
    for (const i of instalments) {
      const charged = chargedTowards(now, i.id)
      if (charged >= i.amountCents) continue
      const fee = i.amountCents === 0 ? 0 : Math.floor((charged * i.feeCents) / i.amountCents)
      await tx
        .update(paymentInstalments)
        .set({ amountCents: charged, feeCents: fee, venueCents: charged - fee })
        .where(eq(paymentInstalments.id, i.id))
    }
    const { shortfall, refunds } = plan.settlement
    if (shortfall.amountCents > 0)
      await tx.insert(paymentInstalments).values({
        scheduleId: schedule.id,
        kind: 'final',
        dueOn: todayIn(access.event.timezone),
        venueCents: shortfall.venueCents,
        feeCents: shortfall.feeCents,
        amountCents: shortfall.amountCents,
      })
    const refundedCents = refunds.reduce((a, r) => a + r.amountCents, 0)
    await tx
      .update(finalBills)
      .set({
        status: 'accepted',
        acceptedBy: userId,
        acceptedAt: new Date(),
        refundedCents,
        shortfallCents: shortfall.amountCents,
      })
      .where(eq(finalBills.id, bill.id))
    const booking = await bookingContext(tx, schedule.id)
    await enqueueEmails(tx, [
      billSettledEmail(config, booking, {
        totalCents: bill.totalCents,
        keptBeforeCents: plan.keptBeforeCents,
        refundedCents,
        toPayBackCents: plan.pieces
          .filter((piece) => references.get(piece) === null)
          .reduce((a, piece) => a + piece.amountCents, 0),
        refundedToOrganiserCents: refunds.find((r) => r.payer === ORGANISER_PAYER)?.amountCents ?? 0,
        shortfallCents: shortfall.amountCents,
      }),
    ])
    await queueRefunds(tx, config, {
      scheduleId: schedule.id,
      rows: now,
      refunds: refunds.filter((r) => r.payer !== ORGANISER_PAYER),
      because: 'In proportion to what you paid,',
      settledBill: true,
    })
    return finalBillView(tx, access.event)
  })
}

/** The staff console's view of a request's final bill, disputes first among what it shows. */
export async function staffFinalBill({ db, requestId }: { db: Db; requestId: number }) {
  const [event] = await db.select().from(events).where(eq(events.requestId, requestId))
  if (!event) throw notFound(FINAL_BILL_MESSAGES.notFound)
  return finalBillView(db, event)
}

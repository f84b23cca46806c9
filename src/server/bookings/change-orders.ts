// Change orders: a later change to a signed booking's guests, date, time, package or
// price, proposed by one side (the planner, the venue's manager, or our staff) and accepted by the
// other, who signs the new version of the agreement. Only then does the booking change, in one
// place: applyChangeOrderInTx.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import {
  AGREEMENT_MESSAGES,
  agreementDiff,
  answeringSideOf,
  changedAmounts,
  type ChangeOrderChanges,
  type ChangeOrderSide,
} from '~/domain/bookings/agreement'
import type { Agreement, ChangeOrderInput, SignatureInput } from '~/domain/bookings/agreement-api'
import { dollarsToCents } from '~/domain/proposals/proposal-totals'
import { computeAllIn } from '~/domain/pricing/all-in'
import { displayDate, todayIn } from '~/domain/time'
import { slotOf } from '~/domain/venues/spaces'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import {
  agreementVersions,
  changeOrders,
  events,
  proposals,
  requests,
  spaceHolds,
  users,
  venueMembers,
} from '../db/schema'
import { enqueueEmails, type OutboxMessage } from '../email/outbox'
import { refreshKitchenSheet } from '../kitchen/kitchen-sheet'
import { sendCalendarUpdatesInTx } from '../events/guest-calendar'
import { sqlStateOf, UNIQUE_VIOLATION } from '../lib/database-errors'
import { conflict, fieldError, forbidden, notFound } from '../lib/errors'
import { reviseScheduleInTx } from '../payments/schedules'
import {
  agreementTermsOf,
  agreementToSign,
  checkSignedHash,
  latestAgreementVersion,
  signAgreementInTx,
} from './agreements'
import { latestAcceptedProposal } from './accepted-proposal'
import { proposalAmountsOf, type ProposalRow } from './insert-proposal'
import { personName } from './request-history'

export const CHANGE_ORDER_NOT_FOUND = 'Change not found'
export type AgreementConfig = Pick<Config, 'BOOKING_FEE' | 'PAYMENT_BALANCE_DUE_DAYS' | 'PUBLIC_URL' | 'MAIL_FROM'>
type ChangeOrderRow = typeof changeOrders.$inferSelect

/** Who reads or acts, once their access to the booking is checked by the route. */
export type AgreementReader = { side: ChangeOrderSide; userId: number; readOnly?: boolean }

/** The accepted proposal as the change order would leave it: the amounts and totals recomputed. */
export function proposalWithChanges(row: ProposalRow, changes: ChangeOrderChanges): ProposalRow {
  const amounts = changedAmounts(proposalAmountsOf(row), changes)
  const t = computeAllIn(amounts)
  return {
    ...row,
    date: changes.date ?? row.date,
    time: changes.time ?? row.time,
    packageName: changes.packageName ?? row.packageName,
    guests: amounts.guests,
    pricePerPersonCents: amounts.pricePerPersonCents,
    subtotalCents: t.subtotalCents,
    serviceChargeCents: t.serviceChargeCents,
    taxCents: t.taxCents,
    totalCents: t.totalCents,
    perGuestCents: t.perGuestCents,
    // A set deposit is kept, never above the new total.
    depositCents: Math.min(row.depositCents, t.totalCents),
  }
}

const changesOf = (input: ChangeOrderInput): ChangeOrderChanges => ({
  ...(input.guests !== undefined && { guests: input.guests }),
  ...(input.date !== undefined && { date: input.date }),
  ...(input.time !== undefined && { time: input.time }),
  ...(input.packageName !== undefined && { packageName: input.packageName }),
  ...(input.pricePerPerson !== undefined && { pricePerPersonCents: dollarsToCents(input.pricePerPerson) }),
})

async function bookingOf(db: Db | Tx, requestId: number) {
  const accepted = await latestAcceptedProposal(db, requestId)
  const [event] = await db.select().from(events).where(eq(events.requestId, requestId))
  return { accepted, event: event ?? null }
}

/** The agreement's versions and change orders, as either side reads them. */
export async function getAgreement({
  db,
  config,
  requestId,
  reader,
}: {
  db: Db
  config: AgreementConfig
  requestId: number
  reader: AgreementReader
}): Promise<Agreement> {
  const [request] = await db.select({ reference: requests.reference }).from(requests).where(eq(requests.id, requestId))
  if (!request) throw notFound(CHANGE_ORDER_NOT_FOUND)
  const versions = await db
    .select()
    .from(agreementVersions)
    .where(eq(agreementVersions.requestId, requestId))
    .orderBy(asc(agreementVersions.version))
  const orders = await db
    .select({ c: changeOrders, firstName: users.firstName, lastName: users.lastName })
    .from(changeOrders)
    .leftJoin(users, eq(users.id, changeOrders.proposedByUserId))
    .where(eq(changeOrders.requestId, requestId))
    .orderBy(desc(changeOrders.createdAt), desc(changeOrders.id))
  const { accepted, event } = await bookingOf(db, requestId)
  const current = versions.at(-1)
  const open = orders.find((o) => o.c.status === 'proposed')
  const proposedOf = async (c: ChangeOrderRow) => {
    if (c.status !== 'proposed' || !accepted) return { proposed: null, changes: [] }
    const terms = await agreementTermsOf(db, config, proposalWithChanges(accepted, c.changes))
    const { text, hash } = await agreementToSign(db, requestId, terms)
    return { proposed: { text, hash }, changes: current ? agreementDiff(current.terms, terms) : [] }
  }
  const changeOrderList = await Promise.all(
    orders.map(async ({ c, firstName, lastName }) => {
      const { proposed, changes } = await proposedOf(c)
      const made = versions.find((v) => v.changeOrderId === c.id)
      return {
        id: c.id,
        status: c.status,
        proposedBy: c.proposedBy,
        proposedByName: firstName ? personName({ firstName, lastName: lastName ?? '' }) : c.proposedBy,
        note: c.note,
        changes: made ? made.changes : changes,
        createdAt: c.createdAt.toISOString(),
        answeredAt: c.answeredAt?.toISOString() ?? null,
        proposed,
        canAnswer: !reader.readOnly && c.status === 'proposed' && answeringSideOf(c.proposedBy) === reader.side,
      }
    }),
  )
  return {
    reference: request.reference,
    versions: versions.map((v) => ({
      version: v.version,
      text: v.text,
      hash: v.hash,
      signerName: v.signerName,
      signedBy: v.signedBy,
      signedAt: v.signedAt.toISOString(),
      changes: v.changes,
      changeOrderId: v.changeOrderId,
    })),
    changeOrders: changeOrderList,
    canPropose: !reader.readOnly && Boolean(current && accepted && event?.status === 'upcoming' && !open),
  }
}

/** The PDF of one signed version. */
export async function agreementPdf({ db, requestId, version }: { db: Db; requestId: number; version: number }) {
  const [row] = await db
    .select({ pdf: agreementVersions.pdf, reference: requests.reference })
    .from(agreementVersions)
    .innerJoin(requests, eq(requests.id, agreementVersions.requestId))
    .where(and(eq(agreementVersions.requestId, requestId), eq(agreementVersions.version, version)))
  if (!row) throw notFound('Version not found')
  return { filename: `agreement-${row.reference}-v${version}.pdf`, pdf: Buffer.from(row.pdf, 'base64') }
}

/** The people of a side, for its emails: the event's host (else the request's email), the venue's managers, or our concierge team. */
async function recipientsOf(tx: Tx, config: Pick<Config, 'CONCIERGE_EMAIL'>, side: ChangeOrderSide, requestId: number) {
  const { accepted, event } = await bookingOf(tx, requestId)
  if (side === 'venue' && accepted) {
    const managers = await tx
      .select({ email: users.email })
      .from(venueMembers)
      .innerJoin(users, eq(users.id, venueMembers.userId))
      .where(eq(venueMembers.venueId, accepted.venueId))
    return managers.map((m) => m.email)
  }
  if (side === 'staff') return [config.CONCIERGE_EMAIL]
  const [host] = event?.hostUserId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, event.hostUserId))
    : []
  if (host) return [host.email]
  const [request] = await tx.select({ email: requests.email }).from(requests).where(eq(requests.id, requestId))
  return request ? [request.email] : []
}

const WHO: Record<ChangeOrderSide, string> = { planner: 'The planner', venue: 'The venue', staff: 'Our concierge team' }

async function changeEmails(
  tx: Tx,
  {
    config,
    requestId,
    to,
    subject,
    title,
    intro,
    changes,
  }: {
    config: Pick<Config, 'CONCIERGE_EMAIL' | 'PUBLIC_URL'>
    requestId: number
    to: ChangeOrderSide
    subject: string
    title: string
    intro: string
    changes: { label: string; from: string; to: string }[]
  },
): Promise<OutboxMessage[]> {
  // Where each side reads the agreement: the planner's event page, the venue's kitchen sheet of the booking.
  const [booking] = await tx
    .select({ eventId: events.id, venueId: requests.venueId })
    .from(requests)
    .leftJoin(events, eq(events.requestId, requests.id))
    .where(eq(requests.id, requestId))
  const url =
    to === 'staff'
      ? `${config.PUBLIC_URL}/staff/requests/${requestId}`
      : to === 'venue'
        ? `${config.PUBLIC_URL}/venue-portal${booking?.venueId ? `/venues/${booking.venueId}/kitchen/${requestId}` : ''}`
        : `${config.PUBLIC_URL}/dashboard${booking?.eventId ? `/events/${booking.eventId}` : ''}`
  return (await recipientsOf(tx, config, to, requestId)).map((email) => ({
    template: 'booking.change_order',
    to: email,
    subject,
    requestId,
    parts: {
      title,
      intro: [intro],
      summary: changes.map((c) => [c.label, `${c.from} → ${c.to}`] as const),
      action: { label: 'Open the agreement', url },
    },
  }))
}

/** One side proposes a change; the other side is emailed. */
export async function proposeChangeOrder({
  db,
  config,
  requestId,
  reader,
  input,
}: {
  db: Db
  config: AgreementConfig & Pick<Config, 'CONCIERGE_EMAIL'>
  requestId: number
  reader: AgreementReader
  input: ChangeOrderInput
}): Promise<Agreement> {
  await db.transaction(async (tx) => {
    await tx.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId)).for('update')
    const current = await latestAgreementVersion(tx, requestId)
    const { accepted, event } = await bookingOf(tx, requestId)
    if (!current || !accepted || !event) throw conflict(AGREEMENT_MESSAGES.noAgreement)
    if (event.status !== 'upcoming') throw conflict(AGREEMENT_MESSAGES.cancelled)
    const changes = changesOf(input)
    if (changes.date && changes.date < todayIn(event.timezone))
      throw fieldError('date', 'The date must be today or later')
    const terms = await agreementTermsOf(tx, config, proposalWithChanges(accepted, changes))
    const diff = agreementDiff(current.terms, terms)
    if (!diff.length) throw fieldError('guests', AGREEMENT_MESSAGES.nothingChanged)
    try {
      await tx.insert(changeOrders).values({
        requestId,
        baseVersion: current.version,
        changes,
        note: input.note ?? null,
        proposedBy: reader.side,
        proposedByUserId: reader.userId,
      })
    } catch (err) {
      if (sqlStateOf(err) === UNIQUE_VIOLATION) throw conflict(AGREEMENT_MESSAGES.openChangeOrder)
      throw err
    }
    await enqueueEmails(
      tx,
      await changeEmails(tx, {
        config,
        requestId,
        to: answeringSideOf(reader.side),
        subject: `Change proposed to booking ${terms.reference}`,
        title: 'A change to your booking',
        intro: `${WHO[reader.side]} proposed a change to booking ${terms.reference}${input.note ? `: “${input.note}”` : '.'} Nothing changes until you accept it.`,
        changes: diff,
      }),
    )
  })
  return getAgreement({ db, config, requestId, reader })
}

async function lockOpenChangeOrder(tx: Tx, requestId: number, changeOrderId: number, reader: AgreementReader) {
  await tx.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId)).for('update')
  const [order] = await tx
    .select()
    .from(changeOrders)
    .where(and(eq(changeOrders.id, changeOrderId), eq(changeOrders.requestId, requestId)))
    .for('update')
  if (!order) throw notFound(CHANGE_ORDER_NOT_FOUND)
  if (order.status !== 'proposed') throw conflict(AGREEMENT_MESSAGES.notOpen)
  if (answeringSideOf(order.proposedBy) !== reader.side || reader.readOnly)
    throw forbidden(AGREEMENT_MESSAGES.notYourSide)
  return order
}

/**
 * Where an accepted change reaches the booking, and only here: the accepted proposal (the booking's
 * terms), the event, the space's booked slot, the payment schedule's amounts and, for a new date or
 * time, the guests' calendars, and the kitchen sheet (a new version with what changed, for the venue
 * to acknowledge).
 */
export async function applyChangeOrderInTx(
  tx: Tx,
  {
    config,
    accepted,
    changed,
    eventId,
  }: {
    config: AgreementConfig & Pick<Config, 'CONCIERGE_EMAIL'>
    accepted: ProposalRow
    changed: ProposalRow
    eventId: number
  },
): Promise<void> {
  await tx
    .update(proposals)
    .set({
      date: changed.date,
      time: changed.time,
      packageName: changed.packageName,
      guests: changed.guests,
      pricePerPersonCents: changed.pricePerPersonCents,
      subtotalCents: changed.subtotalCents,
      serviceChargeCents: changed.serviceChargeCents,
      taxCents: changed.taxCents,
      totalCents: changed.totalCents,
      perGuestCents: changed.perGuestCents,
      depositCents: changed.depositCents,
    })
    .where(eq(proposals.id, accepted.id))
  await tx
    .update(events)
    .set({ date: changed.date, time: changed.time, guestCount: changed.guests })
    .where(eq(events.id, eventId))
  if (changed.date !== accepted.date || changed.time !== accepted.time) {
    try {
      await tx
        .update(spaceHolds)
        .set({ date: changed.date, slot: slotOf(changed.time), updatedAt: sql`now()` })
        .where(and(eq(spaceHolds.proposalId, accepted.id), eq(spaceHolds.status, 'booked')))
    } catch (err) {
      if (sqlStateOf(err) === UNIQUE_VIOLATION) throw conflict(AGREEMENT_MESSAGES.slotTaken)
      throw err
    }
    await sendCalendarUpdatesInTx(tx, {
      eventId,
      config,
      what: `The date or time is now ${displayDate(changed.date)} at ${changed.time}.`,
    })
  }
  await refreshKitchenSheet(tx, eventId, config.PUBLIC_URL)
  await tx
    .update(requests)
    .set({ updatedAt: sql`now()` })
    .where(eq(requests.id, accepted.requestId))
  await reviseScheduleInTx(tx, {
    config,
    requestId: accepted.requestId,
    venueTotalCents: changed.totalCents,
    eventDate: changed.date,
  })
}

/** The other side accepts, signing the new version shown: the booking changes now. */
export async function acceptChangeOrder({
  db,
  config,
  requestId,
  changeOrderId,
  reader,
  signature,
  ip,
}: {
  db: Db
  config: AgreementConfig & Pick<Config, 'CONCIERGE_EMAIL'>
  requestId: number
  changeOrderId: number
  reader: AgreementReader
  signature: SignatureInput
  ip: string | null
}): Promise<Agreement> {
  await db.transaction(async (tx) => {
    const order = await lockOpenChangeOrder(tx, requestId, changeOrderId, reader)
    const current = await latestAgreementVersion(tx, requestId)
    const { accepted, event } = await bookingOf(tx, requestId)
    if (!current || !accepted || !event) throw conflict(AGREEMENT_MESSAGES.noAgreement)
    if (event.status !== 'upcoming') throw conflict(AGREEMENT_MESSAGES.cancelled)
    if (current.version !== order.baseVersion) throw conflict(AGREEMENT_MESSAGES.stale)
    const changed = proposalWithChanges(accepted, order.changes)
    const terms = await agreementTermsOf(tx, config, changed)
    const diff = agreementDiff(current.terms, terms)
    checkSignedHash(signature.agreementHash, (await agreementToSign(tx, requestId, terms)).hash)
    await applyChangeOrderInTx(tx, { config, accepted, changed, eventId: event.id })
    await signAgreementInTx(tx, {
      requestId,
      terms,
      signer: { name: signature.signerName, userId: reader.userId, ip, side: reader.side },
      expectedHash: signature.agreementHash,
      changes: diff,
      changeOrderId: order.id,
    })
    await tx
      .update(changeOrders)
      .set({ status: 'accepted', answeredAt: sql`now()`, answeredByUserId: reader.userId })
      .where(eq(changeOrders.id, order.id))
    await enqueueEmails(
      tx,
      await changeEmails(tx, {
        config,
        requestId,
        to: order.proposedBy,
        subject: `Change accepted: booking ${terms.reference}`,
        title: 'Your change was accepted',
        intro: `${WHO[reader.side]} accepted and signed the change to booking ${terms.reference}. The agreement is now version ${current.version + 1}.`,
        changes: diff,
      }),
    )
  })
  return getAgreement({ db, config, requestId, reader })
}

/** The other side declines: the booking stays as it is. */
export async function declineChangeOrder({
  db,
  config,
  requestId,
  changeOrderId,
  reader,
  note,
}: {
  db: Db
  config: AgreementConfig & Pick<Config, 'CONCIERGE_EMAIL'>
  requestId: number
  changeOrderId: number
  reader: AgreementReader
  note?: string
}): Promise<Agreement> {
  await db.transaction(async (tx) => {
    const order = await lockOpenChangeOrder(tx, requestId, changeOrderId, reader)
    await tx
      .update(changeOrders)
      .set({ status: 'declined', answeredAt: sql`now()`, answeredByUserId: reader.userId, answerNote: note ?? null })
      .where(eq(changeOrders.id, order.id))
    const [request] = await tx
      .select({ reference: requests.reference })
      .from(requests)
      .where(eq(requests.id, requestId))
    await enqueueEmails(
      tx,
      await changeEmails(tx, {
        config,
        requestId,
        to: order.proposedBy,
        subject: `Change declined: booking ${request.reference}`,
        title: 'Your change was declined',
        intro: `${WHO[reader.side]} declined the change to booking ${request.reference}${note ? `: “${note}”` : '.'} The booking stays as agreed.`,
        changes: [],
      }),
    )
  })
  return getAgreement({ db, config, requestId, reader })
}

// Splitting an instalment: the host shares what is left of it among guests from the
// event's guest list, each share a payable link (only its hash stored); the host covers the rest.
import { and, eq, inArray } from 'drizzle-orm'
import type Stripe from 'stripe'
import { formatCents } from '~/domain/pricing/estimate'
import { ORGANISER_PAYER, PAYMENT_MESSAGES, sharePayer, type CreateSharesInput } from '~/domain/payments/payments-api'
import { resizeShares, SHARE_MESSAGES, splitBySetAmounts, splitEqually, type Share } from '~/domain/payments/shares'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { events, guests, paymentInstalments, paymentShares } from '../db/schema'
import { assertHost, findEventForMember } from '../events/event-access'
import { enqueueEmails, type OutboxMessage } from '../email/outbox'
import { conflict, fieldError, notFound } from '../lib/errors'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import { chargedTowards, findSchedule, ledgerOf, owedFrom } from './booking-payments'
import { openCheckout } from './checkouts'
import { bookingContext, shareRequestedEmail, shareResizedEmail } from './payment-emails'

export const shareUrl = (config: Pick<Config, 'PUBLIC_URL'>, token: string) => `${config.PUBLIC_URL}/pay/${token}`
const HOST_ONLY = 'Only the host can arrange payments'

async function hostInstalment(
  tx: Db | Tx,
  { eventId, userId, instalmentId }: { eventId: number; userId: number; instalmentId: number },
  { forUpdate = false } = {},
) {
  const access = await findEventForMember({ db: tx, eventId, userId })
  assertHost(access, HOST_ONLY)
  const schedule = await findSchedule(tx, { eventId })
  const query = tx
    .select()
    .from(paymentInstalments)
    .where(and(eq(paymentInstalments.id, instalmentId), eq(paymentInstalments.scheduleId, schedule.id)))
  const [instalment] = forUpdate ? await query.for('no key update') : await query
  if (!instalment) throw notFound(PAYMENT_MESSAGES.instalmentNotFound)
  return { access, schedule, instalment }
}

export async function createShares({
  db,
  config,
  cardPayments,
  eventId,
  userId,
  instalmentId,
  input,
}: {
  db: Db
  config: Pick<Config, 'PUBLIC_URL' | 'CONCIERGE_EMAIL'>
  /** A share is paid only by card: without card payments no link is made or sent. */
  cardPayments: boolean
  eventId: number
  userId: number
  instalmentId: number
  input: CreateSharesInput
}) {
  return db.transaction(async (tx) => {
    // Locked: two splits at once cannot both find it unsplit.
    const { schedule, instalment } = await hostInstalment(tx, { eventId, userId, instalmentId }, { forUpdate: true })
    if (schedule.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled)
    if (!cardPayments) throw conflict(PAYMENT_MESSAGES.splitNeedsCards)
    const [existing] = await tx
      .select({ id: paymentShares.id })
      .from(paymentShares)
      .where(eq(paymentShares.instalmentId, instalment.id))
      .limit(1)
    if (existing) throw conflict('This payment is already split')
    const left = owedFrom(await ledgerOf(tx, schedule.id), instalment)
    if (left <= 0) throw conflict(PAYMENT_MESSAGES.nothingDue)

    const guestIds = input.mode === 'equal' ? input.guestIds : input.shares.map((s) => s.guestId)
    const found = await tx
      .select({ id: guests.id, name: guests.name, email: guests.email })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), inArray(guests.id, guestIds)))
    if (found.length !== new Set(guestIds).size || guestIds.length !== new Set(guestIds).size)
      throw fieldError(input.mode === 'equal' ? 'guestIds' : 'shares', PAYMENT_MESSAGES.guestNotFound)

    let split: Share[]
    try {
      split =
        input.mode === 'equal'
          ? splitEqually(left, [...guestIds.map(String), ...(input.includeOrganiser ? [ORGANISER_PAYER] : [])])
          : splitBySetAmounts(
              left,
              input.shares.map((s) => ({ payer: String(s.guestId), amountCents: s.amountCents })),
              ORGANISER_PAYER,
            )
    } catch (e) {
      if (e instanceof RangeError && e.message === SHARE_MESSAGES.tooMuch)
        throw fieldError('shares', `${SHARE_MESSAGES.tooMuch} (${formatCents(left)})`)
      throw e
    }
    // The organiser's part is not a link: it is what "cover the rest" pays.
    const guestShares = split.filter((s) => s.payer !== ORGANISER_PAYER && s.amountCents > 0)
    const created = []
    const booking = await bookingContext(tx, schedule.id)
    const emails: OutboxMessage[] = []
    for (const s of guestShares) {
      const guest = found.find((g) => String(g.id) === s.payer)!
      const token = newToken()
      const [row] = await tx
        .insert(paymentShares)
        .values({
          instalmentId: instalment.id,
          guestId: guest.id,
          name: guest.name,
          email: guest.email,
          amountCents: s.amountCents,
          tokenHash: hashToken(token),
        })
        .returning()
      const url = shareUrl(config, token)
      created.push({ id: row.id, name: row.name, email: row.email, amountCents: row.amountCents, url })
      // Each guest with an address gets their link by email; the host can pass on the others.
      if (row.email)
        emails.push(
          shareRequestedEmail({
            config,
            booking,
            guest: { name: row.name, email: row.email, amountCents: row.amountCents },
            instalment,
            url,
          }),
        )
    }
    await enqueueEmails(tx, emails)
    return { shares: created }
  })
}

async function findShare(db: Db, token: string) {
  if (!isWellFormedToken(token)) throw notFound(PAYMENT_MESSAGES.shareNotFound)
  const [row] = await db
    .select({ share: paymentShares, instalment: paymentInstalments })
    .from(paymentShares)
    .innerJoin(paymentInstalments, eq(paymentInstalments.id, paymentShares.instalmentId))
    .where(eq(paymentShares.tokenHash, hashToken(token)))
  if (!row) throw notFound(PAYMENT_MESSAGES.shareNotFound)
  const schedule = await findSchedule(db, { id: row.instalment.scheduleId })
  const rows = await ledgerOf(db, schedule.id)
  const paidCents = chargedTowards(rows, row.instalment.id, sharePayer(row.share.id))
  // Never more than the instalment still needs (the host may have covered the rest already).
  const dueCents = owedFrom(rows, row.instalment, row.share)
  return { ...row, schedule, paidCents, dueCents }
}

export async function getPublicShare({ db, token, cardPayments }: { db: Db; token: string; cardPayments: boolean }) {
  const { share, instalment, schedule, paidCents, dueCents } = await findShare(db, token)
  const cancelled = schedule.status === 'cancelled'
  const [event] = await db
    .select({ name: events.name, venueName: events.venueName })
    .from(events)
    .where(eq(events.id, schedule.eventId))
  return {
    eventName: event.name,
    venueName: event.venueName,
    eventDate: schedule.eventDate,
    name: share.name,
    instalment: instalment.kind,
    dueOn: instalment.dueOn,
    amountCents: share.amountCents,
    paidCents,
    // A cancelled booking's checkout is refused (openCheckout): the link no longer asks for money.
    dueCents: cancelled ? 0 : dueCents,
    cancelled,
    cardPayments,
  }
}

export async function openShareCheckout({
  db,
  stripe,
  config,
  token,
}: {
  db: Db
  stripe: Stripe | null
  config: Pick<Config, 'PUBLIC_URL'>
  token: string
}) {
  const { share, instalment } = await findShare(db, token)
  return openCheckout({
    db,
    stripe,
    config,
    instalmentId: instalment.id,
    share,
    description: `Your share of the ${instalment.kind}`,
    customerEmail: share.email,
  })
}

/** The host pays whatever of the instalment is still unpaid ("cover the rest"). */
export async function openOrganiserCheckout({
  db,
  stripe,
  config,
  eventId,
  userId,
  instalmentId,
}: {
  db: Db
  stripe: Stripe | null
  config: Pick<Config, 'PUBLIC_URL'>
  eventId: number
  userId: number
  instalmentId: number
}) {
  const { instalment } = await hostInstalment(db, { eventId, userId, instalmentId })
  // Priced inside openCheckout, once the instalment is locked: what is unpaid at that moment.
  return openCheckout({ db, stripe, config, instalmentId: instalment.id, description: `Booking ${instalment.kind}` })
}

/**
 * The instalment's amount changed (a change order, through the revised schedule): its guests'
 * unpaid shares are resized (src/domain/payments/shares.ts resizeShares), and each guest whose
 * share changed is emailed the new amount with a new link (the old one stops working, as only a
 * link's hash is kept). Runs in the change's transaction.
 */
export async function resizeSharesInTx(
  tx: Tx,
  {
    config,
    instalment,
    beforeCents,
  }: {
    config: Pick<Config, 'PUBLIC_URL' | 'CONCIERGE_EMAIL'>
    instalment: typeof paymentInstalments.$inferSelect
    beforeCents: number
  },
): Promise<void> {
  const shares = await tx.select().from(paymentShares).where(eq(paymentShares.instalmentId, instalment.id))
  if (!shares.length || beforeCents === instalment.amountCents) return
  const rows = await ledgerOf(tx, instalment.scheduleId)
  const resized = resizeShares({
    beforeCents,
    afterCents: instalment.amountCents,
    shares: shares.map((s) => ({
      id: s.id,
      amountCents: s.amountCents,
      paidCents: chargedTowards(rows, instalment.id, sharePayer(s.id)),
    })),
  })
  const booking = await bookingContext(tx, instalment.scheduleId)
  const emails: OutboxMessage[] = []
  for (const r of resized) {
    const share = shares.find((s) => s.id === r.id)!
    if (share.amountCents === r.amountCents) continue
    const token = newToken()
    await tx
      .update(paymentShares)
      .set({ amountCents: r.amountCents, tokenHash: hashToken(token) })
      .where(eq(paymentShares.id, share.id))
    if (share.email)
      emails.push(
        shareResizedEmail({
          config,
          booking,
          guest: { name: share.name, email: share.email, beforeCents: share.amountCents, amountCents: r.amountCents },
          instalment,
          url: shareUrl(config, token),
        }),
      )
  }
  await enqueueEmails(tx, emails)
}

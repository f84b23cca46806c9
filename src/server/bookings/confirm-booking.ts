// A booking request becomes confirmed: status, history, the planner's event (on the accepted
// proposal's terms when there is one), its payment schedule opened by the venue's policy and the
// confirmation email saying what is due, in the caller's transaction: the one `confirm` of the
// lifecycle (src/domain/bookings/lifecycle.ts). Staff confirm from the console
// (staff/request-workflow.ts); a venue's quote confirms itself when the planner accepts it, since
// the venue has already booked its space (proposals.ts); instant book confirms at once.
import { and, eq, inArray } from 'drizzle-orm'
import { formatCents } from '~/domain/pricing/estimate'
import { displayDate, todayIn } from '~/domain/time'
import type { Config } from '../config'
import type { Tx } from '../db/client'
import { proposals } from '../db/schema'
import { firstNameOf, type SummaryLine } from '../email/email-parts'
import { enqueueEmails, type OutboxMessage } from '../email/outbox'
import { createEventForConfirmedRequest } from '../events/confirmed-request-event'
import { invitationAttachment } from '../events/guest-calendar'
import type { EventRow } from '../events/event-access'
import { openPaymentScheduleInTx } from '../payments/schedules'
import { recordHistory, updateRequest, type RequestRow } from './request-history'
import { latestAcceptedProposal } from './accepted-proposal'
import { moveProposalHolds } from './proposal-holds'

export const BOOKING_CONFIRMED_TEMPLATE = 'request.confirmed'

export type ConfirmConfig = Pick<
  Config,
  | 'CONCIERGE_EMAIL'
  | 'PUBLIC_URL'
  | 'BOOKING_FEE'
  | 'BOOKING_FEE_REFUNDABLE'
  | 'PAYMENT_BALANCE_DUE_DAYS'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
  | 'MAIL_FROM'
>

/**
 * Confirms the (locked) request: the agreed terms of its latest accepted proposal win over what
 * the planner first asked for (the request row keeps the original). Proposals still waiting for an
 * answer are superseded and their holds released. `actorUserId` null: confirmed by the planner's
 * acceptance of a venue's quote.
 */
export async function confirmBookingInTx(
  tx: Tx,
  {
    config,
    request,
    note,
    eventName,
    actorUserId,
    confirmationEmail,
  }: {
    config: ConfirmConfig
    request: RequestRow
    note?: string
    eventName?: string
    actorUserId: number | null
    /** The planner's confirmation when the way it was confirmed says more (instant book's package). */
    confirmationEmail?: (c: { event: EventRow; hasAccount: boolean; money: SummaryLine[] | null }) => OutboxMessage
  },
) {
  const accepted = await latestAcceptedProposal(tx, request.id)
  const agreed: RequestRow = accepted
    ? {
        ...request,
        venueId: accepted.venueId,
        eventDate: accepted.date,
        eventTime: accepted.time,
        guests: accepted.guests,
      }
    : request
  const { event, hostUserId } = await createEventForConfirmedRequest({
    tx,
    request: agreed,
    overrides: eventName ? { name: eventName } : {},
  })
  await updateRequest(tx, request.id, { status: 'confirmed', firstResponse: true })
  await recordHistory(tx, {
    requestId: request.id,
    fromStatus: request.status,
    toStatus: 'confirmed',
    note: [accepted ? `Confirmed from accepted proposal #${accepted.id}` : 'Confirmed', note]
      .filter(Boolean)
      .join(': '),
    actorUserId,
  })
  const superseded = await tx
    .update(proposals)
    .set({ status: 'superseded' })
    .where(and(eq(proposals.requestId, request.id), inArray(proposals.status, ['sent'])))
    .returning({ id: proposals.id })
  await moveProposalHolds(
    tx,
    superseded.map((p) => p.id),
    'released',
  )
  // Confirmation opens the money: the deposit is asked for now (its own email), the balance later.
  const opened = await openPaymentScheduleInTx(tx, { config, requestId: request.id })
  const confirmation = {
    event,
    hasAccount: hostUserId !== null,
    money: opened && moneyLines(opened, todayIn(event.timezone)),
  }
  const confirmed = confirmationEmail
    ? confirmationEmail(confirmation)
    : bookingConfirmedEmail({ config, request, ...confirmation, publicUrl: config.PUBLIC_URL })
  // The host's calendar invitation travels with her confirmation (guests get theirs when invited).
  const invitation = invitationAttachment({
    event,
    method: 'REQUEST',
    attendee: { name: request.name, email: confirmed.to },
    config,
  })
  await enqueueEmails(tx, [{ ...confirmed, attachments: [invitation] }, ...(opened?.emails ?? [])])
  return { event, hostUserId, proposalId: accepted?.id ?? null, schedule: opened?.schedule ?? null }
}

type OpenedSchedule = NonNullable<Awaited<ReturnType<typeof openPaymentScheduleInTx>>>

/** What the confirmation says of the money: the all-in total, what is due now and what later. */
function moneyLines({ schedule, instalments }: OpenedSchedule, today: string): SummaryLine[] {
  const now = instalments.filter((i) => i.dueOn <= today)
  const dueNow = now.reduce((a, i) => a + i.amountCents, 0)
  // Named by what it holds: a booking made days before the event owes its balance now too, and
  // "Due now (deposit): $1,267.20" beside the deposit email's $316.80 would say two things.
  const kinds = now.filter((i) => i.amountCents > 0).map((i) => (i.kind === 'final' ? 'final bill' : i.kind))
  const later = instalments.filter((i) => i.dueOn > today && i.amountCents > 0)
  return [
    ['Total, all in', formatCents(schedule.allInCents)],
    [`Due now (${kinds.length ? kinds.join(' and ') : 'deposit'})`, formatCents(dueNow)],
    ...later.map((i): SummaryLine => [`Balance due ${displayDate(i.dueOn)}`, formatCents(i.amountCents)]),
  ]
}

export function bookingConfirmedEmail({
  config,
  request,
  event,
  money,
  hasAccount,
  publicUrl,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: { id: number; reference: string; name: string; email: string }
  event: { name: string; date: string; time: string; guestCount: number; venueName: string | null; location: string }
  /** The schedule's lines when confirmation opened one. */
  money?: SummaryLine[] | null
  hasAccount: boolean
  publicUrl: string
}): OutboxMessage {
  return {
    template: BOOKING_CONFIRMED_TEMPLATE,
    to: request.email,
    subject: `Confirmed: ${event.name} on ${displayDate(event.date)} (${request.reference})`,
    requestId: request.id,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Your booking is confirmed',
      intro: [
        `Hi ${firstNameOf(request.name)},`,
        money
          ? `Great news: your booking is confirmed. The deposit is due now: we have emailed you how to pay it.`
          : `Great news: your booking is confirmed.`,
        hasAccount
          ? 'Your event is on your Bountiful dashboard, where you can invite co-hosts, share tasks and manage the guest list.'
          : `To see your event on your dashboard, sign up for Bountiful with this email address (${request.email}): the event will be waiting for you there, with tasks, co-hosts and the guest list.`,
      ],
      summary: [
        ['Reference', request.reference],
        ['Event', event.name],
        ['Venue', event.venueName],
        ['Location', event.location],
        ['Date', displayDate(event.date)],
        ['Time', event.time],
        ['Guests', event.guestCount],
        ...(money ?? []),
      ],
      action: hasAccount
        ? { label: 'Open your dashboard', url: `${publicUrl}/dashboard` }
        : { label: 'Sign up to see your event', url: `${publicUrl}/signup` },
      outro: ['Questions or changes? Just reply to this email and quote your reference.'],
    },
  }
}

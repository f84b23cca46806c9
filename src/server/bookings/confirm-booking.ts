// A booking request becomes confirmed: status, history, the planner's event (on the accepted
// proposal's terms when there is one) and the confirmation email, in the caller's transaction.
// Staff confirm from the console (staff/request-workflow.ts); a venue's quote confirms itself when
// the planner accepts it, since the venue has already booked its space (proposals.ts).
import { and, desc, eq, inArray } from 'drizzle-orm'
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import type { Tx } from '../db/client'
import { proposals } from '../db/schema'
import { firstNameOf } from '../email/email-parts'
import { enqueueEmails, type OutboxMessage } from '../email/outbox'
import { createEventForConfirmedRequest } from '../events/confirmed-request-event'
import { recordHistory, updateRequest, type RequestRow } from './request-history'
import { moveProposalHolds } from './proposal-holds'

export const BOOKING_CONFIRMED_TEMPLATE = 'request.confirmed'

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
  }: {
    config: Pick<Config, 'CONCIERGE_EMAIL' | 'PUBLIC_URL'>
    request: RequestRow
    note?: string
    eventName?: string
    actorUserId: number | null
  },
) {
  const [accepted] = await tx
    .select()
    .from(proposals)
    .where(and(eq(proposals.requestId, request.id), eq(proposals.status, 'accepted')))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(1)
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
  await enqueueEmails(tx, [
    bookingConfirmedEmail({ config, request, event, hasAccount: hostUserId !== null, publicUrl: config.PUBLIC_URL }),
  ])
  return { event, hostUserId, proposalId: accepted?.id ?? null }
}

export function bookingConfirmedEmail({
  config,
  request,
  event,
  hasAccount,
  publicUrl,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: { id: number; reference: string; name: string; email: string }
  event: { name: string; date: string; time: string; guestCount: number; venueName: string | null; location: string }
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
        `Great news: your booking is confirmed.`,
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
      ],
      action: hasAccount
        ? { label: 'Open your dashboard', url: `${publicUrl}/dashboard` }
        : { label: 'Sign up to see your event', url: `${publicUrl}/signup` },
      outro: ['Questions or changes? Just reply to this email and quote your reference.'],
    },
  }
}

// When the planner accepts one venue's quote for her brief, in the same transaction:
// the brief is booked, and every other venue's request still open is declined with a polite email
// to the venue (its portal managers, or our concierge inbox when it has none) and the holds of its
// quotes released. Called from the proposal acceptance, whichever way the planner accepted.
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { BRIEF_NOT_CHOSEN_REASON } from '~/domain/briefs/briefs-api'
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import type { Tx } from '../db/client'
import { briefs, proposals, requests, users, venueMembers, venues } from '../db/schema'
import { firstNameOf } from '../email/email-parts'
import { enqueueEmails, type OutboxMessage } from '../email/outbox'
import { moveProposalHolds } from './proposal-holds'
import { recordHistory, updateRequest } from './request-history'

export const BRIEF_NOT_CHOSEN_TEMPLATE = 'brief.venue_not_chosen'

const OPEN_STATUSES = ['new', 'in_progress', 'proposed'] as const

export async function closeBriefSiblings(
  tx: Tx,
  {
    config,
    briefId,
    acceptedRequestId,
    proposalId,
  }: { config: Pick<Config, 'CONCIERGE_EMAIL'>; briefId: number; acceptedRequestId: number; proposalId: number },
): Promise<void> {
  const [brief] = await tx
    .update(briefs)
    .set({ status: 'booked', acceptedProposalId: proposalId, updatedAt: new Date() })
    .where(eq(briefs.id, briefId))
    .returning({ reference: briefs.reference })
  const others = await tx
    .select({
      id: requests.id,
      reference: requests.reference,
      status: requests.status,
      date: requests.eventDate,
      guests: requests.guests,
      venueId: venues.id,
      venueName: venues.name,
    })
    .from(requests)
    .innerJoin(venues, eq(venues.id, requests.venueId))
    .where(
      and(
        eq(requests.briefId, briefId),
        ne(requests.id, acceptedRequestId),
        inArray(requests.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(asc(requests.id))
    .for('update', { of: requests })
  const emails: OutboxMessage[] = []
  for (const r of others) {
    const withdrawn = await tx
      .update(proposals)
      .set({ status: 'superseded' })
      .where(and(eq(proposals.requestId, r.id), inArray(proposals.status, ['sent', 'accepted'])))
      .returning({ id: proposals.id })
    const released = await moveProposalHolds(
      tx,
      withdrawn.map((p) => p.id),
      'released',
    )
    const reason = BRIEF_NOT_CHOSEN_REASON
    await updateRequest(tx, r.id, { status: 'declined' })
    await tx
      .update(requests)
      .set({ venueAnswer: { kind: 'decline', reason } })
      .where(eq(requests.id, r.id))
    await recordHistory(tx, {
      requestId: r.id,
      fromStatus: r.status,
      toStatus: 'declined',
      note: `Closed automatically: the planner accepted another venue's quote for brief ${brief?.reference ?? ''}${released ? ' (hold released)' : ''}`,
      actorUserId: null,
    })
    const managers = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(venueMembers)
      .innerJoin(users, eq(users.id, venueMembers.userId))
      .where(eq(venueMembers.venueId, r.venueId))
      .orderBy(asc(users.id))
    const recipients = managers.length
      ? managers.map((m) => ({ to: m.email, greeting: `Hi ${firstNameOf(m.firstName)}` }))
      : [{ to: config.CONCIERGE_EMAIL, greeting: `Hello ${r.venueName} team (answered by our concierge)` }]
    for (const who of recipients) emails.push(venueNotChosenEmail({ ...who, venueName: r.venueName, request: r }))
  }
  await enqueueEmails(tx, emails)
}

/** To a venue the planner did not choose: its managers, or our team when it has none. */
function venueNotChosenEmail({
  to,
  greeting,
  venueName,
  request,
}: {
  to: string
  greeting: string
  venueName: string
  request: { id: number; reference: string; date: string | null; guests: number | null }
}): OutboxMessage {
  return {
    template: BRIEF_NOT_CHOSEN_TEMPLATE,
    to,
    subject: `The planner chose another venue (${request.reference})`,
    requestId: request.id,
    parts: {
      title: 'Thank you for your answer',
      intro: [
        `${greeting},`,
        `Thank you for answering request ${request.reference}${request.date ? ` for ${displayDate(request.date)}` : ''}. The planner compared several venues and has chosen another one this time, so the request is closed and any hold on your space for it is released.`,
        `We hope to send you the next one.`,
      ],
      summary: [
        ['Reference', request.reference],
        ['Venue', venueName],
        ['Date', request.date ? displayDate(request.date) : null],
        ['Guests', request.guests],
      ],
    },
  }
}

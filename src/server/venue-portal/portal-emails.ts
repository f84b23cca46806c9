// The portal's emails, queued through the outbox in the caller's transaction: a manager's
// invitation, and the planner's copy of a venue's offer of another date or of its decline (a
// venue's quote goes out as the proposal email, proposals/proposal-emails.ts).
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import { firstNameOf, paragraphsOf } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'
import { briefReferenceOf } from '~/domain/briefs/briefs'

export const PORTAL_EMAIL_TEMPLATES = {
  managerInvitation: 'venue.manager_invitation',
  offer: 'venue.offer',
  declined: 'venue.declined',
} as const

/** The link's path holds /invitations/, so the outbox keeps its token private (secret-links.ts). */
export const venueInvitationUrl = (publicUrl: string, token: string) => `${publicUrl}/venue-portal/invitations/${token}`

export function managerInvitationEmail({
  to,
  inviterName,
  venue,
  role,
  acceptUrl,
  requestId,
}: {
  requestId?: number
  to: string
  inviterName: string
  venue: { name: string; location: string }
  role: string
  acceptUrl: string
}): OutboxMessage {
  return {
    template: PORTAL_EMAIL_TEMPLATES.managerInvitation,
    to,
    requestId,
    subject: `${inviterName} invited you to manage ${venue.name} on Bountiful`,
    parts: {
      title: `Manage ${venue.name}`,
      intro: [
        `${inviterName} invited you to manage ${venue.name} on Bountiful: answer requests, keep your calendar and packages up to date, and hold dates for planners.`,
        `The link opens one page: choose a password there and you are in your venue's portal (or log in, if ${to} already has a Bountiful account).`,
      ],
      summary: [
        ['Venue', venue.name],
        ['Location', venue.location],
        ['Role', role],
      ],
      action: { label: 'Accept the invitation', url: acceptUrl },
      outro: ['If you weren’t expecting this, you can ignore this email.'],
    },
  }
}

/** `details`: the request's own, where a brief's request keeps its brief's reference. */
type RequestInfo = { id: number; reference: string; name: string; email: string; details?: unknown }

/** For a brief's request: where the planner sees this answer beside the other venues'. */
const onTheBrief = (request: RequestInfo) => {
  const brief = briefReferenceOf(request.details)
  return brief
    ? [
        `This answer, and the other venues' for your brief ${brief}, are on your comparison page: the link in the email we sent with your brief.`,
      ]
    : []
}

export function venueOfferEmail({
  config,
  request,
  venueName,
  date,
  time,
  message,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: RequestInfo
  venueName: string
  date: string
  time: string
  message?: string | null
}): OutboxMessage {
  return {
    template: PORTAL_EMAIL_TEMPLATES.offer,
    to: request.email,
    subject: `${venueName} can offer another date (${request.reference})`,
    requestId: request.id,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: `${venueName} suggests another date`,
      intro: [
        `Hi ${firstNameOf(request.name)},`,
        `${venueName} can’t host you at the time you asked for, but can on ${displayDate(date)} at ${time}.`,
        ...(message ? paragraphsOf(message) : []),
        'Reply to this email if that works for you, and we will send you a quote to accept.',
        ...onTheBrief(request),
      ],
      summary: [
        ['Reference', request.reference],
        ['Venue', venueName],
        ['Date', displayDate(date)],
        ['Time', time],
      ],
    },
  }
}

export function venueDeclinedEmail({
  config,
  request,
  venueName,
  reason,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: RequestInfo
  venueName: string
  reason: string
}): OutboxMessage {
  return {
    template: PORTAL_EMAIL_TEMPLATES.declined,
    to: request.email,
    subject: `${venueName} can’t host your event (${request.reference})`,
    requestId: request.id,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: `${venueName} can’t host your event`,
      intro: [
        `Hi ${firstNameOf(request.name)},`,
        `${venueName} has declined your request:`,
        ...paragraphsOf(reason),
        ...onTheBrief(request),
        'Reply to this email and our concierge team will help you find another venue.',
      ],
      summary: [
        ['Reference', request.reference],
        ['Venue', venueName],
      ],
    },
  }
}

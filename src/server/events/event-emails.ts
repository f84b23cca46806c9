// The dashboard's emails, queued through the transactional outbox in the caller's transaction.
import { displayDate } from '~/domain/time'
import type { OutboxMessage } from '../email/outbox'

export const EVENT_EMAIL_TEMPLATES = {
  cancelled: 'event.cancelled',
  coHostInvitation: 'event.cohost_invitation',
  guestInvitation: 'event.guest_invitation',
} as const

type EventInfo = { name: string; date: string; time: string; venueName: string | null; location: string }

const eventSummary = (e: EventInfo) =>
  [
    ['Event', e.name],
    ['Date', displayDate(e.date)],
    ['Time', e.time],
    ['Venue', e.venueName],
    ['Location', e.location],
  ] as const

export function eventCancelledEmail({
  to,
  firstName,
  hostName,
  event,
  publicUrl,
}: {
  to: string
  firstName: string
  hostName: string
  event: EventInfo
  publicUrl: string
}): OutboxMessage {
  return {
    template: EVENT_EMAIL_TEMPLATES.cancelled,
    to,
    subject: `${event.name} on ${displayDate(event.date)} has been cancelled`,
    parts: {
      title: 'Event cancelled',
      intro: [
        `Hi ${firstName},`,
        `${hostName} has cancelled ${event.name}. You don’t need to do anything else for it.`,
      ],
      summary: eventSummary(event),
      action: { label: 'Open your dashboard', url: `${publicUrl}/dashboard` },
    },
  }
}

export function coHostInvitationEmail({
  to,
  hostName,
  event,
  acceptUrl,
}: {
  to: string
  hostName: string
  event: EventInfo
  acceptUrl: string
}): OutboxMessage {
  return {
    template: EVENT_EMAIL_TEMPLATES.coHostInvitation,
    to,
    subject: `${hostName} invited you to co-host ${event.name}`,
    parts: {
      title: `Co-host ${event.name}`,
      intro: [
        `${hostName} invited you to co-host ${event.name} on Bountiful: share the tasks, chat with the team and keep the guest list together.`,
        `Log in or sign up with ${to} to accept.`,
      ],
      summary: eventSummary(event),
      action: { label: 'Accept the invitation', url: acceptUrl },
      outro: ['If you weren’t expecting this, you can ignore this email.'],
    },
  }
}

export function guestInvitationEmail({
  to,
  guestName,
  hostName,
  event,
  rsvpUrl,
}: {
  to: string
  guestName: string
  hostName: string
  event: EventInfo
  rsvpUrl: string
}): OutboxMessage {
  return {
    template: EVENT_EMAIL_TEMPLATES.guestInvitation,
    to,
    subject: `You're invited: ${event.name}, ${displayDate(event.date)}`,
    parts: {
      title: `You're invited to ${event.name}`,
      intro: [
        `Hi ${guestName},`,
        `${hostName} would love you to join ${event.name}. Please let them know if you can come.`,
      ],
      summary: eventSummary(event),
      action: { label: 'RSVP', url: rsvpUrl },
      outro: ['You can change your answer with the same link at any time before the event.'],
    },
  }
}

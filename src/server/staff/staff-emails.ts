// The emails the concierge team sends from the console (a proposal's are in
// src/server/proposals/proposal-emails.ts), queued through the outbox in the caller's transaction.
// Everything staff or planners typed is escaped by the renderer.
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import { firstNameOf, paragraphsOf } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'

export const STAFF_EMAIL_TEMPLATES = {
  reply: 'staff.reply',
  confirmed: 'request.confirmed',
} as const

type RequestInfo = { id: number; reference: string; name: string; email: string }

export function staffReplyEmail({
  config,
  request,
  subject,
  body,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: RequestInfo
  subject: string
  body: string
}): OutboxMessage {
  return {
    template: STAFF_EMAIL_TEMPLATES.reply,
    to: request.email,
    subject,
    requestId: request.id,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: subject,
      intro: paragraphsOf(body),
      footer: [`Reference ${request.reference} · reply to ${config.CONCIERGE_EMAIL}`],
    },
  }
}

export function bookingConfirmedEmail({
  config,
  request,
  event,
  hasAccount,
  publicUrl,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: RequestInfo
  event: { name: string; date: string; time: string; guestCount: number; venueName: string | null; location: string }
  hasAccount: boolean
  publicUrl: string
}): OutboxMessage {
  return {
    template: STAFF_EMAIL_TEMPLATES.confirmed,
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

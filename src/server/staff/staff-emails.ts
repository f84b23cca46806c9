// The emails the concierge team sends from the console (a proposal's are in
// src/server/bookings/proposal-emails.ts, the booking confirmation in proposals/confirm-booking.ts),
// queued through the outbox in the caller's transaction.
// Everything staff or planners typed is escaped by the renderer.
import type { Config } from '../config'
import { paragraphsOf } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'

export const STAFF_EMAIL_TEMPLATES = {
  reply: 'staff.reply',
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

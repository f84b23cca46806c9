// The emails the concierge team sends from the console (a proposal's are in
// src/server/bookings/proposal-emails.ts, the booking confirmation in proposals/confirm-booking.ts),
// queued through the outbox in the caller's transaction.
// Everything staff or planners typed is escaped by the renderer.
import type { Config } from '../config'
import { firstNameOf, paragraphsOf } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'

export const STAFF_EMAIL_TEMPLATES = {
  reply: 'staff.reply',
  /** An answer in a conversation with Callie, while the planner did not have it open. */
  conversationAnswer: 'callie_conversation.answer',
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

/** "The concierge team answered you": the answer, and a link back to the same thread. */
export function conversationAnswerEmail({
  config,
  request,
  staffName,
  text,
  threadUrl,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: RequestInfo
  staffName: string
  text: string
  /** The thread with a key of its own (only this email holds it). */
  threadUrl: string
}): OutboxMessage {
  return {
    template: STAFF_EMAIL_TEMPLATES.conversationAnswer,
    to: request.email,
    subject: `The concierge team answered you (${request.reference})`,
    requestId: request.id,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'The concierge team answered you',
      intro: [
        `Hi ${firstNameOf(request.name)},`,
        `${staffName} from our concierge team answered you in your conversation with Callie:`,
        ...paragraphsOf(text),
      ],
      action: { label: 'Open your conversation', url: threadUrl },
      outro: [
        'Answer in the conversation, or reply to this email.',
        'The link above opens this conversation for whoever holds it; please do not forward this email.',
      ],
      footer: [`Reference ${request.reference} · reply to ${config.CONCIERGE_EMAIL}`],
    },
  }
}

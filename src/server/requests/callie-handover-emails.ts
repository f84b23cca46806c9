// The two emails of a handover to a person (callie-handover.ts): the planner learns the team has
// her conversation, with a link back to the same thread; the team gets the new request with the
// brief and the thread so far, and a reply to it goes to the planner. Both carry the reference.
import { promiseWords, RESPONSE_PROMISE_HOURS } from '~/domain/requests/response-time'
import type { Config } from '../config'
import { firstNameOf } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'
import type { RequestRecord } from './request-records'
import { consoleRequestUrl } from './request-emails'

export const CALLIE_HANDOVER_TEMPLATES = {
  confirmation: 'callie_conversation.confirmation',
  notification: 'callie_conversation.notification',
} as const

export function callieHandoverEmails({
  config,
  reference,
  requestId,
  record,
  transcript,
  threadUrl,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL' | 'PUBLIC_URL'>
  reference: string
  requestId: number
  record: RequestRecord
  transcript: readonly string[]
  /** The thread with its key (only the planner's email holds it). */
  threadUrl: string
}): OutboxMessage[] {
  const { name, email, phone } = record.request
  const within = promiseWords(RESPONSE_PROMISE_HOURS)
  const confirmation: OutboxMessage = {
    template: CALLIE_HANDOVER_TEMPLATES.confirmation,
    to: email,
    subject: `Our concierge team has your conversation (${reference})`,
    requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Our concierge team has your conversation',
      intro: [
        `Hi ${firstNameOf(name)},`,
        `You asked for a person from our concierge team. They have your conversation with Callie and your brief, and will answer you in the same conversation within ${within}. Your reference is ${reference}.`,
      ],
      summary: [['Reference', reference], ...record.summary],
      action: { label: 'Open your conversation', url: threadUrl },
      outro: [
        `Replying to this email reaches our concierge team too (${config.CONCIERGE_EMAIL}); please quote ${reference}.`,
        'The link above opens this conversation for whoever holds it; please do not forward this email.',
      ],
    },
  }
  const notification: OutboxMessage = {
    template: CALLIE_HANDOVER_TEMPLATES.notification,
    to: config.CONCIERGE_EMAIL,
    // A team member's reply goes to the planner, not back to our own address.
    replyTo: email,
    subject: `New ${record.what} ${reference}: ${record.headline}`,
    requestId,
    parts: {
      title: `New ${record.what} ${reference}`,
      intro: [
        `${name} asked Callie for a person. Answer in the conversation from the console: she sees it at once, and we email her when she is away. We promised a reply within ${within}.`,
      ],
      summary: [['Reference', reference], ['Name', name], ['Email', email], ['Phone', phone], ...record.summary],
      action: { label: 'Open in the console', url: consoleRequestUrl(config.PUBLIC_URL, requestId) },
      outro: ['The conversation so far:', ...transcript],
    },
  }
  return [confirmation, notification]
}

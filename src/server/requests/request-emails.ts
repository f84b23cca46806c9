// The two emails every request sends: a confirmation to the planner (reference + summary) and a
// notification to the concierge team. Both carry the reference in the subject.
import type { Config } from '../config'
import type { OutboxMessage } from '../email/outbox'
import type { SummaryLine } from '../email/render'
import type { RequestKind } from '../lib/reference'

export type RequestEmailInput = {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  kind: RequestKind
  reference: string
  requestId: number
  requester: { name: string; email: string; phone?: string | null }
  /** 'booking request', 'consultation request', 'message', … */
  what: string
  /** The request as the planner sent it (labels, not ids). */
  summary: readonly SummaryLine[]
  /** The subject's tail after the reference, e.g. 'Nopa, Jun 15, 2025, 24 guests'. */
  headline: string
}

export function requestEmails({ config, kind, reference, requestId, requester, what, summary, headline }: RequestEmailInput): OutboxMessage[] {
  const firstName = requester.name.split(/\s+/)[0] || requester.name
  const confirmation: OutboxMessage = {
    template: `${kind}.confirmation`,
    to: requester.email,
    subject: `We received your ${what} (${reference})`,
    requestId,
    parts: {
      title: `We received your ${what}`,
      intro: [
        `Hi ${firstName},`,
        `Thank you for your ${what}! Your reference is ${reference}. Callie and our concierge team will get back to you within 24 hours.`,
      ],
      summary: [['Reference', reference], ...summary],
      outro: [`Questions or changes? Write to ${config.CONCIERGE_EMAIL} and quote ${reference}.`],
    },
  }
  const notification: OutboxMessage = {
    template: `${kind}.notification`,
    to: config.CONCIERGE_EMAIL,
    subject: `New ${what} ${reference}: ${headline}`,
    requestId,
    parts: {
      title: `New ${what} ${reference}`,
      intro: [`${requester.name} sent a ${what}. We promised a reply within 24 hours.`],
      summary: [
        ['Reference', reference],
        ['Name', requester.name],
        ['Email', requester.email],
        ['Phone', requester.phone],
        ...summary,
      ],
    },
  }
  return [confirmation, notification]
}

// The two emails every request sends: a confirmation to the planner (the venue's photo, the
// reference and summary, a link to the request's status page, replies going to the concierge) and
// a notification to the concierge team linking to the request in the console (replies going to the
// planner). Both carry the
// reference in the subject.
import type { Config } from '../config'
import { absoluteUrl, type SummaryLine } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'
import type { RequestKind } from '../lib/reference'
import { promiseWords, RESPONSE_PROMISE_HOURS } from '~/domain/requests/response-time'

export type RequestEmailInput = {
  config: Pick<Config, 'CONCIERGE_EMAIL' | 'PUBLIC_URL'>
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
  /** The signed link to the request's read-only status page (only this email holds it). */
  viewUrl: string
  /** The venue the request names, with its main photo (a site path or an absolute URL). */
  venue?: { name: string; photoUrl?: string | null } | null
  /** The named venue's response promise in hours (venues.response_hours); default ours, 24. */
  replyHours?: number
  /**
   * Confirmed at once by instant book: the planner gets the booking's own email
   * (instant-book.ts), not "we received your request", and the team is told there is nothing to answer.
   */
  instantBooked?: boolean
}

/** Where a request lives in the concierge console. */
export const consoleRequestUrl = (publicUrl: string, requestId: number) => `${publicUrl}/staff/requests/${requestId}`

export function requestEmails({
  config,
  kind,
  reference,
  requestId,
  requester,
  what,
  summary,
  headline,
  viewUrl,
  venue,
  instantBooked = false,
  replyHours = RESPONSE_PROMISE_HOURS,
}: RequestEmailInput): OutboxMessage[] {
  const within = promiseWords(replyHours)
  const firstName = requester.name.split(/\s+/)[0] || requester.name
  const image = venue?.photoUrl ? { url: absoluteUrl(config.PUBLIC_URL, venue.photoUrl), alt: venue.name } : undefined
  const confirmation: OutboxMessage = {
    template: `${kind}.confirmation`,
    to: requester.email,
    subject: `We received your ${what} (${reference})`,
    requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: `We received your ${what}`,
      intro: [
        `Hi ${firstName},`,
        `Thank you for your ${what}! Your reference is ${reference}. Callie and our concierge team will get back to you within ${within}.`,
      ],
      image,
      summary: [['Reference', reference], ...summary],
      action: { label: 'View your request', url: viewUrl },
      outro: [
        `Questions or changes? Reply to this email or write to ${config.CONCIERGE_EMAIL} and quote ${reference}.`,
        'The link above shows this request and its status to whoever holds it; please do not forward this email.',
      ],
    },
  }
  const notification: OutboxMessage = {
    template: `${kind}.notification`,
    to: config.CONCIERGE_EMAIL,
    // A team member's reply goes to the planner, not back to our own address.
    replyTo: requester.email,
    subject: instantBooked ? `Instant booking ${reference}: ${headline}` : `New ${what} ${reference}: ${headline}`,
    requestId,
    parts: {
      title: instantBooked ? `Instant booking ${reference}` : `New ${what} ${reference}`,
      intro: [
        instantBooked
          ? `${requester.name} booked a venue's package with instant book: the request is confirmed, the space booked and the event on their dashboard. Nothing to answer.`
          : `${requester.name} sent a ${what}. We promised a reply within ${within}.`,
      ],
      summary: [
        ['Reference', reference],
        ['Name', requester.name],
        ['Email', requester.email],
        ['Phone', requester.phone],
        ...summary,
      ],
      action: { label: 'Open in the console', url: consoleRequestUrl(config.PUBLIC_URL, requestId) },
    },
  }
  return instantBooked ? [notification] : [confirmation, notification]
}

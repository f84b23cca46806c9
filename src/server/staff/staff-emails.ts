// The emails the concierge team sends from the console, queued through the outbox in the caller's
// transaction. Everything staff or planners typed is escaped by the renderer.
import { formatCents } from '~/domain/estimate'
import type { ProposalLine } from '~/domain/staff/proposal-totals'
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import type { OutboxMessage } from '../email/outbox'

export const STAFF_EMAIL_TEMPLATES = {
  reply: 'staff.reply',
  proposal: 'proposal.sent',
  proposalAccepted: 'proposal.accepted',
  proposalDeclined: 'proposal.declined',
  confirmed: 'request.confirmed',
} as const

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name

type RequestInfo = { id: number; reference: string; name: string; email: string }

/** Paragraphs from a message typed in a textarea (blank lines separate them). */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

export function staffReplyEmail({ config, request, subject, body }: { config: Pick<Config, 'CONCIERGE_EMAIL'>; request: RequestInfo; subject: string; body: string }): OutboxMessage {
  return {
    template: STAFF_EMAIL_TEMPLATES.reply,
    to: request.email,
    subject,
    requestId: request.id,
    parts: {
      title: subject,
      intro: paragraphsOf(body),
      footer: [`Reference ${request.reference} · reply to ${config.CONCIERGE_EMAIL}`],
    },
  }
}

export type ProposalEmailInput = {
  request: RequestInfo
  venue: { name: string; location: string }
  proposal: { date: string; time: string; guests: number; totalCents: number; perGuestCents: number; depositCents: number; message?: string | null }
  lines: readonly ProposalLine[]
  url: string
}

export function proposalEmail({ request, venue, proposal, lines, url }: ProposalEmailInput): OutboxMessage {
  return {
    template: STAFF_EMAIL_TEMPLATES.proposal,
    to: request.email,
    subject: `Your proposal for ${venue.name} (${request.reference})`,
    requestId: request.id,
    parts: {
      title: 'Your proposal is ready',
      intro: [
        `Hi ${firstNameOf(request.name)},`,
        `We have put together a proposal for your group of ${proposal.guests} at ${venue.name} on ${displayDate(proposal.date)} at ${proposal.time}.`,
        ...(proposal.message ? paragraphsOf(proposal.message) : []),
      ],
      summary: [
        ['Reference', request.reference],
        ['Venue', `${venue.name} (${venue.location})`],
        ['Date', displayDate(proposal.date)],
        ['Time', proposal.time],
        ['Guests', proposal.guests],
        ...lines.map((l) => [l.label, formatCents(l.cents)] as const),
        ['Total', formatCents(proposal.totalCents)],
        ['Per guest, all in', formatCents(proposal.perGuestCents)],
        ['Deposit', proposal.depositCents > 0 ? formatCents(proposal.depositCents) : null],
      ],
      action: { label: 'View and accept the proposal', url },
      outro: ['You can accept or decline it from that page. Questions? Just reply to this email.'],
    },
  }
}

export function proposalAnsweredEmail({
  config, request, venueName, answer, note, staffUrl,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: RequestInfo
  venueName: string
  answer: 'accepted' | 'declined'
  note?: string | null
  staffUrl: string
}): OutboxMessage {
  return {
    template: answer === 'accepted' ? STAFF_EMAIL_TEMPLATES.proposalAccepted : STAFF_EMAIL_TEMPLATES.proposalDeclined,
    to: config.CONCIERGE_EMAIL,
    subject: `Proposal ${answer}: ${request.reference} (${venueName})`,
    requestId: request.id,
    parts: {
      title: `${request.name} ${answer} the proposal`,
      intro: [
        answer === 'accepted'
          ? `${request.name} accepted the proposal for ${venueName}. Confirm the booking from the console to put the event on their dashboard.`
          : `${request.name} declined the proposal for ${venueName}.`,
      ],
      summary: [
        ['Reference', request.reference],
        ['Planner', `${request.name} <${request.email}>`],
        ['Note', note],
      ],
      action: { label: 'Open the request', url: staffUrl },
    },
  }
}

export function bookingConfirmedEmail({
  request, event, hasAccount, publicUrl,
}: {
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
      action: hasAccount ? { label: 'Open your dashboard', url: `${publicUrl}/dashboard` } : { label: 'Sign up to see your event', url: `${publicUrl}/signup` },
      outro: ['Questions or changes? Just reply to this email and quote your reference.'],
    },
  }
}

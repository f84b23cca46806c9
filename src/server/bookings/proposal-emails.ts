// The emails of a proposal: the planner's (the proposal, with the link to accept or decline it)
// and the team's (the planner answered), queued through the outbox in the caller's transaction.
// Everything staff or planners typed is escaped by the renderer.
import { briefReferenceOf } from '~/domain/briefs/briefs'
import { quoteItemLabel } from '~/domain/proposals/quote-items'
import { cancellationText } from '~/domain/venues/cancellation-terms'
import { formatCents } from '~/domain/pricing/estimate'
import type { ProposalLine } from '~/domain/proposals/proposal-totals'
import { displayDate } from '~/domain/time'
import type { CancellationTerm } from '~/domain/venues/cancellation-terms'
import { acceptBooksAtOnce, proposalAuthorOf, type ProposalSource } from '~/domain/proposals/proposal-source'
import type { Config } from '../config'
import { firstNameOf, paragraphsOf } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'

export const PROPOSAL_EMAIL_TEMPLATES = {
  sent: 'proposal.sent',
  accepted: 'proposal.accepted',
  declined: 'proposal.declined',
  /** To the planner: she accepted a concierge proposal, which our team now confirms with the venue. */
  acceptedAwaiting: 'proposal.accepted_awaiting',
} as const

/** `details`: the request's own, where a brief's request keeps its brief's reference. */
type RequestInfo = { id: number; reference: string; name: string; email: string; details?: unknown }

export type ProposalEmailInput = {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: RequestInfo
  venue: { name: string; location: string }
  proposal: {
    date: string
    time: string
    guests: number
    totalCents: number
    perGuestCents: number
    depositCents: number
    message?: string | null
    /** A quote's terms, when it carries them. */
    validUntil?: string | null
    cancellationTerms?: readonly CancellationTerm[] | null
    /** What the price includes (QUOTE_ITEMS ids). */
    included?: readonly string[]
    /** Who wrote it: a venue's quote is told as the venue's, and accepting it books at once. */
    source?: ProposalSource
  }
  lines: readonly ProposalLine[]
  url: string
}

export function proposalEmail({ config, request, venue, proposal, lines, url }: ProposalEmailInput): OutboxMessage {
  const brief = briefReferenceOf(request.details)
  const fromVenue = proposalAuthorOf(proposal.source ?? 'concierge') === 'venue'
  const bookingsAtOnce = acceptBooksAtOnce(proposal.source ?? 'concierge')
  const included = (proposal.included ?? []).map(quoteItemLabel)
  const when = `on ${displayDate(proposal.date)} at ${proposal.time}`
  const event = `your group of ${proposal.guests} at ${venue.name} ${when}`
  return {
    template: PROPOSAL_EMAIL_TEMPLATES.sent,
    to: request.email,
    subject: fromVenue
      ? `Your quote from ${venue.name} (${request.reference})`
      : `Your proposal for ${venue.name} (${request.reference})`,
    requestId: request.id,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: fromVenue ? `${venue.name} sent you a quote` : 'Your proposal is ready',
      intro: [
        `Hi ${firstNameOf(request.name)},`,
        fromVenue
          ? // The venue is the sentence's subject: "Nopa has sent you a quote for your group of 12 on …".
            `${venue.name} has sent you a quote for your group of ${proposal.guests} ${when}${bookingsAtOnce ? ', and is holding the space for you' : ''}.`
          : `We have put together a proposal for ${event}.`,
        ...(proposal.message
          ? [...(fromVenue ? [`A note from ${venue.name}:`] : []), ...paragraphsOf(proposal.message)]
          : []),
        ...(brief
          ? [
              `It is ${venue.name}'s answer to your brief ${brief}: before you accept one, compare it with the other venues' quotes, all in, from the link in the email we sent with your brief.`,
            ]
          : []),
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
        ['Included', included.length ? included.join(', ') : null],
        ['Cancellation', proposal.cancellationTerms ? cancellationText(proposal.cancellationTerms) : null],
        ['Valid until', proposal.validUntil ? displayDate(proposal.validUntil) : null],
      ],
      action: bookingsAtOnce
        ? { label: 'View the quote and book', url }
        : { label: 'View and accept the proposal', url },
      outro: [
        bookingsAtOnce
          ? `Accepting it from that page books ${venue.name} at once: the space it is holding becomes your booking and the deposit falls due. You can also decline it there.`
          : 'You can accept or decline it from that page: accepting tells our team to confirm the booking with the venue.',
        'Questions? Just reply to this email.',
      ],
    },
  }
}

export function proposalAnsweredEmail({
  config,
  request,
  venueName,
  answer,
  confirmed,
  note,
  staffUrl,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: RequestInfo
  venueName: string
  answer: 'accepted' | 'declined'
  /** Accepting a venue's quote confirmed the booking at once: there is nothing left to confirm. */
  confirmed: boolean
  note?: string | null
  staffUrl: string
}): OutboxMessage {
  return {
    template: answer === 'accepted' ? PROPOSAL_EMAIL_TEMPLATES.accepted : PROPOSAL_EMAIL_TEMPLATES.declined,
    to: config.CONCIERGE_EMAIL,
    // Her note is hers: a team member's reply goes to the planner, not back to our own address.
    replyTo: request.email,
    subject: `Proposal ${answer}: ${request.reference} (${venueName})`,
    requestId: request.id,
    parts: {
      title: `${request.name} ${answer} the proposal`,
      intro: [
        answer === 'declined'
          ? `${request.name} declined the proposal for ${venueName}.`
          : confirmed
            ? `${request.name} accepted ${venueName}'s quote. The venue had held its space, so the booking is confirmed: the event is on their dashboard and the deposit has been requested.`
            : `${request.name} accepted the proposal for ${venueName}. Confirm the booking from the console to put the event on their dashboard and ask for the deposit.`,
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

/** To the planner, when she accepts a concierge proposal: what happens now, truthfully. */
export function acceptedAwaitingEmail({
  config,
  request,
  venueName,
  proposal,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  request: RequestInfo
  venueName: string
  proposal: { date: string; time: string; guests: number }
}): OutboxMessage {
  return {
    template: PROPOSAL_EMAIL_TEMPLATES.acceptedAwaiting,
    to: request.email,
    subject: `You accepted the proposal for ${venueName} (${request.reference})`,
    requestId: request.id,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Thank you: we are confirming it with the venue',
      intro: [
        `Hi ${firstNameOf(request.name)},`,
        `You accepted the proposal for ${venueName}. Our concierge team is now confirming it with the venue. It is not booked until we confirm: we will email you as soon as it is, with the deposit to pay, and the event will then be on your dashboard.`,
      ],
      summary: [
        ['Reference', request.reference],
        ['Venue', venueName],
        ['Date', displayDate(proposal.date)],
        ['Time', proposal.time],
        ['Guests', proposal.guests],
      ],
      outro: ['Questions? Just reply to this email.'],
    },
  }
}

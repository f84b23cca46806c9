// Who is told when a booking is cancelled, queued in the cancellation's transaction:
// the host (what comes back to her, in words), each co-host, each guest who paid and gets nothing
// back (those who get money back have their refund email, payments/payment-notices.ts), each guest
// who was sent a share and had paid nothing (nothing is owed), the venue's managers (or our
// concierge inbox when it has none) and our team when staff did not cancel it themselves. Whoever
// had the event in a calendar gets its CANCEL attached to that one email
// (events/guest-calendar.ts withCalendarCancellationsInTx).
import { eventAtVenue } from '~/domain/events/event-at-venue'
import type { Canceller, RefundRule } from '~/domain/bookings/cancellation'
import { refundSentence } from '~/domain/bookings/cancellation'
import { formatCents } from '~/domain/pricing/estimate'
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import { firstNameOf } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'

export const BOOKING_CANCELLED_TEMPLATE = 'booking.cancelled'

export type CancelledBooking = {
  requestId: number
  reference: string
  organiserName: string
  organiserEmail: string
  eventId: number
  eventName: string
  venueName: string | null
  date: string
  time: string
  guests: number
  by: Canceller
  /** The venue's reason, or staff's note; the planner's own words when she gave some. */
  reason: string | null
  /** Whether the booking had money: its payment page then says what was refunded. */
  hasPayments: boolean
  rule: RefundRule
  refundPct: number
  bookingFeeKept: boolean
  /** Everyone's payments and refunds together. */
  paidCents: number
  refundCents: number
}

type EmailConfig = Pick<Config, 'PUBLIC_URL' | 'CONCIERGE_EMAIL'>

const what = (b: CancelledBooking) => `${eventAtVenue(b.eventName, b.venueName)} on ${displayDate(b.date)}`

/** Who cancelled, as the start of a sentence, for someone other than the canceller. */
const whoCancelled = (b: CancelledBooking) =>
  b.by === 'venue'
    ? `${b.venueName ?? 'The venue'} had to cancel`
    : b.by === 'staff'
      ? 'Our concierge team cancelled'
      : `${b.organiserName} cancelled`

const reasonLine = (b: CancelledBooking) => (b.reason ? [`The reason given: “${b.reason}”`] : [])

const summaryOf = (b: CancelledBooking) =>
  [
    ['Reference', b.reference],
    ['Event', b.eventName],
    ['Venue', b.venueName],
    ['Date', displayDate(b.date)],
    ['Time', b.time],
    ['Guests', b.guests],
  ] as const

const message = (
  config: EmailConfig,
  b: CancelledBooking,
  to: string,
  parts: OutboxMessage['parts'],
  subject = `Cancelled: ${b.eventName} on ${displayDate(b.date)} (${b.reference})`,
  replyTo = config.CONCIERGE_EMAIL,
): OutboxMessage => ({
  template: BOOKING_CANCELLED_TEMPLATE,
  to,
  subject,
  requestId: b.requestId,
  replyTo,
  parts,
})

/** To the host: it is cancelled, and what comes back to her (guests' shares go back to them). */
export function hostCancelledEmail(
  config: EmailConfig,
  b: CancelledBooking,
  own: { paidCents: number; refundCents: number; card: boolean },
  guestsPaid: boolean,
): OutboxMessage {
  const opening = b.by === 'planner' ? `You cancelled ${what(b)}.` : `${whoCancelled(b)} ${what(b)}.`
  const money = b.hasPayments
    ? [
        refundSentence({ ...b, paidCents: b.paidCents, refundCents: b.refundCents }),
        own.paidCents > 0
          ? `Of the ${formatCents(own.paidCents)} you paid, ${formatCents(own.refundCents)} comes back to you${own.refundCents > 0 ? (own.card ? ': card refunds usually reach your account within 5 to 10 business days.' : ': we pay it back the way you paid, and will be in touch for the details.') : '.'}`
          : 'You had not paid anything yourself.',
        ...(guestsPaid ? ['Guests who paid a share are refunded their part, and we have emailed them.'] : []),
      ]
    : ['Nothing had been paid, so there is nothing to refund.']
  return message(config, b, b.organiserEmail, {
    title: 'Your booking is cancelled',
    intro: [`Hi ${firstNameOf(b.organiserName)},`, opening, ...reasonLine(b), ...money],
    summary: [
      ...summaryOf(b),
      ...(b.hasPayments
        ? ([
            ['You paid', formatCents(own.paidCents)],
            ['Refund to you', formatCents(own.refundCents)],
          ] as const)
        : []),
    ],
    action: {
      label: b.hasPayments ? 'See what was refunded' : 'Open your dashboard',
      url: `${config.PUBLIC_URL}/dashboard/events/${b.eventId}${b.hasPayments ? '/payments' : ''}`,
    },
    outro: ['Questions? Just reply to this email and quote your reference.'],
  })
}

/** To each co-host: the event is off; nothing for them to do. */
export function coHostCancelledEmail(
  config: EmailConfig,
  b: CancelledBooking,
  to: { email: string; firstName: string },
): OutboxMessage {
  return message(config, b, to.email, {
    title: 'Event cancelled',
    intro: [
      `Hi ${to.firstName},`,
      `${whoCancelled(b)} ${what(b)}. You don’t need to do anything else for it.`,
      ...(b.by === 'planner' ? [] : reasonLine(b)),
    ],
    summary: summaryOf(b),
    action: { label: 'Open your dashboard', url: `${config.PUBLIC_URL}/dashboard` },
  })
}

/** To a guest who paid a share and, by the venue's terms, gets nothing back. */
export function payerCancelledEmail(
  config: EmailConfig,
  b: CancelledBooking,
  to: { email: string; name: string; paidCents: number },
): OutboxMessage {
  return message(config, b, to.email, {
    title: 'The booking is cancelled',
    intro: [
      `Hi ${firstNameOf(to.name)},`,
      `${whoCancelled(b)} ${what(b)}.`,
      `Under the venue's cancellation terms nothing of the ${formatCents(to.paidCents)} you paid comes back. If you have questions, reply to this email.`,
    ],
    summary: [...summaryOf(b), ['You paid', formatCents(to.paidCents)], ['Refund', formatCents(0)]],
  })
}

/** To a guest who was sent a share of a payment and had paid nothing of it: nothing is owed. */
export function unpaidShareCancelledEmail(
  config: EmailConfig,
  b: CancelledBooking,
  to: { email: string; name: string },
): OutboxMessage {
  return message(config, b, to.email, {
    title: 'The dinner is cancelled',
    intro: [
      `Hi ${firstNameOf(to.name)},`,
      `${whoCancelled(b)} ${what(b)}.`,
      'You owe nothing: your payment link no longer asks for your share, and you will get no more reminders.',
    ],
    summary: [...summaryOf(b), ['To pay', formatCents(0)]],
  })
}

/** To the venue's managers (or our inbox on its behalf): the date is free again. */
export function venueCancelledEmail(config: EmailConfig, b: CancelledBooking, to: string): OutboxMessage {
  const opening =
    b.by === 'venue'
      ? `You cancelled the booking ${b.reference} for ${b.eventName} on ${displayDate(b.date)}. The planner is refunded in full, our booking fee included.`
      : `${whoCancelled(b)} the booking ${b.reference} for ${b.eventName} on ${displayDate(b.date)}.`
  return message(config, b, to, {
    title: 'A booking is cancelled',
    intro: [
      opening,
      ...(b.by === 'venue' ? [] : reasonLine(b)),
      'The space is released: the date is offered to other planners again and your calendar shows it free.',
    ],
    summary: summaryOf(b),
    action: { label: 'Open the venue portal', url: `${config.PUBLIC_URL}/venue-portal` },
  })
}

/** To our team when the planner or the venue cancelled: what happened and what was refunded. */
export function teamCancelledEmail(config: EmailConfig, b: CancelledBooking): OutboxMessage {
  return message(
    config,
    b,
    config.CONCIERGE_EMAIL,
    {
      title: `${b.reference} is cancelled`,
      intro: [
        `${b.by === 'venue' ? `The venue (${b.venueName ?? 'unnamed'})` : `The host, ${b.organiserName},`} cancelled ${what(b)}.`,
        ...reasonLine(b),
        b.hasPayments
          ? `Refunded ${formatCents(b.refundCents)} of ${formatCents(b.paidCents)} paid (${b.rule.kind === 'full' ? 'in full' : `${b.refundPct}% by the venue's terms`}).`
          : 'No payments had been taken.',
      ],
      summary: summaryOf(b),
      action: { label: 'Open the request', url: `${config.PUBLIC_URL}/staff/requests/${b.requestId}` },
    },
    `Cancelled by the ${b.by === 'venue' ? 'venue' : 'host'}: ${b.reference}`,
    // The host cancelled (in her words, when she gave some): a team member's reply reaches her.
    b.by === 'planner' ? b.organiserEmail : config.CONCIERGE_EMAIL,
  )
}

// The emails of a booking's payments, queued through the outbox in the caller's
// transaction: payment requested (the organiser, when an instalment falls due), share requested
// (each guest, with their payable link), receipt (after a verified payment), reminder (3 days
// before a due day and on the day) and refund issued. Drawn by the one layout (email-layout.tsx).
import { eventAtVenue } from '~/domain/events/event-at-venue'
import { eq } from 'drizzle-orm'
import { formatCents } from '~/domain/pricing/estimate'
import type { PaymentReminderKind } from '~/domain/payments/payments-api'
import type { InstalmentKind } from '~/domain/payments/schedule'
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { events, paymentSchedules, requests } from '../db/schema'
import { firstNameOf } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'

export const PAYMENT_EMAIL_TEMPLATES = {
  requested: 'payment.requested',
  shareRequested: 'payment.share_requested',
  shareResized: 'payment.share_resized',
  receipt: 'payment.receipt',
  reminder: 'payment.reminder',
  refunded: 'payment.refunded',
  refundPaidBack: 'payment.refund_paid_back',
} as const

export type EmailConfig = Pick<Config, 'PUBLIC_URL' | 'CONCIERGE_EMAIL'>

/** Who and what a booking's emails are about. */
export type BookingContext = {
  requestId: number
  reference: string
  organiserName: string
  organiserEmail: string
  eventId: number
  eventName: string
  venueName: string | null
  eventDate: string
}

export async function bookingContext(db: Db | Tx, scheduleId: number): Promise<BookingContext> {
  const [row] = await db
    .select({
      requestId: requests.id,
      reference: requests.reference,
      organiserName: requests.name,
      organiserEmail: requests.email,
      eventId: events.id,
      eventName: events.name,
      venueName: events.venueName,
      eventDate: paymentSchedules.eventDate,
    })
    .from(paymentSchedules)
    .innerJoin(requests, eq(requests.id, paymentSchedules.requestId))
    .innerJoin(events, eq(events.id, paymentSchedules.eventId))
    .where(eq(paymentSchedules.id, scheduleId))
  return row
}

const INSTALMENT_WORDS: Record<InstalmentKind, string> = { deposit: 'deposit', balance: 'balance', final: 'final bill' }
const instalmentName = (kind: InstalmentKind) => INSTALMENT_WORDS[kind]
/** The host's payment page of the booking (src/web/payments/payments-paths.ts). */
const eventPageUrl = (config: EmailConfig, b: BookingContext) =>
  `${config.PUBLIC_URL}/dashboard/events/${b.eventId}/payments`
/** The event and its venue, the venue named once. */
const eventAndVenue = (b: BookingContext) => eventAtVenue(b.eventName, b.venueName)

const bookingSummary = (b: BookingContext) =>
  [
    ['Reference', b.reference],
    ['Event', b.eventName],
    ['Venue', b.venueName],
    ['Date', displayDate(b.eventDate)],
  ] as const

type Instalment = { kind: InstalmentKind; dueOn: string; amountCents: number; dueCents: number }

/** To the organiser: an instalment is due (the deposit when the schedule opens). */
export function paymentRequestedEmail({
  config,
  booking,
  instalment,
  bookingFeeCents,
  cardPayments,
}: {
  config: EmailConfig
  booking: BookingContext
  instalment: Instalment
  bookingFeeCents: number
  /** Without card payments guests get no payable link: the email offers no split. */
  cardPayments: boolean
}): OutboxMessage {
  const name = instalmentName(instalment.kind)
  return {
    template: PAYMENT_EMAIL_TEMPLATES.requested,
    to: booking.organiserEmail,
    subject: `Your ${name} of ${formatCents(instalment.dueCents)} is due ${displayDate(instalment.dueOn)} (${booking.reference})`,
    requestId: booking.requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: `Your ${name} is due`,
      intro: [
        `Hi ${firstNameOf(booking.organiserName)},`,
        `Your booking for ${eventAndVenue(booking)} is confirmed. The ${name} of ${formatCents(instalment.dueCents)} is due on ${displayDate(instalment.dueOn)}.`,
        cardPayments
          ? 'You can pay it yourself or split it with your guests; each guest gets their own payment link.'
          : 'Pay it by bank transfer or cheque (reply to this email for our details); we record it as soon as it arrives.',
      ],
      summary: [
        ...bookingSummary(booking),
        [`The ${name}`, formatCents(instalment.amountCents)],
        [
          'Of which our booking fee',
          instalment.kind === 'deposit' && bookingFeeCents > 0 ? formatCents(bookingFeeCents) : null,
        ],
        ['Due', displayDate(instalment.dueOn)],
      ],
      action: { label: 'Pay or split the payment', url: eventPageUrl(config, booking) },
      outro: ['Questions? Just reply to this email.'],
    },
  }
}

/** To a guest: their share of an instalment, with the payable link (no account needed). */
export function shareRequestedEmail({
  config,
  booking,
  guest,
  instalment,
  url,
}: {
  config: EmailConfig
  booking: BookingContext
  guest: { name: string; email: string; amountCents: number }
  instalment: { kind: InstalmentKind; dueOn: string }
  url: string
}): OutboxMessage {
  return {
    template: PAYMENT_EMAIL_TEMPLATES.shareRequested,
    to: guest.email,
    subject: `${booking.organiserName} asks for your share of ${booking.eventName}: ${formatCents(guest.amountCents)}`,
    requestId: booking.requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Your share of the booking',
      intro: [
        `Hi ${firstNameOf(guest.name)},`,
        `${booking.organiserName} is splitting the ${instalmentName(instalment.kind)} for ${eventAndVenue(booking)} on ${displayDate(booking.eventDate)} with the guests. Your share is ${formatCents(guest.amountCents)}, due ${displayDate(instalment.dueOn)}.`,
      ],
      summary: [
        ...bookingSummary(booking),
        ['Your share', formatCents(guest.amountCents)],
        ['Due', displayDate(instalment.dueOn)],
      ],
      action: { label: 'Pay your share', url },
      outro: ['The link is yours alone: please do not forward it. You do not need an account to pay.'],
    },
  }
}

/** To a guest: the booking changed (a change order), so her unpaid share did; a new link replaces the old. */
export function shareResizedEmail({
  config,
  booking,
  guest,
  instalment,
  url,
}: {
  config: EmailConfig
  booking: BookingContext
  guest: { name: string; email: string; beforeCents: number; amountCents: number }
  instalment: { kind: InstalmentKind; dueOn: string }
  url: string
}): OutboxMessage {
  const name = instalmentName(instalment.kind)
  return {
    template: PAYMENT_EMAIL_TEMPLATES.shareResized,
    to: guest.email,
    subject: `Your share of ${booking.eventName} is now ${formatCents(guest.amountCents)}`,
    requestId: booking.requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Your share changed',
      intro: [
        `Hi ${firstNameOf(guest.name)},`,
        `The booking for ${eventAndVenue(booking)} changed, so the ${name} did too. Your share is now ${formatCents(guest.amountCents)} (it was ${formatCents(guest.beforeCents)}), due ${displayDate(instalment.dueOn)}.`,
      ],
      summary: [
        ...bookingSummary(booking),
        ['Your share', formatCents(guest.amountCents)],
        ['It was', formatCents(guest.beforeCents)],
        ['Due', displayDate(instalment.dueOn)],
      ],
      action: guest.amountCents > 0 ? { label: 'Pay your share', url } : undefined,
      outro: [
        guest.amountCents > 0
          ? 'This link replaces the one you had and is yours alone: please do not forward it.'
          : 'Nothing is left for you to pay.',
      ],
    },
  }
}

/** Why part or all of a payment was refunded at once: others had paid it meanwhile, or the booking was cancelled. */
export type RefundWhy = 'covered' | 'cancelled'

/** What the receipt says of a payment of `amountCents` of which `refunded` went back at once. */
function receiptWords(
  booking: BookingContext,
  instalment: { kind: InstalmentKind },
  amountCents: number,
  refunded: { amountCents: number; why: RefundWhy } | null,
) {
  const name = instalmentName(instalment.kind)
  const received = `We received ${formatCents(amountCents)} towards the ${name} for ${eventAndVenue(booking)}.`
  if (!refunded) return { title: 'Thank you: payment received', intro: [received], outro: [] }
  const kept = amountCents - refunded.amountCents
  const back = `Card refunds usually reach your account within 5 to 10 business days.`
  if (refunded.why === 'cancelled')
    return {
      title: 'Your payment is refunded',
      intro: [
        `${received} The booking was cancelled before your payment went through, so the whole ${formatCents(amountCents)} is refunded to your card.`,
      ],
      outro: [back],
    }
  return kept === 0
    ? {
        title: 'Your payment is refunded',
        intro: [
          `${received} The ${name} was already paid in full when your payment went through, so the whole ${formatCents(amountCents)} is refunded to your card.`,
        ],
        outro: [back],
      }
    : {
        title: 'Payment received, the rest refunded',
        intro: [
          `${received} Only ${formatCents(kept)} of the ${name} was still to pay when your payment went through (others had paid meanwhile), so we kept ${formatCents(kept)} and refunded ${formatCents(refunded.amountCents)} to your card.`,
        ],
        outro: [back],
      }
}

/**
 * To whoever paid: a receipt, after a verified payment (a signed webhook or staff's record),
 * saying what was kept and what was refunded at once when more arrived than was owed.
 */
export function receiptEmail({
  config,
  booking,
  to,
  name,
  instalment,
  amountCents,
  refunded = null,
  method,
  reference,
  paidOn,
}: {
  config: EmailConfig
  booking: BookingContext
  to: string
  name: string
  instalment: { kind: InstalmentKind }
  amountCents: number
  refunded?: { amountCents: number; why: RefundWhy } | null
  method: 'card' | 'bank_transfer' | 'cheque'
  reference: string | null
  paidOn: string
}): OutboxMessage {
  const how = method === 'card' ? 'Card' : method === 'cheque' ? 'Cheque' : 'Bank transfer'
  const words = receiptWords(booking, instalment, amountCents, refunded)
  return {
    template: PAYMENT_EMAIL_TEMPLATES.receipt,
    to,
    subject: `Receipt: ${formatCents(amountCents)} for ${booking.eventName}${refunded ? `, ${formatCents(refunded.amountCents)} refunded` : ''} (${booking.reference})`,
    requestId: booking.requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: words.title,
      intro: [name ? `Hi ${firstNameOf(name)},` : 'Hello,', ...words.intro],
      summary: [
        ...bookingSummary(booking),
        ['Amount paid', formatCents(amountCents)],
        [
          `Kept towards the ${instalmentName(instalment.kind)}`,
          refunded ? formatCents(amountCents - refunded.amountCents) : null,
        ],
        ['Refunded to your card', refunded ? formatCents(refunded.amountCents) : null],
        ['Paid on', displayDate(paidOn)],
        ['Method', how],
        ['Payment reference', reference],
      ],
      outro: [...words.outro, 'Keep this email as your receipt. Questions? Just reply to it.'],
    },
  }
}

/** To the organiser: an instalment is due in 3 days, or today, and is not fully paid. */
export function reminderEmail({
  config,
  booking,
  instalment,
  kind,
}: {
  config: EmailConfig
  booking: BookingContext
  instalment: Instalment
  kind: PaymentReminderKind
}): OutboxMessage {
  const name = instalmentName(instalment.kind)
  const when = kind === 'due_day' ? 'today' : `on ${displayDate(instalment.dueOn)}`
  return {
    template: PAYMENT_EMAIL_TEMPLATES.reminder,
    to: booking.organiserEmail,
    subject: `Reminder: ${formatCents(instalment.dueCents)} of your ${name} is due ${when} (${booking.reference})`,
    requestId: booking.requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: kind === 'due_day' ? `Your ${name} is due today` : `Your ${name} is due in 3 days`,
      intro: [
        `Hi ${firstNameOf(booking.organiserName)},`,
        `${formatCents(instalment.dueCents)} of the ${name} for ${eventAndVenue(booking)} is still to pay, due ${when}. Shares your guests have not paid by then fall to you.`,
      ],
      summary: [
        ...bookingSummary(booking),
        [`The ${name}`, formatCents(instalment.amountCents)],
        ['Still to pay', formatCents(instalment.dueCents)],
        ['Due', displayDate(instalment.dueOn)],
      ],
      action: { label: 'Pay now', url: eventPageUrl(config, booking) },
      outro: ['Paid already by bank transfer? Reply to this email with the reference and we will record it.'],
    },
  }
}

/** To a payer: what the cancellation refunds them, per the venue's policy or in full. */
export function refundEmail({
  config,
  booking,
  to,
  name,
  amountCents,
  paidCents,
  card,
  because = "Per the venue's cancellation policy",
  settledBill = false,
}: {
  config: EmailConfig
  booking: BookingContext
  to: string
  name: string
  amountCents: number
  paidCents: number
  card: boolean
  /** Why this much comes back, the start of a sentence ("Per the venue's cancellation policy"). */
  because?: string
  /** The refund settles a final bill that came to less than was paid, not a cancellation. */
  settledBill?: boolean
}): OutboxMessage {
  const what = settledBill
    ? `The final bill for ${eventAndVenue(booking)} came to less than was paid.`
    : `The booking for ${eventAndVenue(booking)} was cancelled.`
  return {
    template: PAYMENT_EMAIL_TEMPLATES.refunded,
    to,
    subject: `Refund of ${formatCents(amountCents)} for ${booking.eventName} (${booking.reference})`,
    requestId: booking.requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Your refund is on its way',
      intro: [
        `Hi ${firstNameOf(name)},`,
        `${what} ${because} you get back ${formatCents(amountCents)} of the ${formatCents(paidCents)} you paid.`,
      ],
      summary: [...bookingSummary(booking), ['You paid', formatCents(paidCents)], ['Refund', formatCents(amountCents)]],
      outro: [
        card
          ? 'Card refunds usually reach your account within 5 to 10 business days.'
          : 'We pay it back the way you paid; the concierge will be in touch for the details.',
      ],
    },
  }
}

/** To a payer whose offline refund staff have now sent (by bank or cheque), so it is on its way. */
export function refundPaidBackEmail({
  config,
  booking,
  to,
  name,
  amountCents,
}: {
  config: EmailConfig
  booking: BookingContext
  to: string
  name: string
  amountCents: number
}): OutboxMessage {
  return {
    template: PAYMENT_EMAIL_TEMPLATES.refundPaidBack,
    to,
    subject: `Your refund of ${formatCents(amountCents)} is sent (${booking.reference})`,
    requestId: booking.requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Your refund is sent',
      intro: [
        `Hi ${firstNameOf(name)},`,
        `We have sent you ${formatCents(amountCents)} for ${eventAndVenue(booking)}, the way you paid (bank transfer or cheque).`,
      ],
      summary: [...bookingSummary(booking), ['Refund sent', formatCents(amountCents)]],
      action: { label: 'See your payments', url: eventPageUrl(config, booking) },
      outro: [
        'A bank transfer usually arrives within 1 to 3 business days. Not there after a week? Reply to this email.',
      ],
    },
  }
}

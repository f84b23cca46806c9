// The final bill's emails, queued in the transaction that writes each step: the bill is
// ready to review (organiser), a line is disputed (our team and the venue's managers), the bill is
// accepted and settled (organiser, saying what comes back or is still to pay; guests refunded get
// the payments' refund email), and the expense packet (organiser).
import { formatCents } from '~/domain/pricing/estimate'
import { capWords, type ExpensePacket } from '~/domain/payments/expense-packet'
import { displayDate } from '~/domain/time'
import { firstNameOf } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'
import type { BookingContext, EmailConfig } from './payment-emails'

export const FINAL_BILL_EMAIL_TEMPLATES = {
  entered: 'final_bill.entered',
  disputed: 'final_bill.disputed',
  settled: 'final_bill.settled',
  packet: 'final_bill.expense_packet',
} as const

const billUrl = (config: EmailConfig, b: BookingContext) =>
  `${config.PUBLIC_URL}/dashboard/events/${b.eventId}/final-bill`
const venueOf = (b: BookingContext) => b.venueName ?? 'The venue'
const summary = (b: BookingContext) =>
  [
    ['Reference', b.reference],
    ['Event', b.eventName],
    ['Venue', b.venueName],
    ['Date', displayDate(b.eventDate)],
  ] as const

export function billEnteredEmail(
  config: EmailConfig,
  b: BookingContext,
  bill: { totalCents: number; doorCount: number; agreedCents: number; version: number },
): OutboxMessage {
  return {
    template: FINAL_BILL_EMAIL_TEMPLATES.entered,
    to: b.organiserEmail,
    subject: `${venueOf(b)}'s final bill of ${formatCents(bill.totalCents)} is ready to review (${b.reference})`,
    requestId: b.requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Your final bill is ready to review',
      intro: [
        `Hi ${firstNameOf(b.organiserName)},`,
        `${venueOf(b)} entered the final bill for ${b.eventName}${bill.version > 1 ? ` (version ${bill.version})` : ''}. Compare it with what you agreed and the count at the door, then accept it or dispute a line.`,
      ],
      summary: [
        ...summary(b),
        ['Final bill', formatCents(bill.totalCents)],
        ['Agreed', formatCents(bill.agreedCents)],
        ['Checked in at the door', String(bill.doorCount)],
      ],
      action: { label: 'Review the final bill', url: billUrl(config, b) },
      outro: ['Nothing is charged or refunded until you accept it.'],
    },
  }
}

export function billDisputedEmail(
  config: EmailConfig,
  b: BookingContext,
  to: string,
  d: { lineLabel: string; amountCents: number; note: string; raisedByEmail: string },
): OutboxMessage {
  return {
    template: FINAL_BILL_EMAIL_TEMPLATES.disputed,
    to,
    // Her note is a question to whoever reads it: a reply goes to her, not back to our own address.
    replyTo: d.raisedByEmail,
    subject: `${b.organiserName} disputes a line of the final bill (${b.reference})`,
    requestId: b.requestId,
    parts: {
      title: 'A line of the final bill is disputed',
      intro: [
        `${b.organiserName} disputes “${d.lineLabel}” (${formatCents(d.amountCents)}) on the final bill of ${b.eventName}.`,
      ],
      summary: [...summary(b), ['Line', d.lineLabel], ['Amount', formatCents(d.amountCents)], ['Note', d.note]],
      outro: ['The venue can enter a corrected bill in the portal; our team sees the note in the console.'],
    },
  }
}

/** What comes back after the bill, as the event page says it: refunded by card, or owed and paid back by our team. */
function settledRefund(s: { refundedCents: number; toPayBackCents: number; refundedToOrganiserCents: number }) {
  const total = formatCents(s.refundedCents)
  const yours = s.refundedToOrganiserCents > 0 ? `: ${formatCents(s.refundedToOrganiserCents)} of it to you` : ''
  if (s.toPayBackCents === 0)
    return { subject: `${total} refunded`, sentence: `so it is refunded to whoever paid it${yours}.` }
  if (s.toPayBackCents === s.refundedCents)
    return {
      subject: `${total} to pay back`,
      sentence: `so it is to pay back to whoever paid it${yours}. It was paid offline: our team sends it back and emails you when it is sent.`,
    }
  return {
    subject: `${total} coming back`,
    sentence: `so it comes back to whoever paid it${yours}. ${formatCents(s.toPayBackCents)} of it was paid offline: our team sends that back and emails you when it is sent.`,
  }
}

export function billSettledEmail(
  config: EmailConfig,
  b: BookingContext,
  s: {
    totalCents: number
    keptBeforeCents: number
    refundedToOrganiserCents: number
    refundedCents: number
    /** Of refundedCents, what was paid offline: recorded as owed, for our team to pay back. */
    toPayBackCents: number
    shortfallCents: number
  },
): OutboxMessage {
  const refund = settledRefund(s)
  const outcome =
    s.shortfallCents > 0
      ? `${formatCents(s.shortfallCents)} is still to pay. You can pay it yourself or split it with your guests, as the balance was.`
      : s.refundedCents > 0
        ? `${formatCents(s.refundedCents)} more than the bill was paid, ${refund.sentence}`
        : 'What was paid covers the bill exactly: nothing more to pay.'
  const byCardCents = s.refundedCents - s.toPayBackCents
  return {
    template: FINAL_BILL_EMAIL_TEMPLATES.settled,
    to: b.organiserEmail,
    subject: `Final bill accepted: ${s.shortfallCents > 0 ? `${formatCents(s.shortfallCents)} still to pay` : s.refundedCents > 0 ? refund.subject : 'settled'} (${b.reference})`,
    requestId: b.requestId,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Your final bill is settled',
      intro: [`Hi ${firstNameOf(b.organiserName)},`, `You accepted the final bill for ${b.eventName}. ${outcome}`],
      summary: [
        ...summary(b),
        ['Final bill', formatCents(s.totalCents)],
        ['Paid before', formatCents(s.keptBeforeCents)],
        ['Refunded', byCardCents > 0 ? formatCents(byCardCents) : null],
        ['To pay back', s.toPayBackCents > 0 ? formatCents(s.toPayBackCents) : null],
        ['Still to pay', s.shortfallCents > 0 ? formatCents(s.shortfallCents) : null],
      ],
      action: {
        label: s.shortfallCents > 0 ? 'Pay or split what is left' : 'See your payments',
        url: `${config.PUBLIC_URL}/dashboard/events/${b.eventId}/payments`,
      },
      outro: ['Your expense packet (PDF and CSV) is one click away on the final bill page.'],
    },
  }
}

export function expensePacketEmail(config: EmailConfig, b: BookingContext, p: ExpensePacket): OutboxMessage {
  return {
    template: FINAL_BILL_EMAIL_TEMPLATES.packet,
    to: b.organiserEmail,
    subject: `Expense packet: ${b.eventName}, ${formatCents(p.totalCents)} (${b.reference})`,
    requestId: b.requestId,
    parts: {
      title: 'Your expense packet',
      intro: [
        `Hi ${firstNameOf(b.organiserName)},`,
        `The itemised receipt for ${b.eventName}, for your expense report: the PDF and CSV are attached, and on the final bill page.`,
      ],
      summary: [
        ...summary(b),
        ['Business purpose', p.purpose],
        ['PO or cost centre', p.costCentre],
        ...p.receipt.map((r) => [r.label, formatCents(r.cents)] as const),
        ['Bountiful booking fee', formatCents(p.bookingFeeCents)],
        ['Total', formatCents(p.totalCents)],
        ['Attendees', String(p.attendees.length)],
        ['Per person, all in', formatCents(p.perPersonCents)],
        ['Cap', capWords(p)],
      ],
      action: { label: 'Download the PDF and CSV', url: billUrl(config, b) },
      outro: [
        `Attendees: ${p.attendees.map((a) => (a.affiliation ? `${a.name} (${a.affiliation})` : a.name)).join(', ')}.`,
      ],
    },
  }
}

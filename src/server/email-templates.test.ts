// Every template through the one render path (email/render.ts): its facts in both bodies, links
// absolute, and what a person typed escaped in the HTML (never markup), whatever the template.
// It reads every feature's templates, so it sits beside app.ts rather than in a feature folder.
import { describe, expect, it } from 'vitest'
import {
  accountExistsEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verifyEmailEmail,
  welcomeEmail,
} from './auth/auth-emails'
import type { OutboxMessage } from './email/outbox'
import { renderEmail } from './email/render'
import { coHostInvitationEmail, eventCancelledEmail, guestInvitationEmail } from './events/event-emails'
import {
  paymentRequestedEmail,
  receiptEmail,
  refundEmail,
  reminderEmail,
  shareRequestedEmail,
} from './payments/payment-emails'
import { proposalAnsweredEmail, proposalEmail } from './bookings/proposal-emails'
import { requestEmails } from './requests/request-emails'
import { bookingConfirmedEmail } from './bookings/confirm-booking'
import { conversationAnswerEmail, staffReplyEmail } from './staff/staff-emails'
import { callieHandoverEmails } from './requests/callie-handover-emails'
import { callieConversationRecord } from './requests/request-records'
import { emptyBrief } from '~/domain/concierge/callie-brief'

const EVIL = '<script>alert("x")</script> Dana'
const booking = {
  requestId: 7,
  reference: 'BR-ABCDE',
  organiserName: EVIL,
  organiserEmail: 'dana@example.com',
  eventId: 3,
  eventName: `Team dinner ${EVIL}`,
  venueName: 'Maison <Lumière>',
  eventDate: '2031-06-14',
}
const URL_BASE = 'https://bountiful.test'
const config = { CONCIERGE_EMAIL: 'concierge@bountiful.test', PUBLIC_URL: URL_BASE }
const user = { email: 'dana@example.com', firstName: EVIL }
const request = { id: 7, reference: 'BR-ABCDE', name: EVIL, email: 'dana@example.com' }
const event = {
  name: `Team dinner ${EVIL}`,
  date: '2031-06-14',
  time: '7:30 PM',
  guestCount: 14,
  venueName: 'Maison <Lumière>',
  location: 'Chicago, IL',
}

const [confirmation, notification] = requestEmails({
  config,
  kind: 'booking',
  reference: 'BR-ABCDE',
  requestId: 7,
  requester: { name: EVIL, email: 'dana@example.com', phone: '(312) 555-0100' },
  what: 'booking request',
  summary: [
    ['Venue', 'Maison <Lumière> (Chicago, IL)'],
    ['Date', 'Jun 14, 2031'],
    ['Time', '7:30 PM'],
    ['Guests', 14],
    ['Special requests', EVIL],
    ['Estimated total', '$1,120.00'],
  ],
  headline: 'Maison, Jun 14, 2031, 14 guests',
  viewUrl: `${URL_BASE}/requests/${'t'.repeat(43)}`,
  venue: { name: 'Maison <Lumière>', photoUrl: '/media/venues/bistro-1.webp' },
})

/** [template, its key facts (in both bodies), the link it must carry]. */
const CASES: [OutboxMessage, string[], string | null][] = [
  [
    confirmation,
    ['BR-ABCDE', 'Jun 14, 2031', '7:30 PM', 'Guests', '14', '$1,120.00', 'within 24 hours'],
    `${URL_BASE}/requests/${'t'.repeat(43)}`,
  ],
  [notification, ['BR-ABCDE', 'dana@example.com', '(312) 555-0100', '7:30 PM'], `${URL_BASE}/staff/requests/7`],
  [
    welcomeEmail({ user, publicUrl: URL_BASE, verifyUrl: `${URL_BASE}/verify-email?token=abc` }),
    ['Welcome'],
    `${URL_BASE}/verify-email?token=abc`,
  ],
  [
    verifyEmailEmail({ user, verifyUrl: `${URL_BASE}/verify-email?token=abc` }),
    ['confirm'],
    `${URL_BASE}/verify-email?token=abc`,
  ],
  [accountExistsEmail({ user, publicUrl: URL_BASE }), ['account'], `${URL_BASE}/forgot-password`],
  [
    passwordResetEmail({ user, resetUrl: `${URL_BASE}/reset-password?token=abc` }),
    ['password'],
    `${URL_BASE}/reset-password?token=abc`,
  ],
  [passwordChangedEmail({ user, publicUrl: URL_BASE }), ['password'], `${URL_BASE}/login`],
  [
    eventCancelledEmail({ to: 'a@example.com', firstName: EVIL, hostName: EVIL, event, publicUrl: URL_BASE }),
    ['cancelled', '7:30 PM', 'Chicago, IL'],
    null,
  ],
  [
    coHostInvitationEmail({ to: 'a@example.com', hostName: EVIL, event, acceptUrl: `${URL_BASE}/invitations/abc` }),
    ['co-host', '7:30 PM'],
    `${URL_BASE}/invitations/abc`,
  ],
  [
    guestInvitationEmail({
      to: 'a@example.com',
      guestName: EVIL,
      hostName: EVIL,
      event,
      rsvpUrl: `${URL_BASE}/e/abc?g=1`,
    }),
    ['7:30 PM', 'Chicago, IL'],
    `${URL_BASE}/e/abc?g=1`,
  ],
  [
    staffReplyEmail({ config, request, subject: 'About your dinner', body: `Hello!\n\nWe found a room. ${EVIL}` }),
    ['We found a room', 'BR-ABCDE'],
    null,
  ],
  [
    proposalEmail({
      config,
      request,
      venue: { name: 'Maison <Lumière>', location: 'Chicago, IL' },
      proposal: {
        date: '2031-06-14',
        time: '7:30 PM',
        guests: 14,
        totalCents: 163870,
        perGuestCents: 11705,
        depositCents: 0,
        message: EVIL,
      },
      lines: [{ label: 'Food and drinks', cents: 112000 }] as never,
      url: `${URL_BASE}/proposals/abc`,
    }),
    ['Per guest, all in', '$117.05', '$1,638.70', '14'],
    `${URL_BASE}/proposals/abc`,
  ],
  [
    proposalAnsweredEmail({
      config,
      request,
      venueName: 'Maison',
      answer: 'accepted',
      confirmed: false,
      note: EVIL,
      staffUrl: `${URL_BASE}/staff/requests/7`,
    }),
    ['accepted', 'BR-ABCDE'],
    `${URL_BASE}/staff/requests/7`,
  ],
  [
    bookingConfirmedEmail({ config, request, event, hasAccount: true, publicUrl: URL_BASE }),
    ['confirmed', 'BR-ABCDE', '7:30 PM', '14'],
    `${URL_BASE}/dashboard`,
  ],
  [
    paymentRequestedEmail({
      config,
      booking,
      instalment: { kind: 'deposit', dueOn: '2031-05-01', amountCents: 72_000, dueCents: 72_000 },
      bookingFeeCents: 12_000,
      cardPayments: true,
    }),
    ['BR-ABCDE', '$720.00', '$120.00', 'May 1, 2031', 'Jun 14, 2031', 'split it with your guests'],
    `${URL_BASE}/dashboard/events/3/payments`,
  ],
  [
    // Without card payments, no split is offered: guests could not pay their links.
    paymentRequestedEmail({
      config,
      booking,
      instalment: { kind: 'deposit', dueOn: '2031-05-01', amountCents: 72_000, dueCents: 72_000 },
      bookingFeeCents: 12_000,
      cardPayments: false,
    }),
    ['$720.00', 'Pay it by bank transfer or cheque'],
    `${URL_BASE}/dashboard/events/3/payments`,
  ],
  [
    shareRequestedEmail({
      config,
      booking,
      guest: { name: EVIL, email: 'ana@example.com', amountCents: 30_000 },
      instalment: { kind: 'balance', dueOn: '2031-05-31' },
      url: `${URL_BASE}/pay/abc`,
    }),
    ['$300.00', 'May 31, 2031', 'do not forward'],
    `${URL_BASE}/pay/abc`,
  ],
  [
    receiptEmail({
      config,
      booking,
      to: 'dana@example.com',
      name: EVIL,
      instalment: { kind: 'deposit' },
      amountCents: 72_000,
      method: 'bank_transfer',
      reference: 'WIRE <1>',
      paidOn: '2031-05-02',
    }),
    ['Receipt', '$720.00', 'Bank transfer', 'May 2, 2031'],
    null,
  ],
  [
    reminderEmail({
      config,
      booking,
      instalment: { kind: 'balance', dueOn: '2031-05-31', amountCents: 180_000, dueCents: 60_000 },
      kind: 'three_days_before',
    }),
    ['$600.00', '$1,800.00', 'May 31, 2031'],
    `${URL_BASE}/dashboard/events/3/payments`,
  ],
  [
    refundEmail({
      config,
      booking,
      to: 'dana@example.com',
      name: EVIL,
      amountCents: 30_000,
      paidCents: 60_000,
      card: true,
    }),
    ['$300.00', '$600.00', 'cancelled'],
    null,
  ],
]

// A conversation with Callie handed over to a person, and the team's answer in it.
const transcript = [`Planner: Dinner for 24 ${EVIL}`, 'Callie: What date are you thinking of?']
const handoverRecord = callieConversationRecord({
  contact: { name: EVIL, email: 'dana@example.com', phone: '(312) 555-0100', note: `Quiet please ${EVIL}` },
  conversationId: 'c'.repeat(24),
  brief: { ...emptyBrief(), groupSize: 24, location: 'Chicago, IL' },
  transcript,
  plannerWords: [`Dinner for 24 ${EVIL}`],
})
const threadUrl = `${URL_BASE}/concierge/c/${'c'.repeat(24)}?key=${'k'.repeat(43)}`
const [handoverConfirmation, handoverNotification] = callieHandoverEmails({
  config,
  reference: 'CC-ABCDE',
  requestId: 7,
  record: handoverRecord,
  transcript,
  threadUrl,
})
CASES.push(
  [handoverConfirmation, ['CC-ABCDE', '24 guests', 'within 24 hours', 'do not forward'], threadUrl],
  [
    handoverNotification,
    ['CC-ABCDE', 'dana@example.com', '(312) 555-0100', 'Callie: What date are you thinking of?'],
    `${URL_BASE}/staff/requests/7`,
  ],
  [
    conversationAnswerEmail({ config, request, staffName: 'Sam', text: `Two rooms.\n\n${EVIL}`, threadUrl }),
    ['Sam from our concierge team', 'Two rooms.', 'BR-ABCDE'],
    threadUrl,
  ],
)

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))

describe('every email template, rendered to HTML and text', () => {
  it.each(CASES.map((c) => [c[0].template, ...c] as const))('%s', async (_name, message, facts, link) => {
    const { html, text } = await renderEmail(message.parts)
    for (const fact of facts) {
      expect(text.toLowerCase()).toContain(fact.toLowerCase())
      expect(html.toLowerCase()).toContain(fact.replace(/&/g, '&amp;').toLowerCase())
    }
    // The brand, in both bodies.
    expect(html).toContain('Bountiful')
    expect(text).toContain('Bountiful · Callie, your event concierge')
    expect(html).toContain('#a4482a')
    // Links: absolute, in both bodies.
    for (const href of hrefs(html)) expect(href).toMatch(/^(https?:|mailto:)/)
    if (link) {
      expect(hrefs(html)).toContain(link)
      expect(text).toContain(link)
    }
    // Typed text is escaped in HTML, and kept as typed in the text.
    expect(html).not.toMatch(/<script/i)
    if (JSON.stringify(message.parts).includes('<script>')) {
      expect(html).toContain('&lt;script&gt;')
      expect(text).toContain('<script>alert("x")</script>')
    }
  })

  it('puts the venue photo, as an absolute URL, in the confirmation and the facts as "Label: value" lines in the text', async () => {
    const { html, text } = await renderEmail(confirmation.parts)
    expect(html).toMatch(
      /<img[^>]+alt="Maison &lt;Lumière&gt;"[^>]+src="https:\/\/bountiful\.test\/media\/venues\/bistro-1\.webp"/,
    )
    expect(text).toContain('Reference: BR-ABCDE\n')
    expect(text).toContain('Guests: 14\n')
    expect(text).toContain(`View your request: ${URL_BASE}/requests/${'t'.repeat(43)}`)
    expect(confirmation.replyTo).toBe('concierge@bountiful.test')
    // The team's reply goes straight to the planner.
    expect(notification.replyTo).toBe('dana@example.com')
  })

  it('leaves out pictures an email cannot show (a site path, an SVG placeholder) and empty facts', async () => {
    const { html, text } = await renderEmail({
      title: 'T',
      intro: ['Hello'],
      image: { url: '/media/placeholder-venue.svg', alt: 'x' },
      summary: [
        ['Phone', null],
        ['Guests', 12],
        ['Notes', ' '],
      ],
    })
    expect(html).not.toContain('<img')
    expect(text).not.toContain('Phone')
    expect(text).not.toContain('Notes')
    expect(text).toContain('Guests: 12')
  })

  it('keeps the line breaks of a multi-line value in both bodies', async () => {
    const { html, text } = await renderEmail({ title: 'T', intro: [], summary: [['Notes', 'first line\nsecond line']] })
    expect(text).toContain('Notes: first line\nsecond line')
    expect(html).toMatch(/first line<br\/?>.*second line/s)
  })
})

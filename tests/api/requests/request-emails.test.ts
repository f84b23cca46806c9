// The emails a request sends, as a business would send them: the confirmation carries the
// venue's photo, the summary, a signed link to the request's own status page and Reply-To the
// concierge; the team's notification links to the request in the console.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '~/domain/time'
import { outboxEmails, requests, venues } from '~/server/db/schema'
import { asDelivered } from '../support/auth-helpers'
import { insertVenue } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
let venueId = 0

function inDays(n: number): string {
  const [y, m, d] = todayIn('America/Chicago').split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PUBLIC_FORMS: '1000',
    CONCIERGE_EMAIL: 'concierge@bountiful.test',
    PUBLIC_URL: 'https://bountiful.test',
  })
  venueId = await insertVenue(t.db, {
    slug: 'zz-mail-venue',
    name: 'Maison <Lumière>',
    citySlug: 'chicago',
    address: '10 Demo St, Chicago, IL',
    lat: 41.88,
    lng: -87.63,
    pricePerPerson: 80,
    cuisines: ['French'],
    photos: [{ url: '/media/uploads/mail/main.webp', alt: 'The dining room', position: 0 }],
  })
})
afterAll(() => t?.close())

const book = (over: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/venues/book',
    payload: {
      venueId,
      eventType: 'corporate',
      guestCount: 14,
      date: inDays(10),
      time: '7:30 PM',
      budget: 'standard',
      addOns: [],
      name: '<script>alert(1)</script> Dana',
      email: 'dana@example.com',
      phone: '(312) 555-0100',
      ...over,
    },
  })

async function emailsOf(reference: string) {
  const [row] = await t.db.select().from(requests).where(eq(requests.reference, reference))
  const rows = await t.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, row.id)).orderBy(outboxEmails.id)
  // As the recipient reads them: the stored bodies keep private links apart (outbox-secrets.test.ts).
  return { row, confirmation: asDelivered(rows[0]), notification: asDelivered(rows[1]) }
}

const viewLinkOf = (text: string) =>
  /View your request: (https:\/\/bountiful\.test\/requests\/([A-Za-z0-9_-]{43}))/.exec(text)

describe('request confirmation email', () => {
  it('has the brand, the venue photo, the summary, a view link and Reply-To the concierge', async () => {
    const res = await book()
    expect(res.statusCode).toBe(201)
    const { reference } = res.json()
    const { confirmation: c } = await emailsOf(reference)
    expect(c.replyTo).toBe('concierge@bountiful.test')
    expect(c.subject).toBe(`We received your booking request (${reference})`)
    for (const body of [c.textBody, c.htmlBody]) {
      for (const fact of [reference, 'Maison', 'Guests', '14', '7:30 PM', 'Estimated total', '$1,120.00'])
        expect(body).toContain(fact)
    }
    expect(c.htmlBody).toContain('Bountiful')
    expect(c.htmlBody).toContain('src="https://bountiful.test/media/uploads/mail/main.webp"')
    expect(c.htmlBody).toContain('Maison &lt;Lumière&gt;')
    expect(c.htmlBody).not.toContain('<script>')
    expect(c.htmlBody).toContain('&lt;script&gt;')
    expect(viewLinkOf(c.textBody)).not.toBeNull()
    expect(c.htmlBody).toContain(`href="${viewLinkOf(c.textBody)![1]}"`)
  })

  it("opens the request's own read-only status page from the link, and nothing else", async () => {
    const first = (await book()).json().reference as string
    const second = (await book({ guestCount: 20, email: 'lee@example.com' })).json().reference as string
    const token = viewLinkOf((await emailsOf(first)).confirmation.textBody)![2]

    const res = await t.app.inject({ method: 'GET', url: `/api/requests/view/${token}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const view = res.json()
    expect(view).toMatchObject({
      reference: first,
      kindLabel: 'Booking request',
      status: 'new',
      statusLabel: 'Received',
      eventDate: inDays(10),
      eventTime: '7:30 PM',
      guests: 14,
      estimateCents: 112000,
      venue: {
        id: venueId,
        name: 'Maison <Lumière>',
        location: 'Chicago, IL',
        imageUrl: '/media/uploads/mail/main.webp',
      },
    })
    expect(JSON.stringify(view)).not.toContain(second)
    // Contact details stay out of a page opened by whoever holds the link.
    expect(JSON.stringify(view)).not.toContain('dana@example.com')
    expect(JSON.stringify(view)).not.toContain('555-0100')
    // The token is not stored, only its hash.
    const { row } = await emailsOf(first)
    expect(row.viewTokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('answers 404 with a plain message for a wrong or malformed link', async () => {
    for (const token of ['A'.repeat(43), 'nope', 'x'.repeat(150)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/requests/view/${token}` })
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('This link is not valid. Please use the link in your confirmation email.')
    }
  })
})

describe('team notification email', () => {
  it('links to the request in the console', async () => {
    const { reference } = (await book()).json()
    const { row, notification: n } = await emailsOf(reference)
    expect(n.toAddress).toBe('concierge@bountiful.test')
    // A team member's reply goes to the planner, not back to our own address.
    expect(n.replyTo).toBe('dana@example.com')
    expect(n.textBody).toContain(`Open in the console: https://bountiful.test/staff/requests/${row.id}`)
    expect(n.htmlBody).toContain(`href="https://bountiful.test/staff/requests/${row.id}"`)
    // The planner's secret link is only in her own email.
    expect(n.textBody).not.toContain('/requests/view')
    expect(n.textBody).not.toMatch(/bountiful\.test\/requests\/[A-Za-z0-9_-]{43}/)
  })

  it('every request kind links its confirmation to a status page and its notification to the console', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Kim', email: 'kim@example.com', subject: 'Hello', message: 'Do you cover Austin?' },
    })
    const { row, confirmation, notification } = await emailsOf(res.json().reference)
    expect(confirmation.replyTo).toBe('concierge@bountiful.test')
    expect(viewLinkOf(confirmation.textBody)).not.toBeNull()
    expect(notification.textBody).toContain(`/staff/requests/${row.id}`)
    expect(notification.replyTo).toBe('kim@example.com')
  })
})

describe('the reply time promised', () => {
  it("is the venue's own promise when it names a venue (72 h: 3 days), ours (24 hours) otherwise", async () => {
    const slow = await insertVenue(t.db, { slug: 'zz-slow-venue', name: 'Slow Supper', citySlug: 'chicago' })
    await t.db.update(venues).set({ responseHours: 72 }).where(eq(venues.id, slow))
    const booked = (await book({ venueId: slow })).json()
    expect(booked.message).toBe("We'll review your request and get back to you within 3 days to confirm details.")
    const { reference } = booked
    const { confirmation, notification } = await emailsOf(reference)
    expect(confirmation.textBody).toContain('will get back to you within 3 days.')
    expect(confirmation.textBody).not.toContain('24 hours')
    expect(notification.textBody).toContain('We promised a reply within 3 days.')
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/concierge/book',
      payload: {
        venueId: slow,
        eventType: 'Client Dinner',
        date: inDays(10),
        time: '6:30 PM',
        numGuests: 14,
        name: 'Dana',
        email: 'dana@example.com',
        phone: '(312) 555-0100',
      },
    })
    expect(page.statusCode, page.body).toBe(201)
    expect(page.json().message).toBe("We've received your booking request and will contact you within 3 days.")
    // No venue named: our own promise.
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Kim', email: 'kim@example.com', subject: 'Hello', message: 'Do you cover Austin?' },
    })
    expect((await emailsOf(contact.json().reference)).confirmation.textBody).toContain('within 24 hours.')
  })
})

// Every request endpoint: stored (row, history, outbox) or refused with the field's message.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAST_DATE_MESSAGE } from '~/domain/date-bounds'
import { todayIn } from '~/domain/time'
import { idempotencyKeys, outboxEmails, requests, requestStatusHistory, venues } from '~/server/db/schema'
import { REFERENCE_ALPHABET } from '~/server/lib/reference'
import { insertVenue, type FixtureVenue } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

const SF_TZ = 'America/Los_Angeles'
let t: TestContext
const venue = { open: 0, small: 0, archived: 0 }

/** 'yyyy-mm-dd', n days from today in San Francisco. */
function inDays(n: number): string {
  const [y, m, d] = todayIn(SF_TZ).split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

const refRe = (prefix: string) => new RegExp(`^${prefix}-[${REFERENCE_ALPHABET}]{5}$`)

/** A room of our own: $85 a head, up to 40 guests, with suggested add-ons. */
const venueOf = (slug: string, values: FixtureVenue = {}) =>
  insertVenue(t.db, {
    slug: `zz-req-${slug}`,
    name: `Req ${slug}`,
    pricePerPerson: 85,
    suggestedAddOns: ['Wine pairing', 'Live jazz trio'],
    ...values,
  })

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', CONCIERGE_EMAIL: 'team@bountiful.test' })
  venue.open = await venueOf('open', { name: 'Nopa <Private Room>' })
  venue.small = await venueOf('small', { maxGuests: 20 })
  venue.archived = await venueOf('archived', { status: 'archived' })
})
afterAll(() => t?.close())

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })

async function stored(reference: string) {
  const [row] = await t.db.select().from(requests).where(eq(requests.reference, reference))
  const history = row
    ? await t.db.select().from(requestStatusHistory).where(eq(requestStatusHistory.requestId, row.id))
    : []
  const emails = row
    ? await t.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, row.id)).orderBy(outboxEmails.id)
    : []
  return { row, history, emails }
}

async function counts() {
  const [r] = await t.db.select({ n: sql<number>`count(*)::int` }).from(requests)
  const [o] = await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails)
  return { requests: r.n, outbox: o.n }
}

/** What every accepted request must leave behind: row 'new', history null → new, two emails. */
async function expectStored(reference: string, requester: string) {
  const s = await stored(reference)
  expect(s.row).toBeDefined()
  expect(s.row.status).toBe('new')
  expect(s.history).toHaveLength(1)
  expect(s.history[0]).toMatchObject({ fromStatus: null, toStatus: 'new' })
  expect(s.emails.map((e) => e.toAddress)).toEqual([requester, 'team@bountiful.test'])
  for (const e of s.emails) {
    expect(e.status).toBe('pending')
    expect(e.subject).toContain(reference)
    expect(e.textBody).toContain(reference)
    expect(e.htmlBody).toContain(reference)
  }
  expect(s.emails[0].textBody).toContain('within 24 hours')
  return s
}

const wizard = (over: Record<string, unknown> = {}) => ({
  venueId: venue.open,
  venueName: 'whatever the client says',
  eventType: 'corporate',
  guestCount: 30,
  date: inDays(20),
  time: '7:30 PM',
  budget: 'premium',
  addOns: ['premium-bar', 'av-equipment', 'ai-addon-1'],
  dietaryRestrictions: 'Two vegans',
  specialRequests: 'Corner table <b>please</b> & thanks',
  name: 'Dana Planner',
  email: 'dana@example.com',
  phone: '(415) 555-0100',
  companyName: 'Acme',
  ...over,
})

describe('POST /api/venues/book (booking wizard)', () => {
  it('stores the request with a server-computed estimate and queues both emails', async () => {
    const res = await post('/api/venues/book', { ...wizard(), estimatedTotal: 1, totalCents: 1 })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({
      success: true,
      reference: expect.stringMatching(refRe('BR')),
      message: "We'll review your request and get back to you within 24 hours to confirm details.",
    })

    const s = await expectStored(body.reference, 'dana@example.com')
    expect(s.row).toMatchObject({
      kind: 'booking',
      name: 'Dana Planner',
      email: 'dana@example.com',
      phone: '(415) 555-0100',
      venueId: venue.open,
      citySlug: 'san-francisco',
      eventDate: inDays(20),
      eventTime: '7:30 PM',
      guests: 30,
      // 85 x 1.2 x 30 + 25 x 30 (bar) + 150 (AV) + 0 (suggested: price upon request)
      estimateCents: (3060 + 750 + 150) * 100,
    })
    expect(s.row.details).toMatchObject({
      budget: 'premium',
      addOns: ['premium-bar', 'av-equipment', 'ai-addon-1'],
      venueName: 'Nopa <Private Room>',
    })
    expect(s.row.details).not.toHaveProperty('estimatedTotal')
    // The time is stored as a time of day (sortable in SQL) and read back in the form it came in.
    const [storedTime] = await t.db
      .select({ time: sql<string>`${requests.eventTime}::text` })
      .from(requests)
      .where(eq(requests.reference, body.reference))
    expect(storedTime).toEqual({ time: '19:30:00' })

    const [confirmation, notification] = s.emails
    expect(confirmation.template).toBe('booking.confirmation')
    expect(confirmation.textBody).toContain('$3,960.00')
    expect(confirmation.textBody).toContain('Live jazz trio (price upon request)')
    expect(confirmation.textBody).toContain('Corner table <b>please</b> & thanks')
    // User input never becomes markup.
    expect(confirmation.htmlBody).toContain('Corner table &lt;b&gt;please&lt;/b&gt; &amp; thanks')
    expect(confirmation.htmlBody).toContain('Nopa &lt;Private Room&gt;')
    expect(confirmation.htmlBody).not.toContain('<b>please</b>')
    expect(notification.template).toBe('booking.notification')
    expect(notification.subject).toContain('Nopa <Private Room>')
    expect(notification.textBody).toContain('dana@example.com')
    expect(notification.textBody).toContain('(415) 555-0100')
  })

  it('accepts a minimal request (optional fields absent or blank)', async () => {
    const res = await post(
      '/api/venues/book',
      wizard({
        addOns: undefined,
        dietaryRestrictions: '',
        specialRequests: undefined,
        companyName: '',
        venueName: undefined,
      }),
    )
    expect(res.statusCode).toBe(201)
    const { row } = await stored(res.json().reference)
    expect(row.estimateCents).toBe(85 * 1.2 * 30 * 100)
  })

  it('prices Extended Hours by the hours she chose, in the stored estimate and both emails', async () => {
    const res = await post('/api/venues/book', wizard({ addOns: ['extended-hours'], extendedHours: 3 }))
    expect(res.statusCode).toBe(201)
    const s = await stored(res.json().reference)
    // 85 x 1.2 x 30 (premium) + 3 hours x $500
    expect(s.row.estimateCents).toBe(306_000 + 150_000)
    expect(s.row.details).toMatchObject({ addOns: ['extended-hours'], extendedHours: 3 })
    for (const email of s.emails) {
      expect(email.textBody).toContain('Extended Hours (3 hours) ($1,500.00)')
      expect(email.textBody).toContain('$4,560.00')
    }
  })

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['extended hours above 4', { extendedHours: 5 }, 'extendedHours', 'Extended hours must be 1 to 4'],
    ['extended hours not whole', { extendedHours: 1.5 }, 'extendedHours', 'Extended hours must be 1 to 4'],
    ['event type missing', { eventType: undefined }, 'eventType', 'Event type is required'],
    ['event type unknown', { eventType: 'rave' }, 'eventType', 'Event type is required'],
    ['guests below 8', { guestCount: 7 }, 'guestCount', 'At least 8 guests required'],
    ['guests above 60', { guestCount: 61 }, 'guestCount', 'Maximum 60 guests allowed'],
    ['guests not a number', { guestCount: 'many' }, 'guestCount', 'Guest count is required'],
    [
      'guests above the venue capacity',
      { venueId: 'small', guestCount: 21 },
      'guestCount',
      'This venue can accommodate up to 20 guests',
    ],
    ['date missing', { date: undefined }, 'date', 'Please select a date'],
    ['date not a date', { date: '2030-02-30' }, 'date', 'Please select a date'],
    ['date in the past', { date: 'yesterday' }, 'date', PAST_DATE_MESSAGE],
    ['time missing', { time: '' }, 'time', 'Please select a time'],
    ['time off the 15-minute grid', { time: '7:10 PM' }, 'time', 'Please select a time'],
    ['time in 24-hour form', { time: '19:00' }, 'time', 'Please select a time'],
    ['budget missing', { budget: undefined }, 'budget', 'Budget is required'],
    ['budget unknown', { budget: 'platinum' }, 'budget', 'Budget is required'],
    ['add-on unknown', { addOns: ['gold-plating'] }, 'addOns', 'Unknown add-on'],
    ['suggested add-on the venue does not have', { addOns: ['ai-addon-2'] }, 'addOns', 'Unknown add-on'],
    ['name missing', { name: '   ' }, 'name', 'Name is required'],
    ['email invalid', { email: 'dana@' }, 'email', 'Invalid email address'],
    ['phone too short', { phone: '555-0100' }, 'phone', 'Phone number must be at least 10 digits'],
    ['phone not a number', { phone: 'call me maybe' }, 'phone', 'Phone number must be at least 10 digits'],
    ['venue unknown', { venueId: 99_999_999 }, 'venueId', 'Venue not found'],
    ['venue archived', { venueId: 'archived' }, 'venueId', 'Venue not found'],
  ]

  it.each(rules)('refuses %s with its message and stores nothing', async (_name, over, field, message) => {
    const before = await counts()
    const patch = { ...over }
    if (patch.venueId === 'small') patch.venueId = venue.small
    if (patch.venueId === 'archived') patch.venueId = venue.archived
    if (patch.date === 'yesterday') patch.date = inDays(-1)
    const res = await post('/api/venues/book', wizard(patch))
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.errors).toEqual({ [field]: message })
    expect(body.message).toBe(`${field}: ${message}`)
    expect(await counts()).toEqual(before)
  })

  it('reports every bad field at once', async () => {
    const res = await post('/api/venues/book', { venueId: venue.open })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toMatchObject({
      eventType: 'Event type is required',
      date: 'Please select a date',
      time: 'Please select a time',
      budget: 'Budget is required',
      name: 'Name is required',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
    })
  })

  it('answers malformed JSON and a missing body with 400, never 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/venues/book',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toEqual(expect.any(String))
    const empty = await t.app.inject({ method: 'POST', url: '/api/venues/book' })
    expect(empty.statusCode).toBe(400)
  })
})

const bookingPage = (over: Record<string, unknown> = {}) => ({
  venueName: 'Nopa',
  venueId: venue.open,
  name: 'Sam Host',
  email: 'sam@example.com',
  phone: '+1 415 555 0111',
  date: inDays(10),
  time: '6:30 PM',
  numGuests: 12,
  eventType: 'Client Dinner',
  specialRequests: '',
  ...over,
})

describe('POST /api/concierge/book (booking request page)', () => {
  it('stores the request and queues both emails', async () => {
    const res = await post('/api/concierge/book', bookingPage())
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ success: true, reference: expect.stringMatching(refRe('BP')) })
    const s = await expectStored(body.reference, 'sam@example.com')
    expect(s.row).toMatchObject({
      kind: 'booking_page',
      venueId: venue.open,
      eventDate: inDays(10),
      eventTime: '6:30 PM',
      guests: 12,
      estimateCents: null,
    })
    expect(s.emails[0].textBody).toContain('Special requests: None')
  })

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['name of one letter', { name: 'S' }, 'name', 'Name must be at least 2 characters'],
    ['email invalid', { email: 'sam' }, 'email', 'Invalid email address'],
    ['phone too short', { phone: '555' }, 'phone', 'Please enter a valid phone number'],
    ['date missing', { date: '' }, 'date', 'Please select a date'],
    ['date in the past', { date: 'yesterday' }, 'date', PAST_DATE_MESSAGE],
    ['time off the 30-minute slots', { time: '6:15 PM' }, 'time', 'Please select a time'],
    ['time before 11:00 AM', { time: '10:30 AM' }, 'time', 'Please select a time'],
    ['guests below 8', { numGuests: 7 }, 'numGuests', 'Minimum 8 guests'],
    ['guests above 60', { numGuests: 61 }, 'numGuests', 'Maximum 60 guests'],
    [
      'guests above the venue capacity',
      { venueId: 'small', numGuests: 25 },
      'numGuests',
      'This venue can accommodate up to 20 guests',
    ],
    ['event type unknown', { eventType: 'Rave' }, 'eventType', 'Please select an event type'],
    ['venue unknown', { venueId: 99_999_999 }, 'venueId', 'Venue not found'],
  ]

  it.each(rules)('refuses %s with its message', async (_name, over, field, message) => {
    const before = await counts()
    const patch = { ...over }
    if (patch.venueId === 'small') patch.venueId = venue.small
    if (patch.date === 'yesterday') patch.date = inDays(-1)
    const res = await post('/api/concierge/book', bookingPage(patch))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: `${field}: ${message}`,
      errors: { [field]: message },
    })
    expect(await counts()).toEqual(before)
  })

  it('tells the concierge-page payload apart and validates it with its own messages', async () => {
    const res = await post('/api/concierge/book', {
      occasion: 'Business Dinner',
      groupSize: 12,
      venueId: venue.open,
      name: 'A',
      email: 'a@b.co',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.phone).toBe('Phone number is required for booking')
  })
})

describe('POST /api/consultations', () => {
  const consultation = (over: Record<string, unknown> = {}) => ({
    name: 'Lee Organizer',
    email: 'lee@example.com',
    eventType: 'Offsite dinner',
    location: 'San Francisco, CA',
    groupSize: 150,
    vibeOccasion: 'Celebratory, end of quarter',
    preferredDate: inDays(40),
    notes: 'Nut allergy',
    timestamp: new Date().toISOString(),
    source: 'consultation_modal',
    ...over,
  })

  it('stores the request (large groups welcome) and queues both emails', async () => {
    const res = await post('/api/consultations', consultation())
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ success: true, reference: expect.stringMatching(refRe('CN')) })
    expect(body.message).toContain('within 24 hours')
    const s = await expectStored(body.reference, 'lee@example.com')
    expect(s.row).toMatchObject({
      kind: 'consultation',
      citySlug: 'san-francisco',
      guests: 150,
      eventDate: inDays(40),
      venueId: null,
    })
    expect(s.row.details).toMatchObject({
      eventType: 'Offsite dinner',
      vibeOccasion: 'Celebratory, end of quarter',
      source: 'consultation_modal',
    })
  })

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['name missing', { name: '' }, 'name', 'Name is required'],
    ['email invalid', { email: 'x' }, 'email', 'Invalid email address'],
    ['event type missing', { eventType: undefined }, 'eventType', 'Event type is required'],
    ['location missing', { location: ' ' }, 'location', 'Location is required'],
    ['group size 0', { groupSize: 0 }, 'groupSize', 'Group size must be at least 1'],
    ['group size above 1000', { groupSize: 1001 }, 'groupSize', 'Group size must be at most 1000'],
    ['vibe missing', { vibeOccasion: '' }, 'vibeOccasion', 'Vibe / occasion is required'],
    ['preferred date not a date', { preferredDate: 'soon' }, 'preferredDate', 'Please select a date'],
  ]
  it.each(rules)('refuses %s with its message', async (_name, over, field, message) => {
    const res = await post('/api/consultations', consultation(over))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ [field]: message })
  })
})

describe('POST /api/concierge/requests (empty search)', () => {
  it('stores the request with the search it came from', async () => {
    const res = await post('/api/concierge/requests', {
      name: 'Ria',
      email: 'ria@example.com',
      phone: '415-555-0199',
      details: 'Rooftop for 25, vegetarian menu',
      location: 'Chicago, IL',
      date: inDays(15),
      time: '7:00 PM',
      guests: 25,
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.reference).toMatch(refRe('SC'))
    const s = await expectStored(body.reference, 'ria@example.com')
    expect(s.row).toMatchObject({
      kind: 'search_concierge',
      citySlug: 'chicago',
      guests: 25,
      eventTime: '7:00 PM',
      phone: '415-555-0199',
    })
    expect(s.emails[1].textBody).toContain('Rooftop for 25, vegetarian menu')
  })

  it('requires all four fields', async () => {
    const res = await post('/api/concierge/requests', { name: '', email: 'nope', phone: '', details: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      details: 'Please tell us about your event',
    })
  })
})

describe('POST /api/contact', () => {
  it('stores the message; phone and subject are optional', async () => {
    const res = await post('/api/contact', {
      name: 'Kim',
      email: 'kim@example.com',
      phone: '',
      message: 'Do you cover Austin?',
    })
    expect(res.statusCode).toBe(201)
    const s = await expectStored(res.json().reference, 'kim@example.com')
    expect(res.json().reference).toMatch(refRe('CT'))
    expect(s.row).toMatchObject({ kind: 'contact', phone: null })
  })

  it('requires a message and checks a phone when given', async () => {
    const res = await post('/api/contact', { name: 'Kim', email: 'kim@example.com', phone: '12', message: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ phone: 'Please enter a valid phone number', message: 'Message is required' })
  })
})

describe('POST /api/partners/applications', () => {
  const application = (over: Record<string, unknown> = {}) => ({
    partnerType: 'restaurant-venue',
    organization: 'Harbor House',
    contactName: 'Ola Owner',
    email: 'ola@harbor.example',
    city: 'Boston',
    message: 'Private room for 40',
    ...over,
  })

  it('stores the application', async () => {
    const res = await post('/api/partners/applications', application())
    expect(res.statusCode).toBe(201)
    expect(res.json().reference).toMatch(refRe('PA'))
    const s = await expectStored(res.json().reference, 'ola@harbor.example')
    expect(s.row).toMatchObject({ kind: 'partner', name: 'Ola Owner', citySlug: 'boston' })
    expect(s.emails[1].subject).toContain('Harbor House (Restaurant / Venue)')
  })

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['partner type unknown', { partnerType: 'investor' }, 'partnerType', 'Please select a partner type'],
    ['organization missing', { organization: '' }, 'organization', 'Organization is required'],
    ['contact name missing', { contactName: undefined }, 'contactName', 'Contact name is required'],
    ['email invalid', { email: 'ola' }, 'email', 'Invalid email address'],
    ['city missing', { city: '' }, 'city', 'City is required'],
    ['message missing', { message: '' }, 'message', 'Message is required'],
  ]
  it.each(rules)('refuses %s with its message', async (_name, over, field, message) => {
    const res = await post('/api/partners/applications', application(over))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ [field]: message })
  })
})

describe('Idempotency-Key', () => {
  it('replays the first answer for a repeat and stores nothing new', async () => {
    const key = `wizard-${Date.now()}`
    const first = await post('/api/venues/book', wizard(), { 'idempotency-key': key })
    expect(first.statusCode).toBe(201)
    const before = await counts()
    // Same body with keys in another order: the same request.
    const reordered = Object.fromEntries(Object.entries(wizard()).reverse())
    const again = await post('/api/venues/book', reordered, { 'idempotency-key': key })
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(await counts()).toEqual(before)
    const [stored] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key)))
    expect(stored).toMatchObject({ scope: 'POST /api/venues/book', statusCode: 201 })
  })

  it('answers 409 for the same key with a different body', async () => {
    const key = `contact-${Date.now()}`
    const first = await post(
      '/api/contact',
      { name: 'Kim', email: 'kim@example.com', message: 'One' },
      { 'idempotency-key': key },
    )
    expect(first.statusCode).toBe(201)
    const before = await counts()
    const other = await post(
      '/api/contact',
      { name: 'Kim', email: 'kim@example.com', message: 'Two' },
      { 'idempotency-key': key },
    )
    expect(other.statusCode).toBe(409)
    expect(other.json()).toEqual({
      code: 'conflict',
      message: 'This Idempotency-Key was already used for a different request.',
    })
    expect(await counts()).toEqual(before)
  })

  it('keeps keys per endpoint', async () => {
    const key = `shared-${Date.now()}`
    const a = await post(
      '/api/contact',
      { name: 'Kim', email: 'kim@example.com', message: 'Hi' },
      { 'idempotency-key': key },
    )
    const b = await post(
      '/api/partners/applications',
      {
        partnerType: 'corporate',
        organization: 'Acme',
        contactName: 'Kim',
        email: 'kim@example.com',
        city: 'Miami',
        message: 'Hi',
      },
      { 'idempotency-key': key },
    )
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    expect(a.json().reference).not.toBe(b.json().reference)
  })

  it('replays the first answer even when the venue was archived since', async () => {
    const key = `replay-${Date.now()}`
    const first = await post('/api/concierge/book', bookingPage(), { 'idempotency-key': key })
    expect(first.statusCode).toBe(201)
    await t.db.update(venues).set({ status: 'archived' }).where(eq(venues.id, venue.open))
    try {
      const again = await post('/api/concierge/book', bookingPage(), { 'idempotency-key': key })
      expect(again.statusCode).toBe(201)
      expect(again.json().reference).toBe(first.json().reference)
    } finally {
      await t.db.update(venues).set({ status: 'active' }).where(eq(venues.id, venue.open))
    }
  })

  it('makes one request out of two simultaneous submissions with one key', async () => {
    const key = `race-${Date.now()}`
    const before = await counts()
    const [a, b] = await Promise.all([
      post(
        '/api/consultations',
        {
          name: 'Ann',
          email: 'ann@example.com',
          eventType: 'Dinner',
          location: 'Miami',
          groupSize: 12,
          vibeOccasion: 'Fun',
          preferredDate: inDays(9),
        },
        { 'idempotency-key': key },
      ),
      post(
        '/api/consultations',
        {
          name: 'Ann',
          email: 'ann@example.com',
          eventType: 'Dinner',
          location: 'Miami',
          groupSize: 12,
          vibeOccasion: 'Fun',
          preferredDate: inDays(9),
        },
        { 'idempotency-key': key },
      ),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    expect(a.json().reference).toBe(b.json().reference)
    expect(await counts()).toEqual({ requests: before.requests + 1, outbox: before.outbox + 2 })
  })

  it('refuses a key longer than 200 characters', async () => {
    const res = await post(
      '/api/contact',
      { name: 'Kim', email: 'kim@example.com', message: 'Hi' },
      { 'idempotency-key': 'k'.repeat(201) },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ 'Idempotency-Key': 'Idempotency-Key must be 1 to 200 characters' })
  })
})

describe('references', () => {
  it('are unique across many requests', async () => {
    const refs = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/contact', { name: `N${i}`, email: 'n@example.com', message: 'Hi' })
      refs.add(res.json().reference)
    }
    expect(refs.size).toBe(20)
  })
})

describe('rate limit', () => {
  it('answers 429 with a clear message past RATE_LIMIT_PUBLIC_FORMS a minute per client', async () => {
    // The file's database, at a low limit (counters are per route and address; these addresses are new).
    const limited = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '3' }, { database: t.database })
    try {
      const send = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { name: 'Kim', email: 'kim@example.com', message: 'Hi' },
          remoteAddress: ip,
        })
      for (let i = 0; i < 3; i++) expect((await send('203.0.113.5')).statusCode).toBe(201)
      const blocked = await send('203.0.113.5')
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json()).toEqual({
        code: 'rate_limited',
        message: 'Too many requests. Please wait a minute and try again.',
      })
      expect(blocked.headers['retry-after']).toBeDefined()
      // Another address is not affected.
      expect((await send('203.0.113.6')).statusCode).toBe(201)
    } finally {
      await limited.close()
    }
  })
})

describe('OpenAPI', () => {
  it('documents the request endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json().paths)
    for (const p of [
      '/api/venues/book',
      '/api/concierge/book',
      '/api/consultations',
      '/api/concierge/requests',
      '/api/contact',
      '/api/partners/applications',
    ]) {
      expect(paths).toContain(p)
    }
  })
})

// POST /api/concierge/book from the concierge page: the preferences, the chosen
// recommendation and the contact, stored as a 'concierge_booking' request (CB-…) with its history
// and emails, or refused with the field's message, nothing written.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conciergeBookingSuccessMessage, VENUE_UNAVAILABLE_MESSAGE } from '~/domain/requests/concierge-book'
import { PAST_DATE_MESSAGE } from '~/domain/date-bounds'
import { addDaysToDate, dateInDays } from '~/domain/search-dates'
import { displayDate } from '~/domain/time'
import { outboxEmails, requests, requestStatusHistory } from '~/server/db/schema'
import { REFERENCE_ALPHABET } from '~/server/lib/reference'
import { clearVenues, insertVenues } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

const CHI = 'America/Chicago'
const date = dateInDays(CHI, 10)
let t: TestContext
const id: Record<string, number> = {}

const booking = (patch: Record<string, unknown> = {}) => ({
  occasion: 'Business Dinner',
  groupSize: 24,
  budget: 'premium',
  cuisine: 'Italian',
  vibe: 'Elegant & Upscale',
  location: 'Chicago, IL',
  date,
  time: 'dinner',
  dietaryRestrictions: ['vegan'],
  specialRequests: 'A long table, please',
  venueId: id['Trattoria Uno'],
  name: 'Ada Planner',
  email: 'ada@example.com',
  phone: '(312) 555-0100',
  ...patch,
})

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', CONCIERGE_EMAIL: 'team@bountiful.test' })
  await clearVenues(t.db)
  const list = [
    {
      name: 'Trattoria Uno',
      citySlug: 'chicago',
      rating: 4.9,
      minGuests: 10,
      maxGuests: 40,
      pricePerPerson: 85,
      cuisines: ['Italian'],
      vibes: ['elegant'],
      dietary: ['vegetarian', 'vegan'],
      features: ['private-room'],
      minNoticeHours: 48,
    },
    {
      name: 'No Vegan Menu',
      citySlug: 'chicago',
      maxGuests: 40,
      pricePerPerson: 70,
      dietary: ['vegetarian'],
      minNoticeHours: 24,
    },
    {
      name: 'Le Pricey',
      citySlug: 'chicago',
      maxGuests: 60,
      pricePerPerson: 120,
      dietary: ['vegan'],
      minNoticeHours: 24,
    },
    {
      name: 'Tiny Room',
      citySlug: 'chicago',
      minGuests: 8,
      maxGuests: 12,
      pricePerPerson: 80,
      dietary: ['vegan'],
      minNoticeHours: 24,
    },
    {
      name: 'Big Rooms Only',
      citySlug: 'chicago',
      minGuests: 30,
      maxGuests: 60,
      pricePerPerson: 80,
      dietary: ['vegan'],
      minNoticeHours: 24,
    },
    {
      name: 'Closed That Day',
      citySlug: 'chicago',
      maxGuests: 60,
      pricePerPerson: 80,
      dietary: ['vegan'],
      minNoticeHours: 24,
      blackouts: [date],
    },
    {
      name: 'Needs A Month',
      citySlug: 'chicago',
      maxGuests: 60,
      pricePerPerson: 80,
      dietary: ['vegan'],
      minNoticeHours: 24 * 30,
    },
    {
      name: 'Archived',
      citySlug: 'chicago',
      maxGuests: 60,
      pricePerPerson: 80,
      dietary: ['vegan'],
      minNoticeHours: 24,
      status: 'archived' as const,
    },
    {
      name: 'Boston Italian',
      citySlug: 'boston',
      maxGuests: 60,
      pricePerPerson: 80,
      dietary: ['vegan'],
      minNoticeHours: 24,
    },
  ]
  const ids = await insertVenues(t.db, list)
  list.forEach((v, i) => (id[v.name] = ids[i]))
})
afterAll(() => t?.close())

const book = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/concierge/book', payload: payload as object, headers })

async function counts() {
  const [r] = await t.db.select({ n: sql<number>`count(*)::int` }).from(requests)
  const [o] = await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails)
  return { requests: r.n, outbox: o.n }
}

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

describe('POST /api/concierge/book (concierge page)', () => {
  it('stores the booking with its preferences, venue and estimate, and queues both emails', async () => {
    const res = await book(booking())
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body).toEqual({
      success: true,
      reference: expect.stringMatching(new RegExp(`^CB-[${REFERENCE_ALPHABET}]{5}$`)),
      message: conciergeBookingSuccessMessage('24 hours'),
    })
    expect(body.message).toContain('24 hours')

    const { row, history, emails } = await stored(body.reference)
    expect(row).toMatchObject({
      kind: 'concierge_booking',
      status: 'new',
      name: 'Ada Planner',
      email: 'ada@example.com',
      phone: '(312) 555-0100',
      citySlug: 'chicago',
      venueId: id['Trattoria Uno'],
      eventDate: date,
      eventTime: '6:00 PM',
      guests: 24,
      estimateCents: 85 * 24 * 100,
    })
    expect(row.details).toEqual({
      occasion: 'Business Dinner',
      groupSize: 24,
      budget: 'premium',
      cuisine: 'Italian',
      vibe: 'Elegant & Upscale',
      location: 'Chicago, IL',
      date,
      time: 'dinner',
      timeSlot: 'Dinner (6-9 PM)',
      dietaryRestrictions: ['vegan'],
      specialRequests: 'A long table, please',
      venueName: 'Trattoria Uno',
    })
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ fromStatus: null, toStatus: 'new' })

    expect(emails.map((e) => [e.template, e.toAddress])).toEqual([
      ['concierge_booking.confirmation', 'ada@example.com'],
      ['concierge_booking.notification', 'team@bountiful.test'],
    ])
    const [confirmation, notification] = emails
    expect(confirmation.subject).toBe(`We received your booking request (${body.reference})`)
    expect(notification.subject).toBe(
      `New booking request ${body.reference}: Trattoria Uno, ${displayDate(date)}, 24 guests`,
    )
    for (const e of emails) {
      expect(e.status).toBe('pending')
      for (const text of [
        'Trattoria Uno (Chicago, IL)',
        'Business Dinner',
        'Dinner (6-9 PM)',
        '$$$ - Premium ($50-100 per person)',
        'Vegan',
        'A long table, please',
        '$2,040.00',
      ]) {
        expect(e.textBody).toContain(text)
      }
    }
    expect(confirmation.textBody).toContain('within 24 hours')
    expect(notification.textBody).toContain('(312) 555-0100')
  })

  it('accepts the option labels the page shows and a venue above the budget the planner chose', async () => {
    const res = await book(
      booking({
        venueId: id['Le Pricey'],
        budget: '$$ - Moderate ($25-50 per person)',
        time: 'Lunch (11:30 AM-2:30 PM)',
        location: 'chicago',
        specialRequests: '',
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const { row } = await stored(res.json().reference)
    expect(row).toMatchObject({ venueId: id['Le Pricey'], eventTime: '11:30 AM', estimateCents: 120 * 24 * 100 })
    expect(row.details).toMatchObject({ budget: 'moderate', time: 'lunch', location: 'Chicago, IL' })
    expect(row.details).not.toHaveProperty('specialRequests')
  })

  it("answers 400 with the product's booking messages when the contact is missing, nothing stored", async () => {
    const before = await counts()
    const res = await book(booking({ name: undefined, email: undefined, phone: undefined }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'name: Name is required for booking',
      errors: {
        name: 'Name is required for booking',
        email: 'Email is required for booking',
        phone: 'Phone number is required for booking',
      },
    })
    const blank = await book(booking({ name: '  ', email: '', phone: ' ' }))
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors).toEqual({
      name: 'Name is required for booking',
      email: 'Email is required for booking',
      phone: 'Phone number is required for booking',
    })
    expect(await counts()).toEqual(before)
  })

  it.each([
    ['email', 'not-an-email', 'Invalid email address'],
    ['phone', '555-0100', 'Please enter a valid phone number'],
    ['phone', 'call me maybe', 'Please enter a valid phone number'],
    ['venueId', undefined, 'Venue is required'],
    ['venueId', 'abc', 'Venue is required'],
    ['groupSize', 7, 'Group size must be at least 8 people'],
    ['groupSize', 61, 'Group size must be at most 60 people'],
    ['location', 'Denver, CO', 'Denver is coming soon! Please try one of our active cities.'],
    ['date', '2020-01-01', PAST_DATE_MESSAGE],
    ['dietaryRestrictions', ['paleo'], 'Please choose dietary needs from the list.'],
  ])('refuses %s = %j with "%s", nothing stored', async (field, value, message) => {
    const before = await counts()
    const res = await book(booking({ [field]: value }))
    expect(res.statusCode, res.body).toBe(400)
    // A list's message sits on its item ('dietaryRestrictions.0').
    const errors = Object.entries(res.json().errors as Record<string, string>).filter(
      ([k]) => k === field || k.startsWith(`${field}.`),
    )
    expect(errors.map(([, m]) => m)).toEqual([message])
    expect(await counts()).toEqual(before)
  })

  it("answers every preference's message when only the venue and contact are sent", async () => {
    const res = await book({
      groupSize: undefined,
      venueId: id['Trattoria Uno'],
      name: 'Ada',
      email: 'ada@example.com',
      phone: '3125550100',
    })
    // No groupSize key at all reads as the booking page's payload; an empty one is the concierge page's.
    expect(res.statusCode).toBe(400)
    const concierge = await book({
      groupSize: '',
      venueId: id['Trattoria Uno'],
      name: 'Ada',
      email: 'ada@example.com',
      phone: '3125550100',
    })
    expect(concierge.statusCode).toBe(400)
    expect(concierge.json().errors).toEqual({
      occasion: 'Please select an occasion.',
      groupSize: 'Please specify your group size.',
      budget: 'Please select your budget range.',
      cuisine: 'Please select a cuisine preference.',
      vibe: 'Please select your desired vibe.',
      location: 'Please select a location.',
      date: 'Please select a date.',
      time: 'Please select a time.',
    })
  })

  // A group size or date the venue refuses is also named on its own field.
  it.each([
    ['No Vegan Menu', /No Vegan Menu can no longer host this event: it cannot cater vegan meals\./, {}],
    [
      'Tiny Room',
      /Tiny Room can no longer host this event: it seats 8 to 12 guests, not 24\./,
      { groupSize: 'This venue can accommodate up to 12 guests' },
    ],
    [
      'Big Rooms Only',
      /it seats 30 to 60 guests, not 24/,
      { groupSize: 'This venue hosts groups of at least 30 guests' },
    ],
    [
      'Closed That Day',
      new RegExp(`it is not available on ${displayDate(date).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      { date: 'Not available on this date' },
    ],
    ['Boston Italian', /Boston Italian can no longer host this event: it is not in Chicago, IL\./, {}],
  ])('refuses a venue that cannot host the event (%s) on venueId, nothing stored', async (name, message, fields) => {
    const before = await counts()
    const res = await book(booking({ venueId: id[name] }))
    expect(res.statusCode, res.body).toBe(400)
    const body = res.json()
    expect(body.errors).toEqual({ venueId: expect.any(String), ...fields })
    expect(body.errors.venueId).toMatch(message)
    expect(body.errors.venueId).toMatch(/Please choose another recommendation\.$/)
    expect(await counts()).toEqual(before)
  })

  it("refuses a venue whose notice window has closed (30 days' notice, 10 days ahead)", async () => {
    const res = await book(booking({ venueId: id['Needs A Month'] }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.venueId).toContain("it needs 30 days' notice")
    expect(res.json().errors.date).toBe("Needs 30 days' notice")
    const later = await book(booking({ venueId: id['Needs A Month'], date: addDaysToDate(date, 30) }))
    expect(later.statusCode, later.body).toBe(201)
  })

  it('refuses an archived or unknown venue as no longer available', async () => {
    for (const venueId of [id['Archived'], 987654]) {
      const res = await book(booking({ venueId }))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        code: 'validation_failed',
        message: `venueId: ${VENUE_UNAVAILABLE_MESSAGE}`,
        errors: { venueId: VENUE_UNAVAILABLE_MESSAGE },
      })
    }
  })

  it('makes one request of a repeat with the same Idempotency-Key, and refuses the key for other data', async () => {
    const headers = { 'idempotency-key': 'concierge-book-repeat-1' }
    const first = await book(booking({ groupSize: 20 }), headers)
    expect(first.statusCode, first.body).toBe(201)
    const before = await counts()
    const again = await book(booking({ groupSize: 20 }), headers)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(await counts()).toEqual(before)

    const other = await book(booking({ groupSize: 21 }), headers)
    expect(other.statusCode).toBe(409)
    expect(await counts()).toEqual(before)
  })

  it('keeps the booking request page payload working on the same path', async () => {
    const res = await book({
      venueId: id['Trattoria Uno'],
      name: 'Bea Planner',
      email: 'bea@example.com',
      phone: '3125550101',
      date,
      time: '7:00 PM',
      numGuests: 20,
      eventType: 'Client Dinner',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().reference).toMatch(/^BP-/)
  })
})

// The venue's rules enforced, and dates within bounds: every request that
// names a venue is refused (400 naming the field, nothing stored) on a day inside the venue's
// notice, on a blackout date, or for a group outside its capacity; every date of every request
// form (and of a dashboard event) is between today and two years ahead.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATE_TOO_FAR_MESSAGE } from '~/domain/date-bounds'
import { PAST_DATE_MESSAGE } from '~/domain/date-bounds'
import { addDaysToDate, dateInDays } from '~/domain/search-dates'
import { outboxEmails, requests } from '~/server/db/schema'
import { createUser } from '../fixtures/users'
import { insertVenues } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'
import { userWithRole } from '../support/staff-helpers'

const CHI = 'America/Chicago'
let t: TestContext
const id: Record<string, number> = {}
/** Ten days ahead in Chicago: inside a 30-day notice, outside a 72-hour one. */
const soon = dateInDays(CHI, 10)
const blackout = dateInDays(CHI, 12)
const later = dateInDays(CHI, 45)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', CONCIERGE_EMAIL: 'team@bountiful.test' })
  const list = [
    {
      name: 'Rules Month Notice',
      citySlug: 'chicago',
      minGuests: 8,
      maxGuests: 40,
      pricePerPerson: 80,
      minNoticeHours: 24 * 30,
      dietary: ['vegan'],
    },
    {
      name: 'Rules Closed Day',
      citySlug: 'chicago',
      minGuests: 8,
      maxGuests: 40,
      pricePerPerson: 80,
      minNoticeHours: 24,
      blackouts: [blackout],
      dietary: ['vegan'],
    },
    {
      name: 'Rules Big Groups',
      citySlug: 'chicago',
      minGuests: 20,
      maxGuests: 30,
      pricePerPerson: 80,
      minNoticeHours: 24,
      dietary: ['vegan'],
    },
  ]
  const ids = await insertVenues(t.db, list)
  list.forEach((v, i) => (id[v.name] = ids[i]))
})
afterAll(() => t?.close())

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })

async function counts() {
  const [r] = await t.db.select({ n: sql<number>`count(*)::int` }).from(requests)
  const [o] = await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails)
  return { requests: r.n, outbox: o.n }
}

/** A 400 naming exactly these fields with these messages, and nothing stored. */
async function expectRefused(
  send: () => Promise<{ statusCode: number; body: string; json: () => { errors: Record<string, string> } }>,
  errors: Record<string, string | RegExp>,
) {
  const before = await counts()
  const res = await send()
  expect(res.statusCode, res.body).toBe(400)
  const body = res.json()
  expect(Object.keys(body.errors).sort()).toEqual(Object.keys(errors).sort())
  for (const [field, message] of Object.entries(errors)) expect(body.errors[field]).toMatch(message)
  expect(await counts()).toEqual(before)
}

const wizard = (over: Record<string, unknown> = {}) => ({
  venueId: id['Rules Closed Day'],
  eventType: 'client-dinner',
  guestCount: 14,
  date: later,
  time: '7:30 PM',
  budget: 'standard',
  name: 'Rae Rules',
  email: 'rae@example.com',
  phone: '(312) 555-0100',
  ...over,
})

const bookingPage = (over: Record<string, unknown> = {}) => ({
  venueId: id['Rules Closed Day'],
  name: 'Rae Rules',
  email: 'rae@example.com',
  phone: '(312) 555-0100',
  date: later,
  time: '7:00 PM',
  numGuests: 14,
  eventType: 'Client Dinner',
  ...over,
})

const conciergeBooking = (over: Record<string, unknown> = {}) => ({
  occasion: 'Business Dinner',
  groupSize: 24,
  budget: 'premium',
  cuisine: 'Italian',
  vibe: 'Elegant & Upscale',
  location: 'Chicago, IL',
  date: later,
  time: 'dinner',
  dietaryRestrictions: [],
  venueId: id['Rules Closed Day'],
  name: 'Rae Rules',
  email: 'rae@example.com',
  phone: '(312) 555-0100',
  ...over,
})

const consultation = (over: Record<string, unknown> = {}) => ({
  name: 'Rae Rules',
  email: 'rae@example.com',
  eventType: 'Client dinner',
  location: 'Chicago, IL',
  groupSize: 24,
  vibeOccasion: 'Warm and quiet',
  preferredDate: later,
  ...over,
})

const searchConcierge = (over: Record<string, unknown> = {}) => ({
  name: 'Rae Rules',
  email: 'rae@example.com',
  phone: '(312) 555-0100',
  details: 'Dinner for 24',
  location: 'Chicago, IL',
  date: later,
  ...over,
})

const NOTICE = "Needs 30 days' notice"
const CLOSED = 'Not available on this date'

describe('minimum notice, blackouts and capacity on every request that names a venue', () => {
  it('booking wizard (POST /api/venues/book)', async () => {
    await expectRefused(() => post('/api/venues/book', wizard({ venueId: id['Rules Month Notice'], date: soon })), {
      date: NOTICE,
    })
    await expectRefused(() => post('/api/venues/book', wizard({ date: blackout })), { date: CLOSED })
    await expectRefused(() => post('/api/venues/book', wizard({ venueId: id['Rules Big Groups'], guestCount: 14 })), {
      guestCount: 'This venue hosts groups of at least 20 guests',
    })
    await expectRefused(() => post('/api/venues/book', wizard({ venueId: id['Rules Big Groups'], guestCount: 31 })), {
      guestCount: 'This venue can accommodate up to 30 guests',
    })
    const ok = await post(
      '/api/venues/book',
      wizard({ venueId: id['Rules Month Notice'], date: addDaysToDate(soon, 31) }),
    )
    expect(ok.statusCode, ok.body).toBe(201)
  })

  it('booking page (POST /api/concierge/book with numGuests, the links already sent)', async () => {
    await expectRefused(
      () => post('/api/concierge/book', bookingPage({ venueId: id['Rules Month Notice'], date: soon })),
      { date: NOTICE },
    )
    await expectRefused(() => post('/api/concierge/book', bookingPage({ date: blackout })), { date: CLOSED })
    await expectRefused(
      () => post('/api/concierge/book', bookingPage({ venueId: id['Rules Big Groups'], numGuests: 12 })),
      {
        numGuests: 'This venue hosts groups of at least 20 guests',
      },
    )
    expect((await post('/api/concierge/book', bookingPage())).statusCode).toBe(201)
  })

  it('concierge booking (POST /api/concierge/book with groupSize): the date and group size fields are named too', async () => {
    await expectRefused(
      () => post('/api/concierge/book', conciergeBooking({ venueId: id['Rules Month Notice'], date: soon })),
      {
        venueId: /it needs 30 days' notice/,
        date: NOTICE,
      },
    )
    await expectRefused(() => post('/api/concierge/book', conciergeBooking({ date: blackout })), {
      venueId: /not available/,
      date: CLOSED,
    })
    await expectRefused(
      () => post('/api/concierge/book', conciergeBooking({ venueId: id['Rules Big Groups'], groupSize: 12 })),
      {
        venueId: /it seats 20 to 30 guests/,
        groupSize: 'This venue hosts groups of at least 20 guests',
      },
    )
  })

  it('consultation about a venue (POST /api/consultations with venueId)', async () => {
    await expectRefused(
      () => post('/api/consultations', consultation({ venueId: id['Rules Month Notice'], preferredDate: soon })),
      { preferredDate: NOTICE },
    )
    await expectRefused(
      () => post('/api/consultations', consultation({ venueId: id['Rules Closed Day'], preferredDate: blackout })),
      { preferredDate: CLOSED },
    )
    await expectRefused(
      () => post('/api/consultations', consultation({ venueId: id['Rules Big Groups'], groupSize: 80 })),
      {
        groupSize: 'This venue can accommodate up to 30 guests',
      },
    )
    await expectRefused(() => post('/api/consultations', consultation({ venueId: 99_999_999 })), {
      venueId: 'Venue not found',
    })
    const ok = await post('/api/consultations', consultation({ venueId: id['Rules Big Groups'], groupSize: 25 }))
    expect(ok.statusCode, ok.body).toBe(201)
    const [row] = await t.db.select().from(requests).where(eq(requests.reference, ok.json().reference))
    expect(row).toMatchObject({ venueId: id['Rules Big Groups'], citySlug: 'chicago', guests: 25 })
  })
})

describe('date bounds: today … two years ahead on every date field', () => {
  const tooFar = addDaysToDate(dateInDays(CHI, 0), 2 * 366)
  const cases: [string, string, (date: string) => unknown, string][] = [
    ['booking wizard', '/api/venues/book', (date) => wizard({ date }), 'date'],
    ['booking page', '/api/concierge/book', (date) => bookingPage({ date }), 'date'],
    ['concierge booking', '/api/concierge/book', (date) => conciergeBooking({ date }), 'date'],
    ['consultation', '/api/consultations', (preferredDate) => consultation({ preferredDate }), 'preferredDate'],
    ['concierge request', '/api/concierge/requests', (date) => searchConcierge({ date }), 'date'],
    ['concierge recommendations', '/api/concierge/recommendations', (date) => conciergeBooking({ date }), 'date'],
  ]

  it.each(cases)('%s refuses 9999-12-31, 1900-01-01 and a date past two years', async (_name, url, body, field) => {
    for (const [date, message] of [
      ['9999-12-31', DATE_TOO_FAR_MESSAGE],
      [tooFar, DATE_TOO_FAR_MESSAGE],
      ['1900-01-01', PAST_DATE_MESSAGE],
    ]) {
      const before = await counts()
      const res = await post(url, body(date))
      expect(res.statusCode, `${date}: ${res.body}`).toBe(400)
      expect(res.json().errors[field]).toBe(message)
      expect(await counts()).toEqual(before)
    }
  })

  it('a date that is yesterday in the city of the request is refused, even when it is still today further west', async () => {
    // Past-date checks use the city's own timezone when the location names one of ours.
    const yesterdayInNewYork = dateInDays('America/New_York', -1)
    const res = await post(
      '/api/consultations',
      consultation({ location: 'New York, NY', preferredDate: yesterdayInNewYork }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.preferredDate).toBe(PAST_DATE_MESSAGE)
  })

  it('dashboard event creation', async () => {
    const host = await createUser(t.db)
    for (const [date, message] of [
      ['9999-12-31', DATE_TOO_FAR_MESSAGE],
      ['1900-01-01', 'Please select a date that is not in the past'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dashboard/events',
        headers: host.auth,
        payload: { name: 'Team dinner', date, time: '7:00 PM', guestCount: 24, location: 'Chicago, IL' },
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors.date).toBe(message)
    }
  })
})

describe('consultation: phone and preferred call time', () => {
  it('are optional, stored, emailed and shown to staff', async () => {
    const res = await post(
      '/api/consultations',
      consultation({ phone: '(312) 555-0177', preferredCallTime: 'evening' }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const [row] = await t.db.select().from(requests).where(eq(requests.reference, res.json().reference))
    expect(row.phone).toBe('(312) 555-0177')
    expect(row.details).toMatchObject({ preferredCallTime: 'Evening (5-8 PM)' })
    const emails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.requestId, row.id))
      .orderBy(outboxEmails.id)
    expect(emails[1].textBody).toContain('Evening (5-8 PM)')
    expect(emails[1].textBody).toContain('(312) 555-0177')

    const staff = await userWithRole(t, 'staff')
    const detail = await t.app.inject({ method: 'GET', url: `/api/staff/requests/${row.id}`, headers: staff.auth })
    expect(detail.statusCode).toBe(200)
    expect(detail.json().request).toMatchObject({
      phone: '(312) 555-0177',
      details: expect.objectContaining({ preferredCallTime: 'Evening (5-8 PM)' }),
    })

    expect((await post('/api/consultations', consultation())).statusCode).toBe(201)
  })

  it('refuses a malformed phone and an unknown call time', async () => {
    const res = await post('/api/consultations', consultation({ phone: 'call me', preferredCallTime: 'midnight' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      phone: 'Please enter a valid phone number',
      preferredCallTime: 'Please choose a time of day for the call',
    })
  })
})

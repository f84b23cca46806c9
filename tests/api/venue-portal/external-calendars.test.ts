// Two-way calendar sync, inbound: a manager subscribes the venue, or a space, to an
// iCalendar URL served here by a local HTTP server. Its busy events (a weekly series with one
// exception, an all-day day, an evening in Tokyo) close those local dates for search, instant book
// and a quote, as a blackout does; a feed that times out, is too large or redirects to a private
// address is refused in words and blocks nothing; a failing feed keeps its last busy days and warns
// the managers once, after a day.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLACKOUT_MESSAGE } from '~/domain/requests/venue-rules'
import { ANSWER_MESSAGES } from '~/domain/venue-portal/answers-api'
import { addDaysToDate } from '~/domain/search-dates'
import { externalCalendars, outboxEmails, venueMembers } from '~/server/db/schema'
import { syncExternalCalendar, syncSettingsOf } from '~/server/venue-portal/external-calendars'
import { icsDate, icsOf, startFeedServer, type FeedServer } from '../../support/calendar-feed-server'
import { createTestApp, type TestContext } from '../setup/test-app'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { inDays, staffCall, type Auth } from '../support/staff-helpers'

let t: TestContext
let feeds: FeedServer
let manager: Auth
let outsider: Auth
let managerEmail: string
let venueId: number
let hallId: number
let instantId: number

/** The feed server as the app may reach it (allowed) and as it may not (127.0.0.1, not allowed). */
const allowedUrl = (path: string) => `http://127.0.0.2:${feeds.port}${path}`
const privateUrl = (path: string) => `http://127.0.0.1:${feeds.port}${path}`

const weekly = inDays(30)
const skipped = addDaysToDate(weekly, 7)
const allDay = inDays(53)
const tokyo = inDays(60)

const portal = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, who: Auth = manager) =>
  staffCall(t, who, method, `/api/venue-portal/venues/${venueId}${url}`, payload)

async function addCalendar(url: string, spaceId: number | null = null) {
  const res = await portal('POST', '/external-calendars', { url, spaceId })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: number; lastError: string | null; busyDays: number; lastSuccessAt: string | null }
}

async function searchIds(date: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/venues/search?location=San%20Francisco&guests=20&date=${date}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().venues as { id: number }[]).map((v) => v.id)
}

let planners = 0
const book = (date: string, over: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/venues/book',
    payload: {
      venueId,
      eventType: 'corporate',
      guestCount: 20,
      date,
      time: '7:00 PM',
      budget: 'standard',
      addOns: [],
      name: 'Pia Planner',
      email: `pia${++planners}@example.com`,
      phone: '(415) 555-0100',
      ...over,
    },
  })
const instantBook = (date: string) => book(date, { packageId: instantId, instantBookAgreed: true })

/** What a planner, instant book and the manager's quote are told about `date`. */
async function expectClosed(date: string) {
  expect(await searchIds(date)).not.toContain(venueId)
  const refused = await instantBook(date)
  expect(refused.statusCode).toBe(400)
  expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: { date: BLACKOUT_MESSAGE } })
}
async function expectOpen(date: string) {
  expect(await searchIds(date)).toContain(venueId)
  const booked = await instantBook(date)
  expect(booked.statusCode, booked.body).toBe(201)
  expect(booked.json().instantBooked).toBe(true)
}

/** A plain request on an open date, then the manager's quote of it for `date`. */
async function quoteFor(date: string) {
  const asked = await book(inDays(200 + planners))
  expect(asked.statusCode, asked.body).toBe(201)
  const inbox = await portal('GET', '/requests')
  const request = (inbox.json().requests as { id: number; reference: string }[]).find(
    (r) => r.reference === asked.json().reference,
  )!
  return portal('POST', `/requests/${request.id}/quote`, { spaceId: hallId, pricePerPerson: 80, date })
}

beforeAll(async () => {
  feeds = await startFeedServer()
  t = await createTestApp({
    RATE_LIMIT_PUBLIC_FORMS: '10000',
    PUBLIC_URL: 'https://bountiful.test',
    CALENDAR_FETCH_ALLOW_PRIVATE: '127.0.0.2',
    CALENDAR_FETCH_TIMEOUT_MS: '700',
    CALENDAR_FETCH_MAX_BYTES: '65536',
  })
  venueId = await insertVenue(t.db, { name: 'Synced Hall', maxGuests: 80 })
  const owner = await createUser(t.db, { firstName: 'Mo' })
  manager = owner.auth
  managerEmail = owner.email
  await t.db.insert(venueMembers).values({ venueId, userId: owner.userId, role: 'owner' })
  const otherVenue = await insertVenue(t.db, { name: 'Elsewhere', maxGuests: 80 })
  const other = await createUser(t.db, { firstName: 'Ola' })
  await t.db.insert(venueMembers).values({ venueId: otherVenue, userId: other.userId, role: 'owner' })
  outsider = other.auth
  const hall = await portal('POST', '/spaces', {
    name: 'The Hall',
    kind: 'buyout',
    seatedCapacity: 60,
    standingCapacity: 80,
  })
  hallId = hall.json().id
  const pkg = await portal('POST', '/packages', {
    spaceId: hallId,
    name: 'Instant dinner',
    pricePerPerson: 60,
    serviceChargePct: 18,
    taxPct: 8.5,
    instantBook: true,
  })
  instantId = pkg.json().id

  feeds.set('/weekly.ics', {
    kind: 'ics',
    etag: '"w1"',
    body: icsOf([
      `DTSTART;TZID=America/Los_Angeles:${icsDate(weekly)}T180000`,
      `DTEND;TZID=America/Los_Angeles:${icsDate(weekly)}T220000`,
      'RRULE:FREQ=WEEKLY;COUNT=4',
      `EXDATE;TZID=America/Los_Angeles:${icsDate(skipped)}T180000`,
      'SUMMARY:Private party',
    ]),
  })
  feeds.set('/all-day.ics', {
    kind: 'ics',
    body: icsOf([
      `DTSTART;VALUE=DATE:${icsDate(allDay)}`,
      `DTEND;VALUE=DATE:${icsDate(addDaysToDate(allDay, 1))}`,
      'SUMMARY:Closed',
    ]),
  })
  // 9 to 11 AM in Tokyo the next morning is 4 to 6 PM the evening before in San Francisco.
  feeds.set('/tokyo.ics', {
    kind: 'ics',
    body: icsOf(
      [
        `DTSTART;TZID=Asia/Tokyo:${icsDate(addDaysToDate(tokyo, 1))}T090000`,
        `DTEND;TZID=Asia/Tokyo:${icsDate(addDaysToDate(tokyo, 1))}T110000`,
        'SUMMARY:Board dinner',
      ],
      // Free time blocks nothing.
      [
        `DTSTART:${icsDate(addDaysToDate(tokyo, 3))}T020000Z`,
        `DTEND:${icsDate(addDaysToDate(tokyo, 3))}T040000Z`,
        'TRANSP:TRANSPARENT',
      ],
    ).replace(
      'BEGIN:VEVENT',
      'BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\nBEGIN:VEVENT',
    ),
  })
  feeds.set('/slow.ics', { kind: 'slow', ms: 3000 })
  feeds.set('/huge.ics', {
    kind: 'ics',
    body: icsOf(
      ...Array.from({ length: 900 }, (_, i) => [
        `DTSTART;VALUE=DATE:${icsDate(inDays(400))}`,
        `SUMMARY:Event ${i} ${'x'.repeat(40)}`,
      ]),
    ),
  })
  feeds.set('/redirect.ics', { kind: 'redirect', location: privateUrl('/all-day.ics') })
})
afterAll(async () => {
  await t?.close()
  await feeds?.close()
})

describe('a calendar that syncs', () => {
  it('the dates are open before any calendar is added', async () => {
    expect(await searchIds(weekly)).toContain(venueId)
    expect(await searchIds(allDay)).toContain(venueId)
    expect(await searchIds(tokyo)).toContain(venueId)
  })

  it('a weekly series on a space closes its dates but the one it skips (EXDATE)', async () => {
    const cal = await addCalendar(allowedUrl('/weekly.ics?key=secret'), hallId)
    expect(cal).toMatchObject({ lastError: null, busyDays: 3, spaceId: hallId, displayUrl: allowedUrl('/weekly.ics') })
    expect(cal.lastSuccessAt).not.toBeNull()
    await expectClosed(weekly)
    await expectClosed(addDaysToDate(weekly, 14))
    await expectClosed(addDaysToDate(weekly, 21))
    await expectOpen(skipped)
    await expectOpen(addDaysToDate(weekly, 28))
    const quote = await quoteFor(weekly)
    expect(quote.statusCode).toBe(400)
    expect(quote.json()).toMatchObject({
      code: 'validation_failed',
      errors: { date: ANSWER_MESSAGES.closedDay('Busy in 127.0.0.2') },
    })
    const allowed = await quoteFor(addDaysToDate(weekly, 1))
    expect(allowed.statusCode, allowed.body).toBe(201)
  })

  it('refreshing asks with the ETag; an unchanged calendar (304) keeps its days', async () => {
    const [cal] = (await portal('GET', '/external-calendars')).json().calendars
    const res = await portal('POST', `/external-calendars/${cal.id}/refresh`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ lastError: null, busyDays: 3 })
    expect(feeds.conditional.get('/weekly.ics')).toEqual([undefined, '"w1"'])
    await expectClosed(weekly)
  })

  it('an all-day event closes the whole venue that day, and only that day', async () => {
    const cal = await addCalendar(allowedUrl('/all-day.ics'))
    expect(cal).toMatchObject({ lastError: null, busyDays: 1 })
    await expectClosed(allDay)
    await expectOpen(addDaysToDate(allDay, 1))
    const quote = await quoteFor(allDay)
    expect(quote.statusCode).toBe(400)
  })

  it('an event in Tokyo closes the local date it falls on here, not the date in Tokyo', async () => {
    const cal = await addCalendar(allowedUrl('/tokyo.ics'))
    expect(cal).toMatchObject({ lastError: null, busyDays: 1 })
    await expectClosed(tokyo)
    await expectOpen(addDaysToDate(tokyo, 1))
    // The transparent (free) event blocks nothing.
    expect(await searchIds(addDaysToDate(tokyo, 3))).toContain(venueId)
  })

  it('removing a calendar opens its days again', async () => {
    const { calendars } = (await portal('GET', '/external-calendars')).json()
    const tokyoCal = calendars.find((c: { displayUrl: string }) => c.displayUrl.endsWith('/tokyo.ics'))
    expect((await portal('DELETE', `/external-calendars/${tokyoCal.id}`)).statusCode).toBe(204)
    expect(await searchIds(tokyo)).toContain(venueId)
    expect((await portal('DELETE', `/external-calendars/${tokyoCal.id}`)).statusCode).toBe(404)
  })
})

describe('calendars we refuse to read', () => {
  it.each([
    ['times out', '/slow.ics', 'The calendar did not answer within 1 seconds.'],
    ['is over the size limit', '/huge.ics', 'The calendar is larger than 66 kB, which we do not read.'],
    [
      'redirects to 127.0.0.1',
      '/redirect.ics',
      "The calendar's address (127.0.0.1) is on a private network, which we do not fetch.",
    ],
  ])('a feed that %s is stored with the reason in words and blocks nothing', async (_, path, message) => {
    const cal = await addCalendar(allowedUrl(path))
    expect(cal).toMatchObject({ lastError: message, lastSuccessAt: null, busyDays: 0 })
    expect(await searchIds(allDay)).not.toContain(venueId) // still closed by the all-day calendar only
    expect(await searchIds(inDays(400))).toContain(venueId)
    expect((await portal('DELETE', `/external-calendars/${cal.id}`)).statusCode).toBe(204)
  })

  it('a private address typed directly is refused when fetched', async () => {
    const cal = await addCalendar(privateUrl('/all-day.ics'))
    expect(cal.lastError).toBe("The calendar's address (127.0.0.1) is on a private network, which we do not fetch.")
    expect((await portal('DELETE', `/external-calendars/${cal.id}`)).statusCode).toBe(204)
  })

  it('bad addresses are a 400 and nothing is stored; another venue’s manager gets 404', async () => {
    for (const url of ['not a url', 'ftp://example.com/cal.ics', 'https://user:pw@example.com/cal.ics']) {
      const res = await portal('POST', '/external-calendars', { url })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { url: expect.any(String) } })
    }
    const before = await t.db.select().from(externalCalendars).where(eq(externalCalendars.venueId, venueId))
    expect(before).toHaveLength(2)
    const { calendars } = (await portal('GET', '/external-calendars')).json()
    expect((await portal('GET', '/external-calendars', undefined, outsider)).statusCode).toBe(404)
    const foreign = await portal('POST', '/external-calendars', { url: 'not a url' }, outsider)
    expect(foreign.statusCode).toBe(404)
    expect(
      (await portal('POST', `/external-calendars/${calendars[0].id}/refresh`, undefined, outsider)).statusCode,
    ).toBe(404)
    expect((await portal('DELETE', `/external-calendars/${calendars[0].id}`, undefined, outsider)).statusCode).toBe(404)
  })
})

describe('a calendar that stops answering', () => {
  it('keeps its last busy days, says why in the portal, and emails the managers once after a day', async () => {
    const [cal] = (await portal('GET', '/external-calendars')).json().calendars
    feeds.set('/weekly.ics', { kind: 'status', status: 500 })
    const settings = syncSettingsOf(t.app.config)
    const start = new Date()
    expect(await syncExternalCalendar({ db: t.db, calendarId: cal.id, settings, now: start })).toBe('failed')
    const shown = (await portal('GET', '/external-calendars')).json().calendars[0]
    expect(shown).toMatchObject({ lastError: "The calendar's server answered 500 Internal Server Error.", busyDays: 3 })
    await expectClosed(weekly)
    const mails = () =>
      t.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.template, 'venue.calendar_failing'), eq(outboxEmails.toAddress, managerEmail)))
    expect(await mails()).toHaveLength(0)
    const later = new Date(start.getTime() + 25 * 3_600_000)
    await syncExternalCalendar({ db: t.db, calendarId: cal.id, settings, now: later })
    await syncExternalCalendar({ db: t.db, calendarId: cal.id, settings, now: new Date(later.getTime() + 3_600_000) })
    const sent = await mails()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toBe(`Your calendar “127.0.0.2” has not synced for a day`)
  })
})

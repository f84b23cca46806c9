// Two-way calendar sync, inbound, by the slot: a timed busy event in a venue's own calendar takes
// only the slots (daytime, before 4 PM; evening) its hours overlap in the venue's zone, so a lunch
// there leaves dinner bookable and an event running into the evening closes dinner, while an
// all-day event closes the day. Search, Callie's availability tool, instant book and the manager's
// quote all say the same (closureBlocks); the feeds come from a local HTTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLACKOUT_MESSAGE } from '~/domain/requests/venue-rules'
import { ANSWER_MESSAGES } from '~/domain/venue-portal/answers-api'
import { addDaysToDate } from '~/domain/search-dates'
import { venueMembers } from '~/server/db/schema'
import { availabilityTool } from '~/server/concierge/tools/availability-tools'
import { createToolRunner, type ToolRunner } from '~/server/concierge/tools/callie-tools'
import { icsDate, icsOf, startFeedServer, type FeedServer } from '../../support/calendar-feed-server'
import { createTestApp, type TestContext } from '../setup/test-app'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { inDays, staffCall, type Auth } from '../support/staff-helpers'

let t: TestContext
let feeds: FeedServer
let tools: ToolRunner
let manager: Auth
let venueId: number
let hallId: number
let instantId: number

const LUNCH = '12:30 PM'
const DINNER = '7:00 PM'
const LA = 'America/Los_Angeles'
const lunchDay = inDays(40)
const dinnerDay = inDays(41)
const allDay = inDays(42)
const weekly = inDays(50)
const skipped = addDaysToDate(weekly, 7)
const tokyo = inDays(60)

const url = (path: string) => `http://127.0.0.2:${feeds.port}${path}`
const portal = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
  staffCall(t, manager, method, `/api/venue-portal/venues/${venueId}${path}`, payload)

async function found(date: string, time: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/venues/search?location=San%20Francisco&guests=20&date=${date}&time=${encodeURIComponent(time)}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().venues as { id: number }[]).some((v) => v.id === venueId)
}

async function callieSays(date: string, time: string) {
  const out = await tools.call(availabilityTool, { venueId, groupSize: 20, date, time })
  return out.available
}

let planners = 0
const book = (date: string, time: string, over: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/venues/book',
    payload: {
      venueId,
      eventType: 'corporate',
      guestCount: 20,
      date,
      time,
      budget: 'standard',
      addOns: [],
      name: 'Pia Planner',
      email: `pia${++planners}@example.com`,
      phone: '(415) 555-0100',
      ...over,
    },
  })

/** What search, Callie, instant book say of `date` at `time`: open everywhere or closed everywhere. */
async function expectSlot(date: string, time: string, open: boolean) {
  expect(await found(date, time), `search ${date} ${time}`).toBe(open)
  expect(await callieSays(date, time), `Callie ${date} ${time}`).toBe(open)
  const res = await book(date, time, { packageId: instantId, instantBookAgreed: true })
  if (open) {
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().instantBooked).toBe(true)
  } else {
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { date: BLACKOUT_MESSAGE } })
  }
}

/** The manager's quote of a plain request (on an open date) for `date` at `time`. */
async function quoteFor(date: string, time: string) {
  const asked = await book(inDays(200 + planners), DINNER)
  expect(asked.statusCode, asked.body).toBe(201)
  const inbox = await portal('GET', '/requests')
  const request = (inbox.json().requests as { id: number; reference: string }[]).find(
    (r) => r.reference === asked.json().reference,
  )!
  return portal('POST', `/requests/${request.id}/quote`, { spaceId: hallId, pricePerPerson: 80, date, time })
}

const at = (date: string, hhmmss: string, zone = LA) => `DTSTART;TZID=${zone}:${icsDate(date)}T${hhmmss}`
const until = (date: string, hhmmss: string, zone = LA) => `DTEND;TZID=${zone}:${icsDate(date)}T${hhmmss}`
const TOKYO_ZONE =
  'BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n'

beforeAll(async () => {
  feeds = await startFeedServer()
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', CALENDAR_FETCH_ALLOW_PRIVATE: '127.0.0.2' })
  tools = createToolRunner({ db: t.db, now: new Date() })
  venueId = await insertVenue(t.db, { name: 'Slotted Hall', maxGuests: 80 })
  const owner = await createUser(t.db, { firstName: 'Mo' })
  manager = owner.auth
  await t.db.insert(venueMembers).values({ venueId, userId: owner.userId, role: 'owner' })
  const hall = await portal('POST', '/spaces', {
    name: 'The Hall',
    kind: 'buyout',
    seatedCapacity: 60,
    standingCapacity: 80,
  })
  expect(hall.statusCode, hall.body).toBe(201)
  hallId = hall.json().id
  const pkg = await portal('POST', '/packages', {
    spaceId: hallId,
    name: 'Any time',
    pricePerPerson: 60,
    instantBook: true,
  })
  expect(pkg.statusCode, pkg.body).toBe(201)
  instantId = pkg.json().id

  // The venue's own calendar: a lunch, an all-day closure, and a board dinner written in Tokyo time
  // (9 to 11 AM there the next morning is 4 to 6 PM here).
  feeds.set('/venue.ics', {
    kind: 'ics',
    body: icsOf(
      [at(lunchDay, '120000'), until(lunchDay, '140000'), 'SUMMARY:Lunch buyout'],
      [`DTSTART;VALUE=DATE:${icsDate(allDay)}`, `DTEND;VALUE=DATE:${icsDate(addDaysToDate(allDay, 1))}`],
      [
        at(addDaysToDate(tokyo, 1), '090000', 'Asia/Tokyo'),
        until(addDaysToDate(tokyo, 1), '110000', 'Asia/Tokyo'),
        'SUMMARY:Board dinner',
      ],
    ).replace('BEGIN:VEVENT', `${TOKYO_ZONE}BEGIN:VEVENT`),
  })
  // The hall's calendar: a party from 5 to 8 PM, and a weekly lunch with one week skipped.
  feeds.set('/hall.ics', {
    kind: 'ics',
    body: icsOf(
      [at(dinnerDay, '170000'), until(dinnerDay, '200000'), 'SUMMARY:Cocktail party'],
      [
        at(weekly, '113000'),
        until(weekly, '133000'),
        'RRULE:FREQ=WEEKLY;COUNT=3',
        `EXDATE;TZID=${LA}:${icsDate(skipped)}T113000`,
        'SUMMARY:Rotary lunch',
      ],
    ),
  })
  for (const [path, spaceId] of [
    ['/venue.ics', null],
    ['/hall.ics', hallId],
  ] as const) {
    const res = await portal('POST', '/external-calendars', { url: url(path), spaceId })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().lastError).toBeNull()
  }
})
afterAll(async () => {
  await t?.close()
  await feeds?.close()
})

describe('a synced busy time takes its slot, not the whole day', () => {
  it('a lunch in the venue’s calendar closes lunch and leaves dinner open', async () => {
    // The venue page's date picker disables whole days only: the lunch day can be picked for dinner.
    const page = await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}?enhance=true` })
    expect(page.json().blackoutDates).toContain(allDay)
    expect(page.json().blackoutDates).not.toContain(lunchDay)
    await expectSlot(lunchDay, LUNCH, false)
    await expectSlot(lunchDay, DINNER, true)
  })

  it('an event running into the evening closes dinner and leaves lunch open', async () => {
    await expectSlot(dinnerDay, DINNER, false)
    await expectSlot(dinnerDay, LUNCH, true)
  })

  it('an all-day event closes lunch and dinner', async () => {
    await expectSlot(allDay, LUNCH, false)
    await expectSlot(allDay, DINNER, false)
  })

  it('a weekly lunch closes lunch on its dates, never dinner, and nothing on the week it skips', async () => {
    for (const date of [weekly, addDaysToDate(weekly, 14)]) {
      expect(await found(date, LUNCH)).toBe(false)
      expect(await found(date, DINNER)).toBe(true)
    }
    await expectSlot(skipped, LUNCH, true)
    await expectSlot(addDaysToDate(weekly, 14), DINNER, true)
  })

  it('an event in Tokyo time closes the slot it falls in here: the evening before, not Tokyo’s date', async () => {
    await expectSlot(tokyo, DINNER, false)
    await expectSlot(tokyo, LUNCH, true)
    expect(await found(addDaysToDate(tokyo, 1), LUNCH)).toBe(true)
    expect(await found(addDaysToDate(tokyo, 1), DINNER)).toBe(true)
  })

  it('the manager’s quote is refused in a busy slot and allowed in the free one', async () => {
    const busy = await quoteFor(weekly, '12:00 PM')
    expect(busy.statusCode).toBe(400)
    expect(busy.json()).toMatchObject({ errors: { date: ANSWER_MESSAGES.closedDay('Busy in 127.0.0.2') } })
    const free = await quoteFor(weekly, DINNER)
    expect(free.statusCode, free.body).toBe(201)
  })

  it('a search with no time still counts a busy slot, as it counts a hold', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/venues/search?location=San%20Francisco&guests=20&date=${addDaysToDate(weekly, 14)}`,
    })
    expect((res.json().venues as { id: number }[]).map((v) => v.id)).not.toContain(venueId)
  })

  it('the portal calendar says which slot is closed; a day closed by hand over it closes the whole day', async () => {
    const month = weekly.slice(0, 7)
    const cal = (await portal('GET', `/calendar?month=${month}`)).json()
    expect(cal.blackouts).toContainEqual({
      date: weekly,
      spaceId: hallId,
      reason: 'Busy in 127.0.0.2',
      slot: 'daytime',
    })
    const closed = await portal('POST', '/blackouts', { date: lunchDay, spaceId: null, reason: 'Staff party' })
    expect(closed.statusCode, closed.body).toBe(201)
    expect(await found(lunchDay, DINNER)).toBe(false)
    expect(await callieSays(lunchDay, DINNER)).toBe(false)
  })
})

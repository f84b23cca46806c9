// The venue's iCalendar feed is valid RFC 5545, read by a strict parser (ical.js) and by node-ical:
// a VTIMEZONE for every TZID, DTSTAMP in UTC, stable UIDs, SEQUENCE growing when an event changes,
// holds tentative, days closed by hand as all-day busy events (and not the days a synced calendar
// blocks: those are already in that calendar), no unregistered TIMEZONE-ID; an empty feed too.
import { and, asc, eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import nodeIcal, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDaysToDate } from '~/domain/search-dates'
import { zonedInstant } from '~/domain/time'
import { outboxEmails, spaceHolds, venueMembers } from '~/server/db/schema'
import { icsDate, icsOf, startFeedServer, type FeedServer } from '../../support/calendar-feed-server'
import { asDelivered } from '../support/auth-helpers'
import { createTestApp, type TestContext } from '../setup/test-app'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, type Auth, acceptProposal } from '../support/staff-helpers'

const ZONE = 'America/Los_Angeles'
let t: TestContext
let feeds: FeedServer
let manager: Auth
let venueId: number
let emptyVenueId: number
let spaceId: number

const portal = (id: number, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  staffCall(t, manager, method, `/api/venue-portal/venues/${id}${url}`, payload)

async function feedText(id: number) {
  const created = await portal(id, 'POST', '/calendar-feed')
  expect(created.statusCode).toBe(201)
  const res = await t.app.inject({ method: 'GET', url: new URL(created.json().url).pathname })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/calendar/)
  return res.body
}

/** What a strict reader requires of any calendar, checked on ical.js's parse of it. */
function strictlyValid(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  for (const line of text.split('\r\n').slice(0, -1)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  const cal = new ICAL.Component(ICAL.parse(text))
  expect(cal.name).toBe('vcalendar')
  expect(cal.getFirstPropertyValue('version')).toBe('2.0')
  expect(cal.getFirstPropertyValue('prodid')).toBeTruthy()
  expect(cal.getAllProperties('timezone-id')).toEqual([])
  expect(cal.getAllSubcomponents().length).toBeGreaterThan(0)
  const zones = new Map(cal.getAllSubcomponents('vtimezone').map((z) => [String(z.getFirstPropertyValue('tzid')), z]))
  for (const zone of zones.values()) ICAL.TimezoneService.register(zone)
  const events = cal.getAllSubcomponents('vevent')
  const uids = events.map((e) => String(e.getFirstPropertyValue('uid')))
  expect(new Set(uids).size).toBe(uids.length)
  for (const e of events) {
    const stamp = e.getFirstPropertyValue('dtstamp') as ICAL.Time
    expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone)
    for (const name of ['dtstart', 'dtend']) {
      const tzid = e.getFirstProperty(name)?.getParameter('tzid')
      if (tzid) expect(zones.has(String(tzid)), `VTIMEZONE for ${tzid}`).toBe(true)
    }
  }
  return { cal, events: events.map((e) => new ICAL.Event(e)), zones }
}

const nodeEvents = (text: string) =>
  Object.values(nodeIcal.sync.parseICS(text)).filter((c): c is VEvent => c.type === 'VEVENT')

beforeAll(async () => {
  feeds = await startFeedServer()
  t = await createTestApp({
    RATE_LIMIT_PUBLIC_FORMS: '10000',
    PUBLIC_URL: 'https://bountiful.test',
    CALENDAR_FETCH_ALLOW_PRIVATE: '127.0.0.2',
  })
  venueId = await insertVenue(t.db, { name: 'Feed Hall', maxGuests: 60 })
  emptyVenueId = await insertVenue(t.db, { name: 'Quiet Room', maxGuests: 60 })
  const owner = await createUser(t.db, { firstName: 'Fay' })
  manager = owner.auth
  await t.db.insert(venueMembers).values([
    { venueId, userId: owner.userId, role: 'owner' },
    { venueId: emptyVenueId, userId: owner.userId, role: 'owner' },
  ])
  const space = await portal(venueId, 'POST', '/spaces', {
    name: 'The Loft',
    kind: 'private_room',
    seatedCapacity: 30,
    standingCapacity: 40,
  })
  spaceId = space.json().id
})
afterAll(async () => {
  await t?.close()
  await feeds?.close()
})

describe('the venue feed', () => {
  it('an empty feed is still a valid calendar, its one component the venue’s VTIMEZONE', async () => {
    const text = await feedText(emptyVenueId)
    const { events, zones } = strictlyValid(text)
    expect(events).toEqual([])
    expect([...zones.keys()]).toEqual([ZONE])
    expect(nodeEvents(text)).toEqual([])
    expect(text).not.toMatch(/TIMEZONE-ID/)
  })

  it('holds are tentative, closed days all-day busy events, synced days left out; both parsers agree', async () => {
    const closed = inDays(25)
    const spaceClosed = inDays(26)
    const synced = inDays(27)
    expect((await portal(venueId, 'POST', '/blackouts', { date: closed, reason: 'Staff party' })).statusCode).toBe(201)
    expect((await portal(venueId, 'POST', '/blackouts', { date: spaceClosed, spaceId })).statusCode).toBe(201)
    feeds.set('/busy.ics', {
      kind: 'ics',
      body: icsOf([`DTSTART;VALUE=DATE:${icsDate(synced)}`, `DTEND;VALUE=DATE:${icsDate(addDaysToDate(synced, 1))}`]),
    })
    const added = await portal(venueId, 'POST', '/external-calendars', {
      url: `http://127.0.0.2:${feeds.port}/busy.ics`,
    })
    expect(added.json()).toMatchObject({ lastError: null, busyDays: 1 })

    const date = inDays(40)
    const r = await bookingRequest(t, venueId, { name: 'Hana Planner', date, time: '6:30 PM', guestCount: 20 })
    const inbox = (await portal(venueId, 'GET', '/requests')).json().requests as { id: number; reference: string }[]
    const requestId = inbox.find((x) => x.reference === r.reference)!.id
    const quoted = await portal(venueId, 'POST', `/requests/${requestId}/quote`, { spaceId, pricePerPerson: 90 })
    expect(quoted.statusCode, quoted.body).toBe(201)

    const text = await feedText(venueId)
    const { events } = strictlyValid(text)
    const bySummary = new Map(events.map((e) => [e.summary, e]))
    expect([...bySummary.keys()].sort()).toEqual([
      'Closed',
      'Closed: The Loft',
      'Hold: The Loft (Hana Planner, 20 guests)',
    ])

    const hold = bySummary.get('Hold: The Loft (Hana Planner, 20 guests)')!
    expect(hold.component.getFirstPropertyValue('status')).toBe('TENTATIVE')
    expect(hold.startDate.toJSDate().getTime()).toBe(zonedInstant(date, '6:30 PM', ZONE).getTime())
    expect(hold.startDate.zone?.tzid).toBe(ZONE)
    // Until when, as a person reads it in the venue's time (it read 'Held until 2026-12-03T14:04:56.238Z').
    const [held] = await t.db.select().from(spaceHolds).where(eq(spaceHolds.requestId, requestId))
    const until = new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).formatToParts(new Date(held.expiresAt!))
    const part = (type: string) => until.find((p) => p.type === type)!.value
    expect(hold.description).toBe(
      `Reference ${r.reference}\nHeld until ${part('month')} ${part('day')}, ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')}`,
    )

    const closedDay = bySummary.get('Closed')!
    expect(closedDay.startDate.isDate).toBe(true)
    expect(closedDay.startDate.toString()).toBe(closed)
    expect(closedDay.endDate.toString()).toBe(addDaysToDate(closed, 1))
    expect(closedDay.component.getFirstPropertyValue('transp')).toBe('OPAQUE')
    expect(closedDay.description).toBe('Staff party')
    expect(bySummary.get('Closed: The Loft')!.startDate.toString()).toBe(spaceClosed)

    // node-ical reads the same events at the same instants.
    const fromNode = nodeEvents(text)
    const nodeHold = fromNode.find((e) => String(e.summary).startsWith('Hold'))!
    expect(nodeHold.start.getTime()).toBe(hold.startDate.toJSDate().getTime())
    expect(nodeHold.status).toBe('TENTATIVE')
    const nodeClosed = fromNode.find((e) => String(e.summary) === 'Closed')!
    expect(nodeClosed.datetype).toBe('date')
    expect(nodeClosed.transparency).toBe('OPAQUE')
  })

  it('an accepted quote keeps its UID and its SEQUENCE grows; it is confirmed', async () => {
    const before = strictlyValid(await feedText(venueId)).events.find((e) => e.summary.startsWith('Hold'))!
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.template, 'proposal.sent')))
      .orderBy(asc(outboxEmails.id))
    const token = /\/proposals\/([A-Za-z0-9_-]{43})/.exec(asDelivered(mail!).textBody)![1]
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const accepted = await acceptProposal(t, token)
    expect(accepted.statusCode).toBe(200)
    const after = strictlyValid(await feedText(venueId)).events.find((e) => e.uid === before.uid)!
    expect(after.summary).toBe('Booked: The Loft (Hana Planner, 20 guests)')
    expect(after.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(after.sequence).toBeGreaterThan(before.sequence)
  })
})

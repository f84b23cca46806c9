// Venues in the loop, what managers and planners notice: the venue's iCalendar feed at
// its secret URL (parsed with a second library, times in the venue's zone), its response time on
// the venue page, the emails its managers get (new request, planner reply, daily digest) and the
// overdue flag staff see against the venue's own promise.
import { and, eq } from 'drizzle-orm'
import ical, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedInstant } from '~/domain/time'
import { outboxEmails, requests, venueMembers, venues } from '~/server/db/schema'
import { catalogueChanged } from '~/server/lib/catalogue-generation'
import { sendManagerDigests } from '~/server/email/venue-manager-emails'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import {
  bookingRequest,
  inDays,
  staffCall,
  userWithRole,
  type Auth,
  acceptProposal as acceptByLink,
} from '../support/staff-helpers'

const ZONE = 'America/Los_Angeles'
const HOUR = 3_600_000

let t: TestContext
let staff: Auth
let planner: Auth
let owner: { auth: Auth; email: string; userId: number }
let otherManager: { auth: Auth; email: string }
let venueA: number
let venueB: number
let spaceA: number

const portal = (auth: Auth | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  staffCall(t, auth, method, `/api/venue-portal${url}`, payload)

const mailsTo = (to: string, template: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.template, template)))
    .orderBy(outboxEmails.id)

/** The feed's path from its URL (the test app answers at any origin). */
const feedPath = (url: string) => new URL(url).pathname

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  staff = (await userWithRole(t, 'staff')).auth
  planner = (await userWithRole(t, 'planner')).auth
  venueA = await insertVenue(t.db, { name: 'Loop A', maxGuests: 60 })
  venueB = await insertVenue(t.db, { name: 'Loop B', maxGuests: 60 })
  const a = await createUser(t.db, { firstName: 'Olga' })
  owner = { auth: a.auth, email: a.email, userId: a.userId }
  const b = await createUser(t.db, { firstName: 'Bo' })
  otherManager = { auth: b.auth, email: b.email }
  await t.db.insert(venueMembers).values([
    { venueId: venueA, userId: a.userId, role: 'owner' },
    { venueId: venueB, userId: b.userId, role: 'owner' },
  ])
  const space = await portal(owner.auth, 'POST', `/venues/${venueA}/spaces`, {
    name: 'The Loft',
    kind: 'private_room',
    seatedCapacity: 30,
    standingCapacity: 40,
  })
  spaceA = space.json().id
})
afterAll(() => t?.close())

async function quote(requestId: number, time?: string) {
  const res = await portal(owner.auth, 'POST', `/venues/${venueA}/requests/${requestId}/quote`, {
    spaceId: spaceA,
    pricePerPerson: 80,
    ...(time ? { time } : {}),
  })
  expect(res.statusCode).toBe(201)
}

async function acceptProposal(requestId: number) {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, requestId), eq(outboxEmails.template, 'proposal.sent')))
  const token = /\/proposals\/([A-Za-z0-9_-]+)/.exec(asDelivered(mail).textBody)![1]
  const res = await acceptByLink(t, token, { note: 'See you' })
  expect(res.statusCode).toBe(200)
}

describe('the iCalendar feed', () => {
  it('lists bookings and live holds with their times in the venue’s timezone; a new URL retires the old one', async () => {
    expect((await portal(owner.auth, 'GET', `/venues/${venueA}/calendar-feed`)).json()).toEqual({ active: false })
    // Who may create it: the venue's managers and staff; anyone else is refused.
    expect((await portal(undefined, 'POST', `/venues/${venueA}/calendar-feed`)).statusCode).toBe(401)
    expect((await portal(planner, 'POST', `/venues/${venueA}/calendar-feed`)).statusCode).toBe(403)
    expect((await portal(otherManager.auth, 'POST', `/venues/${venueA}/calendar-feed`)).statusCode).toBe(404)
    const created = await portal(owner.auth, 'POST', `/venues/${venueA}/calendar-feed`)
    expect(created.statusCode).toBe(201)
    const { url } = created.json()
    expect(url).toMatch(/^https:\/\/bountiful\.test\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/)
    expect((await portal(owner.auth, 'GET', `/venues/${venueA}/calendar-feed`)).json()).toEqual({ active: true })
    // Only the hash is stored.
    const [row] = await t.db.select({ hash: venues.calendarFeedTokenHash }).from(venues).where(eq(venues.id, venueA))
    expect(url).not.toContain(row.hash)

    const booked = await bookingRequest(t, venueA, {
      name: 'Dana Planner',
      guestCount: 24,
      date: inDays(20),
      time: '7:30 PM',
    })
    await quote(booked.id)
    await acceptProposal(booked.id)
    const held = await bookingRequest(t, venueA, {
      name: 'Lee Held',
      guestCount: 12,
      date: inDays(21),
      time: '12:30 PM',
    })
    await quote(held.id)

    const res = await t.app.inject({ method: 'GET', url: feedPath(url) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/calendar/)
    const compact = (d: string) => d.replaceAll('-', '')
    expect(res.body).toContain(`DTSTART;TZID=${ZONE}:${compact(inDays(20))}T193000`)
    const events = Object.values(ical.sync.parseICS(res.body)).filter((c): c is VEvent => c.type === 'VEVENT')
    expect(events.map((e) => e.summary).sort()).toEqual([
      'Booked: The Loft (Dana Planner, 24 guests)',
      'Hold: The Loft (Lee Held, 12 guests)',
    ])
    const bookedEvent = events.find((e) => String(e.summary).startsWith('Booked'))!
    expect(bookedEvent.start.tz).toBe(ZONE)
    expect(bookedEvent.start.getTime()).toBe(zonedInstant(inDays(20), '7:30 PM', ZONE).getTime())
    expect(bookedEvent.end.getTime() - bookedEvent.start.getTime()).toBe(3 * HOUR)
    expect(bookedEvent.status).toBe('CONFIRMED')
    const holdEvent = events.find((e) => String(e.summary).startsWith('Hold'))!
    expect(holdEvent.start.getTime()).toBe(zonedInstant(inDays(21), '12:30 PM', ZONE).getTime())
    expect(holdEvent.status).toBe('TENTATIVE')

    // A new URL: the old one is a 404 at once, as is any made-up one.
    const again = await portal(owner.auth, 'POST', `/venues/${venueA}/calendar-feed`)
    expect(again.json().url).not.toBe(url)
    expect((await t.app.inject({ method: 'GET', url: feedPath(url) })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: feedPath(again.json().url) })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-feeds/nope.ics' })).statusCode).toBe(404)
  })
})

describe('manager emails', () => {
  it('every new request naming the venue reaches its managers, and only theirs', async () => {
    const request = await bookingRequest(t, venueA, {
      name: 'Nia New',
      date: inDays(40),
      addOns: ['extended-hours', 'av-equipment'],
      extendedHours: 2,
    })
    const mails = await mailsTo(owner.email, 'venue.new_request')
    const mail = mails.find((m) => m.requestId === request.id)!
    expect(mail.subject).toBe(`New request for Loop A (${request.reference})`)
    // What she asked for besides the package, by name, with the hours she chose; in the portal too.
    expect(asDelivered(mail).textBody).toContain('Extended Hours (2 hours), AV Equipment')
    const inbox = await portal(owner.auth, 'GET', `/venues/${venueA}/requests`)
    expect(inbox.json().requests.find((r: { id: number }) => r.id === request.id)).toMatchObject({
      addOns: ['Extended Hours (2 hours)', 'AV Equipment'],
    })
    expect(asDelivered(mail).textBody).toContain(`https://bountiful.test/venue-portal/venues/${venueA}/inbox`)
    expect(asDelivered(mail).textBody).toContain('within 24 hours')
    expect((await mailsTo(otherManager.email, 'venue.new_request')).map((m) => m.requestId)).not.toContain(request.id)
  })

  it('the planner’s answer to a quote reaches the managers', async () => {
    const request = await bookingRequest(t, venueA, { name: 'Ria Reply', date: inDays(41), time: '7:00 PM' })
    await quote(request.id)
    await acceptProposal(request.id)
    const [mail] = (await mailsTo(owner.email, 'venue.planner_reply')).filter((m) => m.requestId === request.id)
    expect(mail.subject).toBe(`Ria Reply accepted the quote for Loop A (${request.reference})`)
    expect(asDelivered(mail).textBody).toContain('See you')
    // The venue quoted, so it has her contact: a reply to her note reaches her.
    expect(mail.replyTo).toBe(request.email)
  })

  it('the planner’s answer to our team’s quote for the venue: a manager’s reply reaches our team, not her address', async () => {
    const request = await bookingRequest(t, venueA, { name: 'Sol Staffquote', date: inDays(43), time: '7:00 PM' })
    const sent = await staffCall(t, staff, 'POST', `/api/staff/requests/${request.id}/proposals`, {
      venueId: venueA,
      date: inDays(43),
      time: '7:00 PM',
      guests: 24,
      pricePerPerson: 80,
      deposit: 500,
    })
    expect(sent.statusCode, sent.body).toBe(201)
    await acceptProposal(request.id)
    const [mail] = (await mailsTo(owner.email, 'venue.planner_reply')).filter((m) => m.requestId === request.id)
    expect(mail.subject).toBe(`Sol Staffquote accepted the quote for Loop A (${request.reference})`)
    expect(mail.replyTo).toBe(t.config.CONCIERGE_EMAIL)
  })

  it('a daily digest of unanswered requests goes once per manager and day, whatever restarts', async () => {
    const waiting = await bookingRequest(t, venueB, { name: 'Wes Waiting', date: inDays(42) })
    const now = new Date()
    expect(await sendManagerDigests({ db: t.db, publicUrl: 'https://bountiful.test', now })).toBeGreaterThan(0)
    const digests = await mailsTo(otherManager.email, 'venue.digest')
    expect(digests).toHaveLength(1)
    expect(digests[0].subject).toBe('1 request waiting for your answer')
    expect(asDelivered(digests[0]).textBody).toContain(waiting.reference)
    // A second pass the same day (a restart, another instance) sends nothing more …
    expect(await sendManagerDigests({ db: t.db, publicUrl: 'https://bountiful.test', now })).toBe(0)
    expect(await mailsTo(otherManager.email, 'venue.digest')).toHaveLength(1)
    // … the next day it goes again, while the request still waits.
    await sendManagerDigests({
      db: t.db,
      publicUrl: 'https://bountiful.test',
      now: new Date(now.getTime() + 24 * HOUR),
    })
    expect(await mailsTo(otherManager.email, 'venue.digest')).toHaveLength(2)
  })
})

describe('overdue requests', () => {
  it('are flagged to staff against the venue’s own promise', async () => {
    const patched = await portal(otherManager.auth, 'PATCH', `/venues/${venueB}`, { responseHours: 2 })
    expect(patched.json().responseHours).toBe(2)
    expect((await portal(otherManager.auth, 'PATCH', `/venues/${venueB}`, { responseHours: 0 })).statusCode).toBe(400)
    const fast = await bookingRequest(t, venueB, { date: inDays(43) })
    const slow = await bookingRequest(t, venueA, { date: inDays(43) })
    const threeHoursAgo = new Date(Date.now() - 3 * HOUR)
    for (const id of [fast.id, slow.id])
      await t.db.update(requests).set({ createdAt: threeHoursAgo }).where(eq(requests.id, id))
    const overdue = await staffCall(t, staff, 'GET', '/api/staff/requests?overdue=true')
    const refs = overdue.json().requests.map((r: { reference: string }) => r.reference)
    expect(refs).toContain(fast.reference)
    expect(refs).not.toContain(slow.reference)
    const all = await staffCall(t, staff, 'GET', `/api/staff/requests?q=${fast.reference}`)
    expect(all.json().requests[0]).toMatchObject({ overdue: true })
  })
})

describe('response time on the venue page', () => {
  it('shows the median first answer once five requests were answered', async () => {
    const venue = await insertVenue(t.db, { name: 'Loop Quick', maxGuests: 60 })
    const answerAfter = async (hours: number) => {
      const r = await bookingRequest(t, venue, { date: inDays(50) })
      const createdAt = new Date(Date.now() - 48 * HOUR)
      await t.db
        .update(requests)
        .set({ createdAt, firstResponseAt: new Date(createdAt.getTime() + hours * HOUR) })
        .where(eq(requests.id, r.id))
    }
    const detail = async () => (await t.app.inject({ method: 'GET', url: `/api/venues/${venue}?enhance=true` })).json()
    for (const h of [1, 2, 3, 10]) await answerAfter(h)
    // An unanswered request and one older than 90 days do not count.
    await bookingRequest(t, venue, { date: inDays(50) })
    expect((await detail()).responseTime).toBeNull()
    await answerAfter(2.5)
    // Public answers are cached up to a minute; written behind the app's back, the test says so.
    await catalogueChanged(t.db)
    expect((await detail()).responseTime).toEqual({ medianHours: 2.5, answered: 5 })
  })
})

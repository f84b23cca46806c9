// Host dashboard: events, tasks, co-hosts, reviews, and the event a confirmed request
// becomes. Every endpoint with its permission matrix: host, co-host, stranger (404), signed out (401).
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEventForConfirmedRequest, claimPendingEvents } from '~/server/events/confirmed-request-event'
import {
  cities,
  eventMembers,
  events,
  invitations,
  outboxEmails,
  requests,
  reviews,
  tasks,
  venues,
} from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { emailsTo, signedInUser, uniqueEmail, verificationTokenFor, verifyEmail } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import {
  addCoHost,
  createEvent,
  firstVenue,
  futureDate,
  invitationTokenFor,
  makePast,
  team,
  type Auth,
} from '../support/events-helpers'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://bountiful.test', RATE_LIMIT_PUBLIC_FORMS: '10000' })
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) })

const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '2147483648', '1'.repeat(40)]

describe('creating events', () => {
  it('creates an event from free text: the city gives the timezone, the creator is host', async () => {
    const host = await createUser(t.db)
    const date = futureDate(40)
    const res = await call('POST', '/api/dashboard/events', host.auth, {
      name: '  Board dinner ',
      date,
      time: '7:30 PM',
      guestCount: 18,
      location: 'Chicago, IL',
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      name: 'Board dinner',
      date,
      time: '7:30 PM',
      guestCount: 18,
      location: 'Chicago, IL',
      citySlug: 'chicago',
      timezone: 'America/Chicago',
      venueId: null,
      venueName: null,
      booked: false,
      status: 'upcoming',
      role: 'host',
      tasks: { total: 0, completed: 0 },
      coHosts: 0,
      cancelledAt: null,
    })
    expect(body.publicId).toMatch(/^[A-Za-z0-9_-]{16}$/)
    const [member] = await t.db.select().from(eventMembers).where(eq(eventMembers.eventId, body.id))
    expect(member).toMatchObject({ userId: host.userId, role: 'host' })
  })

  it('fills venue name, address and timezone from a catalogue venue', async () => {
    const host = await createUser(t.db)
    const venue = await firstVenue(t)
    const [city] = await t.db.select().from(cities).where(eq(cities.slug, venue.citySlug))
    const res = await call('POST', '/api/dashboard/events', host.auth, {
      name: 'Offsite',
      date: futureDate(),
      time: '6:00 PM',
      guestCount: 30,
      venueId: venue.id,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      venueId: venue.id,
      venueName: venue.name,
      location: venue.address,
      citySlug: venue.citySlug,
      timezone: city.timezone,
    })
  })

  it('uses Los Angeles time for a place outside the catalogue', async () => {
    const host = await createUser(t.db)
    const res = await call('POST', '/api/dashboard/events', host.auth, {
      name: 'Cabin weekend',
      date: futureDate(),
      time: '12:00 PM',
      guestCount: 8,
      location: 'Lake Tahoe',
    })
    expect(res.json()).toMatchObject({ citySlug: null, timezone: 'America/Los_Angeles', location: 'Lake Tahoe' })
  })

  it('answers 400 with a message per field', async () => {
    const host = await createUser(t.db)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Event name is required'],
      [{ date: '2025-02-30' }, 'date', 'Please select a date'],
      [{ date: '2020-01-01' }, 'date', 'Please select a date that is not in the past'],
      [{ time: '19:00' }, 'time', 'Please select a time'],
      [{ guestCount: 0 }, 'guestCount', 'At least 1 guest required'],
      [{ guestCount: 1001 }, 'guestCount', 'Maximum 1000 guests allowed'],
      [{ guestCount: 'many' }, 'guestCount', 'Guest count is required'],
      [{ location: '' }, 'location', 'Please choose a venue or enter a location'],
      [{ location: undefined, venueId: 99999999 }, 'venueId', 'Venue not found'],
      [{ location: undefined, venueId: 'x' }, 'venueId', 'Venue not found'],
    ]
    for (const [patch, field, message] of cases) {
      const res = await call('POST', '/api/dashboard/events', host.auth, {
        name: 'Dinner',
        date: futureDate(),
        time: '7:00 PM',
        guestCount: 10,
        location: 'Boston',
        ...patch,
      })
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
      expect(res.json().errors[field], JSON.stringify(patch)).toBe(message)
    }
    const count = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(eq(events.hostUserId, host.userId))
    expect(count[0].n).toBe(0)
  })

  it('needs a signed-in user', async () => {
    expect((await call('POST', '/api/dashboard/events', undefined, { name: 'x' })).statusCode).toBe(401)
    expect((await call('GET', '/api/dashboard/events')).json()).toEqual({
      code: 'unauthenticated',
      message: 'Please log in to continue.',
    })
  })
})

describe('listing and reading events', () => {
  it('lists the events of host and co-host with their role, counts and computed status; nobody else sees them', async () => {
    const { host, coHost, stranger, event } = await team(t)
    await call('POST', `/api/dashboard/events/${event.id}/tasks`, host.auth, { title: 'Book the room' })
    const done = (
      await call('POST', `/api/dashboard/events/${event.id}/tasks`, host.auth, { title: 'Send menu' })
    ).json()
    await call('PATCH', `/api/dashboard/events/${event.id}/tasks/${done.id}`, coHost.auth, { completed: true })
    const later = await createEvent(t, host.auth, { name: 'Later', date: futureDate(90) })
    const earlier = await createEvent(t, host.auth, { name: 'Earlier', date: futureDate(5) })
    await makePast(t, earlier.id)

    const hostList = (await call('GET', '/api/dashboard/events', host.auth)).json().events
    expect(hostList.map((e: { name: string }) => e.name)).toEqual(['Earlier', 'Team dinner', 'Later'])
    expect(hostList[0].status).toBe('past')
    expect(hostList[1]).toMatchObject({
      id: event.id,
      role: 'host',
      status: 'upcoming',
      tasks: { total: 2, completed: 1 },
      coHosts: 1,
    })

    const coList = (await call('GET', '/api/dashboard/events', coHost.auth)).json().events
    expect(coList).toHaveLength(1)
    expect(coList[0]).toMatchObject({ id: event.id, role: 'cohost', tasks: { total: 2, completed: 1 }, coHosts: 1 })

    expect((await call('GET', '/api/dashboard/events', stranger.auth)).json()).toEqual({ events: [] })
    expect(later.id).toBeGreaterThan(0)
  })

  it('lists events in the order they start, each in its own timezone, and keeps times as a time of day', async () => {
    const host = await signedInUser(t)
    const date = futureDate(20)
    // On one date: 9:00 AM < 12:00 PM < 8:00 PM in New York (5:00 PM in San Francisco) < 6:00 PM in San Francisco.
    const sfDinner = await createEvent(t, host.auth, { name: 'SF dinner', date, time: '6:00 PM' })
    const nyDinner = await createEvent(t, host.auth, {
      name: 'NY dinner',
      date,
      time: '8:00 PM',
      location: 'New York, NY',
    })
    await createEvent(t, host.auth, { name: 'Lunch', date, time: '12:00 PM' })
    await createEvent(t, host.auth, { name: 'Breakfast', date, time: '9:00 AM' })
    await createEvent(t, host.auth, { name: 'Next day', date: futureDate(21), time: '7:00 AM' })

    const list = (await call('GET', '/api/dashboard/events', host.auth)).json().events
    expect(list.map((e: { name: string; time: string }) => `${e.name} ${e.time}`)).toEqual([
      'Breakfast 9:00 AM',
      'Lunch 12:00 PM',
      'NY dinner 8:00 PM',
      'SF dinner 6:00 PM',
      'Next day 7:00 AM',
    ])
    // Stored as a time of day; the API's '8:00 PM' is only how it is written.
    const stored = await t.db
      .select({ id: events.id, time: sql<string>`${events.time}::text` })
      .from(events)
      .where(inArray(events.id, [sfDinner.id, nyDinner.id]))
      .orderBy(events.id)
    expect(stored).toEqual([
      { id: sfDinner.id, time: '18:00:00' },
      { id: nyDinner.id, time: '20:00:00' },
    ])
    expect((await call('GET', `/api/dashboard/events/${nyDinner.id}`, host.auth)).json()).toMatchObject({
      time: '8:00 PM',
      timezone: 'America/New_York',
    })
  })

  it('shows the detail: members with names and emails, pending invitations only to the host, headcount', async () => {
    const { host, coHost, stranger, event } = await team(t)
    const pendingEmail = uniqueEmail('pending')
    await call('POST', `/api/dashboard/events/${event.id}/invitations`, host.auth, { email: pendingEmail })

    const asHost = await call('GET', `/api/dashboard/events/${event.id}`, host.auth)
    expect(asHost.statusCode).toBe(200)
    const detail = asHost.json()
    expect(detail.members).toEqual([
      {
        userId: host.userId,
        firstName: 'Hana',
        lastName: 'Lopez',
        name: 'Hana Lopez',
        email: host.email,
        role: 'host',
      },
      {
        userId: coHost.userId,
        firstName: 'Cora',
        lastName: 'Lopez',
        name: 'Cora Lopez',
        email: coHost.email,
        role: 'cohost',
      },
    ])
    expect(detail.invitations).toEqual([
      { id: expect.any(Number), email: pendingEmail, status: 'pending', createdAt: expect.any(String) },
    ])
    expect(detail.guests).toEqual({ yes: 0, maybe: 0, no: 0, noAnswer: 0, total: 0 })
    expect(detail).toMatchObject({ role: 'host', review: null, canReview: false })

    const asCoHost = (await call('GET', `/api/dashboard/events/${event.id}`, coHost.auth)).json()
    expect(asCoHost).toMatchObject({ role: 'cohost', invitations: [] })

    const asStranger = await call('GET', `/api/dashboard/events/${event.id}`, stranger.auth)
    expect(asStranger.statusCode).toBe(404)
    expect(asStranger.json()).toEqual({ code: 'not_found', message: 'Event not found' })
    expect((await call('GET', `/api/dashboard/events/${event.id}`)).statusCode).toBe(401)
  })

  it('counts the tasks and co-hosts of the event asked for, not of another (detail and cancel answers)', async () => {
    const { host, event } = await team(t)
    const other = await createEvent(t, host.auth, { name: 'Other dinner' })
    const add = (eventId: number, title: string) =>
      call('POST', `/api/dashboard/events/${eventId}/tasks`, host.auth, { title }).then(
        (r) => r.json() as { id: number },
      )
    for (const title of ['Book the room', 'Send menu', 'Seating plan']) await add(event.id, title)
    const done = await add(other.id, 'Order flowers')
    await add(other.id, 'Print cards')
    await call('PATCH', `/api/dashboard/events/${other.id}/tasks/${done.id}`, host.auth, { completed: true })

    expect((await call('GET', `/api/dashboard/events/${event.id}`, host.auth)).json()).toMatchObject({
      tasks: { total: 3, completed: 0 },
      coHosts: 1,
    })
    expect((await call('GET', `/api/dashboard/events/${other.id}`, host.auth)).json()).toMatchObject({
      tasks: { total: 2, completed: 1 },
      coHosts: 0,
    })
    const cancelled = await call('POST', `/api/dashboard/events/${other.id}/cancel`, host.auth)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', tasks: { total: 2, completed: 1 }, coHosts: 0 })
  })

  it('answers 404 Event not found for absent and malformed ids', async () => {
    const host = await createUser(t.db)
    for (const id of [...BAD_IDS, '2147483647']) {
      for (const url of [
        `/api/dashboard/events/${id}`,
        `/api/dashboard/events/${id}/tasks`,
        `/api/dashboard/events/${id}/guests`,
        `/api/dashboard/events/${id}/messages`,
      ]) {
        const res = await call('GET', url, host.auth)
        expect(res.statusCode, url).toBe(404)
        expect(res.json(), url).toEqual({ code: 'not_found', message: 'Event not found' })
      }
    }
  })
})

describe('cancelling', () => {
  it('lets only the host cancel; keeps the event, shows it cancelled to all and emails each co-host once', async () => {
    const { host, coHost, stranger, event } = await team(t)
    const forbidden = await call('POST', `/api/dashboard/events/${event.id}/cancel`, coHost.auth)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json()).toEqual({ code: 'forbidden', message: 'Only the host can cancel this event' })
    expect((await call('POST', `/api/dashboard/events/${event.id}/cancel`, stranger.auth)).statusCode).toBe(404)
    expect((await call('POST', `/api/dashboard/events/${event.id}/cancel`)).statusCode).toBe(401)

    const res = await call('POST', `/api/dashboard/events/${event.id}/cancel`, host.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: event.id, status: 'cancelled', cancelledAt: expect.any(String) })
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id))
    expect(row.status).toBe('cancelled')

    const mails = await emailsTo(t, coHost.email, 'event.cancelled')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain('Team dinner')
    expect(mails[0].subject).toContain('has been cancelled')
    expect(mails[0].textBody).toContain('Hana Lopez has cancelled Team dinner')
    expect(await emailsTo(t, host.email, 'event.cancelled')).toHaveLength(0)

    expect((await call('GET', '/api/dashboard/events', coHost.auth)).json().events[0].status).toBe('cancelled')
    const again = await call('POST', `/api/dashboard/events/${event.id}/cancel`, host.auth)
    expect(again.statusCode).toBe(200)
    expect(await emailsTo(t, coHost.email, 'event.cancelled')).toHaveLength(1)
  })

  it('refuses to cancel an event that already took place', async () => {
    const host = await createUser(t.db)
    const event = await createEvent(t, host.auth)
    await makePast(t, event.id)
    const res = await call('POST', `/api/dashboard/events/${event.id}/cancel`, host.auth)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'conflict', message: 'This event has already taken place' })
  })
})

describe('tasks', () => {
  it('host and co-host add, assign, complete, edit and delete tasks', async () => {
    const { host, coHost, event } = await team(t)
    const base = `/api/dashboard/events/${event.id}/tasks`
    const created = await call('POST', base, coHost.auth, {
      title: ' Confirm menu ',
      description: 'Ask about vegan options',
      assignedTo: 'me',
    })
    expect(created.statusCode).toBe(201)
    const task = created.json()
    expect(task).toEqual({
      id: expect.any(Number),
      title: 'Confirm menu',
      description: 'Ask about vegan options',
      assignedTo: coHost.userId,
      assigneeName: 'Cora Lopez',
      completed: false,
      createdAt: expect.any(String),
      completedAt: null,
    })

    const reassigned = await call('PATCH', `${base}/${task.id}`, host.auth, {
      assignedTo: host.userId,
      completed: true,
    })
    expect(reassigned.statusCode).toBe(200)
    expect(reassigned.json()).toMatchObject({
      assignedTo: host.userId,
      assigneeName: 'Hana Lopez',
      completed: true,
      completedAt: expect.any(String),
    })

    const edited = await call('PATCH', `${base}/${task.id}`, coHost.auth, {
      title: 'Confirm final menu',
      description: null,
      assignedTo: null,
      completed: false,
    })
    expect(edited.json()).toMatchObject({
      title: 'Confirm final menu',
      description: '',
      assignedTo: null,
      assigneeName: null,
      completed: false,
      completedAt: null,
    })
    expect((await call('PATCH', `${base}/${task.id}`, coHost.auth, {})).statusCode).toBe(200)

    const second = (await call('POST', base, host.auth, { title: 'Seating plan' })).json()
    expect(second).toMatchObject({ description: '', assignedTo: null })
    expect((await call('GET', base, coHost.auth)).json().tasks.map((x: { title: string }) => x.title)).toEqual([
      'Confirm final menu',
      'Seating plan',
    ])

    expect((await call('DELETE', `${base}/${task.id}`, coHost.auth)).statusCode).toBe(204)
    expect((await call('DELETE', `${base}/${task.id}`, coHost.auth)).json()).toEqual({
      code: 'not_found',
      message: 'Task not found',
    })
    expect((await call('GET', base, host.auth)).json().tasks).toHaveLength(1)
  })

  it('validates titles and assignees', async () => {
    const { host, stranger, event } = await team(t)
    const base = `/api/dashboard/events/${event.id}/tasks`
    for (const title of ['', '   ', undefined, 42]) {
      const res = await call('POST', base, host.auth, { title })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors.title).toBe('Title is required')
    }
    const notMember = await call('POST', base, host.auth, { title: 'x', assignedTo: stranger.userId })
    expect(notMember.statusCode).toBe(400)
    expect(notMember.json().errors).toEqual({
      assignedTo: 'Tasks can only be assigned to the host or a co-host of this event',
    })
    expect((await call('POST', base, host.auth, { title: 'x', assignedTo: 'someone' })).statusCode).toBe(400)
    const task = (await call('POST', base, host.auth, { title: 'x' })).json()
    expect((await call('PATCH', `${base}/${task.id}`, host.auth, { title: ' ' })).json().errors.title).toBe(
      'Title is required',
    )
    expect((await call('PATCH', `${base}/${task.id}`, host.auth, { completed: 'yes' })).statusCode).toBe(400)
    expect((await t.db.select().from(tasks).where(eq(tasks.eventId, event.id))).map((r) => r.title)).toEqual(['x'])
  })

  it('keeps strangers and other events out', async () => {
    const { host, stranger, event } = await team(t)
    const other = await createEvent(t, stranger.auth)
    const strangersTask = (
      await call('POST', `/api/dashboard/events/${other.id}/tasks`, stranger.auth, { title: 'Theirs' })
    ).json()
    const base = `/api/dashboard/events/${event.id}/tasks`
    const task = (await call('POST', base, host.auth, { title: 'Ours' })).json()

    for (const res of [
      await call('GET', base, stranger.auth),
      await call('POST', base, stranger.auth, { title: 'Sneaky' }),
      await call('PATCH', `${base}/${task.id}`, stranger.auth, { completed: true }),
      await call('DELETE', `${base}/${task.id}`, stranger.auth),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'not_found', message: 'Event not found' })
    }
    for (const res of [
      await call('GET', base),
      await call('POST', base, undefined, { title: 'x' }),
      await call('DELETE', `${base}/${task.id}`),
    ]) {
      expect(res.statusCode).toBe(401)
    }
    // A task id of another event, or no task id at all, is not found in this one.
    for (const id of [String(strangersTask.id), ...BAD_IDS]) {
      const res = await call('PATCH', `${base}/${id}`, host.auth, { completed: true })
      expect(res.statusCode, id).toBe(404)
      expect(res.json()).toEqual({ code: 'not_found', message: 'Task not found' })
    }
    const [theirs] = await t.db.select().from(tasks).where(eq(tasks.id, strangersTask.id))
    expect(theirs.completed).toBe(false)
  })
})

describe('co-hosts', () => {
  it('invites by email with a one-time link, shows it publicly, and the invitee accepts with that email', async () => {
    const host = await createUser(t.db, { firstName: 'Hana' })
    const event = await createEvent(t, host.auth, { name: 'Launch party' })
    const invitee = await createUser(t.db, { firstName: 'Ivy' })

    const res = await call('POST', `/api/dashboard/events/${event.id}/invitations`, host.auth, {
      email: `  ${invitee.email.toUpperCase()} `,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      invitation: { id: expect.any(Number), email: invitee.email, status: 'pending', createdAt: expect.any(String) },
      resent: false,
    })

    const [mail] = await emailsTo(t, invitee.email, 'event.cohost_invitation')
    expect(mail.subject).toBe('Hana Lopez invited you to co-host Launch party')
    const token = await invitationTokenFor(t, invitee.email)
    expect(mail.textBody).toContain(`https://bountiful.test/invitations/${token}`)
    const [row] = await t.db.select().from(invitations).where(eq(invitations.eventId, event.id))
    expect(row.tokenHash).not.toContain(token)

    const view = await call('GET', `/api/invitations/${token}`)
    expect(view.statusCode).toBe(200)
    expect(view.json()).toMatchObject({
      eventName: 'Launch party',
      hostName: 'Hana Lopez',
      email: invitee.email,
      status: 'pending',
      eventStatus: 'upcoming',
    })
    expect((await call('GET', `/api/invitations/${'x'.repeat(43)}`)).statusCode).toBe(404)
    expect((await call('GET', '/api/invitations/nope')).json()).toEqual({
      code: 'not_found',
      message: 'Invitation not found',
    })

    expect((await call('POST', `/api/invitations/${token}/accept`)).statusCode).toBe(401)
    const other = await createUser(t.db)
    const wrong = await call('POST', `/api/invitations/${token}/accept`, other.auth)
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().message).toBe(
      `This invitation was sent to ${invitee.email}. Please log in with that email address to accept it.`,
    )

    const accepted = await call('POST', `/api/invitations/${token}/accept`, invitee.auth)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ eventId: event.id })
    expect((await call('POST', `/api/invitations/${token}/accept`, invitee.auth)).statusCode).toBe(200)
    expect((await call('GET', `/api/invitations/${token}`)).json().status).toBe('accepted')
    expect((await call('GET', `/api/dashboard/events/${event.id}`, invitee.auth)).json().role).toBe('cohost')
    expect((await call('GET', `/api/dashboard/events/${event.id}`, host.auth)).json().invitations).toEqual([])

    const again = await call('POST', `/api/dashboard/events/${event.id}/invitations`, host.auth, {
      email: invitee.email.toUpperCase(),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      code: 'conflict',
      message: 'This person is already a co-host',
      errors: { email: 'This person is already a co-host' },
    })
  })

  it('validates the invite form with the product messages and refuses inviting yourself', async () => {
    const host = await createUser(t.db)
    const event = await createEvent(t, host.auth)
    const url = `/api/dashboard/events/${event.id}/invitations`
    for (const [email, message] of [
      ['', 'Email is required'],
      [undefined, 'Email is required'],
      ['not-an-email', 'Please enter a valid email address'],
      ['a@b', 'Please enter a valid email address'],
    ] as const) {
      const res = await call('POST', url, host.auth, { email })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors.email).toBe(message)
    }
    const self = await call('POST', url, host.auth, { email: host.email.toUpperCase() })
    expect(self.statusCode).toBe(400)
    expect(self.json().errors.email).toBe('You are the host of this event')
    expect(await t.db.select().from(invitations).where(eq(invitations.eventId, event.id))).toHaveLength(0)
  })

  it('sends a pending invitation again instead of duplicating it; the old link stops working', async () => {
    const host = await createUser(t.db)
    const event = await createEvent(t, host.auth)
    const email = uniqueEmail('guest')
    const url = `/api/dashboard/events/${event.id}/invitations`
    await call('POST', url, host.auth, { email })
    const first = await invitationTokenFor(t, email)
    const again = await call('POST', url, host.auth, { email: email.toUpperCase() })
    expect(again.statusCode).toBe(200)
    expect(again.json().resent).toBe(true)
    const second = await invitationTokenFor(t, email)
    expect(second).not.toBe(first)
    expect(await emailsTo(t, email, 'event.cohost_invitation')).toHaveLength(2)
    expect(await t.db.select().from(invitations).where(eq(invitations.eventId, event.id))).toHaveLength(1)
    expect((await call('GET', `/api/invitations/${first}`)).statusCode).toBe(404)
    expect((await call('GET', `/api/invitations/${second}`)).statusCode).toBe(200)
  })

  it('lets only the host invite, revoke and remove', async () => {
    const { host, coHost, stranger, event } = await team(t)
    const base = `/api/dashboard/events/${event.id}`
    const invite = await call('POST', `${base}/invitations`, coHost.auth, { email: uniqueEmail() })
    expect(invite.statusCode).toBe(403)
    expect(invite.json()).toEqual({ code: 'forbidden', message: 'Only the host can invite co-hosts' })
    expect((await call('POST', `${base}/invitations`, stranger.auth, { email: uniqueEmail() })).statusCode).toBe(404)
    expect((await call('POST', `${base}/invitations`, undefined, { email: uniqueEmail() })).statusCode).toBe(401)

    const invitee = await createUser(t.db)
    const pending = (await call('POST', `${base}/invitations`, host.auth, { email: invitee.email })).json().invitation
    expect((await call('DELETE', `${base}/invitations/${pending.id}`, coHost.auth)).statusCode).toBe(403)
    expect((await call('DELETE', `${base}/invitations/${pending.id}`, stranger.auth)).statusCode).toBe(404)
    expect((await call('DELETE', `${base}/invitations/${pending.id}`, host.auth)).statusCode).toBe(204)
    expect((await call('DELETE', `${base}/invitations/${pending.id}`, host.auth)).json()).toEqual({
      code: 'not_found',
      message: 'Invitation not found',
    })
    for (const id of BAD_IDS)
      expect((await call('DELETE', `${base}/invitations/${id}`, host.auth)).statusCode).toBe(404)

    const token = await invitationTokenFor(t, invitee.email)
    const revoked = await call('POST', `/api/invitations/${token}/accept`, invitee.auth)
    expect(revoked.statusCode).toBe(409)
    expect(revoked.json()).toEqual({ code: 'conflict', message: 'This invitation has been revoked' })
    expect((await call('GET', `/api/dashboard/events/${event.id}`, invitee.auth)).statusCode).toBe(404)

    const removeByCoHost = await call('DELETE', `${base}/cohosts/${coHost.userId}`, coHost.auth)
    expect(removeByCoHost.statusCode).toBe(403)
    expect(removeByCoHost.json()).toEqual({ code: 'forbidden', message: 'Only the host can remove co-hosts' })
    expect((await call('DELETE', `${base}/cohosts/${coHost.userId}`, stranger.auth)).statusCode).toBe(404)
    expect((await call('DELETE', `${base}/cohosts/${host.userId}`, host.auth)).json()).toEqual({
      code: 'not_found',
      message: 'Co-host not found',
    })
    for (const id of BAD_IDS) expect((await call('DELETE', `${base}/cohosts/${id}`, host.auth)).statusCode).toBe(404)
  })

  it('removing a co-host ends their access and unassigns their tasks', async () => {
    const { host, coHost, event } = await team(t)
    const base = `/api/dashboard/events/${event.id}`
    const task = (await call('POST', `${base}/tasks`, coHost.auth, { title: 'Flowers', assignedTo: 'me' })).json()
    expect((await call('DELETE', `${base}/cohosts/${coHost.userId}`, host.auth)).statusCode).toBe(204)
    expect((await call('GET', base, coHost.auth)).statusCode).toBe(404)
    expect((await call('GET', `${base}/tasks`, host.auth)).json().tasks).toEqual([
      expect.objectContaining({ id: task.id, assignedTo: null, assigneeName: null }),
    ])
    expect((await call('GET', base, host.auth)).json().coHosts).toBe(0)
    // They may be invited again.
    await addCoHost(t, host, event.id, coHost)
    expect((await call('GET', base, coHost.auth)).json().role).toBe('cohost')
  })

  it('a removed co-host cannot walk back in with their old invitation link; a new invitation lets them', async () => {
    const { host, event } = await team(t)
    const base = `/api/dashboard/events/${event.id}`
    const coHost = await createUser(t.db, { firstName: 'Wes' })
    await call('POST', `${base}/invitations`, host.auth, { email: coHost.email })
    const oldToken = await invitationTokenFor(t, coHost.email)
    expect((await call('POST', `/api/invitations/${oldToken}/accept`, coHost.auth)).statusCode).toBe(200)
    expect((await call('DELETE', `${base}/cohosts/${coHost.userId}`, host.auth)).statusCode).toBe(204)

    const again = await call('POST', `/api/invitations/${oldToken}/accept`, coHost.auth)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ code: 'conflict', message: 'This invitation has been revoked' })
    expect((await call('GET', base, coHost.auth)).statusCode).toBe(404)
    expect((await call('GET', `/api/invitations/${oldToken}`)).json().status).toBe('revoked')

    await call('POST', `${base}/invitations`, host.auth, { email: coHost.email })
    const newToken = await invitationTokenFor(t, coHost.email)
    expect(newToken).not.toBe(oldToken)
    expect((await call('POST', `/api/invitations/${newToken}/accept`, coHost.auth)).statusCode).toBe(200)
    expect((await call('GET', base, coHost.auth)).json().role).toBe('cohost')
  })

  it('an account whose email is not verified cannot accept an invitation to that email', async () => {
    const host = await createUser(t.db, { firstName: 'Hana' })
    const event = await createEvent(t, host.auth)
    const squatter = await signedInUser(t, { firstName: 'Sly', verified: false })
    await call('POST', `/api/dashboard/events/${event.id}/invitations`, host.auth, { email: squatter.email })
    const token = await invitationTokenFor(t, squatter.email)
    const refused = await call('POST', `/api/invitations/${token}/accept`, squatter.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/^Please confirm your email address first/)
    expect((await call('GET', `/api/dashboard/events/${event.id}`, squatter.auth)).statusCode).toBe(404)
    // Once the address is proven, the same link works.
    expect((await verifyEmail(t, await verificationTokenFor(t, squatter.email))).statusCode).toBe(200)
    expect((await call('POST', `/api/invitations/${token}/accept`, squatter.auth)).statusCode).toBe(200)
  })
})

describe('reviews', () => {
  async function pastEventAtVenue() {
    const host = await createUser(t.db, { firstName: 'Rosa' })
    const venue = await firstVenue(t)
    const event = await createEvent(t, host.auth, { venueId: venue.id, location: undefined })
    return { host, venue, event }
  }

  it('lets the host review the venue once after the event; the venue rating follows', async () => {
    const { host, venue, event } = await pastEventAtVenue()
    const coHost = await addCoHost(t, host, event.id)
    const url = `/api/dashboard/events/${event.id}/review`
    const body = { rating: 1, text: 'The room was too loud for speeches.' }

    const early = await call('POST', url, host.auth, body)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({
      code: 'conflict',
      message: 'You can review the venue once your event has taken place',
    })
    await makePast(t, event.id)
    expect((await call('GET', `/api/dashboard/events/${event.id}`, host.auth)).json()).toMatchObject({
      status: 'past',
      canReview: true,
    })

    const byCoHost = await call('POST', url, coHost.auth, body)
    expect(byCoHost.statusCode).toBe(403)
    expect(byCoHost.json()).toEqual({ code: 'forbidden', message: 'Only the host can review this event' })

    const [before] = await t.db.select().from(venues).where(eq(venues.id, venue.id))
    const res = await call('POST', url, host.auth, body)
    expect(res.statusCode).toBe(201)
    const all = await t.db.select().from(reviews).where(eq(reviews.venueId, venue.id))
    const average = Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10
    expect(all).toHaveLength(before.reviewCount + 1)
    expect(res.json()).toEqual({
      review: {
        id: expect.any(Number),
        rating: 1,
        text: body.text,
        authorName: 'Rosa L.',
        createdAt: expect.any(String),
      },
      venue: { id: venue.id, rating: average, reviewCount: before.reviewCount + 1 },
    })
    expect(average).toBeLessThan(before.rating)
    const [after] = await t.db.select().from(venues).where(eq(venues.id, venue.id))
    expect(after).toMatchObject({ rating: average, reviewCount: before.reviewCount + 1 })
    const [saved] = await t.db.select().from(reviews).where(eq(reviews.eventId, event.id))
    expect(saved).toMatchObject({ reviewerUserId: host.userId, eventDate: '2024-03-01', authorName: 'Rosa L.' })
    // The venue page lists it.
    const page = await call('GET', `/api/venues/${venue.id}?enhance=true`)
    expect(page.json().reviews[0]).toMatchObject({ authorName: 'Rosa L.', rating: 1, text: body.text })

    const twice = await call('POST', url, host.auth, { rating: 5, text: 'Changed my mind, it was great.' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual({ code: 'conflict', message: 'You have already reviewed this event' })
    expect((await call('GET', `/api/dashboard/events/${event.id}`, host.auth)).json()).toMatchObject({
      canReview: false,
      review: { rating: 1, authorName: 'Rosa L.' },
    })
  })

  it('validates the review and refuses events without a catalogue venue, strangers and visitors', async () => {
    const { host, event } = await pastEventAtVenue()
    await makePast(t, event.id)
    const url = `/api/dashboard/events/${event.id}/review`
    for (const [body, field, message] of [
      [{ rating: 0, text: 'Lovely evening all round.' }, 'rating', 'Please choose a rating from 1 to 5'],
      [{ rating: 6, text: 'Lovely evening all round.' }, 'rating', 'Please choose a rating from 1 to 5'],
      [{ rating: 4.5, text: 'Lovely evening all round.' }, 'rating', 'Please choose a rating from 1 to 5'],
      [{ rating: 4, text: '  too short ' }, 'text', 'Review must be at least 10 characters'],
      [{ rating: 4, text: 'x'.repeat(2001) }, 'text', 'Review must be at most 2000 characters'],
    ] as const) {
      const res = await call('POST', url, host.auth, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().errors[field]).toBe(message)
    }
    const stranger = await createUser(t.db)
    expect((await call('POST', url, stranger.auth, { rating: 4, text: 'Lovely evening all round.' })).statusCode).toBe(
      404,
    )
    expect((await call('POST', url, undefined, { rating: 4, text: 'Lovely evening all round.' })).statusCode).toBe(401)

    const noVenue = await createEvent(t, host.auth)
    await makePast(t, noVenue.id)
    const res = await call('POST', `/api/dashboard/events/${noVenue.id}/review`, host.auth, {
      rating: 4,
      text: 'Lovely evening all round.',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'conflict', message: 'This event has no venue from our catalogue to review' })
    expect(await t.db.select().from(reviews).where(eq(reviews.eventId, event.id))).toHaveLength(0)
  })
})

describe('events from confirmed requests', () => {
  async function confirmedRequest(email: string, extra: Partial<typeof requests.$inferInsert> = {}) {
    const venue = await firstVenue(t)
    const [request] = await t.db
      .insert(requests)
      .values({
        reference: `BK-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        kind: 'booking',
        status: 'confirmed',
        name: 'Paula Planner',
        email,
        venueId: venue.id,
        eventDate: futureDate(20),
        eventTime: '7:00 PM',
        guests: 22,
        details: { eventType: 'Client Dinner' },
        ...extra,
      })
      .returning()
    return { request, venue }
  }

  it("puts the event on the dashboard of the planner's existing account (email case-insensitive)", async () => {
    const planner = await createUser(t.db)
    const { request, venue } = await confirmedRequest(planner.email.toUpperCase())
    const result = await t.db.transaction((tx) => createEventForConfirmedRequest({ tx, request }))
    expect(result).toMatchObject({ created: true, hostUserId: planner.userId })
    expect(result.event).toMatchObject({
      name: `Client Dinner at ${venue.name}`,
      venueId: venue.id,
      guestCount: 22,
      time: '7:00 PM',
      requestId: request.id,
      pendingEmail: null,
    })

    const list = (await call('GET', '/api/dashboard/events', planner.auth)).json().events
    expect(list).toEqual([
      expect.objectContaining({ id: result.event.id, role: 'host', venueName: venue.name, status: 'upcoming' }),
    ])

    // A retried confirm does not make a second event.
    const again = await t.db.transaction((tx) => createEventForConfirmedRequest({ tx, request }))
    expect(again).toMatchObject({ created: false, event: { id: result.event.id } })
  })

  it('waits for a planner without an account, then signing up and verifying that email makes it theirs', async () => {
    const email = uniqueEmail('newplanner')
    const { request } = await confirmedRequest(email, {
      details: { eventType: 'team-offsite' },
      venueId: null,
      citySlug: 'new-york',
    })
    const result = await t.db.transaction((tx) =>
      createEventForConfirmedRequest({ tx, request, overrides: { time: '6:30 PM' } }),
    )
    expect(result).toMatchObject({ created: true, hostUserId: null })
    expect(result.event).toMatchObject({
      name: 'Team Offsite',
      pendingEmail: email,
      hostUserId: null,
      timezone: 'America/New_York',
      location: 'New York, NY',
      time: '6:30 PM',
    })

    // Signing up alone proves nothing about the address: the event keeps waiting.
    const planner = await signedInUser(t, { email: email.toUpperCase(), verified: false })
    expect((await call('GET', '/api/dashboard/events', planner.auth)).json().events).toEqual([])
    expect((await t.db.select().from(events).where(eq(events.id, result.event.id)))[0]).toMatchObject({
      hostUserId: null,
      pendingEmail: email,
    })

    // The link of the welcome email proves it and claims the event (src/server/auth/email-verification.ts);
    // a later claim finds nothing left.
    expect((await verifyEmail(t, await verificationTokenFor(t, email))).statusCode).toBe(200)
    const list = (await call('GET', '/api/dashboard/events', planner.auth)).json().events
    expect(list).toEqual([expect.objectContaining({ id: result.event.id, role: 'host', name: 'Team Offsite' })])
    const [row] = await t.db.select().from(events).where(eq(events.id, result.event.id))
    expect(row).toMatchObject({ hostUserId: planner.userId, pendingEmail: null })
    expect(await t.db.transaction((tx) => claimPendingEvents({ tx, userId: planner.userId, email }))).toBe(0)
  })

  it('says what is missing when the request has no date or time', async () => {
    const { request } = await confirmedRequest(uniqueEmail(), { eventDate: null, eventTime: null })
    await expect(t.db.transaction((tx) => createEventForConfirmedRequest({ tx, request }))).rejects.toMatchObject({
      status: 400,
      errors: { date: 'Please select a date', time: 'Please select a time' },
    })
    expect(
      await t.db
        .select()
        .from(events)
        .where(and(eq(events.requestId, request.id))),
    ).toHaveLength(0)
  })
})

it('queues no email outside the transaction it belongs to', async () => {
  // Cancel of an event without co-hosts writes no outbox row.
  const host = await createUser(t.db)
  const event = await createEvent(t, host.auth)
  const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails)
  await call('POST', `/api/dashboard/events/${event.id}/cancel`, host.auth)
  const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails)
  expect(after[0].n).toBe(before[0].n)
})

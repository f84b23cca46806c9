// Guest list and RSVP: host and co-hosts manage guests, email each their own RSVP link;
// guests answer on the public page without signing in; the headcount and dietary summary follow.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guests } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { emailsTo } from '../support/auth-helpers'
import { makePast, team, type Auth } from '../support/events-helpers'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://bountiful.test', RATE_LIMIT_PUBLIC_FORMS: '10000' })
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) })

type GuestDto = {
  id: number
  name: string
  email: string | null
  rsvp: string | null
  rsvpUrl: string
  dietary: string[]
  notes: string
  invitedAt: string | null
}

const tokenOf = (g: GuestDto) => new URL(g.rsvpUrl).searchParams.get('guest')!

describe('managing the guest list', () => {
  it('adds one guest or a pasted list; host and co-host alike', async () => {
    const { host, coHost, event } = await team(t)
    const url = `/api/dashboard/events/${event.id}/guests`
    const one = await call('POST', url, coHost.auth, {
      name: ' Ana Ruiz ',
      email: 'Ana@Example.com',
      dietary: ['Vegan', ' vegan', 'Nut-free'],
      notes: 'Arrives late',
    })
    expect(one.statusCode).toBe(201)
    const [ana] = one.json().guests as GuestDto[]
    expect(ana).toEqual({
      id: expect.any(Number),
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      dietary: ['vegan', 'nut-free'],
      notes: 'Arrives late',
      affiliation: null,
      rsvp: null,
      respondedAt: null,
      invitedAt: null,
      rsvpUrl: expect.stringMatching(
        new RegExp(`^https://bountiful\\.test/e/${event.publicId}\\?guest=[A-Za-z0-9_-]{32}$`),
      ),
    })

    const list = await call('POST', url, host.auth, {
      text: 'Ben Ode <ben@example.com>\n\nCleo Park, cleo@example.com\nDev Shah\n',
    })
    expect(list.statusCode).toBe(201)
    expect((list.json().guests as GuestDto[]).map((g) => [g.name, g.email])).toEqual([
      ['Ben Ode', 'ben@example.com'],
      ['Cleo Park', 'cleo@example.com'],
      ['Dev Shah', null],
    ])
    const all = (await call('GET', url, coHost.auth)).json()
    expect(all.guests.map((g: GuestDto) => g.name)).toEqual(['Ana Ruiz', 'Ben Ode', 'Cleo Park', 'Dev Shah'])
    expect(all.headcount).toEqual({ yes: 0, maybe: 0, no: 0, noAnswer: 4, total: 4 })
    expect(new Set(all.guests.map(tokenOf)).size).toBe(4)
  })

  it('adds nobody from a list with a bad line and names every bad line', async () => {
    const { host, event } = await team(t)
    const url = `/api/dashboard/events/${event.id}/guests`
    await call('POST', url, host.auth, { name: 'Ana', email: 'ana@example.com' })
    const res = await call('POST', url, host.auth, {
      text: 'Ben <ben@example.com>\nCleo, cleo@\nANA@example.com\nBen Again, BEN@example.com',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'Line 2: Please enter a valid email address',
      errors: {
        'line.2': 'Please enter a valid email address',
        'line.3': 'This email is already on the guest list',
        'line.4': 'This email is already on the guest list',
      },
    })
    expect(await t.db.select().from(guests).where(eq(guests.eventId, event.id))).toHaveLength(1)
    expect((await call('POST', url, host.auth, { text: '\n  \n' })).json().errors).toEqual({
      text: 'Paste at least one guest, one per line',
    })
    expect(
      (
        await call('POST', url, host.auth, { text: Array.from({ length: 501 }, (_, i) => `Guest ${i}`).join('\n') })
      ).json().errors,
    ).toEqual({ text: 'Paste at most 500 guests at once' })
  })

  it('validates one guest', async () => {
    const { host, event } = await team(t)
    const url = `/api/dashboard/events/${event.id}/guests`
    expect((await call('POST', url, host.auth, { name: '  ' })).json().errors).toEqual({ name: 'Name is required' })
    expect((await call('POST', url, host.auth, {})).json().errors).toEqual({ name: 'Name is required' })
    expect((await call('POST', url, host.auth, { name: 'Ana', email: 'nope' })).json().errors).toEqual({
      email: 'Please enter a valid email address',
    })
    expect((await call('POST', url, host.auth, { name: 'Ana', dietary: 'vegan' })).statusCode).toBe(400)
    expect((await call('POST', url, host.auth, { name: 'Ana', email: '' })).statusCode).toBe(201)
    await call('POST', url, host.auth, { name: 'Ana', email: 'ana@example.com' })
    const dup = await call('POST', url, host.auth, { name: 'Ana 2', email: 'ANA@example.com' })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().errors).toEqual({ email: 'This email is already on the guest list' })
  })

  it('edits and removes guests; the host can record an answer', async () => {
    const { host, coHost, event } = await team(t)
    const url = `/api/dashboard/events/${event.id}/guests`
    const [ana] = (await call('POST', url, host.auth, { name: 'Ana' })).json().guests as GuestDto[]
    const edited = await call('PATCH', `${url}/${ana.id}`, coHost.auth, {
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      dietary: ['Halal'],
      notes: 'Table 2',
      rsvp: 'yes',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      dietary: ['halal'],
      notes: 'Table 2',
      rsvp: 'yes',
      respondedAt: expect.any(String),
    })
    expect((await call('PATCH', `${url}/${ana.id}`, host.auth, { email: null, rsvp: null })).json()).toMatchObject({
      email: null,
      rsvp: null,
      respondedAt: null,
    })
    expect((await call('PATCH', `${url}/${ana.id}`, host.auth, { name: '' })).json().errors).toEqual({
      name: 'Name is required',
    })
    expect((await call('PATCH', `${url}/${ana.id}`, host.auth, { rsvp: 'perhaps' })).statusCode).toBe(400)
    expect((await call('DELETE', `${url}/${ana.id}`, coHost.auth)).statusCode).toBe(204)
    expect((await call('DELETE', `${url}/${ana.id}`, coHost.auth)).json()).toEqual({
      code: 'not_found',
      message: 'Guest not found',
    })
    for (const id of ['abc', '0', '99999999999', '12345678']) {
      expect((await call('PATCH', `${url}/${id}`, host.auth, { name: 'x' })).json()).toEqual({
        code: 'not_found',
        message: 'Guest not found',
      })
    }
  })

  it('keeps strangers and visitors out of every guest endpoint', async () => {
    const { host, stranger, event } = await team(t)
    const url = `/api/dashboard/events/${event.id}/guests`
    const [ana] = (await call('POST', url, host.auth, { name: 'Ana', email: 'ana@example.com' })).json()
      .guests as GuestDto[]
    const attempts: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', url],
      ['POST', url, { name: 'Eve' }],
      ['PATCH', `${url}/${ana.id}`, { name: 'Eve' }],
      ['DELETE', `${url}/${ana.id}`],
      ['POST', `${url}/invite`, {}],
    ]
    for (const [method, path, body] of attempts) {
      const asStranger = await call(method, path, stranger.auth, body)
      expect(asStranger.statusCode, `${method} ${path}`).toBe(404)
      expect(asStranger.json()).toEqual({ code: 'not_found', message: 'Event not found' })
      expect((await call(method, path, undefined, body)).statusCode, `${method} ${path}`).toBe(401)
    }
    const [row] = await t.db.select().from(guests).where(eq(guests.id, ana.id))
    expect(row.name).toBe('Ana')
  })
})

describe('inviting guests and RSVP', () => {
  it('emails each guest with an address their own RSVP link; guests answer publicly; the headcount follows', async () => {
    const { host, coHost, event } = await team(t, { name: 'Spring dinner' })
    const url = `/api/dashboard/events/${event.id}/guests`
    await call('POST', url, host.auth, {
      text: 'Ana <ana@example.com>\nBen <ben@example.com>\nCleo <cleo@example.com>\nDev Shah',
    })
    const listed = (await call('GET', url, host.auth)).json().guests as GuestDto[]
    const [ana, ben, cleo, dev] = listed

    const sent = await call('POST', `${url}/invite`, coHost.auth, {})
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ sent: 3, skipped: [] })
    const [mail] = await emailsTo(t, 'ana@example.com', 'event.guest_invitation')
    expect(mail.subject).toContain("You're invited: Spring dinner")
    expect(mail.textBody).toContain(ana.rsvpUrl)
    expect(mail.textBody).not.toContain(tokenOf(ben))
    expect((await call('GET', url, host.auth)).json().guests[0].invitedAt).toEqual(expect.any(String))

    const some = await call('POST', `${url}/invite`, host.auth, { guestIds: [ben.id, dev.id] })
    expect(some.json()).toEqual({ sent: 1, skipped: [{ id: dev.id, name: 'Dev Shah' }] })
    expect(await emailsTo(t, 'ben@example.com', 'event.guest_invitation')).toHaveLength(2)
    expect((await call('POST', `${url}/invite`, host.auth, { guestIds: [999999] })).json()).toEqual({
      code: 'not_found',
      message: 'Guest not found',
    })

    // The public page: no sign-in, nothing private.
    const page = await call('GET', `/api/public/events/${event.publicId}`)
    expect(page.statusCode).toBe(200)
    expect(page.json()).toEqual({
      publicId: event.publicId,
      name: 'Spring dinner',
      date: expect.any(String),
      time: '7:00 PM',
      venueName: null,
      location: 'San Francisco, CA',
      status: 'upcoming',
      guest: null,
      kitchen: null,
    })
    const mine = await call('GET', `/api/public/events/${event.publicId}?guest=${tokenOf(ana)}`)
    // With the door code the guest's QR code carries.
    expect(mine.json().guest).toEqual({
      name: 'Ana',
      rsvp: null,
      dietary: [],
      notes: '',
      doorCode: expect.stringMatching(/^[0-9A-Z]{8}$/),
      // No allergies, choices or companion yet (the kitchen's questions).
      details: { allergies: [], choices: [], companion: null },
    })

    const rsvp = (guest: GuestDto, answer: string, extra: Record<string, unknown> = {}) =>
      call('POST', `/api/public/events/${event.publicId}/rsvp`, undefined, { token: tokenOf(guest), answer, ...extra })
    const yes = await rsvp(ana, 'yes', { dietary: ['Vegan', 'Gluten-free'], notes: 'So excited' })
    expect(yes.statusCode).toBe(200)
    expect(yes.json()).toEqual({
      guest: {
        name: 'Ana',
        rsvp: 'yes',
        dietary: ['vegan', 'gluten-free'],
        notes: 'So excited',
        doorCode: expect.any(String),
        details: { allergies: [], choices: [], companion: null },
      },
      // The event has no booked menu and no final-details deadline: nothing locked, nothing to flag.
      kitchen: {
        menu: null,
        detailsDueAt: null,
        timezone: 'America/Los_Angeles',
        detailsLocked: false,
        changeRequest: null,
        conflicts: [],
      },
      message: null,
    })
    await rsvp(ben, 'maybe', { dietary: ['vegan'] })
    await rsvp(cleo, 'no', { dietary: ['halal'] })
    await rsvp(cleo, 'no')

    const summary = (await call('GET', url, coHost.auth)).json()
    expect(summary.headcount).toEqual({ yes: 1, maybe: 1, no: 1, noAnswer: 1, total: 4 })
    expect(summary.dietary).toEqual([
      { restriction: 'vegan', count: 2 },
      { restriction: 'gluten-free', count: 1 },
    ])
    expect((await call('GET', `/api/dashboard/events/${event.id}`, host.auth)).json().guests).toEqual({
      yes: 1,
      maybe: 1,
      no: 1,
      noAnswer: 1,
      total: 4,
    })
    expect(
      (await call('GET', `/api/public/events/${event.publicId}?guest=${tokenOf(cleo)}`)).json().guest,
    ).toMatchObject({ rsvp: 'no', dietary: ['halal'] })
    expect(dev.email).toBeNull()
  })

  it('answers 404 for unknown events and tokens, 400 for a bad answer, 409 once the event is cancelled or past', async () => {
    const { host, event } = await team(t)
    const other = await team(t)
    const url = `/api/dashboard/events/${event.id}/guests`
    const [ana] = (await call('POST', url, host.auth, { name: 'Ana', email: 'ana@example.com' })).json()
      .guests as GuestDto[]
    const [otherGuest] = (
      await call('POST', `/api/dashboard/events/${other.event.id}/guests`, other.host.auth, { name: 'Zed' })
    ).json().guests as GuestDto[]
    const rsvpUrl = `/api/public/events/${event.publicId}/rsvp`

    expect((await call('GET', '/api/public/events/doesnotexist')).json()).toEqual({
      code: 'not_found',
      message: 'Event not found',
    })
    expect((await call('GET', '/api/public/events/%20bad%20id')).statusCode).toBe(404)
    expect((await call('GET', `/api/public/events/${event.publicId}?guest=wrong`)).json()).toEqual({
      code: 'guest_not_found',
      message: 'Invitation not found',
    })
    // Another event's guest token does not open this event.
    expect((await call('POST', rsvpUrl, undefined, { token: tokenOf(otherGuest), answer: 'yes' })).statusCode).toBe(404)
    for (const token of ['x'.repeat(32), 'y'.repeat(150), 'bad token!']) {
      const res = await call('POST', rsvpUrl, undefined, { token, answer: 'yes' })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'guest_not_found', message: 'Invitation not found' })
    }
    expect((await call('GET', `/api/public/events/${event.publicId}?guest=${'z'.repeat(150)}`)).statusCode).toBe(404)
    expect((await call('GET', `/api/public/events/${'p'.repeat(150)}`)).statusCode).toBe(404)
    expect(
      (await call('POST', '/api/public/events/nope/rsvp', undefined, { token: tokenOf(ana), answer: 'yes' }))
        .statusCode,
    ).toBe(404)
    const bad = await call('POST', rsvpUrl, undefined, { token: tokenOf(ana), answer: 'sure' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ answer: 'Please choose yes, no or maybe' })
    expect((await call('POST', rsvpUrl, undefined, { answer: 'yes' })).statusCode).toBe(400)

    expect((await call('POST', `/api/dashboard/events/${event.id}/cancel`, host.auth)).statusCode).toBe(200)
    const cancelled = await call('POST', rsvpUrl, undefined, { token: tokenOf(ana), answer: 'yes' })
    expect(cancelled.statusCode).toBe(409)
    expect(cancelled.json()).toEqual({ code: 'conflict', message: 'This event has been cancelled' })
    expect((await call('GET', `/api/public/events/${event.publicId}`)).json().status).toBe('cancelled')
    expect((await call('POST', `${url}/invite`, host.auth, {})).json()).toEqual({
      code: 'conflict',
      message: 'This event has been cancelled',
    })
    const [row] = await t.db.select().from(guests).where(eq(guests.id, ana.id))
    expect(row.rsvp).toBeNull()

    await makePast(t, other.event.id)
    const past = await call('POST', `/api/public/events/${other.event.publicId}/rsvp`, undefined, {
      token: tokenOf(otherGuest),
      answer: 'yes',
    })
    expect(past.statusCode).toBe(409)
    expect(past.json()).toEqual({ code: 'conflict', message: 'This event has already taken place' })
  })
})

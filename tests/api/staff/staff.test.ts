// The concierge console API: access, inbox, workflow, replies, confirmation, team, outbox
// and the staff:create script, through app.inject against a real migrated database.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WORKFLOW_MESSAGES } from '~/domain/requests/workflow'
import { hashToken } from '~/server/lib/tokens'
import {
  events,
  outboxEmails,
  passwordResets,
  requestMessages,
  requests,
  requestStatusHistory,
  users,
} from '~/server/db/schema'
import { staffCreate } from '../../../scripts/staff-create'
import { GOOD_PASSWORD, logIn, signedInUser, uniqueEmail } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { createTestApp, type TestContext } from '../setup/test-app'
import { bookingRequest, contactRequest, staffCall, userWithRole, type Auth } from '../support/staff-helpers'
import { insertVenue } from '../fixtures/venues'

let t: TestContext
let staff: Awaited<ReturnType<typeof userWithRole>>
let admin: Awaited<ReturnType<typeof userWithRole>>
let planner: Awaited<ReturnType<typeof userWithRole>>
let venueId: number

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PUBLIC_FORMS: '10000',
    CONCIERGE_EMAIL: 'team@bountiful.test',
    PUBLIC_URL: 'https://bountiful.test',
  })
  staff = await userWithRole(t, 'staff', 'Sam')
  admin = await userWithRole(t, 'admin', 'Ada')
  planner = await userWithRole(t, 'planner', 'Maya')
  venueId = await insertVenue(t.db, { name: 'Nopa <Private Room>', pricePerPerson: 85 })
})
afterAll(() => t?.close())

const call = (
  auth: Auth | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => staffCall(t, auth, method, url, payload)

async function historyOf(requestId: number) {
  return t.db
    .select()
    .from(requestStatusHistory)
    .where(eq(requestStatusHistory.requestId, requestId))
    .orderBy(requestStatusHistory.id)
}
async function rowOf(requestId: number) {
  const [row] = await t.db.select().from(requests).where(eq(requests.id, requestId))
  return row
}

describe('access to /api/staff/*', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/staff/requests'],
    ['GET', '/api/staff/requests/1'],
    ['POST', '/api/staff/requests/1/status', { status: 'in_progress' }],
    ['POST', '/api/staff/requests/1/assign', { userId: null }],
    ['POST', '/api/staff/requests/1/reply', { subject: 'Hi', body: 'Hello' }],
    ['GET', '/api/staff/reply-templates'],
    [
      'POST',
      '/api/staff/requests/1/proposals',
      { venueId: 1, date: '2030-01-01', time: '7:00 PM', guests: 10, pricePerPerson: 50 },
    ],
    ['POST', '/api/staff/requests/1/confirm', {}],
    ['GET', '/api/staff/assignees'],
    ['GET', '/api/staff/team'],
    ['PUT', '/api/staff/team/1/role', { role: 'staff' }],
    ['GET', '/api/staff/outbox'],
    ['GET', '/api/staff/outbox/1'],
    ['POST', '/api/staff/outbox/1/resend'],
    ['GET', '/api/staff/venues'],
    ['GET', '/api/staff/venues/1'],
    ['POST', '/api/staff/venues', {}],
    ['PATCH', '/api/staff/venues/1', {}],
    ['POST', '/api/staff/venues/1/archive'],
    ['POST', '/api/staff/venues/1/unarchive'],
    ['PUT', '/api/staff/venues/1/blackouts', { dates: [] }],
    ['POST', '/api/staff/venues/1/photos'],
    ['DELETE', '/api/staff/venues/1/photos/1'],
    ['PATCH', '/api/staff/venues/1/photos/order', { photoIds: [] }],
    ['POST', '/api/staff/venues/import?dryRun=true', 'slug\n'],
  ]
  const adminOnly = new Set(['GET /api/staff/team', 'PUT /api/staff/team/1/role'])

  it.each(endpoints)(
    '%s %s: visitor 401, planner 403, staff allowed (or 403 on admin-only routes), admin allowed',
    async (method, url, payload) => {
      const m = method as 'GET'
      const visitor = await call(undefined, m, url, payload)
      expect(visitor.statusCode).toBe(401)
      expect(visitor.json()).toEqual({ code: 'unauthenticated', message: 'Please log in to continue.' })
      const asPlanner = await call(planner.auth, m, url, payload)
      expect(asPlanner.statusCode).toBe(403)
      expect(asPlanner.json()).toEqual({ code: 'forbidden', message: 'You do not have permission to do that.' })
      const asStaff = await call(staff.auth, m, url, payload)
      if (adminOnly.has(`${method} ${url}`)) expect(asStaff.statusCode).toBe(403)
      else expect([401, 403, 500]).not.toContain(asStaff.statusCode)
      const asAdmin = await call(admin.auth, m, url, payload)
      expect([401, 403, 500]).not.toContain(asAdmin.statusCode)
    },
  )
})

describe('inbox', () => {
  it('lists every kind newest first, searchable by reference, name or email, filtered, with counts', async () => {
    const email = uniqueEmail('Inbox.Search')
    const booking = await bookingRequest(t, venueId, { email, name: 'Ines Boxer' })
    const contact = await contactRequest(t, { name: 'Carl Contact' })

    const all = await call(staff.auth, 'GET', '/api/staff/requests?limit=5')
    expect(all.statusCode).toBe(200)
    const body = all.json()
    expect(body.requests.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([contact.id, booking.id])
    expect(body.counts.new).toBeGreaterThanOrEqual(2)
    expect(Object.keys(body.counts).sort()).toEqual([
      'cancelled',
      'closed',
      'confirmed',
      'declined',
      'in_progress',
      'new',
      'proposed',
    ])
    expect(body.responseTimes).toHaveProperty('medianHours')

    const summary = body.requests[1]
    expect(summary).toMatchObject({
      reference: booking.reference,
      kind: 'booking',
      status: 'new',
      name: 'Ines Boxer',
      venueName: 'Nopa <Private Room>',
      cityName: 'San Francisco',
      guests: 24,
      assignee: null,
      overdue: false,
      firstResponseAt: null,
      proposalStatus: null,
    })
    expect(summary.ageHours).toBeGreaterThanOrEqual(0)
    expect(summary.ageHours).toBeLessThan(1)

    for (const q of [booking.reference.toLowerCase(), 'ines box', email.toUpperCase()]) {
      const found = (await call(staff.auth, 'GET', `/api/staff/requests?q=${encodeURIComponent(q)}`)).json()
      expect(
        found.requests.map((r: { id: number }) => r.id),
        q,
      ).toEqual([booking.id])
      expect(found.total).toBe(1)
    }
    const contacts = (await call(staff.auth, 'GET', '/api/staff/requests?kind=contact')).json()
    expect(contacts.requests.every((r: { kind: string }) => r.kind === 'contact')).toBe(true)
    const sf = (await call(staff.auth, 'GET', '/api/staff/requests?city=san-francisco&status=new')).json()
    expect(sf.requests.map((r: { id: number }) => r.id)).toContain(booking.id)
    expect(sf.requests.map((r: { id: number }) => r.id)).not.toContain(contact.id)
    // A literal '%' matches nothing rather than everything.
    expect((await call(staff.auth, 'GET', '/api/staff/requests?q=%25')).json().total).toBe(0)
  })

  it('flags requests without a first response after 24 hours, and counts them', async () => {
    const old = await contactRequest(t)
    await t.db
      .update(requests)
      .set({ createdAt: new Date(Date.now() - 30 * 3_600_000) })
      .where(eq(requests.id, old.id))
    const res = (await call(staff.auth, 'GET', '/api/staff/requests?overdue=true')).json()
    expect(res.requests.map((r: { id: number }) => r.id)).toContain(old.id)
    const mine = res.requests.find((r: { id: number }) => r.id === old.id)
    expect(mine.overdue).toBe(true)
    expect(mine.ageHours).toBeCloseTo(30, 0)
    expect(res.overdueCount).toBeGreaterThanOrEqual(1)
    // Answering it takes it off the overdue list.
    await call(staff.auth, 'POST', `/api/staff/requests/${old.id}/status`, { status: 'in_progress' })
    const after = (await call(staff.auth, 'GET', '/api/staff/requests?overdue=true')).json()
    expect(after.requests.map((r: { id: number }) => r.id)).not.toContain(old.id)
    expect(after.overdueCount).toBe(res.overdueCount - 1)
  })

  it('refuses bad filters with field messages', async () => {
    const res = await call(staff.auth, 'GET', '/api/staff/requests?status=lost&from=yesterday&limit=1000')
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['status', 'from', 'limit']))
  })

  it('shows one request with everything the planner sent, the venue, estimate, history and emails', async () => {
    const r = await bookingRequest(t, venueId, { specialRequests: 'Corner table please' })
    const res = await call(staff.auth, 'GET', `/api/staff/requests/${r.id}`)
    expect(res.statusCode).toBe(200)
    const d = res.json()
    expect(d.request).toMatchObject({
      id: r.id,
      reference: r.reference,
      phone: '(415) 555-0100',
      details: { specialRequests: 'Corner table please', eventType: 'corporate' },
    })
    expect(d.venue).toMatchObject({
      id: venueId,
      name: 'Nopa <Private Room>',
      location: 'San Francisco, CA',
      pricePerPerson: 85,
    })
    expect(d.estimate).toEqual({ totalCents: r.estimateCents })
    expect(d.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'new', actor: null })])
    expect(d.emails.map((e: { template: string; status: string }) => [e.template, e.status])).toEqual([
      ['booking.confirmation', 'pending'],
      ['booking.notification', 'pending'],
    ])
    expect(d).toMatchObject({ messages: [], proposals: [], event: null })
    expect((await call(staff.auth, 'GET', '/api/staff/requests/999999')).statusCode).toBe(404)
  })
})

describe('workflow', () => {
  it('records a legal move with the actor, time and note, and the first response', async () => {
    const r = await contactRequest(t)
    const res = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, {
      status: 'in_progress',
      note: 'Looking into it',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().request.status).toBe('in_progress')
    expect(res.json().history.at(-1)).toMatchObject({
      fromStatus: 'new',
      toStatus: 'in_progress',
      note: 'Looking into it',
      actor: { id: staff.userId, name: 'Sam Lopez' },
    })
    const row = await rowOf(r.id)
    expect(row.firstResponseAt).toBeInstanceOf(Date)
    // The first response time is set once.
    await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, {
      status: 'closed',
      note: 'Answered by phone',
    })
    expect((await rowOf(r.id)).firstResponseAt).toEqual(row.firstResponseAt)
  })

  it('refuses illegal moves with 409 and writes nothing', async () => {
    const r = await contactRequest(t)
    const res = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'confirmed' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'A request that is new cannot move to confirmed (allowed: in progress, declined, closed)',
    )
    expect(await historyOf(r.id)).toHaveLength(1)
    expect((await rowOf(r.id)).firstResponseAt).toBeNull()

    await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'closed', note: 'Spam' })
    const reopen = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'in_progress' })
    expect(reopen.statusCode).toBe(409)
    expect(reopen.json().message).toContain('it is final')
    expect(
      (await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'closed', note: 'again' }))
        .statusCode,
    ).toBe(409)
  })

  it('needs a note to decline or close (400 on the field)', async () => {
    const r = await contactRequest(t)
    const res = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'declined', note: '  ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ note: 'Please add a note explaining why' })
    expect((await rowOf(r.id)).status).toBe('new')
    const bad = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'lost' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('status')
    const ok = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, {
      status: 'declined',
      note: 'We do not cover Austin yet',
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().request.status).toBe('declined')
  })

  it('assigns to staff members only, with a history note', async () => {
    const r = await contactRequest(t)
    const res = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/assign`, { userId: admin.userId })
    expect(res.statusCode).toBe(200)
    expect(res.json().request.assignee).toEqual({ id: admin.userId, name: 'Ada Lopez' })
    expect(res.json().history.at(-1)).toMatchObject({ note: 'Assigned to Ada Lopez', actor: { id: staff.userId } })
    const mine = (await call(admin.auth, 'GET', '/api/staff/requests?assigned=me')).json()
    expect(mine.requests.map((x: { id: number }) => x.id)).toEqual([r.id])

    const toPlanner = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/assign`, { userId: planner.userId })
    expect(toPlanner.statusCode).toBe(400)
    expect(toPlanner.json().errors).toEqual({ userId: 'Choose a member of the concierge team' })
    const none = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/assign`, { userId: null })
    expect(none.json().request.assignee).toBeNull()
  })
})

describe('reply', () => {
  it('emails the planner through the outbox, with a message record and a history note, in one go', async () => {
    const r = await bookingRequest(t, venueId)
    const res = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/reply`, {
      template: 'more_details',
      subject: 'A few more details\nBcc: evil@example.com',
      body: 'Hi Dana,\n\nWhat is your <b>budget</b>?\n\nCallie',
    })
    expect(res.statusCode).toBe(201)
    const message = res.json()
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, message.outboxEmailId))
    expect(mail).toMatchObject({
      template: 'staff.reply',
      toAddress: r.email,
      subject: 'A few more details Bcc: evil@example.com',
      status: 'pending',
      requestId: r.id,
    })
    expect(mail.textBody).toContain('What is your <b>budget</b>?')
    expect(mail.htmlBody).toContain('What is your &lt;b&gt;budget&lt;/b&gt;?')
    const [saved] = await t.db.select().from(requestMessages).where(eq(requestMessages.requestId, r.id))
    expect(saved).toMatchObject({
      direction: 'outbound',
      template: 'more_details',
      staffUserId: staff.userId,
      outboxEmailId: mail.id,
    })
    expect((await historyOf(r.id)).at(-1)).toMatchObject({
      note: 'Replied to the planner (More details needed): A few more details Bcc: evil@example.com',
      actorUserId: staff.userId,
    })
    expect((await rowOf(r.id)).firstResponseAt).toBeInstanceOf(Date)

    const detail = (await call(staff.auth, 'GET', `/api/staff/requests/${r.id}`)).json()
    expect(detail.messages).toEqual([
      expect.objectContaining({ subject: message.subject, staff: { id: staff.userId, name: 'Sam Lopez' } }),
    ])
    expect(detail.emails.map((e: { template: string }) => e.template)).toContain('staff.reply')
  })

  it('refuses an empty reply with field messages and writes nothing', async () => {
    const r = await contactRequest(t)
    const before = await t.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, r.id))
    const res = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/reply`, {
      subject: ' ',
      body: '',
      template: 'nope',
    })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().errors).sort()).toEqual(['body', 'subject', 'template'])
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, r.id))).toHaveLength(before.length)
    expect(await t.db.select().from(requestMessages).where(eq(requestMessages.requestId, r.id))).toHaveLength(0)
  })

  it('returns the four templates, filled for a request', async () => {
    const r = await bookingRequest(t, venueId, { name: 'Dana Planner', guestCount: 24 })
    const res = await call(staff.auth, 'GET', `/api/staff/reply-templates?requestId=${r.id}`)
    expect(res.statusCode).toBe(200)
    const { templates } = res.json()
    expect(templates.map((x: { id: string }) => x.id)).toEqual(['more_details', 'proposal', 'confirmed', 'declined'])
    expect(templates[1].subject).toBe(`Your proposal for Nopa <Private Room> (${r.reference})`)
    expect(templates[0].body).toContain('Hi Dana,')
    expect(templates[0].body).toContain('group of 24')
    const raw = (await call(staff.auth, 'GET', '/api/staff/reply-templates')).json()
    expect(raw.templates[0].body).toContain('{firstName}')
    expect((await call(staff.auth, 'GET', '/api/staff/reply-templates?requestId=999999')).statusCode).toBe(404)
  })
})

describe('confirm to event', () => {
  it('without an account: the event waits for that email, and the email says to sign up with it', async () => {
    const email = uniqueEmail('noaccount')
    const r = await bookingRequest(t, venueId, { email })
    expect((await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/confirm`, {})).statusCode).toBe(409) // still new
    await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'in_progress' })
    const res = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/confirm`, { note: 'Deposit received' })
    expect(res.statusCode).toBe(200)
    const d = res.json()
    expect(d.request.status).toBe('confirmed')
    expect(d.event).toMatchObject({ hostUserId: null, pendingEmail: email.toLowerCase() })
    expect(d.history.at(-1)).toMatchObject({
      fromStatus: 'in_progress',
      toStatus: 'confirmed',
      note: 'Confirmed: Deposit received',
      actor: { id: staff.userId },
    })
    const [event] = await t.db.select().from(events).where(eq(events.requestId, r.id))
    expect(event).toMatchObject({ date: r.eventDate, time: '7:30 PM', guestCount: 24, venueId })
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, r.id), eq(outboxEmails.template, 'request.confirmed')))
    expect(mail.toAddress).toBe(email)
    expect(mail.textBody).toContain(`sign up for Bountiful with this email address (${email})`)

    // Signing up with that address puts the event on the new dashboard.
    const person = await signedInUser(t, { email })
    const dash = await t.app.inject({ method: 'GET', url: '/api/dashboard/events', headers: person.auth })
    expect(dash.json().events.map((e: { id: number }) => e.id)).toContain(event.id)
    // Confirming again is refused (already confirmed).
    expect((await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/confirm`, {})).statusCode).toBe(409)
  })

  it('with an account: the event is on their dashboard at once', async () => {
    const person = await createUser(t.db, { firstName: 'Hana' })
    const r = await bookingRequest(t, venueId, { email: person.email })
    await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'in_progress' })
    // Moving a booking to confirmed through the status route confirms it the same way.
    const res = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'confirmed' })
    expect(res.statusCode).toBe(200)
    expect(res.json().event).toMatchObject({ hostUserId: person.userId, pendingEmail: null })
    const dash = await t.app.inject({ method: 'GET', url: '/api/dashboard/events', headers: person.auth })
    expect(dash.json().events).toEqual([expect.objectContaining({ id: res.json().event.id })])
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, r.id), eq(outboxEmails.template, 'request.confirmed')))
    expect(mail.textBody).toContain('Your event is on your Bountiful dashboard')
  })

  it('is for booking requests only', async () => {
    const r = await contactRequest(t)
    await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'in_progress' })
    const res = await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/confirm`, {})
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(WORKFLOW_MESSAGES.notBooking)
    expect(await t.db.select().from(events).where(eq(events.requestId, r.id))).toHaveLength(0)
    // A non-booking request may still be marked confirmed (no event).
    expect(
      (await call(staff.auth, 'POST', `/api/staff/requests/${r.id}/status`, { status: 'confirmed' })).json().request
        .status,
    ).toBe('confirmed')
  })
})

describe('team', () => {
  it('lets an admin grant and revoke staff; the role applies at once', async () => {
    const person = await userWithRole(t, 'planner', 'Pia')
    expect((await call(person.auth, 'GET', '/api/staff/requests')).statusCode).toBe(403)
    const grant = await call(admin.auth, 'PUT', `/api/staff/team/${person.userId}/role`, { role: 'staff' })
    expect(grant.statusCode).toBe(200)
    expect(grant.json()).toMatchObject({ id: person.userId, role: 'staff' })
    expect((await call(person.auth, 'GET', '/api/staff/requests')).statusCode).toBe(200)
    const team = (await call(admin.auth, 'GET', '/api/staff/team')).json()
    expect(team.members.map((m: { id: number }) => m.id)).toEqual(
      expect.arrayContaining([staff.userId, admin.userId, person.userId]),
    )
    expect(team.members.map((m: { id: number }) => m.id)).not.toContain(planner.userId)
    const found = (await call(admin.auth, 'GET', `/api/staff/team?q=${encodeURIComponent(planner.email)}`)).json()
    expect(found.members).toEqual([expect.objectContaining({ id: planner.userId, role: 'planner' })])

    const revoke = await call(admin.auth, 'PUT', `/api/staff/team/${person.userId}/role`, { role: 'planner' })
    expect(revoke.json().role).toBe('planner')
    expect((await call(person.auth, 'GET', '/api/staff/requests')).statusCode).toBe(403)
  })

  it('refuses demoting yourself, changing an admin, unknown users and bad roles', async () => {
    const self = await call(admin.auth, 'PUT', `/api/staff/team/${admin.userId}/role`, { role: 'planner' })
    expect(self.statusCode).toBe(409)
    expect(self.json().message).toBe('You cannot change your own role')
    const other = await userWithRole(t, 'admin', 'Otto')
    expect(
      (await call(admin.auth, 'PUT', `/api/staff/team/${other.userId}/role`, { role: 'planner' })).statusCode,
    ).toBe(409)
    expect((await call(admin.auth, 'PUT', '/api/staff/team/999999/role', { role: 'staff' })).statusCode).toBe(404)
    const bad = await call(admin.auth, 'PUT', `/api/staff/team/${planner.userId}/role`, { role: 'admin' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ role: "Role must be 'planner' or 'staff'" })
    const [me] = await t.db.select().from(users).where(eq(users.id, admin.userId))
    expect(me.role).toBe('admin')
  })
})

describe('outbox', () => {
  it('lists emails by status with attempts, last error and the request reference; resends failed and sent ones', async () => {
    const r = await contactRequest(t)
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.requestId, r.id))
      .orderBy(outboxEmails.id)
    await t.db
      .update(outboxEmails)
      .set({ status: 'failed', attempts: 8, lastError: '550 mailbox unavailable' })
      .where(eq(outboxEmails.id, mail.id))

    const failed = (await call(staff.auth, 'GET', '/api/staff/outbox?status=failed')).json()
    expect(failed.emails.find((e: { id: number }) => e.id === mail.id)).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
      requestReference: r.reference,
      toAddress: r.email,
    })
    expect(failed.counts.failed).toBeGreaterThanOrEqual(1)
    expect(failed.emails.every((e: { status: string }) => e.status === 'failed')).toBe(true)

    const resend = await call(staff.auth, 'POST', `/api/staff/outbox/${mail.id}/resend`)
    expect(resend.statusCode).toBe(200)
    expect(resend.json()).toMatchObject({ status: 'pending', attempts: 0, lastError: null })
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, mail.id))
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000)

    const again = await call(staff.auth, 'POST', `/api/staff/outbox/${mail.id}/resend`)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This email is already waiting to be sent')
    await t.db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
      .where(eq(outboxEmails.id, mail.id))
    expect((await call(staff.auth, 'POST', `/api/staff/outbox/${mail.id}/resend`)).json()).toMatchObject({
      status: 'pending',
      sentAt: null,
      attempts: 0,
    })
    expect((await call(staff.auth, 'POST', '/api/staff/outbox/999999/resend')).statusCode).toBe(404)
    const one = (await call(staff.auth, 'GET', `/api/staff/outbox/${mail.id}`)).json()
    expect(one.textBody).toContain('Do you cover Austin?')
    expect((await call(staff.auth, 'GET', '/api/staff/outbox?status=lost')).statusCode).toBe(400)
  })
})

describe('npm run staff:create', () => {
  it('creates a staff account with no password and prints a one-time link that sets one', async () => {
    const email = uniqueEmail('newstaff')
    const lines: string[] = []
    const result = await staffCreate({
      argv: ['--email', email.toUpperCase(), '--first-name', 'Nia'],
      database: t.database,
      config: t.config,
      print: (l) => lines.push(l),
    })
    expect(result.outcome).toBe('created')
    const [user] = await t.db.select().from(users).where(eq(users.id, result.userId))
    expect(user).toMatchObject({ email: email.toLowerCase(), role: 'staff', passwordHash: null, firstName: 'Nia' })
    const url = lines.find((l) => l.startsWith('https://bountiful.test/reset-password?token='))!
    expect(url).toBeDefined()
    const token = decodeURIComponent(new URL(url).searchParams.get('token')!)
    const [reset] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)))
    expect(reset.userId).toBe(result.userId)

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: GOOD_PASSWORD },
    })
    expect(set.statusCode).toBeLessThan(300)
    const login = await logIn(t, { email }, '203.0.113.250')
    expect(login.statusCode).toBe(200)
    const auth = { authorization: `Bearer ${login.json().token}` }
    expect((await call(auth, 'GET', '/api/staff/requests')).statusCode).toBe(200)
  })

  it('promotes an existing planner, and leaves staff as they are', async () => {
    const person = await createUser(t.db)
    const lines: string[] = []
    const first = await staffCreate({
      argv: ['--email', person.email],
      database: t.database,
      config: t.config,
      print: (l) => lines.push(l),
    })
    expect(first).toMatchObject({ outcome: 'promoted', userId: person.userId, passwordSetUrl: null })
    expect((await call(person.auth, 'GET', '/api/staff/requests')).statusCode).toBe(200)
    const second = await staffCreate({
      argv: ['--email', person.email],
      database: t.database,
      config: t.config,
      print: (l) => lines.push(l),
    })
    expect(second.outcome).toBe('unchanged')
    await expect(
      staffCreate({ argv: ['--email', 'not-an-email'], database: t.database, config: t.config, print: () => {} }),
    ).rejects.toThrow('valid email')
    await expect(staffCreate({ argv: [], database: t.database, config: t.config, print: () => {} })).rejects.toThrow(
      'Usage',
    )
  })

  it('makes the first administrator with --admin, who then manages the team', async () => {
    const email = uniqueEmail('owner')
    const lines: string[] = []
    const print = (l: string) => lines.push(l)
    const config = { ...t.config, publicUrlSet: true }
    const result = await staffCreate({ argv: ['--email', email, '--admin'], database: t.database, config, print })
    expect(result.outcome).toBe('created')
    expect(lines[0]).toBe(`Created administrator account ${email}.`)
    const [user] = await t.db.select().from(users).where(eq(users.id, result.userId))
    expect(user.role).toBe('admin')
    const token = decodeURIComponent(new URL(result.passwordSetUrl!).searchParams.get('token')!)
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: GOOD_PASSWORD },
    })
    expect(set.statusCode).toBeLessThan(300)
    const login = await logIn(t, { email }, '203.0.113.251')
    const auth = { authorization: `Bearer ${login.json().token}` }
    expect((await call(auth, 'GET', '/api/staff/team')).statusCode).toBe(200)
    const colleague = await createUser(t.db)
    const granted = await call(auth, 'PUT', `/api/staff/team/${colleague.userId}/role`, { role: 'staff' })
    expect(granted.statusCode).toBe(200)

    // A staff member made an administrator; an administrator is never demoted by the plain command.
    const promoted = await staffCreate({
      argv: ['--email', colleague.email, '--admin'],
      database: t.database,
      config,
      print,
    })
    expect(promoted.outcome).toBe('promoted')
    expect(lines.at(-1)).toBe(`${colleague.email} is now an administrator. They log in with their existing password.`)
    const again = await staffCreate({ argv: ['--email', colleague.email], database: t.database, config, print })
    expect(again.outcome).toBe('unchanged')
    const [kept] = await t.db.select().from(users).where(eq(users.id, colleague.userId))
    expect(kept.role).toBe('admin')
  })

  it('says where the link points when PUBLIC_URL is not set', async () => {
    const lines: string[] = []
    await staffCreate({
      argv: ['--email', uniqueEmail('port')],
      database: t.database,
      config: { PUBLIC_URL: 'http://localhost:4123', publicUrlSet: false },
      print: (l) => lines.push(l),
    })
    expect(lines).toContainEqual(expect.stringMatching(/^http:\/\/localhost:4123\/reset-password\?token=/))
    expect(lines.at(-1)).toBe(
      '(The link uses http://localhost:4123, from PORT; set PUBLIC_URL to the address people open.)',
    )
  })
})

// The permission matrix ("make the attack permanent"): every dashboard, staff, account
// and public-token endpoint, tried by six actors — planner A (host of an event), planner B (host
// of another), A's co-host, a staff member, an admin and a visitor. The expected answer of each
// pair is the table below. Routes are enumerated from the app itself: a new endpoint without a
// row (or a reason it is outside the matrix) fails the test.
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken, newToken } from '~/server/lib/tokens'
import { eventMembers, guests, invitations, tasks } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../api/setup/test-app'
import { bookingRequest } from '../api/support/staff-helpers'
import { createUser } from '../api/fixtures/users'
import { insertVenue } from '../api/fixtures/venues'

type Actor = 'plannerA' | 'plannerB' | 'coHost' | 'staff' | 'admin' | 'visitor'
const ACTORS: Actor[] = ['plannerA', 'plannerB', 'coHost', 'staff', 'admin', 'visitor']
/**
 * ok: 2xx · pass: the guard lets the actor through (any answer but 401/403/5xx; the payload may
 * still be refused) · 401 / 403 / 404: refused with that status.
 */
type Expect = 'ok' | 'pass' | 401 | 403 | 404
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Call = { url: string; payload?: unknown }
type Row = {
  /** Per actor: the request (built fresh for mutations) and the expected answer. */
  expect: Record<Actor, Expect>
  call: (actor: Actor) => Promise<Call> | Call
  /** Planner B also tries A's child resource under B's own event (an id swap): must be 404. */
  idSwap?: () => Promise<Call> | Call
  /** Text only members of A's event may receive (e.g. in lists every actor may read). */
  privateText?: string
}

let t: TestContext
const auth: Partial<Record<Actor, { authorization: string }>> = {}
const ids = { plannerA: 0, plannerB: 0, coHost: 0, staff: 0, admin: 0 }
let eventA = 0
let eventB = 0
let taskA = 0
let guestA = 0
let requestId = 0
let venueId = 0
const SECRET_NAME = `Alpha private dinner ${crypto.randomBytes(4).toString('hex')}`

/** An account with a live session, from the user factory. */
async function actor(role: 'planner' | 'staff' | 'admin', name: string) {
  const user = await createUser(t.db, {
    role,
    firstName: name,
    lastName: 'Matrix',
    email: `${name.toLowerCase()}.${crypto.randomBytes(4).toString('hex')}@matrix.test`,
  })
  return { id: user.userId, email: user.email, auth: user.auth }
}

async function api(who: Actor, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: auth[who] ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

/** An event of planner A with the co-host as member (fresh, for rows that change or end it). */
async function newEventOfA(name = SECRET_NAME): Promise<number> {
  const res = await api('plannerA', 'POST', '/api/dashboard/events', {
    name,
    date: inDays(40),
    time: '7:00 PM',
    guestCount: 20,
    location: 'San Francisco, CA',
  })
  if (res.statusCode !== 201) throw new Error(res.body)
  const id = res.json().id as number
  await t.db.insert(eventMembers).values({ eventId: id, userId: ids.coHost, role: 'cohost' })
  return id
}
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const newTask = async (eventId = eventA) =>
  (
    await t.db.insert(tasks).values({ eventId, title: 'Flowers', createdBy: ids.plannerA }).returning({ id: tasks.id })
  )[0].id
const newGuest = async (eventId = eventA) =>
  (
    await t.db
      .insert(guests)
      .values({
        eventId,
        name: 'Gus',
        email: `gus.${crypto.randomBytes(3).toString('hex')}@matrix.test`,
        rsvpToken: crypto.randomBytes(24).toString('base64url'),
      })
      .returning({ id: guests.id })
  )[0].id
const newInvitation = async (email = `inv.${crypto.randomBytes(3).toString('hex')}@matrix.test`) => {
  const token = newToken()
  const [row] = await t.db
    .insert(invitations)
    .values({ eventId: eventA, email, tokenHash: hashToken(token), invitedBy: ids.plannerA })
    .returning({ id: invitations.id })
  return { id: row.id, token }
}

// Expectations shared by many rows.
const MEMBERS: Record<Actor, Expect> = {
  plannerA: 'ok',
  coHost: 'ok',
  plannerB: 404,
  staff: 404,
  admin: 404,
  visitor: 401,
}
const HOST_ONLY: Record<Actor, Expect> = {
  plannerA: 'ok',
  coHost: 403,
  plannerB: 404,
  staff: 404,
  admin: 404,
  visitor: 401,
}
const SIGNED_IN: Record<Actor, Expect> = {
  plannerA: 'ok',
  coHost: 'ok',
  plannerB: 'ok',
  staff: 'ok',
  admin: 'ok',
  visitor: 401,
}
const STAFF_READ: Record<Actor, Expect> = {
  plannerA: 403,
  coHost: 403,
  plannerB: 403,
  staff: 'ok',
  admin: 'ok',
  visitor: 401,
}
const STAFF_WRITE: Record<Actor, Expect> = { ...STAFF_READ, staff: 'pass', admin: 'pass' }
const ADMIN_ONLY: Record<Actor, Expect> = { ...STAFF_READ, staff: 403 }
const NOBODY_WITHOUT_TOKEN: Record<Actor, Expect> = {
  plannerA: 404,
  coHost: 404,
  plannerB: 404,
  staff: 404,
  admin: 404,
  visitor: 404,
}
const guessedToken = () => newToken()

const ev = (path = '') => `/api/dashboard/events/${eventA}${path}`

/** Planner A's brief, sent signed in: only she opens it without the emailed token. */
const OWNER_ONLY: Record<Actor, Expect> = {
  plannerA: 'ok',
  coHost: 404,
  plannerB: 404,
  staff: 404,
  admin: 404,
  visitor: 404,
}
const ANYONE: Record<Actor, Expect> = { ...SIGNED_IN, visitor: 'ok' }

/** A new conversation of planner A with Callie, started signed in. */
async function newConversationOfA(): Promise<string> {
  const res = await api('plannerA', 'POST', '/api/concierge/conversations', { text: 'Dinner for 20 in Chicago' })
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json().id as string
}
/** Planner A's conversation, handed over to the team once (for the staff console's rows). */
let handedOverOfA: Promise<string> | undefined
const conversationOfA = () =>
  (handedOverOfA ??= newConversationOfA().then(async (id) => {
    const res = await api('plannerA', 'POST', `/api/concierge/conversations/${id}/handover`, {
      name: 'Alpha Matrix',
      email: 'alpha.callie@matrix.test',
    })
    if (res.statusCode !== 200) throw new Error(res.body)
    return id
  }))

let briefOfA: Promise<string> | undefined
const briefA = (path = '') => {
  briefOfA ??= api('plannerA', 'POST', '/api/briefs', {
    venueIds: [venueId],
    occasion: 'birthday',
    date: inDays(30),
    time: '7:00 PM',
    guests: 12,
    name: 'Alpha Matrix',
    email: 'alpha.brief@matrix.test',
  }).then((res) => {
    if (res.statusCode !== 201) throw new Error(res.body)
    return res.json().reference as string
  })
  return briefOfA.then((ref) => `/api/briefs/${ref}${path}`)
}

/** A fresh draft of planner A ("let my group vote first"), for the rows that send or discard it. */
const draftOfA = async (path = '') => {
  const res = await api('plannerA', 'POST', '/api/briefs/drafts', {
    venueIds: [venueId],
    occasion: 'birthday',
    date: inDays(30),
    time: '7:00 PM',
    guests: 12,
    name: 'Alpha Matrix',
    email: 'alpha.brief@matrix.test',
  })
  if (res.statusCode !== 201) throw new Error(res.body)
  return `/api/briefs/${res.json().reference as string}${path}`
}

/** Every venue-portal route, on a venue that exists (the ids below it may not: staff still pass). */
function portalRows(): Record<string, Row> {
  const v = (path = '') => `/api/venue-portal/venues/${venueId}${path}`
  const read = (url: () => string): Row => ({ expect: STAFF_READ, call: () => ({ url: url() }) })
  const write = (url: () => string, payload?: unknown): Row => ({
    expect: STAFF_WRITE,
    call: () => ({ url: url(), ...(payload === undefined ? {} : { payload }) }),
  })
  return {
    'GET /api/venue-portal/venues': read(() => '/api/venue-portal/venues'),
    'GET /api/venue-portal/venues/:venueId': read(() => v()),
    'PATCH /api/venue-portal/venues/:venueId': write(() => v(), {}),
    'GET /api/venue-portal/venues/:venueId/spaces': read(() => v('/spaces')),
    'POST /api/venue-portal/venues/:venueId/spaces': write(() => v('/spaces'), {}),
    'PATCH /api/venue-portal/venues/:venueId/spaces/:spaceId': write(() => v('/spaces/999999'), {}),
    'DELETE /api/venue-portal/venues/:venueId/spaces/:spaceId': write(() => v('/spaces/999999')),
    // A space that does not exist: staff pass the access check and are told so (404).
    'GET /api/venue-portal/venues/:venueId/spaces/:spaceId/photos': write(() => v('/spaces/999999/photos')),
    'POST /api/venue-portal/venues/:venueId/spaces/:spaceId/photos': write(() => v('/spaces/999999/photos'), {}),
    'PATCH /api/venue-portal/venues/:venueId/spaces/:spaceId/photos/order': write(
      () => v('/spaces/999999/photos/order'),
      { photoIds: [] },
    ),
    'DELETE /api/venue-portal/venues/:venueId/spaces/:spaceId/photos/:photoId': write(() =>
      v('/spaces/999999/photos/999999'),
    ),
    'GET /api/venue-portal/venues/:venueId/packages': read(() => v('/packages')),
    'POST /api/venue-portal/venues/:venueId/packages': write(() => v('/packages'), {}),
    'PATCH /api/venue-portal/venues/:venueId/packages/:packageId': write(() => v('/packages/999999'), {}),
    'DELETE /api/venue-portal/venues/:venueId/packages/:packageId': write(() => v('/packages/999999')),
    'GET /api/venue-portal/venues/:venueId/blackouts': read(() => v('/blackouts')),
    'POST /api/venue-portal/venues/:venueId/blackouts': write(() => v('/blackouts'), {}),
    'DELETE /api/venue-portal/venues/:venueId/blackouts/:date': write(() => v('/blackouts/2030-01-01')),
    'GET /api/venue-portal/venues/:venueId/calendar': write(() => v('/calendar')),
    'GET /api/venue-portal/venues/:venueId/calendar-feed': read(() => v('/calendar-feed')),
    'GET /api/venue-portal/venues/:venueId/external-calendars': read(() => v('/external-calendars')),
    'POST /api/venue-portal/venues/:venueId/external-calendars': write(() => v('/external-calendars'), {}),
    'DELETE /api/venue-portal/venues/:venueId/external-calendars/:calendarId': write(() =>
      v('/external-calendars/999999'),
    ),
    'POST /api/venue-portal/venues/:venueId/external-calendars/:calendarId/refresh': write(() =>
      v('/external-calendars/999999/refresh'),
    ),
    'POST /api/venue-portal/venues/:venueId/calendar-feed': write(() => v('/calendar-feed')),
    'GET /api/venue-portal/venues/:venueId/managers': read(() => v('/managers')),
    'POST /api/venue-portal/venues/:venueId/managers': write(() => v('/managers'), {}),
    'DELETE /api/venue-portal/venues/:venueId/managers/:userId': write(() => v('/managers/999999')),
    'GET /api/venue-portal/venues/:venueId/requests': read(() => v('/requests')),
    'POST /api/venue-portal/venues/:venueId/requests/:requestId/quote': write(() => v('/requests/999999/quote'), {}),
    'POST /api/venue-portal/venues/:venueId/requests/:requestId/offer': write(() => v('/requests/999999/offer'), {}),
    'POST /api/venue-portal/venues/:venueId/requests/:requestId/decline': write(
      () => v('/requests/999999/decline'),
      {},
    ),
    'POST /api/venue-portal/venues/:venueId/requests/:requestId/cancel': write(() => v('/requests/999999/cancel'), {}),
    // The final bill: a booking of this venue; staff pass the guard (no such event: 404).
    'GET /api/venue-portal/venues/:venueId/events/:eventId/final-bill': write(() => v('/events/999999/final-bill')),
    'PUT /api/venue-portal/venues/:venueId/events/:eventId/final-bill': write(() => v('/events/999999/final-bill'), {
      lines: [{ kind: 'food', amountCents: 100 }],
    }),
    // The kitchen; managers of another venue: tests/api/events/kitchen-sheet.test.ts.
    'GET /api/venue-portal/venues/:venueId/kitchen-sheets': read(() => v('/kitchen-sheets')),
    'GET /api/venue-portal/venues/:venueId/kitchen-sheets/:requestId': write(() => v('/kitchen-sheets/999999')),
    'GET /api/venue-portal/venues/:venueId/kitchen-sheets/:requestId/pdf': write(() => v('/kitchen-sheets/999999/pdf')),
    'POST /api/venue-portal/venues/:venueId/kitchen-sheets/:requestId/acknowledge': write(
      () => v('/kitchen-sheets/999999/acknowledge'),
      { version: 1 },
    ),
    'POST /api/venue-portal/venues/:venueId/change-requests/:changeRequestId/accept': write(() =>
      v('/change-requests/999999/accept'),
    ),
    'POST /api/venue-portal/venues/:venueId/change-requests/:changeRequestId/decline': write(() =>
      v('/change-requests/999999/decline'),
    ),
    'GET /api/venue-portal/venues/:venueId/packages/:packageId/menu': write(() => v('/packages/999999/menu')),
    'PUT /api/venue-portal/venues/:venueId/packages/:packageId/menu': write(() => v('/packages/999999/menu'), {
      courses: [],
    }),
    // The agreement of a booking the venue has (none here: the guard's pass is a 404 from inside).
    'GET /api/venue-portal/venues/:venueId/requests/:requestId/agreement': write(() => v('/requests/999999/agreement')),
    'GET /api/venue-portal/venues/:venueId/requests/:requestId/agreement/versions/:version/pdf': write(() =>
      v('/requests/999999/agreement/versions/1/pdf'),
    ),
    'POST /api/venue-portal/venues/:venueId/requests/:requestId/change-orders': write(
      () => v('/requests/999999/change-orders'),
      { guests: 20 },
    ),
    'POST /api/venue-portal/venues/:venueId/requests/:requestId/change-orders/:changeOrderId/accept': write(
      () => v('/requests/999999/change-orders/1/accept'),
      {},
    ),
    'POST /api/venue-portal/venues/:venueId/requests/:requestId/change-orders/:changeOrderId/decline': write(
      () => v('/requests/999999/change-orders/1/decline'),
      {},
    ),
  }
}

const MATRIX: Record<string, Row> = {
  // ---- Dashboard ----
  'GET /api/dashboard/events': {
    expect: SIGNED_IN,
    call: () => ({ url: '/api/dashboard/events' }),
    privateText: SECRET_NAME,
  },
  'POST /api/dashboard/events': {
    expect: SIGNED_IN,
    call: () => ({
      url: '/api/dashboard/events',
      payload: { name: 'Own dinner', date: inDays(30), time: '7:00 PM', guestCount: 12, location: 'Chicago, IL' },
    }),
  },
  'GET /api/dashboard/events/:id': { expect: MEMBERS, call: () => ({ url: ev() }) },
  'POST /api/dashboard/events/:id/cancel': {
    expect: HOST_ONLY,
    call: async () => ({ url: `/api/dashboard/events/${await newEventOfA()}/cancel` }),
  },
  'DELETE /api/dashboard/events/:id/cohosts/:userId': {
    expect: HOST_ONLY,
    call: async () => ({ url: `/api/dashboard/events/${await newEventOfA()}/cohosts/${ids.coHost}` }),
    idSwap: () => ({ url: `/api/dashboard/events/${eventB}/cohosts/${ids.coHost}` }),
  },
  // Without an upgrade the socket route answers over HTTP after the same membership check.
  'GET /api/dashboard/events/:id/chat': {
    expect: { ...MEMBERS, plannerA: 'pass', coHost: 'pass', visitor: 'pass' },
    call: () => ({ url: ev('/chat') }),
  },
  // The event is in the future: the host gets 409 (reviews come after the event), others no further.
  'POST /api/dashboard/events/:id/review': {
    expect: { ...HOST_ONLY, plannerA: 'pass' },
    call: () => ({ url: ev('/review'), payload: { rating: 5, text: 'Lovely room.' } }),
  },
  // Event A is booked at no venue, so it has no sheet (404 for its members too); a booked event's
  // sheet for host, co-host and strangers is in tests/api/events/kitchen-sheet.test.ts.
  'GET /api/dashboard/events/:id/kitchen-sheet': {
    expect: { ...MEMBERS, plannerA: 'pass', coHost: 'pass' },
    call: () => ({ url: ev('/kitchen-sheet') }),
  },
  'GET /api/dashboard/events/:id/tasks': { expect: MEMBERS, call: () => ({ url: ev('/tasks') }) },
  'POST /api/dashboard/events/:id/tasks': {
    expect: MEMBERS,
    call: () => ({ url: ev('/tasks'), payload: { title: 'Book the cake' } }),
  },
  'PATCH /api/dashboard/events/:id/tasks/:taskId': {
    expect: MEMBERS,
    call: async () => ({ url: ev(`/tasks/${await newTask()}`), payload: { completed: true } }),
    idSwap: () => ({ url: `/api/dashboard/events/${eventB}/tasks/${taskA}`, payload: { completed: true } }),
  },
  'DELETE /api/dashboard/events/:id/tasks/:taskId': {
    expect: MEMBERS,
    call: async () => ({ url: ev(`/tasks/${await newTask()}`) }),
    idSwap: () => ({ url: `/api/dashboard/events/${eventB}/tasks/${taskA}` }),
  },
  'POST /api/dashboard/events/:id/invitations': {
    expect: HOST_ONLY,
    call: () => ({
      url: ev('/invitations'),
      payload: { email: `new.${crypto.randomBytes(3).toString('hex')}@matrix.test` },
    }),
  },
  'DELETE /api/dashboard/events/:id/invitations/:invitationId': {
    expect: HOST_ONLY,
    call: async () => ({ url: ev(`/invitations/${(await newInvitation()).id}`) }),
    idSwap: async () => ({ url: `/api/dashboard/events/${eventB}/invitations/${(await newInvitation()).id}` }),
  },
  'GET /api/dashboard/events/:id/messages': { expect: MEMBERS, call: () => ({ url: ev('/messages') }) },
  'POST /api/dashboard/events/:id/messages': {
    expect: MEMBERS,
    call: () => ({ url: ev('/messages'), payload: { content: 'See you there' } }),
  },
  'GET /api/dashboard/events/:id/guests': { expect: MEMBERS, call: () => ({ url: ev('/guests') }) },
  'POST /api/dashboard/events/:id/guests': {
    expect: MEMBERS,
    call: () => ({ url: ev('/guests'), payload: { text: 'Dora Diner' } }),
  },
  'POST /api/dashboard/events/:id/guests/invite': {
    expect: MEMBERS,
    call: () => ({ url: ev('/guests/invite'), payload: {} }),
  },
  'PATCH /api/dashboard/events/:id/guests/:guestId': {
    expect: MEMBERS,
    call: async () => ({ url: ev(`/guests/${await newGuest()}`), payload: { rsvp: 'yes' } }),
    idSwap: () => ({ url: `/api/dashboard/events/${eventB}/guests/${guestA}`, payload: { rsvp: 'yes' } }),
  },
  'DELETE /api/dashboard/events/:id/guests/:guestId': {
    expect: MEMBERS,
    call: async () => ({ url: ev(`/guests/${await newGuest()}`) }),
    idSwap: () => ({ url: `/api/dashboard/events/${eventB}/guests/${guestA}` }),
  },

  // ---- The account's own data ----
  'GET /api/auth/user': { expect: SIGNED_IN, call: () => ({ url: '/api/auth/user' }) },
  'POST /api/auth/resend-verification': { expect: SIGNED_IN, call: () => ({ url: '/api/auth/resend-verification' }) },
  'GET /api/me/favourites': { expect: SIGNED_IN, call: () => ({ url: '/api/me/favourites' }) },
  'GET /api/shortlist': { expect: SIGNED_IN, call: () => ({ url: '/api/shortlist' }) },
  'PUT /api/shortlist': {
    expect: SIGNED_IN,
    call: () => ({ url: '/api/shortlist', payload: { venueIds: [venueId] } }),
  },
  'GET /api/briefs': { expect: SIGNED_IN, call: () => ({ url: '/api/briefs' }) },
  // A brief: its emailed token, or its owner signed in (tests/api/briefs/briefs.test.ts).
  'GET /api/briefs/:ref': { expect: OWNER_ONLY, call: async () => ({ url: await briefA() }) },
  'POST /api/briefs/:ref/share': {
    expect: OWNER_ONLY,
    call: async () => ({ url: await briefA('/share'), payload: {} }),
  },
  'GET /api/briefs/:ref/votes': { expect: OWNER_ONLY, call: async () => ({ url: await briefA('/votes') }) },
  'POST /api/briefs/:ref/votes/close': {
    expect: OWNER_ONLY,
    call: async () => ({ url: await briefA('/votes/close'), payload: {} }),
  },
  'GET /api/briefs/:ref/vote-invitations': {
    expect: OWNER_ONLY,
    call: async () => ({ url: await briefA('/vote-invitations') }),
  },
  'POST /api/briefs/:ref/vote-invitations': {
    // Planner A passes the guard; event 1 is not one of hers (400 from the invitation, not the guard).
    expect: { ...OWNER_ONLY, plannerA: 'pass' },
    call: async () => ({ url: await briefA('/vote-invitations'), payload: { eventId: 1 } }),
  },
  'POST /api/briefs/drafts': {
    // Any account may save a draft; a visitor is asked to sign in.
    expect: SIGNED_IN,
    call: () => ({
      url: '/api/briefs/drafts',
      payload: {
        venueIds: [venueId],
        occasion: 'birthday',
        date: inDays(30),
        time: '7:00 PM',
        guests: 12,
        name: 'Matrix Draft',
        email: 'draft@matrix.test',
      },
    }),
  },
  // A draft: its owner only, signed in (tests/api/briefs/briefs-drafts.test.ts); a visitor is asked to sign in.
  'POST /api/briefs/:ref/send': {
    expect: { ...OWNER_ONLY, visitor: 401 },
    call: async () => ({ url: await draftOfA('/send'), payload: { venueIds: [venueId], date: inDays(30) } }),
  },
  'DELETE /api/briefs/:ref': {
    expect: { ...OWNER_ONLY, visitor: 401 },
    call: async () => ({ url: await draftOfA() }),
  },
  'POST /api/briefs/:ref/accept': {
    // Planner A passes the guard; the quote id names nothing of hers (404 from the brief, not the guard).
    expect: { ...OWNER_ONLY, plannerA: 'pass' },
    call: async () => ({
      url: await briefA('/accept'),
      payload: { proposalId: 1, signerName: 'Pat Planner', agreementHash: 'a'.repeat(64) },
    }),
  },
  'PUT /api/me/favourites/:venueId': { expect: SIGNED_IN, call: () => ({ url: `/api/me/favourites/${venueId}` }) },
  'DELETE /api/me/favourites/:venueId': { expect: SIGNED_IN, call: () => ({ url: `/api/me/favourites/${venueId}` }) },
  'POST /api/me/favourites/merge': {
    expect: SIGNED_IN,
    call: () => ({ url: '/api/me/favourites/merge', payload: { venueIds: [venueId] } }),
  },

  // ---- Concierge console ----
  'GET /api/staff/team': { expect: ADMIN_ONLY, call: () => ({ url: '/api/staff/team' }) },
  'PUT /api/staff/team/:userId/role': {
    expect: { ...ADMIN_ONLY, admin: 'pass' },
    call: () => ({ url: `/api/staff/team/${ids.plannerB}/role`, payload: { role: 'planner' } }),
  },
  'GET /api/staff/assignees': { expect: STAFF_READ, call: () => ({ url: '/api/staff/assignees' }) },
  'GET /api/staff/requests': { expect: STAFF_READ, call: () => ({ url: '/api/staff/requests' }) },
  'GET /api/staff/requests/:id': { expect: STAFF_READ, call: () => ({ url: `/api/staff/requests/${requestId}` }) },
  'POST /api/staff/requests/:id/status': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/status`, payload: { status: 'in_progress' } }),
  },
  'POST /api/staff/requests/:id/assign': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/assign`, payload: { userId: ids.staff } }),
  },
  'POST /api/staff/requests/:id/reply': {
    expect: STAFF_WRITE,
    call: () => ({
      url: `/api/staff/requests/${requestId}/reply`,
      payload: { subject: 'Hello', body: 'We are on it.' },
    }),
  },
  'POST /api/staff/requests/:id/proposals': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/proposals`, payload: {} }),
  },
  // Payments: event A has no schedule, so the guard's pass is a 404 from inside.
  'GET /api/dashboard/events/:id/cancellation': {
    expect: HOST_ONLY,
    call: () => ({ url: ev('/cancellation') }),
  },
  'GET /api/dashboard/events/:id/payments': {
    expect: { ...MEMBERS, plannerA: 'pass', coHost: 'pass' },
    call: () => ({ url: ev('/payments') }),
  },
  'POST /api/dashboard/events/:id/payments/instalments/:instalmentId/shares': {
    expect: { ...HOST_ONLY, plannerA: 'pass' },
    call: () => ({ url: ev('/payments/instalments/1/shares'), payload: { mode: 'equal', guestIds: [guestA] } }),
  },
  'POST /api/dashboard/events/:id/payments/instalments/:instalmentId/checkout': {
    expect: { ...HOST_ONLY, plannerA: 'pass' },
    call: () => ({ url: ev('/payments/instalments/1/checkout') }),
  },
  // The count at the door: members of the event (and its venue's managers, tests/api/payments/final-bill.test.ts).
  'GET /api/dashboard/events/:id/door': {
    expect: MEMBERS,
    call: () => ({ url: ev('/door') }),
    privateText: SECRET_NAME,
  },
  'POST /api/dashboard/events/:id/door/check-ins': {
    expect: MEMBERS,
    call: () => ({ url: ev('/door/check-ins'), payload: { guestId: guestA } }),
    idSwap: () => ({ url: `/api/dashboard/events/${eventB}/door/check-ins`, payload: { guestId: guestA } }),
  },
  'DELETE /api/dashboard/events/:id/door/check-ins/:guestId': {
    // A's call undoes the check-in; the co-host's then finds none (404 from inside).
    expect: { ...MEMBERS, plannerA: 'pass', coHost: 'pass' },
    call: () => ({ url: ev(`/door/check-ins/${guestA}`) }),
    idSwap: () => ({ url: `/api/dashboard/events/${eventB}/door/check-ins/${guestA}` }),
  },
  'POST /api/dashboard/events/:id/door/walk-ins': {
    expect: MEMBERS,
    call: () => ({ url: ev('/door/walk-ins'), payload: { name: 'Walker', affiliation: 'Acme' } }),
  },
  // The final bill: event A has no payment schedule, so the guard's pass is a 409 from inside.
  'GET /api/dashboard/events/:id/final-bill': {
    expect: { ...MEMBERS, plannerA: 'pass', coHost: 'pass' },
    call: () => ({ url: ev('/final-bill') }),
  },
  'POST /api/dashboard/events/:id/final-bill/accept': {
    expect: { ...HOST_ONLY, plannerA: 'pass' },
    call: () => ({ url: ev('/final-bill/accept'), payload: { version: 1 } }),
  },
  'POST /api/dashboard/events/:id/final-bill/disputes': {
    expect: { ...HOST_ONLY, plannerA: 'pass' },
    call: () => ({ url: ev('/final-bill/disputes'), payload: { lineKey: 'entered:0', note: 'Not ours' } }),
  },
  'POST /api/dashboard/events/:id/final-bill/expense-packet': {
    expect: { ...HOST_ONLY, plannerA: 'pass' },
    call: () => ({ url: ev('/final-bill/expense-packet'), payload: { purpose: 'Client dinner' } }),
  },
  'GET /api/staff/requests/:id/final-bill': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/final-bill` }),
  },
  // The agreement: event A is not a booking, so members pass the guard into a 404.
  'GET /api/dashboard/events/:id/agreement': {
    expect: { ...MEMBERS, plannerA: 'pass', coHost: 'pass' },
    call: () => ({ url: ev('/agreement') }),
  },
  'GET /api/dashboard/events/:id/agreement/versions/:version/pdf': {
    expect: { ...MEMBERS, plannerA: 'pass', coHost: 'pass' },
    call: () => ({ url: ev('/agreement/versions/1/pdf') }),
  },
  'POST /api/dashboard/events/:id/change-orders': {
    expect: { ...MEMBERS, plannerA: 'pass', coHost: 'pass' },
    call: () => ({ url: ev('/change-orders'), payload: { guests: 20 } }),
  },
  'POST /api/dashboard/events/:id/change-orders/:changeOrderId/accept': {
    expect: { ...MEMBERS, plannerA: 'pass', coHost: 'pass' },
    call: () => ({ url: ev('/change-orders/1/accept'), payload: { signerName: 'A', agreementHash: 'a'.repeat(64) } }),
  },
  'POST /api/dashboard/events/:id/change-orders/:changeOrderId/decline': {
    expect: { ...MEMBERS, plannerA: 'pass', coHost: 'pass' },
    call: () => ({ url: ev('/change-orders/1/decline'), payload: {} }),
  },
  'GET /api/staff/requests/:id/agreement': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/agreement` }),
  },
  'GET /api/staff/requests/:id/agreement/versions/:version/pdf': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/agreement/versions/1/pdf` }),
  },
  'POST /api/staff/requests/:id/change-orders': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/change-orders`, payload: { guests: 20 } }),
  },
  // Each signed-in user's own bookings only (tests/api/payments/payments.test.ts: another user sees nothing).
  'GET /api/dashboard/payments': { expect: SIGNED_IN, call: () => ({ url: '/api/dashboard/payments' }) },
  // Each signed-in planner's own requests only (tests/api/bookings/booking-lifecycle.test.ts).
  'GET /api/dashboard/bookings': { expect: SIGNED_IN, call: () => ({ url: '/api/dashboard/bookings' }) },
  'GET /api/staff/payments/overdue': { expect: STAFF_READ, call: () => ({ url: '/api/staff/payments/overdue' }) },
  'GET /api/staff/requests/:id/payments': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/payments` }),
  },
  'POST /api/staff/requests/:id/payments': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/payments` }),
  },
  'POST /api/staff/requests/:id/payments/offline': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/payments/offline`, payload: {} }),
  },
  // Marking an offline refund paid back (tests/api/payments/final-bill.test.ts): staff only.
  'POST /api/staff/requests/:id/payments/refunds/:entryId/paid-back': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/payments/refunds/999999/paid-back`, payload: {} }),
  },
  'POST /api/staff/requests/:id/cancel': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/cancel`, payload: {} }),
  },
  'POST /api/staff/requests/:id/payments/cancel': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/payments/cancel`, payload: {} }),
  },
  'POST /api/staff/requests/:id/confirm': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/confirm`, payload: {} }),
  },
  // A partner application becomes a venue; the empty body is refused only past the guard.
  'POST /api/staff/requests/:id/venue': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/requests/${requestId}/venue`, payload: {} }),
  },
  'GET /api/staff/reply-templates': { expect: STAFF_READ, call: () => ({ url: '/api/staff/reply-templates' }) },
  'GET /api/staff/outbox': { expect: STAFF_READ, call: () => ({ url: '/api/staff/outbox' }) },
  'GET /api/staff/outbox/:id': { expect: STAFF_WRITE, call: () => ({ url: '/api/staff/outbox/1' }) },
  'POST /api/staff/outbox/:id/resend': { expect: STAFF_WRITE, call: () => ({ url: '/api/staff/outbox/1/resend' }) },
  'GET /api/staff/venues': { expect: STAFF_READ, call: () => ({ url: '/api/staff/venues' }) },
  'POST /api/staff/venues': { expect: STAFF_WRITE, call: () => ({ url: '/api/staff/venues', payload: {} }) },
  'POST /api/staff/venues/import': {
    expect: STAFF_WRITE,
    call: () => ({ url: '/api/staff/venues/import', payload: {} }),
  },
  'GET /api/staff/venues/:id': { expect: STAFF_READ, call: () => ({ url: `/api/staff/venues/${venueId}` }) },
  'PATCH /api/staff/venues/:id': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/venues/${venueId}`, payload: {} }),
  },
  'POST /api/staff/venues/:id/archive': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/venues/${venueId}/archive` }),
  },
  'POST /api/staff/venues/:id/unarchive': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/venues/${venueId}/unarchive` }),
  },
  'PUT /api/staff/venues/:id/blackouts': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/venues/${venueId}/blackouts`, payload: { dates: [] } }),
  },
  'POST /api/staff/venues/:id/photos': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/venues/${venueId}/photos`, payload: {} }),
  },
  'PATCH /api/staff/venues/:id/photos/order': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/venues/${venueId}/photos/order`, payload: { photoIds: [] } }),
  },
  'DELETE /api/staff/venues/:id/photos/:photoId': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/venues/${venueId}/photos/999999` }),
  },
  // An import's progress is readable by the staff member who started it only: anyone else's id is unknown.
  'GET /api/staff/venues/import/progress/:id': {
    expect: { ...STAFF_READ, staff: 404, admin: 404 },
    call: () => ({ url: `/api/staff/venues/import/progress/${crypto.randomUUID()}` }),
  },

  // ---- Callie's conversations: planner A's, handed over to the team ----
  'GET /api/concierge/conversations': { expect: ANYONE, call: () => ({ url: '/api/concierge/conversations' }) },
  'POST /api/concierge/conversations/merge': {
    expect: SIGNED_IN,
    call: () => ({ url: '/api/concierge/conversations/merge' }),
  },
  'GET /api/concierge/conversations/:id': {
    expect: OWNER_ONLY,
    call: async () => ({ url: `/api/concierge/conversations/${await conversationOfA()}` }),
  },
  'POST /api/concierge/conversations/:id/messages': {
    expect: OWNER_ONLY,
    call: async () => ({
      url: `/api/concierge/conversations/${await conversationOfA()}/messages`,
      payload: { text: 'Can we bring a cake?' },
    }),
  },
  'POST /api/concierge/conversations/:id/handover': {
    expect: OWNER_ONLY,
    call: async () => ({
      url: `/api/concierge/conversations/${await newConversationOfA()}/handover`,
      payload: { name: 'Alpha Matrix', email: 'alpha.callie@matrix.test' },
    }),
  },
  // Without an upgrade the socket route answers over HTTP after the same check (the thread's
  // reader, or staff once it was handed over).
  'GET /api/concierge/conversations/:id/live': {
    expect: { ...OWNER_ONLY, plannerA: 'pass', staff: 'pass', admin: 'pass' },
    call: async () => ({ url: `/api/concierge/conversations/${await conversationOfA()}/live` }),
  },
  'GET /api/staff/conversations/:id': {
    expect: STAFF_READ,
    call: async () => ({ url: `/api/staff/conversations/${await conversationOfA()}` }),
  },
  'POST /api/staff/conversations/:id/messages': {
    expect: STAFF_WRITE,
    call: async () => ({
      url: `/api/staff/conversations/${await conversationOfA()}/messages`,
      payload: { text: 'We are on it.' },
    }),
  },
  'POST /api/staff/conversations/:id/release': {
    expect: STAFF_WRITE,
    call: async () => ({ url: `/api/staff/conversations/${await conversationOfA()}/release` }),
  },

  // ---- Venue managers: staff manage them; the portal is for managers and staff ----
  'GET /api/staff/venues/:id/managers': {
    expect: STAFF_READ,
    call: () => ({ url: `/api/staff/venues/${venueId}/managers` }),
  },
  'POST /api/staff/venues/:id/managers': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/venues/${venueId}/managers`, payload: {} }),
  },
  'DELETE /api/staff/venues/:id/managers/:userId': {
    expect: STAFF_WRITE,
    call: () => ({ url: `/api/staff/venues/${venueId}/managers/999999` }),
  },
  // A planner manages no venue here: the portal refuses her (403) whatever she asks for; the
  // matrix of managers of one venue against another is in tests/api/venue-portal/venue-portal.test.ts.
  ...portalRows(),

  // ---- Public-token endpoints: the token is the key; a guessed one opens nothing for anybody ----
  'GET /api/invitations/:token': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/invitations/${guessedToken()}` }),
  },
  // The real link, addressed to planner B: only B's (verified) account may accept it.
  'POST /api/invitations/:token/accept': {
    expect: { plannerA: 403, coHost: 403, plannerB: 'ok', staff: 403, admin: 403, visitor: 401 },
    call: async () => ({ url: `/api/invitations/${(await newInvitation(emailOfB)).token}/accept` }),
  },
  'GET /api/venue-invitations/:token': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/venue-invitations/${guessedToken()}` }),
  },
  'POST /api/venue-invitations/:token/accept': {
    expect: { ...NOBODY_WITHOUT_TOKEN, visitor: 401 },
    call: () => ({ url: `/api/venue-invitations/${guessedToken()}/accept` }),
  },
  'POST /api/venue-invitations/:token/sign-up': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({
      url: `/api/venue-invitations/${guessedToken()}/sign-up`,
      payload: { firstName: 'Guess', lastName: 'Who', password: 'Dinner4Thirty' },
    }),
  },
  'GET /api/requests/view/:token': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/requests/view/${guessedToken()}` }),
  },
  'GET /api/booking-drafts/:token': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/booking-drafts/${guessedToken()}` }),
  },
  'POST /api/booking-drafts/:token/confirm': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/booking-drafts/${guessedToken()}/confirm`, payload: { phone: '(312) 555-0100' } }),
  },
  'GET /api/votes/:token': { expect: NOBODY_WITHOUT_TOKEN, call: () => ({ url: `/api/votes/${guessedToken()}` }) },
  'POST /api/votes/:token': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({
      url: `/api/votes/${guessedToken()}`,
      payload: { name: 'Vic', email: 'vic@matrix.test', dates: [{ date: inDays(30), choice: 'approve' }] },
    }),
  },
  'POST /api/votes/:token/confirm': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/votes/${guessedToken()}/confirm`, payload: { confirmation: guessedToken() } }),
  },
  'GET /api/proposals/:token': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/proposals/${guessedToken()}` }),
  },
  'POST /api/proposals/:token/accept': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({
      url: `/api/proposals/${guessedToken()}/accept`,
      payload: { signerName: 'Pat Planner', agreementHash: 'a'.repeat(64) },
    }),
  },
  'POST /api/proposals/:token/decline': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/proposals/${guessedToken()}/decline`, payload: {} }),
  },
  'GET /api/payments/shares/:token': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/payments/shares/${guessedToken()}` }),
  },
  'POST /api/payments/shares/:token/checkout': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/payments/shares/${guessedToken()}/checkout` }),
  },
  // The Checkout session's id is the key: Stripe's return page knows it, nobody guesses it.
  'GET /api/payments/checkouts/:sessionId': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/payments/checkouts/cs_test_${crypto.randomBytes(16).toString('hex')}` }),
  },
  // The venue's secret calendar link: a guessed one opens nothing (tests/api/venue-portal/venue-loop.test.ts).
  'GET /api/calendar-feeds/:file': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/calendar-feeds/${guessedToken()}.ics` }),
  },
  'GET /api/public/events/:publicId': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/public/events/${crypto.randomBytes(12).toString('base64url')}` }),
  },
  'GET /api/public/events/:publicId/calendar.ics': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({ url: `/api/public/events/${crypto.randomBytes(12).toString('base64url')}/calendar.ics?guest=x` }),
  },
  'POST /api/public/events/:publicId/rsvp': {
    expect: NOBODY_WITHOUT_TOKEN,
    call: () => ({
      url: `/api/public/events/${crypto.randomBytes(12).toString('base64url')}/rsvp`,
      payload: { token: guessedToken(), answer: 'yes' },
    }),
  },
}
let emailOfB = ''

/** Routes outside the matrix, each with the reason: public by design, or the log-in itself. */
const OUTSIDE_MATRIX: Record<string, string> = {
  'GET /api/docs': 'API documentation',
  'GET /api/docs/': 'API documentation',
  'GET /api/docs/static/index.html': 'API documentation',
  'GET /api/docs/static/swagger-initializer.js': 'API documentation',
  'GET /api/docs/*': 'API documentation',
  'GET /api/docs/json': 'API documentation',
  'GET /api/docs/yaml': 'API documentation',
  'GET /api/health': 'health check',
  'POST /api/payments/webhook': 'Stripe’s signed events only (tests/api/payments/payments.test.ts)',
  'GET /api/ping': 'health check',
  'GET /api/venues/stats': 'public catalogue',
  'GET /api/testimonials': 'public reviews of real venues',
  'POST /api/venues/book': 'public form',
  'POST /api/briefs': 'public form (a brief to several venues)',
  'GET /api/venues/featured': 'public catalogue',
  'GET /api/venues/search': 'public catalogue',
  'GET /api/venues/search/by-experience/:id': 'public catalogue',
  'GET /api/venues/city/:cityName': 'public catalogue',
  'GET /api/venues/:id': 'public catalogue',
  'GET /api/venues/:id/packages/:packageId/booking-terms': 'public catalogue (instant book terms)',
  'POST /api/concierge/book': 'public form',
  'POST /api/concierge/requests': 'public form',
  'POST /api/concierge/recommendations': 'public search',
  'POST /api/concierge/parse': 'public search',
  'POST /api/concierge/conversations':
    'public: starts a conversation with Callie (tests/api/concierge/callie-conversation.test.ts)',
  'POST /api/consultations': 'public form',
  'POST /api/contact': 'public form',
  'GET /api/config': 'public settings',
  'GET /api/cities': 'public catalogue',
  'POST /api/partners/applications': 'public form',
  'GET /api/places/suggestions': 'public search',
  'GET /api/experiences/:id': 'public catalogue',
  'POST /api/newsletter/subscriptions': 'public form',
  'POST /api/mcp': 'public MCP server: the catalogue tools and booking drafts (tests/api/concierge/mcp.test.ts)',
  'GET /api/mcp': 'public MCP server, stateless: 405',
  'DELETE /api/mcp': 'public MCP server, stateless: 405',
  'GET /api/newsletter/stats': 'public counter',
  'GET /api/newsletter/confirm': 'emailed token link (tests/api/email/newsletter.test.ts)',
  'GET /api/newsletter/unsubscribe': 'emailed token link (tests/api/email/newsletter.test.ts)',
  'POST /api/auth/signup': 'signing up',
  'POST /api/auth/login': 'logging in',
  'POST /api/auth/logout': 'ends the caller’s own session',
  'POST /api/auth/forgot-password': 'emails the address’s owner only',
  'POST /api/auth/sign-in-link': 'emails the address’s owner only',
  'POST /api/auth/sign-in-link/redeem': 'emailed token',
  'POST /api/auth/reset-password': 'emailed token (tests/api/staff/outbox-secrets.test.ts)',
  'POST /api/auth/verify-email': 'emailed token',
  'POST /api/auth/google': 'provider token',
  'POST /api/auth/apple': 'provider token',
  'GET *': 'web pages and media',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /sitemaps/pages.xml': 'public',
  'GET /sitemaps/:file': 'public',
}

/** Every route of the app as 'METHOD /path', from Fastify's own route tree (HEAD is GET's twin). */
function routesOf(tree: string): string[] {
  const stack: string[] = []
  const routes: string[] = []
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ')
    if (at < 0) continue
    const depth = Math.floor(at / 4)
    const m = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 3))!
    stack.length = depth
    stack.push(m[1])
    for (const method of (m[2] ?? '').split(', ').filter((x) => x && x !== 'HEAD'))
      routes.push(`${method} ${stack.join('')}`)
  }
  return routes
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  const made = {
    plannerA: await actor('planner', 'Ana'),
    plannerB: await actor('planner', 'Ben'),
    coHost: await actor('planner', 'Cora'),
    staff: await actor('staff', 'Sam'),
    admin: await actor('admin', 'Ada'),
  }
  for (const [who, a] of Object.entries(made)) {
    auth[who as Actor] = a.auth
    ids[who as keyof typeof ids] = a.id
  }
  emailOfB = made.plannerB.email
  eventA = await newEventOfA()
  const b = await api('plannerB', 'POST', '/api/dashboard/events', {
    name: 'Bravo dinner',
    date: inDays(40),
    time: '7:00 PM',
    guestCount: 20,
    location: 'Chicago, IL',
  })
  eventB = b.json().id
  taskA = await newTask()
  guestA = await newGuest()
  venueId = await insertVenue(t.db)
  requestId = (await bookingRequest(t, venueId)).id
})
afterAll(() => t?.close())

describe('permission matrix', () => {
  it('has a row for every route of the app', () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }))
    expect(routes.length).toBeGreaterThan(90)
    const unclassified = routes.filter((r) => !(r in MATRIX) && !(r in OUTSIDE_MATRIX))
    expect(unclassified, 'routes without a row in the permission matrix').toEqual([])
    const stale = Object.keys(MATRIX).filter((r) => !routes.includes(r))
    expect(stale, 'matrix rows for routes that no longer exist').toEqual([])
  })

  it('answers every actor as the table says; no actor reaches another account’s data', async () => {
    let pairs = 0
    const crossAccount: string[] = []
    const mismatches: string[] = []
    const check = (
      label: string,
      expected: Expect,
      status: number,
      body: string,
      privateText?: string,
      member = false,
    ) => {
      pairs++
      const ok = status >= 200 && status < 300
      const denied = expected === 401 || expected === 403 || expected === 404
      if (denied && ok) crossAccount.push(`${label} → ${status}`)
      if (privateText && !member && body.includes(privateText)) crossAccount.push(`${label} → leaks "${privateText}"`)
      const matches =
        expected === 'ok'
          ? ok
          : expected === 'pass'
            ? status < 500 && status !== 401 && status !== 403
            : status === expected
      if (!matches) mismatches.push(`${label}: expected ${expected}, got ${status} ${body.slice(0, 120)}`)
    }
    for (const [route, row] of Object.entries(MATRIX)) {
      const method = route.split(' ')[0] as Method
      for (const who of ACTORS) {
        const { url, payload } = await row.call(who)
        const res = await api(who, method, url, payload)
        check(
          `${who} ${route} (${url})`,
          row.expect[who],
          res.statusCode,
          res.body,
          row.privateText,
          who === 'plannerA' || who === 'coHost',
        )
      }
      if (row.idSwap) {
        const { url, payload } = await row.idSwap()
        const res = await api('plannerB', method, url, payload)
        check(`plannerB (own event, A's child id) ${route} (${url})`, 404, res.statusCode, res.body)
      }
    }
    console.info(`permission matrix: ${pairs} pairs checked, ${crossAccount.length} cross-account successes`)
    expect(crossAccount).toEqual([])
    expect(mismatches).toEqual([])
    expect(pairs).toBeGreaterThan(300)
    // Some 750 requests, one after another: under 10 s on a quiet machine, three times that when
    // both cores are busy (its first timeout, at 30 s, was a loaded run's, not a slow route).
  }, 90_000)
})

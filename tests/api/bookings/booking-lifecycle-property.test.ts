// One booking, one truth, as a property: random interleavings of every actor's actions
// against the real app (app.inject, the local Stripe stand-in's signed webhooks), on PGlite and on
// PostgreSQL (this file runs in both API projects), and after every step the invariants the issue
// names, for every booking of the run:
//   - the planner's dashboard, the venue portal's inbox and the staff console give the stage that
//     bookingStages() derives;
//   - a stage only moves as the lifecycle allows (src/domain/bookings/lifecycle.ts);
//   - an event exists and is not cancelled exactly when the stage is confirmed or later; a
//     cancelled booking's event (and schedule) is cancelled;
//   - a space slot is held or booked by at most one booking, and only by one whose stage holds it;
//     a space booked for a confirmed booking stays booked while it is confirmed;
//   - per instalment and per payer, paid − refunded ≤ owed; the console's reconciliation is ok and
//     the ledger agrees with Stripe to the cent for every payment it applied;
//   - no email claims a state the database does not hold;
//   - no answer is a 5xx;
//   - co-hosts: a second user joins each booking's event as co-host as soon as it exists; her
//     dashboard (the list and the event's page) gives the event the host's status, her payments page
//     is the host's, her "cancel" is refused (403) and changes nothing, and a cancellation emails her;
//   - the clock reaching due dates: an instalment's due day moved into the past puts it on the staff
//     overdue list exactly while it is unpaid and its schedule open, and moves no stage; a reminders
//     pass (any day) never emails a reminder for a paid instalment or a cancelled booking;
//   - the event reaching its date: the booking is `completed` in every view, for the host and the
//     co-host, and cancelling it (host, venue, staff) is refused with 409.
//
// Replaying a failure: fast-check prints the seed and the shrunk path. Run again with
//   BOOKING_PROPERTY_SEED=<seed> BOOKING_PROPERTY_PATH=<path> npx vitest run --project api-pglite \
//     tests/api/bookings/booking-lifecycle-property.test.ts
// (BOOKING_PROPERTY_RUNS=<n> runs more or fewer cases; the steps of the failing case are printed too).
import { and, eq, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BOOKING_TRANSITIONS,
  CONFIRMED_STAGES,
  isConfirmedStage,
  type BookingActor,
  type BookingStage,
} from '~/domain/bookings/lifecycle'
import { todayIn } from '~/domain/time'
import { bookingStages } from '~/server/bookings/booking-stage'
import { sendDueReminders } from '~/server/payments/payment-reminders'
import {
  eventMembers,
  events,
  ledgerEntries,
  outboxEmails,
  paymentInstalments,
  paymentReminders,
  paymentSchedules,
  paymentShares,
  proposals,
  requests,
  spaceHolds,
  venueMembers,
  venueSpaces,
} from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { inDays, userWithRole, type Auth, acceptProposal, signedAcceptance } from '../support/staff-helpers'
import { startStripeLocalServer, type StripeLocalServer, type WebhookDelivery } from '../../support/stripe-local-server'

let t: TestContext
let stripe: StripeLocalServer
let staff: Auth

beforeAll(async () => {
  stripe = await startStripeLocalServer()
  t = await createTestApp({
    RATE_LIMIT_PUBLIC_FORMS: '100000',
    PUBLIC_URL: 'https://bountiful.test',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    BOOKING_FEE: '5%',
    PAYMENT_BALANCE_DUE_DAYS: '14',
  })
  staff = (await userWithRole(t, 'staff', 'Sam')).auth
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

// ---- The actions

const bookingIndex = fc.nat({ max: 5 })
/** Instant book takes the slot at once: one request in four asks for it. */
const rarely = fc.constantFrom(false, false, false, true)
const action = fc.oneof(
  // The planner sends another request (through the wizard, signed in); on the instant-book package
  // it books the space's slot at once when it is free.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('request'), planner: fc.nat({ max: 1 }), instant: rarely }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('propose'), b: bookingIndex }) },
  // The venue's manager quotes from the portal on its one space, on the run's evening (or the next):
  // the quotes of several bookings compete for one slot.
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('quote'),
      b: bookingIndex,
      dayAfter: fc.constantFrom(false, false, true),
      // The planner often answers at once (the next step of a longer run would do the same).
      then: fc.constantFrom('wait' as const, 'accept' as const, 'accept' as const, 'decline' as const),
    }),
  },
  // The planner answers one of the quotes she was ever sent, by its link: the latest or an older,
  // superseded one.
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('answer'),
      b: bookingIndex,
      age: fc.nat({ max: 2 }),
      accept: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('confirm'), b: bookingIndex, inProgressFirst: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline'), b: bookingIndex }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('venueDecline'), b: bookingIndex }) },
  // The clock: a quote's hold or its validity runs out.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('lapse'),
      b: bookingIndex,
      what: fc.constantFrom('hold' as const, 'validity' as const),
    }),
  },
  // The host opens "pay" for an instalment, once or with two clicks at once.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('checkout'),
      b: bookingIndex,
      instalment: fc.nat({ max: 1 }),
      clicks: fc.constantFrom(1, 2),
      // She pays at once (Stripe's event delivered now, later or never), or leaves the page.
      then: fc.constantFrom('leave' as const, 'pay' as const, 'pay' as const, 'payUndelivered' as const),
    }),
  },
  // She pays one of the sessions ever opened (an old one too, if Stripe still takes it); Stripe
  // delivers at once, or later.
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('pay'), session: fc.nat({ max: 5 }), deliverNow: fc.boolean() }),
  },
  // Stripe delivers one of its events (again, late, or as async_payment_succeeded under another id).
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deliver'),
      delivery: fc.nat({ max: 5 }),
      asOther: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('offline'),
      b: bookingIndex,
      instalment: fc.nat({ max: 1 }),
      whole: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel'),
      b: bookingIndex,
      by: fc.constantFrom('staff' as const, 'host' as const, 'venue' as const),
    }),
  },
  // The co-host tries to cancel the event (only the host may).
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cohostCancel'), b: bookingIndex }) },
  // The clock: an instalment's due day passes (1 to 5 days ago).
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('due'),
      b: bookingIndex,
      instalment: fc.nat({ max: 1 }),
      daysAgo: fc.integer({ min: 1, max: 5 }),
    }),
  },
  // The reminders pass runs, today or on a later day (3 days before the balance, or on its day).
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remind'), daysAhead: fc.constantFrom(0, 0, 23, 26) }) },
  // The clock: the event's day passes.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('eventPast'), b: bookingIndex }) },
)
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never

// ---- One run's world

type Planner = { auth: Auth; email: string; userId: number }
type Booking = {
  requestId: number
  reference: string
  planner: Planner
  /** Every proposal link she was sent, oldest first. */
  tokens: string[]
  stage: BookingStage
  /** Its space was booked while it was confirmed: it stays booked until it is cancelled. */
  spaceBooked: boolean
  /** The world's co-host joined its event while it was not cancelled (a cancellation emails her). */
  coHosted: boolean
  /** Its event's day passed while it was confirmed: it is completed from then on. */
  past: boolean
}
type World = {
  venueId: number
  spaceId: number
  packageId: number
  manager: Auth
  planners: Planner[]
  /** Co-host of every booking's event. */
  coHost: Planner
  date: string
  bookings: Booking[]
  sessions: string[]
  deliveries: WebhookDelivery[]
  log: string[]
  /** Who makes the step's move (the lifecycle's actors), for checking it is theirs to make. */
  actor: BookingActor
}

let runs = 0
const tally = new Map<string, number>()

async function newWorld(): Promise<World> {
  runs += 1
  const venueId = await insertVenue(t.db, { name: `Property Room ${runs}`, maxGuests: 60, depositPct: 25 })
  const owner = await createUser(t.db, { firstName: 'Vic' })
  await t.db.insert(venueMembers).values({ venueId, userId: owner.userId, role: 'owner' })
  const [{ id: spaceId }] = await t.db
    .insert(venueSpaces)
    .values({ venueId, name: 'The Cellar', kind: 'private_room', seatedCapacity: 40, standingCapacity: 50 })
    .returning({ id: venueSpaces.id })
  // A second space nobody quotes keeps the venue open to new requests once the first is booked.
  await t.db
    .insert(venueSpaces)
    .values({ venueId, name: 'The Loft', kind: 'private_room', seatedCapacity: 30, standingCapacity: 30 })
  const pkg = await t.app.inject({
    method: 'POST',
    url: `/api/venue-portal/venues/${venueId}/packages`,
    headers: owner.auth,
    payload: { spaceId, name: 'Instant supper', pricePerPerson: 60, instantBook: true },
  })
  expect(pkg.statusCode).toBe(201)
  const planners = await Promise.all(
    ['Pia', 'Quin'].map(async (firstName) => {
      const u = await userWithRole(t, 'planner', firstName)
      return { auth: u.auth, email: u.email, userId: u.userId }
    }),
  )
  const co = await userWithRole(t, 'planner', 'Cora')
  return {
    venueId,
    spaceId,
    packageId: pkg.json().id,
    manager: owner.auth,
    planners,
    coHost: { auth: co.auth, email: co.email, userId: co.userId },
    date: inDays(40),
    bookings: [],
    sessions: [],
    deliveries: [],
    log: [],
    actor: 'planner',
  }
}

/** Every answer of the app: never a 5xx. */
async function call(
  w: World,
  what: string,
  opts: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: unknown },
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: opts.method,
    url: opts.url,
    headers: opts.headers ?? {},
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  })
  if (opts.method === 'POST') {
    const why = res.statusCode >= 400 ? ` ${(res.json() as { message?: string }).message ?? ''}` : ''
    w.log.push(`  ${what} → ${res.statusCode}${why}`)
    const key = `${what} → ${res.statusCode}${why.slice(0, 90)}`
    tally.set(key, (tally.get(key) ?? 0) + 1)
  }
  if (res.statusCode >= 500)
    throw new Error(`${opts.method} ${opts.url} (${what}) answered ${res.statusCode}: ${res.body}`)
  return res
}

/** Counts a move that is not an answer of the app (the clock's), for the run's summary. */
const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1)

const pick = <T>(list: readonly T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined)

async function newTokens(b: Booking) {
  const mails = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, b.requestId), eq(outboxEmails.template, 'proposal.sent')))
    .orderBy(outboxEmails.id)
  b.tokens = mails.map((m) => /\/proposals\/([A-Za-z0-9_-]{43})/.exec(asDelivered(m).textBody)![1])
}

async function sendRequest(w: World, plannerIndex: number, instant: boolean) {
  const planner = w.planners[plannerIndex % w.planners.length]
  const res = await call(w, instant ? 'request (instant book)' : 'request', {
    method: 'POST',
    url: '/api/venues/book',
    headers: planner.auth,
    payload: {
      venueId: w.venueId,
      eventType: 'birthday',
      guestCount: 20,
      date: w.date,
      time: '7:00 PM',
      budget: 'standard',
      addOns: [],
      name: 'Pia Planner',
      email: planner.email,
      phone: '(415) 555-0100',
      ...(instant ? { packageId: w.packageId, instantBookAgreed: true } : {}),
    },
  })
  if (res.statusCode !== 201) return
  const [row] = await t.db.select().from(requests).where(eq(requests.reference, res.json().reference))
  w.bookings.push({
    requestId: row.id,
    reference: row.reference,
    planner,
    tokens: [],
    stage: 'requested',
    spaceBooked: false,
    coHosted: false,
    past: false,
  })
}

async function eventOf(requestId: number) {
  const [event] = await t.db.select().from(events).where(eq(events.requestId, requestId))
  return event
}

async function instalmentOf(requestId: number, index: number) {
  const rows = await t.db
    .select({ id: paymentInstalments.id, amountCents: paymentInstalments.amountCents })
    .from(paymentInstalments)
    .innerJoin(paymentSchedules, eq(paymentSchedules.id, paymentInstalments.scheduleId))
    .where(eq(paymentSchedules.requestId, requestId))
    .orderBy(paymentInstalments.dueOn, paymentInstalments.id)
  return pick(rows, index)
}

const webhook = (w: World, what: string, d: Pick<WebhookDelivery, 'payload' | 'signature'>) =>
  call(w, what, {
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': d.signature },
    payload: d.payload,
  })

/** She pays the session at Stripe, if it still takes payment; Stripe's event is delivered now or kept for later. */
async function pay(w: World, sessionId: string, deliverNow: boolean) {
  if (stripe.sessions.get(sessionId)?.status !== 'open') return
  const delivery = await stripe.completeSession(sessionId)
  w.deliveries.push(delivery)
  if (deliverNow) await as(w, 'payment', () => webhook(w, 'webhook', delivery))
}

/** One actor's move, then every invariant. */
async function as<T>(w: World, actor: BookingActor, move: () => Promise<T>): Promise<T> {
  w.actor = actor
  const result = await move()
  await checkInvariants(w)
  return result
}

/** She answers one of the quotes she was sent by its link: `age` 0 the latest, 1 the one before… */
async function answer(w: World, b: Booking, age: number, accept: boolean) {
  const token = b.tokens[b.tokens.length - 1 - Math.min(age, b.tokens.length - 1)]
  if (!token) return
  // Accepting signs the agreement her page shows (reading it changes nothing).
  const payload = accept ? await signedAcceptance(t, token) : {}
  await as(w, 'planner', () =>
    call(w, accept ? 'planner accepts' : 'planner declines', {
      method: 'POST',
      url: `/api/proposals/${token}/${accept ? 'accept' : 'decline'}`,
      payload,
    }),
  )
}

/** The clock: a quote's hold runs out, or its validity (the stage reads them against now and today). */
const lapse = (requestId: number, what: 'hold' | 'validity') =>
  what === 'hold'
    ? t.db
        .update(spaceHolds)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(and(eq(spaceHolds.requestId, requestId), eq(spaceHolds.status, 'held')))
    : t.db
        .update(proposals)
        .set({ validUntil: inDays(-1) })
        .where(and(eq(proposals.requestId, requestId), eq(proposals.status, 'sent')))

/** One action: each move in it by its actor, every invariant checked after each. */
async function step(w: World, a: Action): Promise<unknown> {
  w.log.push(JSON.stringify(a))
  if (a.kind === 'request') return as(w, 'planner', () => sendRequest(w, a.planner, a.instant))
  if (a.kind === 'pay') {
    const id = pick(w.sessions, a.session)
    if (id) await pay(w, id, a.deliverNow)
    return
  }
  if (a.kind === 'remind') return remind(w, a.daysAhead)
  if (a.kind === 'deliver') {
    const d = pick(w.deliveries, a.delivery)
    if (!d) return
    if (!a.asOther) return as(w, 'payment', () => webhook(w, 'webhook (again)', d))
    const other = JSON.stringify({
      ...d.event,
      id: `${String(d.event.id)}_async_${w.log.length}`,
      type: 'checkout.session.async_payment_succeeded',
    })
    return as(w, 'payment', () =>
      webhook(w, 'webhook (async, other id)', { payload: other, signature: stripe.sign(other) }),
    )
  }
  const b = pick(w.bookings, a.b)
  if (!b) return
  const staffPost = (what: string, url: string, payload: unknown = {}) =>
    as(w, 'staff', () =>
      call(w, what, { method: 'POST', url: `/api/staff/requests/${b.requestId}${url}`, headers: staff, payload }),
    )
  const venuePost = (what: string, url: string, payload: unknown) =>
    as(w, 'venue', () =>
      call(w, what, {
        method: 'POST',
        url: `/api/venue-portal/venues/${w.venueId}/requests/${b.requestId}${url}`,
        headers: w.manager,
        payload,
      }),
    )
  switch (a.kind) {
    case 'propose':
      await staffPost('staff proposal', '/proposals', {
        venueId: w.venueId,
        date: w.date,
        time: '7:00 PM',
        guests: 20,
        pricePerPerson: 100,
        deposit: 500,
      })
      return newTokens(b)
    case 'quote':
      await venuePost('venue quote', '/quote', {
        spaceId: w.spaceId,
        date: a.dayAfter ? inDays(41) : w.date,
        time: '7:00 PM',
        pricePerPerson: 80,
        deposit: 400,
      })
      await newTokens(b)
      if (a.then !== 'wait') await answer(w, b, 0, a.then === 'accept')
      return
    case 'answer':
      return answer(w, b, a.age, a.accept)
    case 'confirm':
      if (a.inProgressFirst) await staffPost('staff: in progress', '/status', { status: 'in_progress' })
      return staffPost('staff confirm', '/confirm')
    case 'decline':
      return staffPost('staff decline', '/status', { status: 'declined', note: 'The room is not available' })
    case 'venueDecline':
      return venuePost('venue declines', '/decline', { reason: 'We are closed for a private event' })
    case 'lapse':
      return as(w, 'clock', () => lapse(b.requestId, a.what))
    case 'checkout': {
      const event = await eventOf(b.requestId)
      const instalment = await instalmentOf(b.requestId, a.instalment)
      if (!event || !instalment) return
      const click = () =>
        call(w, 'host checkout', {
          method: 'POST',
          url: `/api/dashboard/events/${event.id}/payments/instalments/${instalment.id}/checkout`,
          headers: b.planner.auth,
        })
      let answers: LightMyRequestResponse[] = []
      await as(w, 'planner', async () => (answers = await Promise.all(Array.from({ length: a.clicks }, click))))
      const urls = new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.json().url as string))
      // One payable session per payer and instalment, however many clicks.
      expect(urls.size, 'sessions offered to two clicks').toBeLessThanOrEqual(1)
      for (const url of urls) {
        const id = url.split('/').at(-1)!
        if (!w.sessions.includes(id)) w.sessions.push(id)
        if (a.then !== 'leave') await pay(w, id, a.then === 'pay')
      }
      return
    }
    case 'offline': {
      const instalment = await instalmentOf(b.requestId, a.instalment)
      if (!instalment) return
      const [{ charged }] = await t.db
        .select({ charged: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.instalmentId, instalment.id), eq(ledgerEntries.kind, 'charge')))
      const due = instalment.amountCents - Number(charged)
      return staffPost('staff offline payment', '/payments/offline', {
        instalmentId: instalment.id,
        amountCents: a.whole ? Math.max(due, 1) : Math.max(1, Math.floor(due / 2)),
        receivedOn: inDays(0),
        method: 'bank_transfer',
        reference: `PROP-${b.requestId}-${w.log.length}`,
      })
    }
    case 'cancel': {
      const before = b.stage
      let res: LightMyRequestResponse | undefined
      if (a.by === 'staff') res = await staffPost('staff cancel', '/cancel', { note: 'Changed plans' })
      else if (a.by === 'venue') res = await venuePost('venue cancels', '/cancel', { reason: 'A burst pipe' })
      else {
        const event = await eventOf(b.requestId)
        if (!event) return
        res = await as(w, 'planner', () =>
          call(w, 'host cancels', {
            method: 'POST',
            url: `/api/dashboard/events/${event.id}/cancel`,
            headers: b.planner.auth,
          }),
        )
      }
      // The event took place: it cannot be cancelled any more.
      if (before === 'completed') expect(res.statusCode, `${a.by} cancels a completed booking`).toBe(409)
      return
    }
    case 'cohostCancel': {
      const event = await eventOf(b.requestId)
      if (!event || !b.coHosted) return
      const before = { stage: b.stage, status: event.status }
      const res = await as(w, 'planner', () =>
        call(w, 'co-host cancels', {
          method: 'POST',
          url: `/api/dashboard/events/${event.id}/cancel`,
          headers: w.coHost.auth,
        }),
      )
      expect(res.statusCode, 'a co-host cancels').toBe(403)
      expect({ stage: b.stage, status: (await eventOf(b.requestId)).status }, 'after a co-host cancels').toEqual(before)
      return
    }
    case 'due': {
      const instalment = await instalmentOf(b.requestId, a.instalment)
      if (!instalment) return
      const before = b.stage
      await as(w, 'clock', () =>
        t.db
          .update(paymentInstalments)
          .set({ dueOn: inDays(-a.daysAgo) })
          .where(eq(paymentInstalments.id, instalment.id)),
      )
      count(`clock: a due day passes (${before})`)
      // Overdue is not a stage.
      expect(b.stage, `request ${b.requestId}: the stage after a due day passed`).toBe(before)
      return
    }
    case 'eventPast': {
      const event = await eventOf(b.requestId)
      if (!event) return
      const confirmed = isConfirmedStage(b.stage)
      await as(w, 'clock', () =>
        t.db
          .update(events)
          .set({ date: inDays(-2) })
          .where(eq(events.id, event.id)),
      )
      if (confirmed) b.past = true
      count(`clock: the event's day passes (${b.stage})`)
      return
    }
  }
}

/**
 * The reminders pass, on a day `daysAhead` from today (noon where the venue is): every reminder it
 * emails is for an unpaid instalment of an open schedule whose booking is not cancelled.
 */
async function remind(w: World, daysAhead: number) {
  const now = daysAhead === 0 ? new Date() : new Date(`${inDays(daysAhead)}T20:00:00Z`)
  const [{ lastMail }] = await t.db
    .select({ lastMail: sql<number>`coalesce(max(${outboxEmails.id}), 0)::int` })
    .from(outboxEmails)
  const pending = await t.db
    .select({ id: paymentReminders.id })
    .from(paymentReminders)
    .where(sql`${paymentReminders.doneAt} is null`)
  const stages = w.bookings.length
    ? await bookingStages(
        t.db,
        w.bookings.map((b) => b.requestId),
      )
    : new Map()
  const ids = w.bookings.map((b) => b.requestId)
  // What each instalment of the run's bookings owes and its schedule, before the pass.
  const owed = ids.length
    ? await t.db
        .select({
          id: paymentInstalments.id,
          requestId: paymentSchedules.requestId,
          scheduleStatus: paymentSchedules.status,
          amountCents: paymentInstalments.amountCents,
          charged: sql<number>`coalesce((select sum(l.amount_cents) from ledger_entries l where l.instalment_id = ${paymentInstalments.id} and l.kind = 'charge'), 0)::int`,
        })
        .from(paymentInstalments)
        .innerJoin(paymentSchedules, eq(paymentSchedules.id, paymentInstalments.scheduleId))
        .where(inArray(paymentSchedules.requestId, ids))
    : []
  w.actor = 'clock'
  w.log.push(`  reminders pass on ${now.toISOString()}`)
  const result = await sendDueReminders({ db: t.db, config: t.config, now })
  count(`clock: reminders pass (${result.sent ? 'sent some' : 'sent none'})`)
  const sent = pending.length
    ? await t.db
        .select({ instalmentId: paymentReminders.instalmentId, kind: paymentReminders.kind })
        .from(paymentReminders)
        .where(
          and(
            inArray(
              paymentReminders.id,
              pending.map((p) => p.id),
            ),
            eq(paymentReminders.outcome, 'sent'),
          ),
        )
    : []
  for (const r of sent) {
    const i = owed.find((o) => o.id === r.instalmentId)
    if (!i) continue
    const where = `request ${i.requestId}: a ${r.kind} reminder for instalment ${i.id}`
    expect(Number(i.charged), `${where}, paid`).toBeLessThan(i.amountCents)
    expect(i.scheduleStatus, `${where}, its schedule`).toBe('open')
    expect(stages.get(i.requestId)?.stage, `${where}, its booking`).not.toBe('cancelled')
  }
  const mails = ids.length
    ? await t.db
        .select({ requestId: outboxEmails.requestId })
        .from(outboxEmails)
        .where(
          and(
            inArray(outboxEmails.requestId, ids),
            eq(outboxEmails.template, 'payment.reminder'),
            sql`${outboxEmails.id} > ${lastMail}`,
          ),
        )
    : []
  for (const m of mails)
    expect(stages.get(m.requestId!)?.stage, `a reminder for request ${m.requestId}`).not.toBe('cancelled')
  expect(mails.length, 'reminder emails of the pass').toBe(
    sent.filter((r) => owed.some((o) => o.id === r.instalmentId)).length,
  )
  await checkInvariants(w)
}

// ---- The invariants

/**
 * The moves the lifecycle allows `actor` (BOOKING_TRANSITIONS), with what one transaction makes of
 * them (confirming opens the money, so the deposit is due at once), and two moves the table does
 * not list that the app makes on purpose: staff may confirm a booking whose quote lapsed (as they
 * confirm one with no quote at all), and the planner may decline a lapsed quote.
 */
function allowedMove(from: BookingStage, to: BookingStage, actor: BookingActor): boolean {
  if (from === to) return true
  if (from === 'expired' && actor === 'staff' && (to === 'confirmed' || to === 'deposit_due')) return true
  if (from === 'expired' && actor === 'planner' && to === 'requested') return true
  for (const tr of Object.values(BOOKING_TRANSITIONS)) {
    if (!(tr.by as readonly BookingActor[]).includes(actor)) continue
    if (!(tr.from as readonly BookingStage[]).includes(from)) continue
    if (tr.to === to) return true
    // Confirming opens the schedule in the same transaction: the deposit is due at once.
    if (tr.to === 'confirmed' && to === 'deposit_due') return true
    // A payment may cover the deposit and the balance; the balance after the deposit.
    if (tr.to === 'balance_due' && to === 'paid') return true
  }
  return false
}

type StaffDetail = {
  request: { status: string }
  booking: { stage: BookingStage } | null
  proposals: { status: string; validUntil: string | null }[]
  event: { id: number } | null
}
type StaffPayments = {
  status: 'open' | 'cancelled'
  instalments: { kind: string; amountCents: number; paidCents: number }[]
  reconciliation: { ok: boolean; problems: string[] }
}

/** What the staff console's answers say of the stage (its request, proposals, event and payments). */
function staffStages(
  detail: StaffDetail,
  payments: StaffPayments | null,
  today: string,
  eventPast: boolean,
): BookingStage[] {
  const status = detail.request.status
  if (status === 'cancelled' || payments?.status === 'cancelled') return ['cancelled']
  if (status === 'confirmed' || detail.event) {
    // (The console's answers do not carry the event's date: the test reads it.)
    if (eventPast) return ['completed']
    if (!payments) return ['confirmed']
    const covered = (i: { amountCents: number; paidCents: number }) => i.paidCents >= i.amountCents
    if (payments.instalments.every(covered)) return ['paid']
    return payments.instalments.filter((i) => i.kind === 'deposit').every(covered) ? ['balance_due'] : ['deposit_due']
  }
  if (status === 'declined') return ['declined']
  if (status === 'closed') return ['closed']
  const latest = detail.proposals.find((p) => p.status !== 'superseded')
  if (latest?.status === 'accepted') return ['accepted']
  if (latest?.status === 'sent')
    // The console does not show the space hold: a quote in validity is to review, or its hold ran out.
    return latest.validUntil !== null && latest.validUntil < today ? ['expired'] : ['quoted', 'expired']
  return ['requested']
}

const BOOKED_EMAILS = ['request.confirmed', 'booking.instant_confirmed', 'venue.instant_booked']

async function checkInvariants(w: World) {
  if (!w.bookings.length) return
  const ids = w.bookings.map((b) => b.requestId)
  // The co-host joins each booking's event once it exists (as the host would invite her).
  for (const e of await t.db.select().from(events).where(inArray(events.requestId, ids))) {
    const b = w.bookings.find((x) => x.requestId === e.requestId)!
    if (b.coHosted || e.status === 'cancelled') continue
    await t.db.insert(eventMembers).values({ eventId: e.id, userId: w.coHost.userId, role: 'cohost' })
    b.coHosted = true
  }
  const stages = await bookingStages(t.db, ids)
  const today = todayIn('America/Los_Angeles')

  // The planner's dashboard (her requests and her events) and the venue's inbox.
  const dashboards = new Map<number, { bookings: Map<string, BookingStage>; events: Map<number, string> }>()
  for (const p of w.planners) {
    const mine = await call(w, 'dashboard', { method: 'GET', url: '/api/dashboard/bookings', headers: p.auth })
    const evs = await call(w, 'events', { method: 'GET', url: '/api/dashboard/events', headers: p.auth })
    dashboards.set(p.userId, {
      bookings: new Map(
        (mine.json().bookings as { reference: string; booking: { stage: BookingStage } }[]).map((x) => [
          x.reference,
          x.booking.stage,
        ]),
      ),
      events: new Map((evs.json().events as { id: number; status: string }[]).map((e) => [e.id, e.status])),
    })
  }
  const coHostEvents = new Map(
    (
      (await call(w, 'co-host events', { method: 'GET', url: '/api/dashboard/events', headers: w.coHost.auth })).json()
        .events as { id: number; status: string }[]
    ).map((e) => [e.id, e.status]),
  )
  const inbox = new Map(
    (
      (
        await call(w, 'inbox', {
          method: 'GET',
          url: `/api/venue-portal/venues/${w.venueId}/requests`,
          headers: w.manager,
        })
      ).json().requests as { id: number; booking: { stage: BookingStage } | null; hold: { status: string } | null }[]
    ).map((r) => [r.id, r]),
  )

  const eventRows = await t.db.select().from(events).where(inArray(events.requestId, ids))
  const schedules = await t.db.select().from(paymentSchedules).where(inArray(paymentSchedules.requestId, ids))
  const holds = await t.db
    .select({
      requestId: spaceHolds.requestId,
      date: spaceHolds.date,
      slot: spaceHolds.slot,
      status: spaceHolds.status,
      lapsed: sql<boolean>`${spaceHolds.expiresAt} <= now()`,
    })
    .from(spaceHolds)
    .where(eq(spaceHolds.spaceId, w.spaceId))
  const live = holds.filter((h) => h.status === 'booked' || (h.status === 'held' && !h.lapsed))
  const mails = (await t.db.select().from(outboxEmails).where(inArray(outboxEmails.requestId, ids))).map(asDelivered)

  // A slot is held or booked by one booking at most, whatever the statuses say.
  const bySlot = new Map<string, Set<number | null>>()
  for (const h of live) {
    const key = `${h.date} ${h.slot}`
    bySlot.set(key, (bySlot.get(key) ?? new Set()).add(h.requestId))
  }
  for (const [slot, owners] of bySlot) expect(owners.size, `slot ${slot} held by ${[...owners].join(', ')}`).toBe(1)

  // The staff overdue list: exactly the unpaid instalments past their due day (in the event's
  // timezone) of the run's open schedules.
  const instalments = ids.length
    ? await t.db
        .select({
          id: paymentInstalments.id,
          dueOn: paymentInstalments.dueOn,
          amountCents: paymentInstalments.amountCents,
          scheduleStatus: paymentSchedules.status,
          timezone: events.timezone,
          charged: sql<number>`coalesce((select sum(l.amount_cents) from ledger_entries l where l.instalment_id = ${paymentInstalments.id} and l.kind = 'charge'), 0)::int`,
        })
        .from(paymentInstalments)
        .innerJoin(paymentSchedules, eq(paymentSchedules.id, paymentInstalments.scheduleId))
        .innerJoin(events, eq(events.id, paymentSchedules.eventId))
        .where(inArray(paymentSchedules.requestId, ids))
    : []
  if (instalments.length) {
    const overdue = (
      await call(w, 'overdue', { method: 'GET', url: '/api/staff/payments/overdue', headers: staff })
    ).json() as { instalments: { instalmentId: number }[] }
    const mine = new Set(instalments.map((i) => i.id))
    const listed = overdue.instalments
      .map((i) => i.instalmentId)
      .filter((id) => mine.has(id))
      .sort((a, b) => a - b)
    const expected = instalments
      .filter((i) => i.scheduleStatus === 'open' && Number(i.charged) < i.amountCents && i.dueOn < todayIn(i.timezone))
      .map((i) => i.id)
      .sort((a, b) => a - b)
    expect(listed, 'the staff overdue list').toEqual(expected)
  }

  for (const b of w.bookings) {
    const stage = stages.get(b.requestId)!.stage
    const where = `booking ${b.reference} (request ${b.requestId}) at ${stage}`
    expect(
      allowedMove(b.stage, stage, w.actor),
      `${where}: the lifecycle has no move ${b.stage} → ${stage} by ${w.actor}`,
    ).toBe(true)

    // Every view says the same.
    expect(dashboards.get(b.planner.userId)!.bookings.get(b.reference), `${where}: planner's dashboard`).toBe(stage)
    expect(inbox.get(b.requestId)?.booking?.stage, `${where}: venue inbox`).toBe(stage)
    const detail = (
      await call(w, 'staff detail', { method: 'GET', url: `/api/staff/requests/${b.requestId}`, headers: staff })
    ).json() as StaffDetail
    const paymentsRes = await call(w, 'staff payments', {
      method: 'GET',
      url: `/api/staff/requests/${b.requestId}/payments`,
      headers: staff,
    })
    const payments = paymentsRes.statusCode === 200 ? (paymentsRes.json() as StaffPayments) : null
    const eventRow = eventRows.find((e) => e.requestId === b.requestId)
    const eventPast = !!eventRow && eventRow.date < todayIn(eventRow.timezone)
    expect(staffStages(detail, payments, today, eventPast), `${where}: staff console`).toContain(stage)
    expect(detail.booking?.stage, `${where}: the staff console's stage`).toBe(stage)

    // The event exists, not cancelled, exactly when the booking is confirmed or later.
    const event = eventRows.find((e) => e.requestId === b.requestId)
    const schedule = schedules.find((s) => s.requestId === b.requestId)
    const planned = dashboards.get(b.planner.userId)!.events
    // The event's day passed while it was confirmed: completed, in every view.
    if (b.past) expect(stage, `${where}: its event took place`).toBe('completed')
    if (isConfirmedStage(stage)) {
      expect(event?.status, `${where}: event`).toBe('upcoming')
      expect(planned.get(event!.id), `${where}: her dashboard's event`).toBe(
        stage === 'completed' ? 'past' : 'upcoming',
      )
    } else if (stage === 'cancelled') {
      if (event) expect(planned.get(event.id), `${where}: her dashboard's event`).toBe('cancelled')
      if (event) expect(event.status, `${where}: event`).toBe('cancelled')
      if (schedule) expect(schedule.status, `${where}: schedule`).toBe('cancelled')
    } else {
      expect(event, `${where}: an event before confirmation`).toBeUndefined()
    }
    if (schedule && stage !== 'cancelled') expect(schedule.status, `${where}: schedule`).toBe('open')

    // The co-host sees what the host sees: the event's status (list and page) and its payments.
    if (event && b.coHosted) {
      const hostStatus = planned.get(event.id)
      expect(coHostEvents.get(event.id), `${where}: the co-host's dashboard`).toBe(hostStatus)
      const page = async (auth: Auth, url: string) => {
        const res = await call(w, 'event page', { method: 'GET', url, headers: auth })
        return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null }
      }
      const url = `/api/dashboard/events/${event.id}`
      const [hostPage, coPage] = [await page(b.planner.auth, url), await page(w.coHost.auth, url)]
      expect(hostPage.body?.status, `${where}: the host's event page`).toBe(hostStatus)
      expect(coPage.body?.status, `${where}: the co-host's event page`).toBe(hostStatus)
      const [hostPay, coPay] = [
        await page(b.planner.auth, `${url}/payments`),
        await page(w.coHost.auth, `${url}/payments`),
      ]
      expect(coPay, `${where}: the co-host's payments page`).toEqual(hostPay)
      if (stage === 'cancelled')
        expect(
          mails.filter((m) => m.toAddress === w.coHost.email && m.template === 'booking.cancelled').length,
          `${where}: the cancellation emailed to the co-host`,
        ).toBe(1)
    }

    // Its space: held only while quoted, booked only while accepted or confirmed, and kept.
    const mine = live.filter((h) => h.requestId === b.requestId)
    expect(mine.length, `${where}: live holds`).toBeLessThanOrEqual(1)
    const hold = mine[0]
    // (A quote whose validity ran out keeps its space held until the hold's own time is up.)
    if (hold?.status === 'held') expect(['quoted', 'expired'], `${where}: a held space`).toContain(stage)
    if (hold?.status === 'booked')
      expect(['accepted', ...CONFIRMED_STAGES], `${where}: a booked space`).toContain(stage)
    if (isConfirmedStage(stage) && hold?.status === 'booked') b.spaceBooked = true
    if (isConfirmedStage(stage) && b.spaceBooked)
      expect(hold?.status, `${where}: the space it booked is still booked`).toBe('booked')
    const shown = inbox.get(b.requestId)?.hold?.status
    expect(shown === 'held' || shown === 'booked' ? shown : undefined, `${where}: the inbox's hold`).toBe(hold?.status)

    // Money.
    if (payments) await checkMoney(where, schedule!.id, payments)

    // Emails claim only what is so.
    const sent = mails.filter((m) => m.requestId === b.requestId)
    for (const m of sent) {
      const what = `${where}: email ${m.template} to ${m.toAddress}`
      if (BOOKED_EMAILS.includes(m.template)) expect(event, `${what} without an event`).toBeDefined()
      if (m.template === 'booking.cancelled') expect(stage, what).toBe('cancelled')
      if (m.template === 'payment.requested' || m.template === 'payment.receipt')
        expect(schedule, `${what} without a schedule`).toBeDefined()
      if (m.template === 'venue.declined') expect(['declined', 'closed'], what).toContain(stage)
      if (m.template === 'proposal.accepted' && m.textBody.includes('so the booking is confirmed'))
        expect(event, `${what} says it is confirmed`).toBeDefined()
    }
    const confirmations = sent.filter(
      (m) => m.toAddress === b.planner.email && ['request.confirmed', 'booking.instant_confirmed'].includes(m.template),
    )
    expect(confirmations.length, `${where}: confirmations to the planner`).toBeLessThanOrEqual(1)
    b.stage = stage
  }
}

/** Per instalment and payer, paid − refunded ≤ owed; reconciliation ok; the ledger agrees with Stripe. */
async function checkMoney(where: string, scheduleId: number, payments: StaffPayments) {
  expect(payments.reconciliation, `${where}: reconciliation`).toEqual({ ok: true, problems: [] })
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.scheduleId, scheduleId))
  const instalments = await t.db.select().from(paymentInstalments).where(eq(paymentInstalments.scheduleId, scheduleId))
  const shares = instalments.length
    ? await t.db
        .select()
        .from(paymentShares)
        .where(
          inArray(
            paymentShares.instalmentId,
            instalments.map((i) => i.id),
          ),
        )
    : []
  const net = (rs: typeof rows) =>
    rs.reduce((a, r) => a + (r.kind === 'charge' ? r.amountCents : r.kind === 'refund' ? -r.amountCents : 0), 0)
  for (const i of instalments) {
    const towards = rows.filter((r) => r.instalmentId === i.id)
    const charged = towards.filter((r) => r.kind === 'charge').reduce((a, r) => a + r.amountCents, 0)
    expect(charged, `${where}: charged towards instalment ${i.kind}`).toBeLessThanOrEqual(i.amountCents)
    expect(net(towards), `${where}: kept of instalment ${i.kind}`).toBeLessThanOrEqual(i.amountCents)
    for (const payer of new Set(towards.map((r) => r.payer))) {
      const share = shares.find((s) => `share:${s.id}` === payer)
      const others = net(towards.filter((r) => r.payer !== payer))
      expect(
        net(towards.filter((r) => r.payer === payer)),
        `${where}: kept by ${payer} of ${i.kind}`,
      ).toBeLessThanOrEqual(share ? share.amountCents : i.amountCents - others)
    }
  }
  // Money towards no instalment (arrived when nothing was owed) was all refunded.
  const loose = rows.filter((r) => r.instalmentId === null)
  for (const payer of new Set(loose.map((r) => r.payer)))
    expect(net(loose.filter((r) => r.payer === payer)), `${where}: kept by ${payer} towards nothing`).toBe(0)

  // To the cent with Stripe: each payment the ledger applied is what Stripe took, and its refunds
  // are the ones Stripe made.
  const card = rows.filter((r) => r.method === 'card')
  for (const pi of new Set(card.filter((r) => r.kind === 'charge').map((r) => r.reference))) {
    const session = [...stripe.sessions.values()].find((s) => s.payment_intent === pi)
    const charged = card.filter((r) => r.kind === 'charge' && r.reference === pi).reduce((a, r) => a + r.amountCents, 0)
    expect(charged, `${where}: ledger charges of ${pi}`).toBe(session?.amount_total)
    const atStripe = [...stripe.refunds.values()].filter((r) => r.payment_intent === pi)
    const recorded = card
      .filter((r) => r.kind === 'refund' && atStripe.some((s) => s.id === r.reference))
      .reduce((a, r) => a + r.amountCents, 0)
    expect(recorded, `${where}: ledger refunds of ${pi}`).toBe(atStripe.reduce((a, r) => a + (r.amount as number), 0))
  }
}

// ---- What the property found

describe("a quote's lapsed hold", () => {
  // Found by the property: the stage read "a hold of this proposal ran out" with `"proposal_id" =
  // "id"` inside its subquery, both the hold's own columns, so any lapsed hold whose id happened to
  // equal its proposal's made every open quote on the site "Quote expired", and a quote's own lapsed
  // hold counted only when its id happened to equal its proposal's.
  it("makes that quote expired, and only that one, whatever the rows' ids", async () => {
    const w = await newWorld()
    await sendRequest(w, 0, false)
    await sendRequest(w, 1, false)
    const [a, b] = w.bookings
    // A proposal without a hold first, so this quote's proposal and hold ids differ.
    const staffProposal = await t.app.inject({
      method: 'POST',
      url: `/api/staff/requests/${a.requestId}/proposals`,
      headers: staff,
      payload: { venueId: w.venueId, date: w.date, time: '7:00 PM', guests: 20, pricePerPerson: 100 },
    })
    expect(staffProposal.statusCode).toBe(201)
    const quote = (r: Booking, date: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/venue-portal/venues/${w.venueId}/requests/${r.requestId}/quote`,
        headers: w.manager,
        payload: { spaceId: w.spaceId, date, pricePerPerson: 80 },
      })
    const quotedA = await quote(a, w.date)
    expect(quotedA.statusCode).toBe(201)
    expect(quotedA.json().hold.id).not.toBe(quotedA.json().proposal.id)
    expect((await quote(b, inDays(41))).statusCode).toBe(201)
    const stages = async () => {
      const s = await bookingStages(t.db, [a.requestId, b.requestId])
      return [s.get(a.requestId)!.stage, s.get(b.requestId)!.stage]
    }
    expect(await stages()).toEqual(['quoted', 'quoted'])
    await lapse(a.requestId, 'hold')
    expect(await stages()).toEqual(['expired', 'quoted'])
  })
})

describe('a quote whose hold or validity ran out', () => {
  // Found by the property: the planner's dashboard said "This quote has expired. Ask for a new
  // one." while its link still accepted it, and a venue's quote then booked the space at once,
  // confirmed with the deposit due, after the venue's hold and terms had lapsed.
  it.each(['hold', 'validity'] as const)(
    'is not accepted by its link once its %s lapsed (409); a new quote is',
    async (what) => {
      const w = await newWorld()
      await sendRequest(w, 0, false)
      const [b] = w.bookings
      const quote = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/venue-portal/venues/${w.venueId}/requests/${b.requestId}/quote`,
          headers: w.manager,
          payload: { spaceId: w.spaceId, pricePerPerson: 80, deposit: 400 },
        })
      expect((await quote()).statusCode).toBe(201)
      await newTokens(b)
      await lapse(b.requestId, what)
      const stageOf = async () => (await bookingStages(t.db, [b.requestId])).get(b.requestId)!.stage
      expect(await stageOf()).toBe('expired')

      const res = await acceptProposal(t, b.tokens[0])
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('This quote has expired. Please ask for a new one.')
      expect(await stageOf()).toBe('expired')
      expect(await eventOf(b.requestId)).toBeUndefined()
      const [hold] = await t.db.select().from(spaceHolds).where(eq(spaceHolds.requestId, b.requestId))
      expect(hold.status).toBe('held')
      const [proposal] = await t.db.select().from(proposals).where(eq(proposals.requestId, b.requestId))
      expect(proposal.status).toBe('sent')

      // The venue quotes again: that one books.
      expect((await quote()).statusCode).toBe(201)
      await newTokens(b)
      const again = await acceptProposal(t, b.tokens[1])
      expect(again.statusCode).toBe(200)
      expect(await stageOf()).toBe('deposit_due')
    },
  )
})

// ---- The property

type Case = [{ planner: number; instant: boolean }[], Action[]]
const two = [
  { planner: 0, instant: false },
  { planner: 1, instant: false },
]
/** Cases every run tries first: the interleavings the issue names, so they never depend on luck. */
const EXAMPLES: Case[] = [
  // The venue's hold runs out, then she accepts.
  [
    two,
    [
      { kind: 'quote', b: 0, dayAfter: false, then: 'wait' },
      { kind: 'lapse', b: 0, what: 'hold' },
      { kind: 'answer', b: 0, age: 0, accept: true },
    ],
  ],
  // The quote's validity runs out, then she accepts.
  [
    two,
    [
      { kind: 'quote', b: 0, dayAfter: false, then: 'wait' },
      { kind: 'lapse', b: 0, what: 'validity' },
      { kind: 'answer', b: 0, age: 0, accept: true },
    ],
  ],
  // Her hold ran out and another booking's quote took the slot: her accept is refused.
  [
    two,
    [
      { kind: 'quote', b: 0, dayAfter: false, then: 'wait' },
      { kind: 'lapse', b: 0, what: 'hold' },
      { kind: 'quote', b: 1, dayAfter: false, then: 'wait' },
      { kind: 'answer', b: 0, age: 0, accept: true },
      { kind: 'answer', b: 1, age: 0, accept: true },
    ],
  ],
  // Paid at Stripe, delivered after the venue cancelled, then again under another id.
  [
    two,
    [
      { kind: 'quote', b: 0, dayAfter: false, then: 'accept' },
      { kind: 'checkout', b: 0, instalment: 0, clicks: 2, then: 'payUndelivered' },
      { kind: 'cancel', b: 0, by: 'venue' },
      { kind: 'deliver', delivery: 0, asOther: false },
      { kind: 'deliver', delivery: 0, asOther: true },
    ],
  ],
  // Two clicks, a transfer recorded meanwhile, the older session paid: the excess goes back.
  [
    two,
    [
      { kind: 'quote', b: 0, dayAfter: false, then: 'accept' },
      { kind: 'checkout', b: 0, instalment: 0, clicks: 2, then: 'leave' },
      { kind: 'offline', b: 0, instalment: 0, whole: false },
      { kind: 'pay', session: 0, deliverNow: true },
      { kind: 'checkout', b: 0, instalment: 0, clicks: 1, then: 'pay' },
      { kind: 'checkout', b: 0, instalment: 1, clicks: 1, then: 'pay' },
      { kind: 'cancel', b: 0, by: 'host' },
    ],
  ],
  // A co-host on a booked event: she cannot cancel it; the deposit's day passes, the reminders run
  // (today, then on the balance's days), the deposit is paid, the host cancels: the co-host is told.
  [
    two,
    [
      { kind: 'quote', b: 0, dayAfter: false, then: 'accept' },
      { kind: 'cohostCancel', b: 0 },
      { kind: 'due', b: 0, instalment: 0, daysAgo: 2 },
      { kind: 'remind', daysAhead: 0 },
      { kind: 'checkout', b: 0, instalment: 0, clicks: 1, then: 'pay' },
      { kind: 'due', b: 0, instalment: 1, daysAgo: 1 },
      { kind: 'remind', daysAhead: 23 },
      { kind: 'cancel', b: 0, by: 'host' },
      { kind: 'remind', daysAhead: 26 },
    ],
  ],
  // The event takes place: completed everywhere; nobody can cancel it any more.
  [
    two,
    [
      { kind: 'quote', b: 0, dayAfter: false, then: 'accept' },
      { kind: 'due', b: 0, instalment: 0, daysAgo: 3 },
      { kind: 'eventPast', b: 0 },
      { kind: 'cancel', b: 0, by: 'host' },
      { kind: 'cancel', b: 0, by: 'venue' },
      { kind: 'cancel', b: 0, by: 'staff' },
      { kind: 'cohostCancel', b: 0 },
      { kind: 'remind', daysAhead: 26 },
    ],
  ],
]

// 5 random runs beside the 7 fixed cases on each back end: CI runs both, each with its own random
// seed, so 10 different random cases a run (20 a back end took 100–140 s each once agreements,
// kitchen sheets and calendar invitations joined each step); BOOKING_PROPERTY_RUNS=50 for a deeper run.
const RUNS = Number(process.env.BOOKING_PROPERTY_RUNS ?? 5)
const replay = process.env.BOOKING_PROPERTY_SEED
  ? { seed: Number(process.env.BOOKING_PROPERTY_SEED), path: process.env.BOOKING_PROPERTY_PATH }
  : {}

describe('the booking lifecycle, driven at random by every actor', () => {
  it('keeps every view, event, space, payment and email consistent after every step', async () => {
    const started = Date.now()
    let failed: World | null = null
    await fc
      .assert(
        fc.asyncProperty(
          fc.array(fc.record({ planner: fc.nat({ max: 1 }), instant: rarely }), { minLength: 2, maxLength: 3 }),
          fc.array(action, { minLength: 1, maxLength: 12 }),
          async (first, actions) => {
            const w = await newWorld()
            try {
              for (const r of first) await as(w, 'planner', () => sendRequest(w, r.planner, r.instant))
              for (const a of actions) await step(w, a)
            } catch (err) {
              failed = w
              throw err
            }
          },
        ),
        { numRuns: RUNS, examples: EXAMPLES, ...replay },
      )
      .catch((err: unknown) => {
        // The steps and answers of the last failing run (the shrunk counterexample).
        if (failed) console.error(`Steps of the failing run:\n${failed.log.join('\n')}`)
        throw err
      })
    console.info(
      `booking lifecycle property: ${EXAMPLES.length} cases and ${RUNS} random runs in ${Date.now() - started} ms; answers:\n` +
        [...tally.entries()]
          .sort()
          .map(([k, n]) => `  ${k}: ${n}`)
          .join('\n'),
    )
  }, 240_000)
})

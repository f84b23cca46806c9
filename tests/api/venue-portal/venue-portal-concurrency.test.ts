// Fifty managers' quotes for one space, date and slot fired at once: the partial unique index on
// live space holds lets exactly one win (201); the other 49 get a clear 409 in the error contract,
// and their transactions leave nothing behind (no proposal, no history entry, no email). On
// PostgreSQL (api-postgres) the transactions really race on separate connections; on PGlite they
// serialise on its one connection, and the answer must be the same.
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { HOLD_MESSAGES } from '~/domain/bookings/holds'
import { outboxEmails, proposals, requests, requestStatusHistory, spaceHolds, venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, type Auth } from '../support/staff-helpers'

const RACERS = 50

let t: TestContext
let manager: Auth
let venueId: number
let spaceId: number

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  venueId = await insertVenue(t.db, { name: 'Race Hall', maxGuests: 80 })
  const owner = await createUser(t.db, { firstName: 'Rae' })
  manager = owner.auth
  await t.db.insert(venueMembers).values({ venueId, userId: owner.userId, role: 'owner' })
  const space = await staffCall(t, manager, 'POST', `/api/venue-portal/venues/${venueId}/spaces`, {
    name: 'The Hall',
    kind: 'buyout',
    seatedCapacity: 60,
    standingCapacity: 80,
  })
  if (space.statusCode !== 201) throw new Error(`space failed: ${space.body}`)
  spaceId = space.json().id
})
afterAll(() => t?.close())

// 50 requests sent one by one first (about 8 s on PGlite on a loaded machine), then the race: the
// time bound is for a stuck race, not a measure.
it(`${RACERS} parallel quotes for one space and slot: one 201, ${RACERS - 1} clean 409s`, async () => {
  const date = inDays(45)
  const racing: number[] = []
  for (let i = 0; i < RACERS; i++)
    racing.push((await bookingRequest(t, venueId, { guestCount: 20, date, time: '7:00 PM' })).id)

  const answers = await Promise.all(
    racing.map((requestId) =>
      staffCall(t, manager, 'POST', `/api/venue-portal/venues/${venueId}/requests/${requestId}/quote`, {
        spaceId,
        pricePerPerson: 70,
      }),
    ),
  )

  const statuses = answers.map((a) => a.statusCode)
  expect(statuses.filter((s) => s === 201)).toHaveLength(1)
  expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1)
  for (const lost of answers.filter((a) => a.statusCode === 409))
    expect(lost.json()).toMatchObject({ code: 'conflict', message: HOLD_MESSAGES.slotTaken })

  const winner = racing[statuses.indexOf(201)]
  const losers = racing.filter((id) => id !== winner)
  const live = await t.db
    .select()
    .from(spaceHolds)
    .where(
      and(eq(spaceHolds.spaceId, spaceId), eq(spaceHolds.date, date), inArray(spaceHolds.status, ['held', 'booked'])),
    )
  expect(live).toHaveLength(1)
  expect(live[0]).toMatchObject({ requestId: winner, slot: 'evening', status: 'held' })

  // The losers' transactions rolled back whole: no proposal, no status change, no history, no email.
  expect(await t.db.select().from(proposals).where(inArray(proposals.requestId, losers))).toEqual([])
  expect(await t.db.select().from(proposals).where(eq(proposals.requestId, winner))).toHaveLength(1)
  const loserRows = await t.db.select({ status: requests.status }).from(requests).where(inArray(requests.id, losers))
  expect(new Set(loserRows.map((r) => r.status))).toEqual(new Set(['new']))
  const history = await t.db
    .select({ note: requestStatusHistory.note })
    .from(requestStatusHistory)
    .where(inArray(requestStatusHistory.requestId, losers))
  expect(history.filter((h) => h.note?.startsWith('Venue quote'))).toEqual([])
  const mails = await t.db
    .select({ template: outboxEmails.template })
    .from(outboxEmails)
    .where(and(inArray(outboxEmails.requestId, losers), eq(outboxEmails.template, 'proposal.sent')))
  expect(mails).toEqual([])
}, 90_000)

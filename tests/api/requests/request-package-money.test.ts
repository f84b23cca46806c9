// Money lines that agree with the stored estimate. A request on one of the venue's packages is
// estimated at the package's all-in total, which leaves her add-ons out: every email names them
// without a price (the venue prices them in its quote). Without a package, the generic estimate
// counts them, and the emails price them as it does. The hours of Extended Hours are stored only
// when she chose it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCents } from '~/domain/pricing/estimate'
import { venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { emailsTo } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, type Auth } from '../support/staff-helpers'

let t: TestContext
let owner: { auth: Auth; email: string }
let venueId: number
let packageId: number
const portal = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  staffCall(t, owner.auth, method, `/api/venue-portal/venues/${venueId}${url}`, payload)
const CONCIERGE = 'concierge@bountiful.events'
const mailsOf = async (requestId: number, email: string) => {
  const pick = async (to: string, template: string) =>
    (await emailsTo(t, to, template)).find((m) => m.requestId === requestId)!.textBody
  return {
    manager: await pick(owner.email, 'venue.new_request'),
    planner: await pick(email, 'booking.confirmation'),
    team: await pick(CONCIERGE, 'booking.notification'),
  }
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  venueId = await insertVenue(t.db, { name: 'Money Hall', maxGuests: 60, pricePerPerson: 100 })
  const u = await createUser(t.db, { firstName: 'Olga' })
  owner = { auth: u.auth, email: u.email }
  await t.db.insert(venueMembers).values({ venueId, userId: u.userId, role: 'owner' })
  const spaceId = (
    await portal('POST', '/spaces', { name: 'Loft', kind: 'private_room', seatedCapacity: 40, standingCapacity: 50 })
  ).json().id
  packageId = (
    await portal('POST', '/packages', {
      spaceId,
      name: 'Set menu',
      pricePerPerson: 70,
      roomFee: 150,
      serviceChargePct: 20,
      taxPct: 8.875,
    })
  ).json().id
})
afterAll(() => t?.close())

describe('a package with add-ons', () => {
  it('every email names the add-ons without a price, and its total is the stored estimate', async () => {
    const r = await bookingRequest(t, venueId, {
      packageId,
      guestCount: 20,
      date: inDays(30),
      time: '7:00 PM',
      addOns: ['premium-bar', 'extended-hours'],
      extendedHours: 2,
    })
    // $1,400 + $150 room + 20% service on the food + 8.875% tax: the package alone.
    expect(r.estimateCents).toBe(199241)
    const { manager, planner, team } = await mailsOf(r.id, r.email)
    const addOns =
      'Add-ons: Premium Bar Package, Extended Hours (2 hours) (price upon request, not in the package total)'
    for (const body of [manager, planner, team]) {
      expect(body).toContain(addOns)
      expect(body).toContain(formatCents(r.estimateCents!))
      // The fixed add-ons' own prices ($25 × 20 guests, $500 × 2 hours) are no line of this estimate.
      expect(body).not.toContain('$500.00')
      expect(body).not.toContain('$1,000.00')
    }
    expect(planner).toContain(`Estimated total, all in: ${formatCents(r.estimateCents!)}`)
  })

  it('without add-ons, no add-on line at all', async () => {
    const r = await bookingRequest(t, venueId, { packageId, guestCount: 20, date: inDays(31), time: '7:00 PM' })
    const { manager, planner } = await mailsOf(r.id, r.email)
    expect(manager).not.toContain('Add-ons')
    expect(planner).not.toContain('Add-ons')
  })
})

describe('no package: the generic estimate counts the add-ons', () => {
  it('prices each as the stored estimate does', async () => {
    const r = await bookingRequest(t, venueId, {
      guestCount: 20,
      date: inDays(32),
      time: '7:00 PM',
      addOns: ['premium-bar', 'extended-hours'],
      extendedHours: 2,
    })
    // $100 × 20 + $25 × 20 + $500 × 2 hours.
    expect(r.estimateCents).toBe(350000)
    const { planner, team } = await mailsOf(r.id, r.email)
    for (const body of [planner, team]) {
      expect(body).toContain('Add-ons: Premium Bar Package ($500.00), Extended Hours (2 hours) ($1,000.00)')
      expect(body).toContain('Estimated total: $3,500.00')
    }
  })
})

describe('the hours of Extended Hours', () => {
  it('are stored only when she chose it', async () => {
    const without = await bookingRequest(t, venueId, {
      date: inDays(33),
      addOns: ['av-equipment'],
      extendedHours: 3,
    })
    expect(without.details).not.toHaveProperty('extendedHours')
    // $100 × 24 guests + AV $150: no hours counted.
    expect(without.estimateCents).toBe(255000)

    const plain = await bookingRequest(t, venueId, { date: inDays(34) })
    expect(plain.details).not.toHaveProperty('extendedHours')

    const chosen = await bookingRequest(t, venueId, { date: inDays(35), addOns: ['extended-hours'] })
    expect(chosen.details).toMatchObject({ extendedHours: 1 })
    expect(chosen.estimateCents).toBe(240000 + 50000)
  })
})

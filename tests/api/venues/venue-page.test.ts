// The venue page's data: its spaces, each package's all-in price for the planner's group
// (the proposals' function), and the start times its packages' hours allow, the same slots the
// booking card and the wizard offer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { computeAllIn } from '~/domain/pricing/all-in'
import { venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { staffCall, type Auth } from '../support/staff-helpers'

let t: TestContext
let auth: Auth
let venueId: number
let plainVenueId: number
let tastingId: number
let barId: number

const portal = (url: string, payload: unknown) =>
  staffCall(t, auth, 'POST', `/api/venue-portal/venues/${venueId}${url}`, payload)
const detail = (query = '') => t.app.inject({ method: 'GET', url: `/api/venues/${venueId}?enhance=true${query}` })

const tastingFor = (guests: number) =>
  computeAllIn({
    guests,
    pricePerPersonCents: 8500,
    minimumSpendCents: 200000,
    roomFeeCents: 25000,
    serviceChargePct: 20,
    taxPct: 8.875,
    gratuityPct: 0,
    feesCents: 0,
  })

beforeAll(async () => {
  t = await createTestApp()
  venueId = await insertVenue(t.db, { name: 'Offer Hall', minGuests: 8, maxGuests: 60 })
  plainVenueId = await insertVenue(t.db, { name: 'Plain Room' })
  const owner = await createUser(t.db, { firstName: 'Mo' })
  auth = owner.auth
  await t.db.insert(venueMembers).values({ venueId, userId: owner.userId, role: 'owner' })
  const hall = await portal('/spaces', { name: 'The Hall', kind: 'buyout', seatedCapacity: 40, standingCapacity: 60 })
  const bar = await portal('/spaces', {
    name: 'Wine Bar',
    kind: 'semi_private',
    seatedCapacity: 0,
    standingCapacity: 20,
  })
  barId = bar.json().id
  const tasting = await portal('/packages', {
    spaceId: hall.json().id,
    name: "Chef's tasting",
    pricePerPerson: 85,
    minimumSpend: 2000,
    roomFee: 250,
    serviceChargePct: 20,
    taxPct: 8.875,
    included: ['Three courses', 'House wine'],
    startsFrom: '5:30 PM',
    startsUntil: '8:00 PM',
  })
  tastingId = tasting.json().id
  await portal('/packages', {
    spaceId: barId,
    name: 'Bar bites',
    pricePerPerson: 40,
    taxPct: 8.875,
    startsFrom: '9:00 PM',
    instantBook: true,
  })
})
afterAll(() => t?.close())

describe('the venue page', () => {
  it('lists the spaces, largest first, with seated and standing capacity and their kind', async () => {
    const res = await detail()
    expect(res.statusCode).toBe(200)
    expect(res.json().spaces).toEqual([
      {
        id: expect.any(Number),
        name: 'The Hall',
        kind: 'buyout',
        seatedCapacity: 40,
        standingCapacity: 60,
        photo: null,
      },
      { id: barId, name: 'Wine Bar', kind: 'semi_private', seatedCapacity: 0, standingCapacity: 20, photo: null },
    ])
  })

  it("prices every package all in for the planner's group, and for the default group without one", async () => {
    const forEighteen = (await detail('&guests=18')).json().allIn
    expect(forEighteen.guests).toBe(18)
    const tasting = forEighteen.packages.find((p: { packageId: number }) => p.packageId === tastingId)
    // 18 × $85 is below the $2,000 minimum spend: the minimum applies, with the room fee, service and tax.
    expect(tasting).toEqual({
      packageId: tastingId,
      totalCents: tastingFor(18).totalCents,
      perGuestCents: tastingFor(18).perGuestCents,
    })
    expect(tastingFor(18).minimumSpendApplies).toBe(true)
    const forForty = (await detail('&guests=40')).json().allIn
    expect(forForty.packages.find((p: { packageId: number }) => p.packageId === tastingId).totalCents).toBe(
      tastingFor(40).totalCents,
    )
    expect(forForty.packages.find((p: { packageId: number }) => p.packageId === tastingId).totalCents).not.toBe(
      tasting.totalCents,
    )
    expect((await detail()).json().allIn.guests).toBe(10)
  })

  it('fits the group to the venue: a group above its largest is priced at its largest', async () => {
    expect((await detail('&guests=500')).json().allIn.guests).toBe(60)
  })

  it('refuses a group that is not a whole number, in words', async () => {
    const res = await detail('&guests=many')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/guests must be a whole number/)
  })

  it("offers the start times inside its packages' hours, nothing else", async () => {
    const slots: string[] = (await detail()).json().timeSlots
    expect(slots).toEqual(['5:30 PM', '6:00 PM', '6:30 PM', '7:00 PM', '7:30 PM', '8:00 PM', '9:00 PM', '9:30 PM'])
  })

  it('search cards carry "from $X per guest, all in" for the searched group, only where packages hold it', async () => {
    const search = async (guests: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/venues/search?location=San%20Francisco&guests=${guests}&limit=50`,
        })
      ).json().venues as { id: number; fromPerGuestCents?: number }[]
    const forEighteen = await search(18)
    const hall = forEighteen.find((v) => v.id === venueId)!
    const bar = computeAllIn({
      guests: 18,
      pricePerPersonCents: 4000,
      minimumSpendCents: 0,
      roomFeeCents: 0,
      serviceChargePct: 0,
      taxPct: 8.875,
      gratuityPct: 0,
      feesCents: 0,
    })
    // The bar's package (20 standing) is the cheaper per guest for 18.
    expect(hall.fromPerGuestCents).toBe(Math.min(bar.perGuestCents, tastingFor(18).perGuestCents))
    expect(hall.fromPerGuestCents).toBe(bar.perGuestCents)
    // 30 guests do not fit the bar: only the tasting menu prices them.
    expect((await search(30)).find((v) => v.id === venueId)!.fromPerGuestCents).toBe(tastingFor(30).perGuestCents)
    expect(forEighteen.find((v) => v.id === plainVenueId)).not.toHaveProperty('fromPerGuestCents')
  })

  it('a venue without spaces or packages has none, every booking time, and no prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/venues/${plainVenueId}?enhance=true` })
    expect(res.json()).toMatchObject({ spaces: [], packages: [], allIn: { guests: 10, packages: [] } })
    expect(res.json().timeSlots[0]).toBe('11:00 AM')
    expect(res.json().timeSlots.at(-1)).toBe('9:30 PM')
  })
})

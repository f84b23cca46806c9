// Answering takes a minute: the new-request email to a venue's managers and the portal's
// request view carry everything the planner said (occasion, package and its all-in estimate,
// dietary needs with her counts, notes), and the package's id so the quote form starts from it.
// Her email and phone reach the venue only once it has quoted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCents } from '~/domain/pricing/estimate'
import { packageEstimate } from '~/domain/venues/planner-packages'
import { venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { emailsTo, uniqueEmail } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, type Auth } from '../support/staff-helpers'

let t: TestContext
let owner: { auth: Auth; email: string }
let venueId: number
let spaceId: number
let packageId: number

const portal = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  staffCall(t, owner.auth, method, `/api/venue-portal/venues/${venueId}${url}`, payload)
const inboxEntry = async (requestId: number) =>
  (await portal('GET', '/requests')).json().requests.find((r: { id: number }) => r.id === requestId)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  venueId = await insertVenue(t.db, { name: 'Answer Bistro', maxGuests: 60 })
  const u = await createUser(t.db, { firstName: 'Olga' })
  owner = { auth: u.auth, email: u.email }
  await t.db.insert(venueMembers).values({ venueId, userId: u.userId, role: 'owner' })
  spaceId = (
    await portal('POST', '/spaces', {
      name: 'Garden Room',
      kind: 'private_room',
      seatedCapacity: 40,
      standingCapacity: 50,
    })
  ).json().id
  packageId = (
    await portal('POST', '/packages', {
      spaceId,
      name: 'Family style',
      pricePerPerson: 70,
      roomFee: 150,
      serviceChargePct: 20,
      taxPct: 8.875,
    })
  ).json().id
})
afterAll(() => t?.close())

describe('a new request, as the venue reads it', () => {
  it('the email carries the occasion, package, all-in estimate, dietary needs and notes, not her contact', async () => {
    const plannerEmail = uniqueEmail('dana')
    const request = await bookingRequest(t, venueId, {
      email: plannerEmail,
      phone: '(415) 555-0199',
      eventType: 'birthday',
      guestCount: 22,
      date: inDays(35),
      time: '7:00 PM',
      packageId,
      dietaryRestrictions: '3 vegetarian, 1 gluten-free',
      specialRequests: 'A quiet corner for speeches, please.',
    })
    const [mail] = await emailsTo(t, owner.email, 'venue.new_request')
    expect(mail.requestId).toBe(request.id)
    const body = mail.textBody
    const total = packageEstimate(
      {
        pricePerPersonCents: 7000,
        minimumSpendCents: 0,
        roomFeeCents: 15000,
        serviceChargePct: 20,
        taxPct: 8.875,
        gratuityPct: 0,
      },
      22,
    ).totals.totalCents
    expect(body).toContain('Birthday')
    expect(body).toContain('Family style (Garden Room)')
    expect(body).toContain(formatCents(total))
    expect(body).toContain('3 vegetarian, 1 gluten-free')
    expect(body).toContain('A quiet corner for speeches, please.')
    expect(body).toContain('22')
    // Her contact stays with Bountiful until the venue quotes.
    expect(body).not.toContain(plannerEmail)
    expect(body).not.toContain('555-0199')
    expect(body).toContain('email and phone appear in your portal once you send a quote')
    // The link opens the portal on this request's answer form.
    expect(body).toContain(`https://bountiful.test/venue-portal/venues/${venueId}/inbox?answer=${request.id}`)
  })

  it("the portal's request view has the package to start the quote from, and her contact once quoted", async () => {
    const plannerEmail = uniqueEmail('rafa')
    const request = await bookingRequest(t, venueId, {
      email: plannerEmail,
      phone: '(415) 555-0142',
      guestCount: 16,
      date: inDays(45),
      time: '7:00 PM',
      packageId,
      dietaryRestrictions: '2 vegan',
      specialRequests: 'Birthday cake at 9.',
    })
    expect(await inboxEntry(request.id)).toMatchObject({
      packageId,
      packageName: 'Family style',
      guests: 16,
      dietary: '2 vegan',
      notes: 'Birthday cake at 9.',
      alternativeDates: [],
      contact: null,
    })
    const quote = await portal('POST', `/requests/${request.id}/quote`, { spaceId, packageId })
    expect(quote.statusCode).toBe(201)
    expect((await inboxEntry(request.id)).contact).toEqual({ email: plannerEmail, phone: '(415) 555-0142' })
  })

  it('a request without a package says none, and its email has no package line', async () => {
    const request = await bookingRequest(t, venueId, { guestCount: 12, date: inDays(50), time: '7:00 PM' })
    expect(await inboxEntry(request.id)).toMatchObject({ packageId: null, packageName: null, dietary: null })
    const mails = await emailsTo(t, owner.email, 'venue.new_request')
    const mail = mails.find((m) => m.requestId === request.id)!
    expect(mail.textBody).not.toContain('Package')
  })
})

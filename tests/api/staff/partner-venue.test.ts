// An accepted partner application becomes a venue with its manager invited, in one step (issue
// 16): staff confirm the venue's fields, and one transaction creates the venue (search sees it at
// once, the read cache included), invites the applicant as owner with the portal's invitation email,
// records it in the application's history and links the application to the venue. A second click
// is a 409 and never a second venue; only staff may do it.
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PARTNER_VENUE_MESSAGES } from '~/domain/staff/partner-venue-api'
import { VENUE_MESSAGES } from '~/domain/venues/venue-input'
import { outboxEmails, requests, venueManagerInvitations, venueMembers, venues } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered, uniqueEmail } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { staffCall, userWithRole, type Auth } from '../support/staff-helpers'

let t: TestContext
let staff: Auth

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  staff = (await userWithRole(t, 'staff', 'Sam')).auth
})
afterAll(() => t?.close())

/** A partner application through the public form; returns its stored row. */
async function apply(over: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/partners/applications',
    payload: {
      partnerType: 'restaurant-venue',
      organization: 'Harbor Lantern',
      contactName: 'Ola Owner',
      email: uniqueEmail('ola'),
      city: 'Boston',
      message: 'A private room for 40 on the harbour',
      ...over,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  const [row] = await t.db.select().from(requests).where(eq(requests.reference, res.json().reference))
  return row
}

const venueFields = (over: Record<string, unknown> = {}) => ({
  name: 'Harbor Lantern',
  citySlug: 'boston',
  address: '1 Long Wharf, Boston, MA 02110',
  lat: 42.36,
  lng: -71.05,
  type: 'restaurant',
  serviceType: 'Private Dining',
  minGuests: 8,
  maxGuests: 40,
  pricePerPerson: 90,
  ...over,
})

const createVenue = (auth: Auth | undefined, requestId: number, body: unknown = venueFields()) =>
  staffCall(t, auth, 'POST', `/api/staff/requests/${requestId}/venue`, body)

const bostonSearch = () =>
  t.app.inject({ method: 'GET', url: '/api/venues/search?location=Boston%2C%20MA&sort=price&limit=50' })
const namesIn = (res: { json: () => { venues: { name: string }[] } }) => res.json().venues.map((v) => v.name)

describe('create venue and invite manager', () => {
  it('one step: the venue (seen by search at once), the owner invited, the history and the link', async () => {
    const application = await apply()
    // Search is cached before the write: the new venue must show anyway.
    const before = await bostonSearch()
    expect(before.statusCode).toBe(200)
    expect(namesIn(before)).not.toContain('Harbor Lantern')

    const res = await createVenue(staff, application.id)
    expect(res.statusCode, res.body).toBe(201)
    const detail = res.json()
    const [venue] = await t.db.select().from(venues).where(eq(venues.slug, 'harbor-lantern'))
    expect(venue).toMatchObject({ name: 'Harbor Lantern', citySlug: 'boston', maxGuests: 40, status: 'active' })
    expect(detail.request).toMatchObject({ status: 'confirmed', createdVenueId: venue.id })
    expect(detail.venue).toMatchObject({ id: venue.id, name: 'Harbor Lantern', location: 'Boston, MA' })
    expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['new', 'in_progress', 'confirmed'])
    expect(detail.history.at(-1).note).toBe(
      `Venue created: Harbor Lantern (#${venue.id}); ${application.email} invited as its owner`,
    )
    expect(namesIn(await bostonSearch())).toContain('Harbor Lantern')

    // The portal's own invitation: owner, to the applicant, with the portal's email.
    const [invitation] = await t.db
      .select()
      .from(venueManagerInvitations)
      .where(eq(venueManagerInvitations.venueId, venue.id))
    expect(invitation).toMatchObject({ email: application.email, role: 'owner', status: 'pending' })
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, application.email), eq(outboxEmails.template, 'venue.manager_invitation')))
    expect(mail.subject).toBe('Sam Lopez (Bountiful) invited you to manage Harbor Lantern on Bountiful')
    // Staff see it among the application's emails (its link stays the invitee's: secret-links.ts).
    expect(detail.emails.map((m: { subject: string }) => m.subject)).toContain(mail.subject)
    const token = /\/venue-portal\/invitations\/([A-Za-z0-9_-]+)/.exec(asDelivered(mail).textBody)?.[1]
    expect(token).toBeTruthy()

    // The applicant accepts with that address: she owns the venue in its portal.
    const ola = await createUser(t.db, { email: application.email, firstName: 'Ola' })
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/venue-invitations/${token}/accept`,
      headers: ola.auth,
    })
    expect(accepted.json()).toEqual({ venueId: venue.id })
    const mine = await staffCall(t, ola.auth, 'GET', '/api/venue-portal/venues')
    expect(mine.json().venues).toEqual([expect.objectContaining({ id: venue.id, role: 'owner' })])
    // The application is not a request to the venue: its portal inbox stays empty.
    const inbox = await staffCall(t, ola.auth, 'GET', `/api/venue-portal/venues/${venue.id}/requests`)
    expect(inbox.json().requests).toEqual([])

    // A second click (or a replay) is a clear 409: still one venue, one invitation.
    const again = await createVenue(staff, application.id, venueFields({ name: 'Harbor Lantern Two' }))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ code: 'conflict', message: PARTNER_VENUE_MESSAGES.already('Harbor Lantern') })
    expect(await t.db.select().from(venues).where(like(venues.name, 'Harbor Lantern%'))).toHaveLength(1)
    expect(
      await t.db.select().from(venueManagerInvitations).where(eq(venueManagerInvitations.venueId, venue.id)),
    ).toHaveLength(1)
  })

  it('two clicks at once: one venue, one 201 and one 409', async () => {
    const application = await apply({ organization: 'Twin Oaks' })
    const body = venueFields({ name: 'Twin Oaks', slug: undefined })
    const answers = await Promise.all([
      createVenue(staff, application.id, body),
      createVenue(staff, application.id, body),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    expect(await t.db.select().from(venues).where(like(venues.name, 'Twin Oaks%'))).toHaveLength(1)
  })

  it('bad fields are a 400 on the field, and nothing is written', async () => {
    const application = await apply({ organization: 'Half Written' })
    const res = await createVenue(staff, application.id, venueFields({ name: 'Half Written', maxGuests: 4 }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { maxGuests: VENUE_MESSAGES.guestsOrder } })
    await insertVenue(t.db, { name: 'Slug Holder', slug: 'taken-slug' })
    const taken = await createVenue(staff, application.id, venueFields({ name: 'Half Written', slug: 'taken-slug' }))
    expect(taken.statusCode).toBe(400)
    expect(taken.json().errors).toEqual({ slug: VENUE_MESSAGES.slugTaken })
    const [row] = await t.db.select().from(requests).where(eq(requests.id, application.id))
    expect(row).toMatchObject({ status: 'new', createdVenueId: null })
    expect(await t.db.select().from(venues).where(eq(venues.name, 'Half Written'))).toEqual([])
    expect(
      await t.db.select().from(venueManagerInvitations).where(eq(venueManagerInvitations.email, application.email)),
    ).toEqual([])
  })

  it('refused with a 409 for a declined application, a planner partner and another kind of request', async () => {
    const declined = await apply({ organization: 'Said No' })
    await staffCall(t, staff, 'POST', `/api/staff/requests/${declined.id}/status`, {
      status: 'declined',
      note: 'Not in our cities',
    })
    const res = await createVenue(staff, declined.id, venueFields({ name: 'Said No' }))
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(PARTNER_VENUE_MESSAGES.closed)

    const planner = await apply({ partnerType: 'event-planner', organization: 'Plans Co' })
    expect((await createVenue(staff, planner.id, venueFields({ name: 'Plans Co' }))).json().message).toBe(
      PARTNER_VENUE_MESSAGES.notVenueType,
    )
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Kim Contact', email: uniqueEmail('kim'), message: 'Hello' },
    })
    const [row] = await t.db.select().from(requests).where(eq(requests.reference, contact.json().reference))
    const other = await createVenue(staff, row.id, venueFields({ name: 'Not A Venue' }))
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toBe(PARTNER_VENUE_MESSAGES.notPartner)
    expect((await createVenue(staff, 99_999_999)).statusCode).toBe(404)
    expect(await t.db.select().from(venues).where(eq(venues.name, 'Said No'))).toEqual([])
  })

  it('staff only: a visitor 401, a planner and a venue manager 403, nothing written', async () => {
    const application = await apply({ organization: 'Guarded Room' })
    const planner = (await userWithRole(t, 'planner')).auth
    const manager = await createUser(t.db, { firstName: 'Mo' })
    const managed = await insertVenue(t.db, { name: 'Managed Place' })
    await t.db.insert(venueMembers).values({ venueId: managed, userId: manager.userId, role: 'owner' })
    const body = venueFields({ name: 'Guarded Room' })
    expect((await createVenue(undefined, application.id, body)).statusCode).toBe(401)
    expect((await createVenue(planner, application.id, body)).statusCode).toBe(403)
    expect((await createVenue(manager.auth, application.id, body)).statusCode).toBe(403)
    expect(await t.db.select().from(venues).where(eq(venues.name, 'Guarded Room'))).toEqual([])
  })
})

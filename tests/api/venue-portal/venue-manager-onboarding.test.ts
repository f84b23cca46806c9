// A manager starts in one step: the invitation link creates the account with the invited
// address (already proven: the link was emailed to it), makes it a member of the venue and signs it
// in; an address with an account logs in and accepts instead. A link for someone else, an expired
// or withdrawn one, and a link used twice each say so in words.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COHOST_MESSAGES } from '~/domain/events/co-host'
import { MANAGER_MESSAGES } from '~/domain/venue-portal/managers-api'
import { outboxEmails, users, venueManagerInvitations } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered, emailsTo, GOOD_PASSWORD, logIn, signedInUser, uniqueEmail } from '../support/auth-helpers'
import { insertVenue } from '../fixtures/venues'
import { staffCall, userWithRole, type Auth } from '../support/staff-helpers'

let t: TestContext
let staff: Auth
let venueId: number

/** Staff invite `email`; the token of the link in the email it gets. */
async function invite(email: string, role: 'owner' | 'manager' = 'owner') {
  const res = await staffCall(t, staff, 'POST', `/api/staff/venues/${venueId}/managers`, { email, role })
  expect(res.statusCode).toBe(201)
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.template, 'venue.manager_invitation')))
    .orderBy(outboxEmails.id)
  const token = /\/venue-portal\/invitations\/([A-Za-z0-9_-]+)/.exec(asDelivered(mail).textBody)?.[1]
  if (!token) throw new Error(`no invitation mailed to ${email}`)
  return token
}

const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/venue-invitations/${token}` })
const signUp = (token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/venue-invitations/${token}/sign-up`,
    payload: { firstName: 'Rosa', lastName: 'Marquez', password: GOOD_PASSWORD, ...payload },
  })
const accept = (token: string, auth: Auth) =>
  t.app.inject({ method: 'POST', url: `/api/venue-invitations/${token}/accept`, headers: auth })
const myVenues = (auth: Auth) => t.app.inject({ method: 'GET', url: '/api/venue-portal/venues', headers: auth })

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  staff = (await userWithRole(t, 'staff')).auth
  venueId = await insertVenue(t.db, { name: 'Onboard Bistro' })
})
afterAll(() => t?.close())

describe('one-step onboarding', () => {
  it('an invitee with no account creates it on the link page and is in the portal, signed in', async () => {
    const email = uniqueEmail('rosa')
    const token = await invite(email)
    expect((await view(token)).json()).toMatchObject({ email, hasAccount: false, status: 'pending', expired: false })

    const res = await signUp(token)
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ venueId, user: { email, firstName: 'Rosa', emailVerified: true } })
    // The answer is a session: the portal opens on the venue with it, no log-in, no verification.
    const mine = await myVenues({ authorization: `Bearer ${body.token}` })
    expect(mine.statusCode).toBe(200)
    expect(mine.json().venues).toEqual([expect.objectContaining({ id: venueId, role: 'owner' })])
    const [row] = await t.db.select().from(users).where(eq(users.email, email))
    expect(row.emailVerifiedAt).not.toBeNull()
    // Nothing asks her to confirm an address the invitation already proved.
    const mails = await emailsTo(t, email)
    expect(mails.map((m) => m.template)).toEqual(['venue.manager_invitation'])
    const [invitation] = await t.db
      .select()
      .from(venueManagerInvitations)
      .where(eq(venueManagerInvitations.email, email))
    expect(invitation.status).toBe('accepted')
  })

  it('the same link cannot make a second account', async () => {
    const email = uniqueEmail('twice')
    const token = await invite(email)
    expect((await signUp(token)).statusCode).toBe(201)
    const again = await signUp(token, { firstName: 'Mallory' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(MANAGER_MESSAGES.invitationAccepted)
  })

  it('a weak password is refused with the field named, and nothing is written', async () => {
    const email = uniqueEmail('weak')
    const token = await invite(email)
    const res = await signUp(token, { password: 'short' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toHaveProperty('password')
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
    expect((await view(token)).json().status).toBe('pending')
  })

  it('an address with an account logs in and accepts; the invitation proves an unverified address', async () => {
    const existing = await signedInUser(t, { verified: false })
    const token = await invite(existing.email, 'manager')
    expect((await view(token)).json().hasAccount).toBe(true)
    const taken = await signUp(token)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe(MANAGER_MESSAGES.accountExists(existing.email))

    const session = await logIn(t, { email: existing.email }, '203.0.113.200')
    expect(session.statusCode).toBe(200)
    const auth = { authorization: `Bearer ${session.json().token}` }
    const res = await accept(token, auth)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ venueId })
    expect((await myVenues(auth)).json().venues).toEqual([expect.objectContaining({ id: venueId, role: 'manager' })])
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.userId))
    expect(row.emailVerifiedAt).not.toBeNull()
  })

  it('signed in as someone else: the link says whose it is and links nothing', async () => {
    const token = await invite(uniqueEmail('intended'))
    const other = await signedInUser(t)
    const res = await accept(token, other.auth)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(COHOST_MESSAGES.wrongAccount((await view(token)).json().email))
    expect((await myVenues(other.auth)).statusCode).toBe(403)
    expect((await view(token)).json().status).toBe('pending')
  })

  it('an expired invitation says so, creates no account and links no one', async () => {
    const email = uniqueEmail('late')
    const token = await invite(email)
    await t.db
      .update(venueManagerInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(venueManagerInvitations.email, email))
    expect((await view(token)).json()).toMatchObject({ expired: true, status: 'pending' })
    const res = await signUp(token)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(MANAGER_MESSAGES.invitationExpired)
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it('an unknown link is a 404, in words', async () => {
    const res = await signUp('not-a-real-token')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(MANAGER_MESSAGES.invitationNotFound)
  })
})

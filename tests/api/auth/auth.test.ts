// Accounts API: sign-up, log-in, sessions, log-out, password reset, brute-force limits.
import crypto from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireRole, requireUser } from '~/server/auth/auth-plugin'
import { INVALID_SIGN_IN_LINK_MESSAGE, SIGN_IN_LINK_SENT_MESSAGE } from '~/domain/auth/sign-in-link'
import { logIn as authLogIn } from '~/server/auth/log-in'
import {
  authAttempts,
  emailVerifications,
  eventMembers,
  outboxEmails,
  events,
  passwordResets,
  requests,
  sessions,
  signInLinks,
  users,
  venueMembers,
  venues,
} from '~/server/db/schema'
import { buildApp } from '~/server/app'
import { createTestApp, type TestContext } from '../setup/test-app'
import {
  emailsTo,
  GOOD_PASSWORD,
  logIn,
  signedInUser,
  signUp,
  uniqueEmail,
  userByEmail,
  verificationTokenFor,
  verifyEmail,
} from '../support/auth-helpers'

const ENV = { RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' }
let t: TestContext
/** The same database at the production hash cost, for what depends on it (stored hashes, timing). */
let full: TestContext
beforeAll(async () => {
  t = await createTestApp(ENV)
  full = await createTestApp({ ...ENV, PASSWORD_HASH_COST: 'full' }, { database: t.database })
})
afterAll(async () => {
  await full?.close()
  await t?.close()
})

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')
const HOUR = 60 * 60 * 1000

async function sessionRow(token: string) {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)))
  return row
}

const DAY = 24 * HOUR

/** What a visitor leaves behind with an email: two requests (one in capitals) and an event waiting for it. */
async function visitorTraces(email: string) {
  const other = uniqueEmail('other')
  const inserted = await t.db
    .insert(requests)
    .values([
      {
        reference: `T-${crypto.randomUUID()}`,
        kind: 'consultation',
        name: 'Maya',
        email: email.toUpperCase(),
        details: {},
      },
      { reference: `T-${crypto.randomUUID()}`, kind: 'contact', name: 'Maya', email, details: {} },
      { reference: `T-${crypto.randomUUID()}`, kind: 'contact', name: 'Someone', email: other, details: {} },
    ])
    .returning({ id: requests.id })
  const [event] = await t.db
    .insert(events)
    .values({
      publicId: crypto.randomUUID(),
      name: 'Team offsite',
      timezone: 'America/New_York',
      date: '2099-06-01',
      time: '7:00 PM',
      guestCount: 20,
      pendingEmail: email,
    })
    .returning({ id: events.id })
  const state = async () => {
    const rows = await t.db
      .select({ email: requests.email, userId: requests.userId })
      .from(requests)
      .where(
        inArray(
          requests.id,
          inserted.map((r) => r.id),
        ),
      )
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id))
    const members = await t.db.select().from(eventMembers).where(eq(eventMembers.eventId, event.id))
    return {
      requestOwners: rows.filter((r) => r.email !== other).map((r) => r.userId),
      otherOwner: rows.find((r) => r.email === other)?.userId,
      event: { hostUserId: row.hostUserId, pendingEmail: row.pendingEmail },
      members: members.map((m) => ({ userId: m.userId, role: m.role })),
    }
  }
  return { state }
}

const unclaimed = (email: string) => ({
  requestOwners: [null, null],
  otherOwner: null,
  event: { hostUserId: null, pendingEmail: email },
  members: [],
})
const claimedBy = (userId: number) => ({
  requestOwners: [userId, userId],
  otherOwner: null,
  event: { hostUserId: userId, pendingEmail: null },
  members: [{ userId, role: 'host' }],
})

async function getUser(token: string | undefined, header?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: header !== undefined ? { authorization: header } : token ? { authorization: `Bearer ${token}` } : {},
  })
}

describe('POST /api/auth/signup', () => {
  it('creates the account unverified, answers "Account created!" and queues a welcome email with a 7-day verification link', async () => {
    const email = uniqueEmail()
    const before = Date.now()
    const res = await signUp(full, { firstName: ' Maya ', lastName: 'Lopez', email: `  ${email.toUpperCase()} ` })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: 'Account created!' })

    const user = await userByEmail(t, email)
    expect(user).toMatchObject({
      email,
      firstName: 'Maya',
      lastName: 'Lopez',
      role: 'planner',
      googleSub: null,
      appleSub: null,
      emailVerifiedAt: null,
    })
    expect(user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(user.passwordHash).not.toContain(GOOD_PASSWORD)

    const [welcome] = await emailsTo(t, email, 'auth.welcome')
    expect(welcome.subject).toBe('Welcome to Bountiful')
    expect(welcome.textBody).toContain('https://bountiful.test/login')
    const token = await verificationTokenFor(t, email)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(welcome.htmlBody).toContain(`https://bountiful.test/verify-email?token=${token}`)
    // Only the hash is stored.
    const links = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id))
    expect(links).toHaveLength(1)
    expect(links[0]).toMatchObject({ tokenHash: sha256(token), usedAt: null })
    expect(JSON.stringify(links)).not.toContain(token)
    const ttl = links[0].expiresAt.getTime() - before
    expect(ttl).toBeGreaterThan(7 * DAY - 60_000)
    expect(ttl).toBeLessThan(7 * DAY + 60_000)
  })

  it.each([
    ['firstName', { firstName: 'M' }, 'First name must be at least 2 characters'],
    ['firstName', { firstName: '   ' }, 'First name must be at least 2 characters'],
    ['lastName', { lastName: 'L' }, 'Last name must be at least 2 characters'],
    ['email', { email: 'maya@' }, 'Please enter a valid email address'],
    ['email', { email: '' }, 'Please enter a valid email address'],
    ['password', { password: 'Ab1' }, 'Password must be at least 8 characters'],
    [
      'password',
      { password: 'alllowercase1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'password',
      { password: 'NoDigitsHere' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'password',
      { password: 'ALLUPPER123' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['password', { password: 'Password1' }, 'This password is too common. Please choose another.'],
    ['password', { password: 'Qwerty123' }, 'This password is too common. Please choose another.'],
    ['password', { password: `Aa1${'x'.repeat(126)}` }, 'Password must be at most 128 characters'],
  ])('refuses a bad %s with the product message (%j)', async (field, body, message) => {
    const email = uniqueEmail('invalid')
    const res = await signUp(t, { email, ...body })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toBe(message)
    expect(res.json().message).toBe(`${field}: ${message}`)
    expect(await userByEmail(t, email)).toBeUndefined()
  })

  it('hashes at the cost the configuration names (the cheap one only in tests), and the password logs in', async () => {
    const email = uniqueEmail('cheap')
    expect((await signUp(t, { email })).statusCode).toBe(201)
    expect((await userByEmail(t, email)).passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect((await logIn(t, { email }, '198.51.100.99')).statusCode).toBe(200)
  })

  it('accepts a 128-character passphrase', async () => {
    const res = await signUp(t, { password: `Aa1${'long passphrase '.repeat(8)}`.slice(0, 128) })
    expect(res.statusCode).toBe(201)
  })

  it('names every missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: {} })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    })
  })

  it('answers a taken email exactly like a new one and emails its owner instead', async () => {
    const email = uniqueEmail('taken')
    const first = await signUp(t, { email, firstName: 'Original' })
    const again = await signUp(t, { email: email.toUpperCase(), firstName: 'Intruder', password: 'Another9Pass' })
    expect(again.statusCode).toBe(first.statusCode)
    expect(again.json()).toEqual(first.json())

    const rows = await t.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
    expect(rows).toHaveLength(1)
    expect(rows[0].firstName).toBe('Original')
    const [notice] = await emailsTo(t, email, 'auth.account_exists')
    expect(notice.subject).toBe('You already have a Bountiful account')
    expect(notice.textBody).toContain('https://bountiful.test/forgot-password')
    expect(await emailsTo(t, email, 'auth.welcome')).toHaveLength(1)

    // The original password still works; the second one never became valid.
    expect((await logIn(t, { email })).statusCode).toBe(200)
    expect((await logIn(t, { email, password: 'Another9Pass' })).statusCode).toBe(401)
  })

  it('sends at most 3 "already have an account" emails in 15 minutes', async () => {
    const email = uniqueEmail('mailbomb')
    await signUp(t, { email })
    for (let i = 0; i < 5; i++) expect((await signUp(t, { email })).statusCode).toBe(201)
    expect(await emailsTo(t, email, 'auth.account_exists')).toHaveLength(3)
  })

  it('gives the new account nothing sent earlier with that email: the address is not proven yet', async () => {
    const email = uniqueEmail('linked')
    const traces = await visitorTraces(email)
    expect((await signUp(t, { email })).statusCode).toBe(201)
    expect(await traces.state()).toEqual(unclaimed(email))
    // Logging in does not change that either.
    const { token } = (await logIn(t, { email }, '198.51.100.40')).json()
    expect((await getUser(token)).json().emailVerified).toBe(false)
    expect(await traces.state()).toEqual(unclaimed(email))
  })
})

describe('email verification', () => {
  const resend = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  it('the emailed link verifies the address, then links the earlier requests and claims the waiting event', async () => {
    const email = uniqueEmail('verify')
    const traces = await visitorTraces(email)
    const { token: session, userId } = await signedInUser(t, { email, verified: false })
    expect(await traces.state()).toEqual(unclaimed(email))

    const res = await verifyEmail(t, await verificationTokenFor(t, email))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Your email is confirmed.' })
    expect((await userByEmail(t, email)).emailVerifiedAt).toBeInstanceOf(Date)
    expect(await traces.state()).toEqual(claimedBy(userId))
    expect((await getUser(session)).json()).toMatchObject({ id: userId, emailVerified: true })
    // The session stays valid: verifying needs no log-in and logs no one out.
    expect((await getUser(session)).statusCode).toBe(200)
  })

  it('a link works once', async () => {
    const { email } = await signedInUser(t, { verified: false })
    const token = await verificationTokenFor(t, email)
    expect((await verifyEmail(t, token)).statusCode).toBe(200)
    const verifiedAt = (await userByEmail(t, email)).emailVerifiedAt
    const again = await verifyEmail(t, token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ code: 'bad_request', message: 'This confirmation link is invalid or has expired.' })
    expect((await userByEmail(t, email)).emailVerifiedAt).toEqual(verifiedAt)
  })

  it('refuses an expired link and gives nothing', async () => {
    const email = uniqueEmail('expired')
    const traces = await visitorTraces(email)
    await signedInUser(t, { email, verified: false })
    const token = await verificationTokenFor(t, email)
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.tokenHash, sha256(token)))
    const res = await verifyEmail(t, token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'bad_request', message: 'This confirmation link is invalid or has expired.' })
    expect((await userByEmail(t, email)).emailVerifiedAt).toBeNull()
    expect(await traces.state()).toEqual(unclaimed(email))
  })

  it.each([
    ['an unknown token', { token: crypto.randomBytes(32).toString('base64url') }],
    ['a malformed token', { token: 'not-a-token' }],
    ['an empty token', { token: '' }],
    ['no token', {}],
  ])('refuses %s with 400 and the same message', async (_label, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/This confirmation link is invalid or has expired\.$/)
  })

  it('does not let the token of one account verify another, and other links die with the used one', async () => {
    const a = await signedInUser(t, { verified: false })
    const b = await signedInUser(t, { verified: false })
    expect((await resend(a.token)).statusCode).toBe(200)
    const [newest, welcome] = (await emailsTo(t, a.email)).filter((m) => /verify-email/.test(m.textBody))
    const tokenOf = (text: string) => /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)![1]
    expect((await verifyEmail(t, tokenOf(newest.textBody))).statusCode).toBe(200)
    expect((await verifyEmail(t, tokenOf(welcome.textBody))).statusCode).toBe(400)
    expect((await getUser(a.token)).json().emailVerified).toBe(true)
    expect((await getUser(b.token)).json().emailVerified).toBe(false)
  })

  it('resend: signed in only, a new link by email, at most 3 in 15 minutes', async () => {
    expect((await resend()).statusCode).toBe(401)
    const { email, token } = await signedInUser(t, { verified: false })
    for (let i = 0; i < 3; i++) {
      const res = await resend(token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: 'We sent a new confirmation link to your email.' })
    }
    const mails = await emailsTo(t, email, 'auth.verify_email')
    expect(mails).toHaveLength(3)
    expect(mails[0].subject).toBe('Confirm your email for Bountiful')
    expect(mails[0].textBody).toMatch(/https:\/\/bountiful\.test\/verify-email\?token=[A-Za-z0-9_-]{43}/)
    const limited = await resend(token)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(/^Too many confirmation emails\. Please try again in \d+ minutes?\.$/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(await emailsTo(t, email, 'auth.verify_email')).toHaveLength(3)
    // The newest link works.
    expect((await verifyEmail(t, await verificationTokenFor(t, email))).statusCode).toBe(200)
  })

  it('resend: a verified address needs nothing more', async () => {
    const { email, token } = await signedInUser(t)
    const res = await resend(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Your email is already confirmed.' })
    expect(await emailsTo(t, email, 'auth.verify_email')).toHaveLength(0)
  })
})

describe('POST /api/auth/login', () => {
  it('answers a token, the message and the user; stores only the token hash, 12 hours without remember-me', async () => {
    const email = uniqueEmail()
    await signUp(t, { email, firstName: 'Jordan', lastName: 'Reyes' })
    const before = Date.now()
    const res = await logIn(t, { email: email.toUpperCase() })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.message).toBe('Logged in successfully!')
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.user).toEqual({
      id: expect.any(Number),
      firstName: 'Jordan',
      lastName: 'Reyes',
      email,
      profileImageUrl: null,
      role: 'planner',
      emailVerified: false,
    })

    const row = await sessionRow(body.token)
    expect(row).toBeDefined()
    expect(row.tokenHash).not.toBe(body.token)
    expect(row.rememberMe).toBe(false)
    const ttl = row.expiresAt.getTime() - before
    expect(ttl).toBeGreaterThan(12 * HOUR - 60_000)
    expect(ttl).toBeLessThan(12 * HOUR + 60_000)
    expect(new Date(body.expiresAt).getTime()).toBe(row.expiresAt.getTime())
  })

  it('keeps a remember-me session for 30 days', async () => {
    const email = uniqueEmail()
    await signUp(t, { email })
    const before = Date.now()
    const res = await logIn(t, { email, rememberMe: true })
    const row = await sessionRow(res.json().token)
    expect(row.rememberMe).toBe(true)
    const ttl = row.expiresAt.getTime() - before
    expect(ttl).toBeGreaterThan(30 * 24 * HOUR - 60_000)
    expect(ttl).toBeLessThan(30 * 24 * HOUR + 60_000)
  })

  it('opens a new session at every log-in', async () => {
    const { email } = await signedInUser(t)
    const a = (await logIn(t, { email })).json().token
    const b = (await logIn(t, { email })).json().token
    expect(a).not.toBe(b)
    const user = await userByEmail(t, email)
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows).toHaveLength(3)
  })

  it('answers a wrong password and an unknown email the same way', async () => {
    const email = uniqueEmail()
    await signUp(t, { email })
    const wrong = await logIn(t, { email, password: 'Wrong9Password' }, '198.51.100.20')
    const unknown = await logIn(t, { email: uniqueEmail('nobody'), password: 'Wrong9Password' }, '198.51.100.21')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ code: 'unauthenticated', message: 'Invalid email or password' })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('takes about as long for an unknown email as for a wrong password (the hash is always computed)', async () => {
    const email = uniqueEmail()
    await signUp(full, { email })
    const time = async (body: { email: string; password: string }, ip: string) => {
      const start = performance.now()
      await logIn(full, body, ip)
      return performance.now() - start
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      known.push(await time({ email, password: 'Wrong9Password' }, `198.51.100.${30 + i}`))
      unknown.push(await time({ email: uniqueEmail('ghost'), password: 'Wrong9Password' }, `198.51.100.${40 + i}`))
    }
    // Generous bounds: the CPU is shared; without the dummy hash the unknown path is ~50x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3)
  })

  it('validates the payload with the product messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: '' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ email: 'Please enter a valid email address', password: 'Password is required' })
    const badFlag = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'x', rememberMe: 'yes' },
    })
    expect(badFlag.statusCode).toBe(400)
    expect(badFlag.json().errors.rememberMe).toBeDefined()
  })
})

describe('sessions: GET /api/auth/user and POST /api/auth/logout', () => {
  it('returns the signed-in user', async () => {
    const { token, email, userId } = await signedInUser(t, { firstName: 'Avery' })
    const res = await getUser(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: userId,
      firstName: 'Avery',
      lastName: 'Lopez',
      email,
      profileImageUrl: null,
      role: 'planner',
      emailVerified: true,
      managesVenues: false,
    })
    const unverified = await signedInUser(t, { verified: false })
    expect((await getUser(unverified.token)).json()).toMatchObject({ id: unverified.userId, emailVerified: false })
  })

  it('says whether she manages a venue, so her menus need not ask the venue portal (which refuses a planner)', async () => {
    const planner = await signedInUser(t)
    expect((await getUser(planner.token)).json()).toMatchObject({ managesVenues: false })
    const portal = await t.app.inject({
      method: 'GET',
      url: '/api/venue-portal/venues',
      headers: { authorization: `Bearer ${planner.token}` },
    })
    expect(portal.statusCode).toBe(403)

    const manager = await signedInUser(t)
    const [venue] = await t.db.select({ id: venues.id }).from(venues).limit(1)
    await t.db.insert(venueMembers).values({ venueId: venue.id, userId: manager.userId, role: 'manager' })
    expect((await getUser(manager.token)).json()).toMatchObject({ id: manager.userId, managesVenues: true })
  })

  it.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic bWF5YTpwYXNz'],
    ['a malformed token', 'Bearer not-a-token'],
    ['an unknown token', `Bearer ${crypto.randomBytes(32).toString('base64url')}`],
  ])('answers 401 with a message for %s', async (_label, header) => {
    const res = await getUser(undefined, header)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Please log in to continue.' })
  })

  it('answers 401 once the session has expired', async () => {
    const { token } = await signedInUser(t)
    expect((await getUser(token)).statusCode).toBe(200)
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)))
    const res = await getUser(token)
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Please log in to continue.')
  })

  it('log-out revokes that session only', async () => {
    const { token, email } = await signedInUser(t)
    const other = (await logIn(t, { email })).json().token
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Logged out successfully' })
    expect((await sessionRow(token)).revokedAt).toBeInstanceOf(Date)
    expect((await getUser(token)).statusCode).toBe(401)
    expect((await getUser(other)).statusCode).toBe(200)
    // Logging out again, or without a token, is harmless.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200)
  })
})

describe('password reset', () => {
  const forgot = (email: string, remoteAddress = '192.0.2.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email } })
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } })
  const tokenFromEmail = (textBody: string) => {
    const match = textBody.match(/https:\/\/bountiful\.test\/reset-password\?token=([A-Za-z0-9_-]+)/)
    if (!match) throw new Error(`no reset link in: ${textBody}`)
    return match[1]
  }

  it('emails a one-time link valid for 1 hour, storing only its hash', async () => {
    const { email } = await signedInUser(t)
    const before = Date.now()
    const res = await forgot(email.toUpperCase(), '192.0.2.10')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: 'If an account exists for that email, we sent a link to reset your password.',
    })
    const [mail] = await emailsTo(t, email, 'auth.password_reset')
    expect(mail.subject).toBe('Reset your Bountiful password')
    const token = tokenFromEmail(mail.textBody)
    expect(mail.htmlBody).toContain(`https://bountiful.test/reset-password?token=${token}`)
    const [row] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)))
    expect(row.usedAt).toBeNull()
    const ttl = row.expiresAt.getTime() - before
    expect(ttl).toBeGreaterThan(HOUR - 60_000)
    expect(ttl).toBeLessThan(HOUR + 60_000)
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('unknown')
    const res = await forgot(email, '192.0.2.11')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: 'If an account exists for that email, we sent a link to reset your password.',
    })
    expect(await emailsTo(t, email)).toHaveLength(0)
  })

  it('does the same work for an unknown address as for a known one: both only queue a job', async () => {
    // The exact guard against telling accounts apart by time: the request writes the same rows on
    // both paths and nothing else (how long each takes is not a test's to measure; a timed ratio
    // here failed CI on a loaded machine).
    const [known] = await t.db
      .insert(users)
      .values({ email: uniqueEmail('timing'), firstName: 'Tim', lastName: 'Ing' })
      .returning({ email: users.email })
    // The same writes on both paths: one outbox job each, and no link created during the request.
    const [probeKnown, probeUnknown] = [known.email, uniqueEmail('nobody')]
    await forgot(probeKnown, '198.18.9.1')
    await forgot(probeUnknown, '198.18.9.2')
    const jobs = await t.db
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.toAddress, [probeKnown, probeUnknown]))
    expect(jobs.map((j) => [j.toAddress === probeKnown, j.template, j.compose, j.textBody]).sort()).toEqual([
      [false, 'auth.password_reset', 'auth.password_reset', ''],
      [true, 'auth.password_reset', 'auth.password_reset', ''],
    ])
    const [probeUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, probeKnown))
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, probeUser.id))).toEqual([])

    // And the known address does get its email once the worker runs; the other gets nothing.
    expect(await emailsTo(t, probeKnown, 'auth.password_reset')).toHaveLength(1)
    expect(await emailsTo(t, probeUnknown)).toEqual([])
  })

  it('answers a link whose account no longer exists with 400, not 500', async () => {
    const { email, userId } = await signedInUser(t)
    await forgot(email, '192.0.2.13')
    const token = tokenFromEmail((await emailsTo(t, email, 'auth.password_reset'))[0].textBody)
    // What a second process writing the same embedded database left behind: the
    // link's row without its account.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.delete(users).where(eq(users.id, userId))
    })
    const res = await reset(token, 'Brand9NewPass')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('This reset link is invalid or has expired.')
  })

  it('sets the new password, logs out every session, and the link works once', async () => {
    const { email, token: session } = await signedInUser(t)
    const second = (await logIn(t, { email, rememberMe: true })).json().token
    await forgot(email, '192.0.2.12')
    const token = tokenFromEmail((await emailsTo(t, email, 'auth.password_reset'))[0].textBody)

    const res = await reset(token, 'Brand9NewPass')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Your password has been reset. You can now log in.' })
    expect((await getUser(session)).statusCode).toBe(401)
    expect((await getUser(second)).statusCode).toBe(401)
    expect((await logIn(t, { email }, '192.0.2.13')).statusCode).toBe(401)
    expect((await logIn(t, { email, password: 'Brand9NewPass' }, '192.0.2.13')).statusCode).toBe(200)
    expect(await emailsTo(t, email, 'auth.password_changed')).toHaveLength(1)

    const again = await reset(token, 'Other9Password')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ code: 'bad_request', message: 'This reset link is invalid or has expired.' })
    expect((await logIn(t, { email, password: 'Brand9NewPass' }, '192.0.2.13')).statusCode).toBe(200)
  })

  it('proves the address: the account becomes verified and gets what was sent with its email', async () => {
    const email = uniqueEmail('reset-proves')
    const traces = await visitorTraces(email)
    const { userId } = await signedInUser(t, { email, verified: false })
    expect(await traces.state()).toEqual(unclaimed(email))
    await forgot(email, '192.0.2.17')
    const token = tokenFromEmail((await emailsTo(t, email, 'auth.password_reset'))[0].textBody)
    expect((await reset(token, 'Brand9NewPass')).statusCode).toBe(200)
    expect((await userByEmail(t, email)).emailVerifiedAt).toBeInstanceOf(Date)
    expect(await traces.state()).toEqual(claimedBy(userId))
    const { token: session } = (await logIn(t, { email, password: 'Brand9NewPass' }, '192.0.2.18')).json()
    expect((await getUser(session)).json().emailVerified).toBe(true)
  })

  it('refuses an expired link', async () => {
    const { email } = await signedInUser(t)
    await forgot(email, '192.0.2.14')
    const token = tokenFromEmail((await emailsTo(t, email, 'auth.password_reset'))[0].textBody)
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(token)))
    const res = await reset(token, 'Brand9NewPass')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'bad_request', message: 'This reset link is invalid or has expired.' })
    expect((await logIn(t, { email }, '192.0.2.15')).statusCode).toBe(200)
  })

  it('an earlier link dies when a later one is used', async () => {
    const { email } = await signedInUser(t)
    await forgot(email, '192.0.2.16')
    await forgot(email, '192.0.2.16')
    const [latest, earlier] = (await emailsTo(t, email, 'auth.password_reset')).map((m) => tokenFromEmail(m.textBody))
    expect((await reset(latest, 'Brand9NewPass')).statusCode).toBe(200)
    expect((await reset(earlier, 'Other9Password')).statusCode).toBe(400)
  })

  it('refuses an unknown token and applies the password rules', async () => {
    const unknown = await reset(crypto.randomBytes(32).toString('base64url'), 'Brand9NewPass')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({ code: 'bad_request', message: 'This reset link is invalid or has expired.' })
    const weak = await reset(crypto.randomBytes(32).toString('base64url'), 'weak')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().errors.password).toBe('Password must be at least 8 characters')
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { password: 'Brand9NewPass' },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors.token).toBe('This reset link is invalid or has expired.')
  })
})

describe('brute-force limits', () => {
  it('locks a client address after 20 failed log-ins in 15 minutes, whatever the emails', async () => {
    const ip = '192.0.2.100'
    const { email } = await signedInUser(t)
    for (let i = 0; i < 20; i++) {
      expect((await logIn(t, { email: uniqueEmail('spray'), password: 'Wrong9Password' }, ip)).statusCode).toBe(401)
    }
    const locked = await logIn(t, { email }, ip)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many login attempts. Please try again in 15 minutes.',
    })
    const retryAfter = Number(locked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // The account itself is not locked: another address gets in.
    expect((await logIn(t, { email }, '192.0.2.101')).statusCode).toBe(200)
  })

  it('locks the attacking address out of an account after 5 failures, but not the owner elsewhere', async () => {
    const { email } = await signedInUser(t)
    const attacker = '192.0.2.110'
    for (let i = 0; i < 5; i++)
      expect((await logIn(t, { email, password: 'Wrong9Password' }, attacker)).statusCode).toBe(401)
    // The attacker's address is locked out of this account, even with the right password.
    const locked = await logIn(t, { email: email.toUpperCase() }, attacker)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many login attempts. Please try again in 15 minutes.',
    })
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60)
    // The owner, from their own address, gets in: only slowed down (1 s after 5 failures).
    const started = Date.now()
    const owner = await logIn(t, { email }, '192.0.2.111')
    expect(owner.statusCode).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    // An unknown email is treated exactly the same way (the limit tells nothing about accounts).
    const ghost = uniqueEmail('ghost')
    for (let i = 0; i < 5; i++) await logIn(t, { email: ghost, password: 'Wrong9Password' }, attacker)
    expect((await logIn(t, { email: ghost }, attacker)).statusCode).toBe(429)
  })

  it('slows every further check of an attacked account down, from any address, and the reset link ends it', async () => {
    const { email, userId } = await signedInUser(t)
    for (let i = 0; i < 5; i++)
      expect((await logIn(t, { email, password: 'Wrong9Password' }, `192.0.2.${120 + i}`)).statusCode).toBe(401)
    const delays: number[] = []
    const input = { email, password: 'Wrong9Password' }
    const attempt = (ip: string) =>
      authLogIn({ db: t.db, input, clientAddress: ip, delay: async (ms) => void delays.push(ms) }).catch(
        (e: Error) => e.message,
      )
    expect(await attempt('192.0.2.126')).toBe('Invalid email or password')
    expect(await attempt('192.0.2.127')).toBe('Invalid email or password')
    expect(await attempt('192.0.2.128')).toBe('Invalid email or password')
    expect(delays).toEqual([1000, 2000, 4000])
    // The owner proves the account with a reset link: the slow-down is over.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: '192.0.2.129',
      payload: { email },
    })
    const [mail] = await emailsTo(t, email, 'auth.password_reset')
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password: 'Fresh9Start' },
        })
      ).statusCode,
    ).toBe(200)
    delays.length = 0
    const back = await authLogIn({
      db: t.db,
      input: { email, password: 'Fresh9Start' },
      clientAddress: '192.0.2.130',
      delay: async (ms) => void delays.push(ms),
    })
    expect(back.user.id).toBe(userId)
    expect(delays).toEqual([])
  })

  it(
    'never locks the owner out: her device cookie gets her in past the account lock, and without it an emailed link does, once',
    { timeout: 120_000 },
    async () => {
      const { email, userId } = await signedInUser(t)
      // She signed in on her laptop before: the answer set a device cookie, httpOnly, for /api/auth only.
      const before = await logIn(t, { email }, '198.51.100.200')
      const setCookie = String(before.headers['set-cookie'])
      expect(setCookie).toMatch(/^bountiful_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+; /)
      expect(setCookie).toContain('HttpOnly')
      expect(setCookie).toContain('Path=/api/auth')
      const cookie = setCookie.split(';')[0]

      // The attack: wrong passwords from 120 addresses (each waits out the slow-down, not counted here).
      for (let i = 0; i < 120; i++)
        await authLogIn({
          db: t.db,
          input: { email, password: 'Wrong9Password' },
          clientAddress: `10.34.${i >> 8}.${i & 255}`,
          delay: async () => {},
        }).catch(() => undefined)

      const fromCafe = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '198.51.100.201',
          headers,
          payload: { email, password: GOOD_PASSWORD },
        })
      // With her device cookie, from a fresh address: in.
      const withDevice = await fromCafe({ cookie })
      expect(withDevice.statusCode).toBe(200)
      expect(withDevice.json().user.id).toBe(userId)
      // Without it (a new phone), or with a cookie made for another account: the account is locked.
      const other = await signedInUser(t)
      const otherCookie = String(
        (await logIn(t, { email: other.email }, '198.51.100.202')).headers['set-cookie'],
      ).split(';')[0]
      const tries: Record<string, string>[] = [{}, { cookie: otherCookie }, { cookie: `${cookie.slice(0, -2)}xx` }]
      for (const headers of tries) {
        const locked = await fromCafe(headers)
        expect(locked.statusCode).toBe(429)
        expect(locked.json().code).toBe('rate_limited')
      }

      // The way in without the cookie: a sign-in link by email (the same answer for any address).
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in-link',
        remoteAddress: '198.51.100.201',
        payload: { email },
      })
      expect(asked.statusCode).toBe(200)
      expect(asked.json().message).toBe(SIGN_IN_LINK_SENT_MESSAGE)
      const [mail] = await emailsTo(t, email, 'auth.sign_in_link')
      expect(mail.textBody).toContain('expires in 15 minutes')
      const token = /\/login\?token=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]
      const [stored] = await t.db.select().from(signInLinks).where(eq(signInLinks.userId, userId))
      expect(stored.tokenHash).not.toBe(token)
      expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000)
      const redeem = () => t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link/redeem', payload: { token } })
      const signedIn = await redeem()
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.json().user.id).toBe(userId)
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/auth/user',
            headers: { authorization: `Bearer ${signedIn.json().token}` },
          })
        ).statusCode,
      ).toBe(200)
      // The link also makes this phone a known device.
      const phoneCookie = String(signedIn.headers['set-cookie']).split(';')[0]
      expect((await fromCafe({ cookie: phoneCookie })).statusCode).toBe(200)
      // Once only; and an expired one is refused.
      const again = await redeem()
      expect(again.statusCode).toBe(400)
      expect(again.json().message).toBe(INVALID_SIGN_IN_LINK_MESSAGE)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in-link',
        remoteAddress: '198.51.100.203',
        payload: { email },
      })
      const [latest] = (await emailsTo(t, email, 'auth.sign_in_link')).filter((m) => !m.textBody.includes(token))
      const late = /\/login\?token=([A-Za-z0-9_-]+)/.exec(latest.textBody)![1]
      await t.db
        .update(signInLinks)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(signInLinks.tokenHash, crypto.createHash('sha256').update(late).digest('hex')))
      const expired = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in-link/redeem',
        payload: { token: late },
      })
      expect(expired.statusCode).toBe(400)
      // An unknown address gets the same answer and no email.
      const ghost = uniqueEmail('ghost-link')
      const ghostAsk = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in-link',
        remoteAddress: '198.51.100.204',
        payload: { email: ghost },
      })
      expect(ghostAsk.json().message).toBe(SIGN_IN_LINK_SENT_MESSAGE)
      expect(await emailsTo(t, ghost, 'auth.sign_in_link')).toHaveLength(0)
    },
  )

  it('a device cookie has a lock of its own: 5 wrong passwords from it and it is refused too', async () => {
    const { email } = await signedInUser(t)
    const cookie = String((await logIn(t, { email }, '198.51.100.210')).headers['set-cookie']).split(';')[0]
    const attempt = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `198.51.100.${211 + i}`,
        headers: { cookie },
        payload: { email, password },
      })
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong9Password', i)).statusCode).toBe(401)
    expect((await attempt(GOOD_PASSWORD, 6)).statusCode).toBe(429)
  })

  it('counts a concurrent burst atomically: 20 wrong log-ins at once get at most 5 password checks', async () => {
    const { email } = await signedInUser(t)
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => logIn(t, { email, password: 'Wrong9Password' }, '192.0.2.190')),
    )
    const statuses = burst.map((r) => r.statusCode)
    // Every 401 is a password check; the rest were refused before any.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    const recorded = await t.db
      .select()
      .from(authAttempts)
      .where(and(eq(authAttempts.scope, 'login_email_ip'), eq(authAttempts.key, `${email} 192.0.2.190`)))
    expect(recorded).toHaveLength(5)
  })

  it('does not count successful log-ins', async () => {
    const ip = '192.0.2.150'
    const { email } = await signedInUser(t)
    for (let i = 0; i < 6; i++) expect((await logIn(t, { email }, ip)).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) expect((await logIn(t, { email, password: 'Wrong9Password' }, ip)).statusCode).toBe(401)
    expect((await logIn(t, { email }, ip)).statusCode).toBe(200)
  })

  it('limits reset emails per address (10) and per email (3) in 15 minutes', async () => {
    const forgot = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email } })
    const { email } = await signedInUser(t)
    for (let i = 0; i < 3; i++) expect((await forgot(email, `192.0.2.${160 + i}`)).statusCode).toBe(200)
    const perEmail = await forgot(email, '192.0.2.170')
    expect(perEmail.statusCode).toBe(429)
    expect(perEmail.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many password reset requests. Please try again in 15 minutes.',
    })
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0)
    expect(await emailsTo(t, email, 'auth.password_reset')).toHaveLength(3)

    const ip = '192.0.2.180'
    for (let i = 0; i < 10; i++) expect((await forgot(uniqueEmail('reset'), ip)).statusCode).toBe(200)
    const perAddress = await forgot(uniqueEmail('reset'), ip)
    expect(perAddress.statusCode).toBe(429)
    expect(perAddress.headers['retry-after']).toBeDefined()
  })
})

describe('route guards for later features', () => {
  it('requireUser answers 401, requireRole 403 for a lesser role', async () => {
    // An app of its own for the probe routes, over the file's database.
    const database = t.database
    const app = await buildApp({ config: t.config, database, serveWeb: false })
    app.get('/api/test/me', { onRequest: requireUser }, (req) => ({ id: req.user!.id }))
    app.get('/api/test/staff', { onRequest: requireRole('staff') }, () => ({ ok: true }))
    app.get('/api/test/admin', { onRequest: requireRole('admin') }, () => ({ ok: true }))
    await app.ready()
    try {
      const ctx = { ...t, app, db: database.db, database }
      const { auth, userId } = await signedInUser(ctx)
      const get = (url: string, headers = auth) => app.inject({ method: 'GET', url, headers })
      expect((await get('/api/test/me', {} as typeof auth)).statusCode).toBe(401)
      expect((await get('/api/test/me')).json()).toEqual({ id: userId })
      const planner = await get('/api/test/staff')
      expect(planner.statusCode).toBe(403)
      expect(planner.json()).toEqual({ code: 'forbidden', message: 'You do not have permission to do that.' })
      await database.db.update(users).set({ role: 'staff' }).where(eq(users.id, userId))
      expect((await get('/api/test/staff')).statusCode).toBe(200)
      expect((await get('/api/test/admin')).statusCode).toBe(403)
      await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId))
      expect((await get('/api/test/staff')).statusCode).toBe(200)
      expect((await get('/api/test/admin')).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

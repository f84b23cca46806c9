// Google / Apple sign-in against a JWKS served by a local HTTP server, with keys made in the test.
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventMembers, events, requests, users } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { emailsTo, logIn, signedInUser, uniqueEmail, userByEmail } from '../support/auth-helpers'

const GOOGLE_CLIENT_ID = 'bountiful-test.apps.googleusercontent.com'
const APPLE_CLIENT_ID = 'events.bountiful.web'

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>
let key: KeyPair
let otherKey: KeyPair
let server: http.Server
let t: TestContext
let unconfigured: TestContext

beforeAll(async () => {
  key = await generateKeyPair('RS256')
  otherKey = await generateKeyPair('RS256')
  const jwks = { keys: [{ ...(await exportJWK(key.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] }
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(jwks))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  t = await createTestApp({
    RATE_LIMIT_PUBLIC_FORMS: '10000',
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: `${base}/google/certs`,
    APPLE_CLIENT_ID: `${APPLE_CLIENT_ID}, events.bountiful.ios`,
    APPLE_JWKS_URL: `${base}/apple/keys`,
  })
  // No provider configured, over the same database (whose rate-limit counters t's requests fill).
  unconfigured = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000' }, { database: t.database })
})
afterAll(async () => {
  await t?.close()
  await unconfigured?.close()
  await new Promise((resolve) => server?.close(resolve))
})

async function idToken(
  claims: JWTPayload,
  {
    iss = 'https://accounts.google.com',
    aud = GOOGLE_CLIENT_ID,
    exp = '10m',
    signWith = key,
    kid = 'test-key',
  }: {
    iss?: string
    aud?: string
    exp?: string | number
    signWith?: KeyPair
    kid?: string
  } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject(String(claims.sub ?? crypto.randomUUID()))
    .setIssuedAt(typeof exp === 'number' ? exp - 600 : undefined)
    .setExpirationTime(exp)
    .sign(signWith.privateKey)
}

const googleClaims = (email: string, extra: JWTPayload = {}): JWTPayload => ({
  sub: `g-${crypto.randomUUID()}`,
  email,
  email_verified: true,
  given_name: 'Priya',
  family_name: 'Shah',
  picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
  ...extra,
})

const post = (ctx: TestContext, provider: 'google' | 'apple', payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${provider}`, payload })

describe('POST /api/auth/google', () => {
  it('creates the account from a good ID token and logs in', async () => {
    const email = uniqueEmail('google')
    const claims = googleClaims(email)
    const res = await post(t, 'google', { token: await idToken(claims) })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      message: 'Signed up with Google successfully!',
      created: true,
      user: {
        firstName: 'Priya',
        lastName: 'Shah',
        email,
        profileImageUrl: 'https://lh3.googleusercontent.com/a/photo.jpg',
        role: 'planner',
        emailVerified: true,
      },
    })
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.token}` },
    })
    // The profile also says whether she manages a venue (the account menu's question).
    expect(me.json()).toEqual({ ...body.user, managesVenues: false })

    const user = await userByEmail(t, email)
    expect(user).toMatchObject({ googleSub: claims.sub, passwordHash: null })
    // Google verified the address: no confirmation link to click.
    expect(user.emailVerifiedAt).toBeInstanceOf(Date)
    const [welcome] = await emailsTo(t, email, 'auth.welcome')
    expect(welcome.textBody).not.toContain('/verify-email')

    // Next time: same account, logged in rather than signed up.
    const again = await post(t, 'google', { token: await idToken(claims) })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({
      message: 'Logged in with Google successfully!',
      created: false,
      user: { id: user.id },
    })
    expect(again.json().token).not.toBe(body.token)
  })

  it('links Google to an existing verified account with the same email; its password still works', async () => {
    const email = uniqueEmail('both')
    const { token: session } = await signedInUser(t, { email, firstName: 'Jamie' })
    const existing = await userByEmail(t, email)
    const claims = googleClaims(email.toUpperCase())
    const res = await post(t, 'google', { token: await idToken(claims) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      created: false,
      message: 'Logged in with Google successfully!',
      user: { id: existing.id, firstName: 'Jamie', emailVerified: true },
    })
    expect((await userByEmail(t, email)).googleSub).toBe(claims.sub)
    // The password still works too, and the earlier session is kept.
    expect((await logIn(t, { email }, '198.51.100.90')).statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${session}` } }))
        .statusCode,
    ).toBe(200)
  })

  it('proves the address of an unverified account: verified, its earlier requests and waiting events claimed; the unproven password and sessions dropped', async () => {
    const email = uniqueEmail('unverified')
    const [request] = await t.db
      .insert(requests)
      .values({ reference: `T-${crypto.randomUUID()}`, kind: 'consultation', name: 'Jamie', email, details: {} })
      .returning({ id: requests.id })
    const [event] = await t.db
      .insert(events)
      .values({
        publicId: crypto.randomUUID(),
        name: 'Dinner',
        timezone: 'America/Chicago',
        date: '2099-05-01',
        time: '7:00 PM',
        guestCount: 12,
        pendingEmail: email,
      })
      .returning({ id: events.id })
    // Someone signs up with the address first, without proving it (possibly not its owner).
    const squatter = await signedInUser(t, { email, firstName: 'Jamie', verified: false })
    expect((await t.db.select().from(requests).where(eq(requests.id, request.id)))[0].userId).toBeNull()

    const res = await post(t, 'google', { token: await idToken(googleClaims(email)) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ created: false, user: { id: squatter.userId, emailVerified: true } })
    const user = await userByEmail(t, email)
    expect(user.emailVerifiedAt).toBeInstanceOf(Date)
    expect(user.passwordHash).toBeNull()
    expect((await logIn(t, { email }, '198.51.100.91')).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: squatter.auth })).statusCode).toBe(401)
    expect((await t.db.select().from(requests).where(eq(requests.id, request.id)))[0].userId).toBe(squatter.userId)
    expect((await t.db.select().from(events).where(eq(events.id, event.id)))[0]).toMatchObject({
      hostUserId: squatter.userId,
      pendingEmail: null,
    })
    expect(
      await t.db
        .select({ userId: eventMembers.userId, role: eventMembers.role })
        .from(eventMembers)
        .where(eq(eventMembers.eventId, event.id)),
    ).toEqual([{ userId: squatter.userId, role: 'host' }])
  })

  it('links earlier requests and claims waiting events for the account it creates', async () => {
    const email = uniqueEmail('social-linked')
    const [request] = await t.db
      .insert(requests)
      .values({ reference: `T-${crypto.randomUUID()}`, kind: 'consultation', name: 'Priya', email, details: {} })
      .returning({ id: requests.id })
    const [event] = await t.db
      .insert(events)
      .values({
        publicId: crypto.randomUUID(),
        name: 'Dinner',
        timezone: 'America/Chicago',
        date: '2099-05-01',
        time: '7:00 PM',
        guestCount: 12,
        pendingEmail: email.toUpperCase(),
      })
      .returning({ id: events.id })
    const res = await post(t, 'google', { token: await idToken(googleClaims(email)) })
    const [row] = await t.db.select({ userId: requests.userId }).from(requests).where(eq(requests.id, request.id))
    expect(row.userId).toBe(res.json().user.id)
    expect((await t.db.select().from(events).where(eq(events.id, event.id)))[0].hostUserId).toBe(res.json().user.id)
  })

  it('does not verify the account email when the Google email of a known identity is another address', async () => {
    const email = uniqueEmail('moved')
    const claims = googleClaims(email)
    const first = await post(t, 'google', { token: await idToken(claims) })
    const userId = first.json().user.id
    // Reset to unverified to see that a token for another address does not verify this one.
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId))
    const res = await post(t, 'google', { token: await idToken({ ...claims, email: uniqueEmail('elsewhere') }) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ created: false, user: { id: userId, emailVerified: false } })
    expect((await userByEmail(t, email)).emailVerifiedAt).toBeNull()
    // The token for the account's own address does.
    const again = await post(t, 'google', { token: await idToken(claims) })
    expect(again.json().user.emailVerified).toBe(true)
  })

  it.each([
    ['a wrong audience', {}, { aud: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', {}, { iss: 'https://evil.example.com' }],
    ['an Apple issuer', {}, { iss: 'https://appleid.apple.com' }],
    ['an expired token', {}, { exp: Math.floor(Date.now() / 1000) - 3600 }],
    ['a token signed by another key', {}, { signWith: 'other' as const }],
    ['a token signed by an unknown key id', {}, { signWith: 'other' as const, kid: 'unknown-key' }],
    ['an unverified email', { email_verified: false }, {}],
    ['no email', { email: undefined }, {}],
  ])('refuses %s with 401', async (_label, extra, opts) => {
    const email = uniqueEmail('refused')
    const { signWith, ...rest } = opts as { signWith?: 'other'; kid?: string }
    const token = await idToken(googleClaims(email, extra), { ...rest, ...(signWith ? { signWith: otherKey } : {}) })
    const res = await post(t, 'google', { token })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Google sign-in failed' })
    expect(await userByEmail(t, email)).toBeUndefined()
  })

  it('refuses a token that is not a JWT (401) and a missing one (400)', async () => {
    expect((await post(t, 'google', { token: 'not.a.jwt' })).json()).toEqual({
      code: 'unauthenticated',
      message: 'Google sign-in failed',
    })
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(googleClaims('x@example.com'))).toString('base64url')}.`
    expect((await post(t, 'google', { token: unsigned })).statusCode).toBe(401)
    const missing = await post(t, 'google', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors.token).toBe('Sign-in token is required')
  })

  it('does not hand an account to a second Google identity claiming the same email', async () => {
    const email = uniqueEmail('claimed')
    expect((await post(t, 'google', { token: await idToken(googleClaims(email)) })).statusCode).toBe(200)
    const res = await post(t, 'google', { token: await idToken(googleClaims(email)) })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Google sign-in failed' })
  })

  it('answers 501 when Google is not configured', async () => {
    const res = await post(unconfigured, 'google', { token: await idToken(googleClaims(uniqueEmail())) })
    expect(res.statusCode).toBe(501)
    expect(res.json()).toEqual({ code: 'not_implemented', message: 'Google sign-in is not configured' })
  })
})

describe('POST /api/auth/apple', () => {
  const appleToken = (claims: JWTPayload, aud = APPLE_CLIENT_ID) =>
    idToken(claims, { iss: 'https://appleid.apple.com', aud })

  it("accepts Apple's string 'true' email_verified and takes the name from the client", async () => {
    const email = uniqueEmail('apple')
    const sub = `001234.${crypto.randomUUID()}`
    const res = await post(t, 'apple', {
      token: await appleToken({ sub, email, email_verified: 'true', is_private_email: 'false' }),
      firstName: 'Sam',
      lastName: 'Ito',
      rememberMe: true,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      created: true,
      message: 'Signed up with Apple successfully!',
      user: { firstName: 'Sam', lastName: 'Ito', email, profileImageUrl: null, emailVerified: true },
    })
    expect((await userByEmail(t, email)).appleSub).toBe(sub)
    // Any of the configured client ids is a valid audience.
    const ios = await post(t, 'apple', {
      token: await appleToken({ sub, email, email_verified: 'true' }, 'events.bountiful.ios'),
    })
    expect(ios.json()).toMatchObject({ created: false, message: 'Logged in with Apple successfully!' })
  })

  it('refuses an unverified email, a Google issuer and a wrong audience', async () => {
    const email = uniqueEmail('apple-refused')
    const claims = { sub: `001.${crypto.randomUUID()}`, email, email_verified: 'false' }
    for (const token of [
      await appleToken(claims),
      await idToken({ ...claims, email_verified: 'true' }, { aud: APPLE_CLIENT_ID }),
      await appleToken({ ...claims, email_verified: 'true' }, GOOGLE_CLIENT_ID),
    ]) {
      const res = await post(t, 'apple', { token })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Apple sign-in failed' })
    }
  })

  it('answers 501 when Apple is not configured', async () => {
    const res = await post(unconfigured, 'apple', { token: 'anything' })
    expect(res.statusCode).toBe(501)
    expect(res.json()).toEqual({ code: 'not_implemented', message: 'Apple sign-in is not configured' })
  })
})

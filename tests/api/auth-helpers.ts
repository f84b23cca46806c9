// Shared by the accounts API tests (auth*.test.ts, favourites*.test.ts): sign up, log in, read the outbox.
import { and, desc, eq } from 'drizzle-orm'
import { outboxEmails, users } from '~/server/db/schema'
import type { TestContext } from './setup/test-app'

export const GOOD_PASSWORD = 'Dinner4Thirty'

let counter = 0
/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(label = 'planner'): string {
  counter += 1
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`
}

export async function signUp(t: TestContext, body: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', unknown>> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { firstName: 'Maya', lastName: 'Lopez', email: uniqueEmail(), password: GOOD_PASSWORD, ...body },
  })
}

export async function logIn(t: TestContext, body: { email: string; password?: string; rememberMe?: boolean }, remoteAddress = '198.51.100.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { password: GOOD_PASSWORD, ...body },
  })
}

/** The token of the newest verification link emailed to `to` (welcome or "confirm your email"). */
export async function verificationTokenFor(t: TestContext, to: string): Promise<string> {
  const [mail] = (await emailsTo(t, to.toLowerCase())).filter((m) => m.template === 'auth.welcome' || m.template === 'auth.verify_email')
  const match = mail?.textBody.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)
  if (!match) throw new Error(`no verification link emailed to ${to}`)
  return match[1]
}

export async function verifyEmail(t: TestContext, token: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })
}

/**
 * A signed-up account and a live token for it. Its email is verified with the emailed link (as
 * most users do), unless `verified: false`.
 */
export async function signedInUser(t: TestContext, overrides: { email?: string; firstName?: string; verified?: boolean } = {}) {
  const email = overrides.email ?? uniqueEmail()
  const created = await signUp(t, { email, ...(overrides.firstName ? { firstName: overrides.firstName } : {}) })
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`)
  if (overrides.verified !== false) {
    const verified = await verifyEmail(t, await verificationTokenFor(t, email))
    if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`)
  }
  // Each account logs in from its own address so per-address limits of other tests don't interfere.
  const res = await logIn(t, { email }, `203.0.113.${(counter % 250) + 1}`)
  if (res.statusCode !== 200) throw new Error(`log-in failed: ${res.body}`)
  const body = res.json() as { token: string; user: { id: number } }
  return { email, token: body.token, userId: body.user.id, auth: { authorization: `Bearer ${body.token}` } }
}

export async function emailsTo(t: TestContext, to: string, template?: string) {
  return t.db
    .select()
    .from(outboxEmails)
    .where(template ? and(eq(outboxEmails.toAddress, to), eq(outboxEmails.template, template)) : eq(outboxEmails.toAddress, to))
    .orderBy(desc(outboxEmails.id))
}

export async function userByEmail(t: TestContext, email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return user
}

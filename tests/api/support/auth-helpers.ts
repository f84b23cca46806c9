// The real accounts flow over HTTP (sign up, verify the address, log in) for auth*.test.ts and the
// few tests about what verifying an address does, and reading the outbox. Every other test takes its
// accounts from fixtures/users.ts.
import { and, desc, eq } from 'drizzle-orm'
import { authOutboxComposers } from '~/server/auth/password-reset'
import { outboxEmails, users } from '~/server/db/schema'
import { composeWaitingEmails } from '~/server/email/outbox-compose'
import type { TestContext } from '../setup/test-app'

export const GOOD_PASSWORD = 'Dinner4Thirty'

let counter = 0
/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(label = 'planner'): string {
  counter += 1
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`
}

export async function signUp(
  t: TestContext,
  body: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', unknown>> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { firstName: 'Maya', lastName: 'Lopez', email: uniqueEmail(), password: GOOD_PASSWORD, ...body },
  })
}

export async function logIn(
  t: TestContext,
  body: { email: string; password?: string; rememberMe?: boolean },
  remoteAddress = '198.51.100.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { password: GOOD_PASSWORD, ...body },
  })
}

/** The token of the newest verification link emailed to `to` (welcome or "confirm your email"). */
export async function verificationTokenFor(t: TestContext, to: string): Promise<string> {
  const [mail] = (await emailsTo(t, to.toLowerCase())).filter(
    (m) => m.template === 'auth.welcome' || m.template === 'auth.verify_email',
  )
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
export async function signedInUser(
  t: TestContext,
  overrides: { email?: string; firstName?: string; verified?: boolean } = {},
) {
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

type OutboxRow = typeof outboxEmails.$inferSelect

/** An outbox row as its recipient gets it: private links merged back (the worker does the same). */
export function asDelivered(row: OutboxRow): OutboxRow {
  const fill = (body: string) =>
    body.replace(/\{\{secret:(\d+)\}\}/g, (m, i: string) => row.secretLinks[Number(i)]?.token ?? m)
  return { ...row, subject: fill(row.subject), textBody: fill(row.textBody), htmlBody: fill(row.htmlBody) }
}

/** What the outbox worker would write now (e.g. the reset emails of "forgot password"). */
export async function composeWaitingEmailsNow(t: TestContext) {
  await composeWaitingEmails({ db: t.db, composers: authOutboxComposers(t.config.PUBLIC_URL) })
}

/** The emails to `to` (newest first) as the recipient reads them. */
export async function emailsTo(t: TestContext, to: string, template?: string) {
  await composeWaitingEmailsNow(t)
  const rows = await t.db
    .select()
    .from(outboxEmails)
    .where(
      template
        ? and(eq(outboxEmails.toAddress, to), eq(outboxEmails.template, template))
        : eq(outboxEmails.toAddress, to),
    )
    .orderBy(desc(outboxEmails.id))
  return rows.map(asDelivered)
}

export async function userByEmail(t: TestContext, email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return user
}

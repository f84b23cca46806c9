// Forgot password → one-time link by email (1 hour, single use) → new password, every session revoked.
import { eq, sql } from 'drizzle-orm'
import { INVALID_RESET_LINK_MESSAGE, type ResetPasswordInput } from '~/domain/auth/password-reset'
import type { Db, Tx } from '../db/client'
import { passwordResets, users } from '../db/schema'
import { enqueueComposedEmail, enqueueEmails, type OutboxMessage } from '../email/outbox'
import type { OutboxComposers } from '../email/outbox-compose'
import { badRequest } from '../lib/errors'
import {
  clearLoginFailures,
  minutesText,
  reserveAttempts,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_EMAIL,
} from './attempt-limits'
import { AUTH_EMAIL_TEMPLATES, passwordChangedEmail, passwordResetEmail } from './auth-emails'
import { markEmailVerified } from './email-verification'
import { claimOneTimeToken, issueOneTimeToken, retireOneTimeTokens } from './one-time-tokens'
import { FULL_COST, hashPassword, type ScryptParams } from './password-hash'
import { revokeUserSessions } from './sessions'
import { SIGN_IN_LINK_COMPOSER, signInLinkComposer } from './sign-in-link'
import { normaliseEmail } from './sign-up'

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

export const tooManyResetsMessage = (minutes: number) =>
  `Too many password reset requests. Please try again in ${minutesText(minutes)}.`

/**
 * A one-time link to choose a password, valid for `ttlMs`: only the token's hash is stored. Used
 * by "forgot password" and by new staff accounts (src/server/staff/team.ts).
 */
export async function createPasswordLink({
  tx,
  userId,
  publicUrl,
  ttlMs = RESET_TOKEN_TTL_MS,
}: {
  tx: Db | Tx
  userId: number
  publicUrl: string
  ttlMs?: number
}): Promise<string> {
  const token = await issueOneTimeToken({ tx, table: passwordResets, userId, ttlMs })
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`
}

export async function requestPasswordReset({
  db,
  email: rawEmail,
  clientAddress,
}: {
  db: Db
  email: string
  clientAddress: string
}): Promise<void> {
  const email = normaliseEmail(rawEmail)
  // Every request counts (each may send an email), known address or not: the limit tells nothing.
  const checks = [
    { limit: RESET_REQUESTS_PER_ADDRESS, key: clientAddress },
    { limit: RESET_REQUESTS_PER_EMAIL, key: email },
  ]
  await reserveAttempts({ db, checks, message: tooManyResetsMessage })
  // The same work whether or not the address has an account (the answer's timing must not tell):
  // the outbox worker looks the account up, creates the link and writes the email, or drops it.
  await db.transaction((tx) =>
    enqueueComposedEmail(tx, {
      template: AUTH_EMAIL_TEMPLATES.passwordReset,
      to: email,
      compose: PASSWORD_RESET_COMPOSER,
    }),
  )
}

export const PASSWORD_RESET_COMPOSER = 'auth.password_reset'

/** Run by the outbox worker for a "forgot password" request: the email, or null without an account. */
export function passwordResetComposer(publicUrl: string) {
  return async ({ tx, to }: { tx: Tx; to: string }): Promise<OutboxMessage | null> => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(sql`lower(${users.email})`, to))
    if (!user) return null
    const resetUrl = await createPasswordLink({ tx, userId: user.id, publicUrl })
    return passwordResetEmail({ user, resetUrl })
  }
}

/** The outbox composers of the accounts feature, for startOutboxWorker. */
export const authOutboxComposers = (publicUrl: string): OutboxComposers => ({
  [PASSWORD_RESET_COMPOSER]: passwordResetComposer(publicUrl),
  [SIGN_IN_LINK_COMPOSER]: signInLinkComposer(publicUrl),
})

export async function resetPassword({
  db,
  input,
  publicUrl,
  hashCost = FULL_COST,
}: {
  db: Db
  input: ResetPasswordInput
  publicUrl: string
  hashCost?: ScryptParams
}): Promise<void> {
  const passwordHash = await hashPassword(input.password, hashCost)
  const done = await db.transaction(async (tx) => {
    const userId = await claimOneTimeToken({ tx, table: passwordResets, token: input.token })
    if (userId === null) return false
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email, firstName: users.firstName })
    // The account went away after the link was sent: the link is as good as expired.
    if (!user) return false
    // Other links sent before this one die with it.
    await retireOneTimeTokens({ tx, table: passwordResets, userId })
    await revokeUserSessions({ tx, userId })
    // The reset link proved the owner: failed log-ins against the account stop slowing them down.
    await clearLoginFailures({ tx, email: normaliseEmail(user.email) })
    // The link reached this mailbox: the email is proven, so its visitor requests and waiting
    // events are the user's.
    await markEmailVerified({ tx, userId: user.id })
    await enqueueEmails(tx, [passwordChangedEmail({ user, publicUrl })])
    return true
  })
  if (!done) throw badRequest(INVALID_RESET_LINK_MESSAGE)
}

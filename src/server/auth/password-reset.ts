// Forgot password → one-time link by email (1 hour, single use) → new password, every session revoked.
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { INVALID_RESET_LINK_MESSAGE, type ResetPasswordInput } from '~/domain/auth/password-reset'
import type { Db, Tx } from '../db/client'
import { passwordResets, users } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { notifyOutboxWrite } from '../email/outbox-signal'
import { badRequest } from '../lib/errors'
import {
  checkLimits, minutesText, recordAttempts, RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_EMAIL,
} from './attempt-limits'
import { passwordChangedEmail, passwordResetEmail } from './auth-emails'
import { markEmailVerified } from './email-verification'
import { hashPassword } from './password-hash'
import { revokeUserSessions } from './sessions'
import { normaliseEmail } from './sign-up'
import { hashToken, newToken } from './tokens'

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

export const tooManyResetsMessage = (minutes: number) =>
  `Too many password reset requests. Please try again in ${minutesText(minutes)}.`

/**
 * A one-time link to choose a password, valid for `ttlMs`: only the token's hash is stored. Used
 * by "forgot password" and by new staff accounts (src/server/staff/team.ts).
 */
export async function createPasswordLink({ tx, userId, publicUrl, ttlMs = RESET_TOKEN_TTL_MS }: { tx: Db | Tx; userId: number; publicUrl: string; ttlMs?: number }): Promise<string> {
  const token = newToken()
  await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + ttlMs) })
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`
}

export async function requestPasswordReset({
  db,
  email: rawEmail,
  clientAddress,
  publicUrl,
}: {
  db: Db
  email: string
  clientAddress: string
  publicUrl: string
}): Promise<void> {
  const email = normaliseEmail(rawEmail)
  // Every request counts (each may send an email), known address or not: the limit tells nothing.
  const checks = [
    { limit: RESET_REQUESTS_PER_ADDRESS, key: clientAddress },
    { limit: RESET_REQUESTS_PER_EMAIL, key: email },
  ]
  await checkLimits({ db, checks, message: tooManyResetsMessage })
  await recordAttempts({ db, checks })

  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  if (!user) return

  await db.transaction(async (tx) => {
    const resetUrl = await createPasswordLink({ tx, userId: user.id, publicUrl })
    await enqueueEmails(tx, [passwordResetEmail({ user, resetUrl })])
  })
  notifyOutboxWrite(db)
}

export async function resetPassword({ db, input, publicUrl }: { db: Db; input: ResetPasswordInput; publicUrl: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password)
  const done = await db.transaction(async (tx) => {
    // Claiming the link and using it is one statement: two concurrent uses cannot both succeed.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId })
    if (!claimed) return false
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, email: users.email, firstName: users.firstName })
    // Other links sent before this one die with it.
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)))
    await revokeUserSessions({ tx, userId: claimed.userId })
    // The link reached this mailbox: the email is proven, so its visitor requests and waiting
    // events are the user's.
    await markEmailVerified({ tx, userId: user.id })
    await enqueueEmails(tx, [passwordChangedEmail({ user, publicUrl })])
    return true
  })
  if (!done) throw badRequest(INVALID_RESET_LINK_MESSAGE)
  notifyOutboxWrite(db)
}

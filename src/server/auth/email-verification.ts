// Email verification: a one-time link (7 days, single use; only its SHA-256 stored) proves the
// owner of the address. Only then do the requests sent earlier with that email and the events
// waiting for it become the account's — never at sign-up, where nothing proves the address.
import { eq, sql } from 'drizzle-orm'
import {
  ALREADY_VERIFIED_MESSAGE,
  INVALID_VERIFICATION_LINK_MESSAGE,
  VERIFICATION_LINK_DAYS,
  VERIFICATION_SENT_MESSAGE,
} from '~/domain/auth/email-verification'
import type { AuthUser } from '~/domain/auth/auth-user'
import type { Db, Tx } from '../db/client'
import { emailVerifications, users } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { badRequest } from '../lib/errors'
import { isWellFormedToken } from '../lib/tokens'
import { runEmailProvenHooks } from './account-hooks'
import { minutesText, reserveAttempts, VERIFICATION_EMAILS_PER_USER } from './attempt-limits'
import { verifyEmailEmail } from './auth-emails'
import { linkRequestsToUser } from './link-requests'
import { claimOneTimeToken, issueOneTimeToken, retireOneTimeTokens } from './one-time-tokens'

export const VERIFICATION_TOKEN_TTL_MS = VERIFICATION_LINK_DAYS * 24 * 60 * 60 * 1000

export const tooManyVerificationEmailsMessage = (minutes: number) =>
  `Too many confirmation emails. Please try again in ${minutesText(minutes)}.`

/** Stores a new link for the user (hash only) and answers its URL, to be emailed in the same transaction. */
export async function createVerificationLink({
  tx,
  userId,
  publicUrl,
  now = new Date(),
}: {
  tx: Tx
  userId: number
  publicUrl: string
  now?: Date
}): Promise<string> {
  const token = await issueOneTimeToken({
    tx,
    table: emailVerifications,
    userId,
    ttlMs: VERIFICATION_TOKEN_TTL_MS,
    now,
  })
  return `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`
}

/**
 * The user's address is proven (verification link, password reset link, Google/Apple): mark it
 * (keeping the first date) and hand the account what was sent with that email before. Call it in
 * the transaction that proves the address. Answers whether it was unverified until now.
 */
export async function markEmailVerified({ tx, userId }: { tx: Tx; userId: number }): Promise<boolean> {
  const [before] = await tx
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  if (!before) return false
  if (!before.verifiedAt)
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, userId))
  await linkRequestsToUser({ tx, userId, email: before.email })
  // Other features' hooks, e.g. events claims the events waiting for this email.
  await runEmailProvenHooks({ tx, userId, email: before.email })
  return !before.verifiedAt
}

/** POST /api/auth/verify-email: claims the link (once), marks the email verified, links and claims — one transaction. */
export async function verifyEmail({ db, token }: { db: Db; token: string }): Promise<void> {
  if (!isWellFormedToken(token)) throw badRequest(INVALID_VERIFICATION_LINK_MESSAGE)
  const done = await db.transaction(async (tx) => {
    const userId = await claimOneTimeToken({ tx, table: emailVerifications, token })
    if (userId === null) return false
    // The other links of this account have nothing left to prove.
    await retireOneTimeTokens({ tx, table: emailVerifications, userId })
    await markEmailVerified({ tx, userId })
    return true
  })
  if (!done) throw badRequest(INVALID_VERIFICATION_LINK_MESSAGE)
}

/** POST /api/auth/resend-verification (signed in): a new link, at most 3 emails in 15 minutes per account. */
export async function resendVerification({
  db,
  user,
  publicUrl,
}: {
  db: Db
  user: AuthUser
  publicUrl: string
}): Promise<string> {
  if (user.emailVerified) return ALREADY_VERIFIED_MESSAGE
  const checks = [{ limit: VERIFICATION_EMAILS_PER_USER, key: String(user.id) }]
  await reserveAttempts({ db, checks, message: tooManyVerificationEmailsMessage })
  await db.transaction(async (tx) => {
    const verifyUrl = await createVerificationLink({ tx, userId: user.id, publicUrl })
    await enqueueEmails(tx, [verifyEmailEmail({ user, verifyUrl })])
  })
  return VERIFICATION_SENT_MESSAGE
}

// "Email me a sign-in link": the way in for an owner whose log-in is locked by someone else's
// guesses and who has no device cookie (a new phone, a cleared browser). The link proves she reads
// the account's email, as a reset link does, without changing the password: it signs in once,
// within 15 minutes, and only its SHA-256 is stored (docs/decisions/0007-login-throttling.md).
import { eq, sql } from 'drizzle-orm'
import { LOG_IN_SUCCESS_MESSAGE, type AuthSessionResponse } from '~/domain/auth/log-in'
import { INVALID_SIGN_IN_LINK_MESSAGE, SIGN_IN_LINK_MINUTES, type SignInLinkRedeem } from '~/domain/auth/sign-in-link'
import type { Db, Tx } from '../db/client'
import { signInLinks, users } from '../db/schema'
import { enqueueComposedEmail, type OutboxMessage } from '../email/outbox'
import { badRequest } from '../lib/errors'
import { minutesText, reserveAttempts, SIGN_IN_LINKS_PER_ADDRESS, SIGN_IN_LINKS_PER_EMAIL } from './attempt-limits'
import { AUTH_EMAIL_TEMPLATES } from './auth-emails'
import { newDeviceCookie } from './device-cookie'
import { claimOneTimeToken, issueOneTimeToken } from './one-time-tokens'
import { authUserColumns, createSession } from './sessions'
import { normaliseEmail } from './sign-up'

export const SIGN_IN_LINK_COMPOSER = 'auth.sign_in_link'

const tooManyLinksMessage = (minutes: number) =>
  `Too many sign-in links asked for. Please try again in ${minutesText(minutes)}.`

export async function requestSignInLink({
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
  await reserveAttempts({
    db,
    checks: [
      { limit: SIGN_IN_LINKS_PER_ADDRESS, key: clientAddress },
      { limit: SIGN_IN_LINKS_PER_EMAIL, key: email },
    ],
    message: tooManyLinksMessage,
  })
  // The outbox worker looks the account up and writes the link, so the answer's timing tells nothing.
  await db.transaction((tx) =>
    enqueueComposedEmail(tx, { template: AUTH_EMAIL_TEMPLATES.signInLink, to: email, compose: SIGN_IN_LINK_COMPOSER }),
  )
}

/** Run by the outbox worker: the email with a new link, or null without an account. */
export function signInLinkComposer(publicUrl: string) {
  return async ({ tx, to }: { tx: Tx; to: string }): Promise<OutboxMessage | null> => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(sql`lower(${users.email})`, to))
    if (!user) return null
    const token = await issueOneTimeToken({
      tx,
      table: signInLinks,
      userId: user.id,
      ttlMs: SIGN_IN_LINK_MINUTES * 60_000,
    })
    return {
      template: AUTH_EMAIL_TEMPLATES.signInLink,
      to: user.email,
      subject: 'Your Bountiful sign-in link',
      parts: {
        title: 'Sign in to Bountiful',
        intro: [
          `Hi ${user.firstName}, someone asked for a link to sign in to your account. Log-in with a password is paused for now because of many wrong attempts.`,
        ],
        action: { label: 'Sign in', url: `${publicUrl}/login?token=${encodeURIComponent(token)}` },
        outro: [
          `This link works once and expires in ${SIGN_IN_LINK_MINUTES} minutes.`,
          'If you didn’t ask for it, ignore this email: nobody can use it without your inbox. Consider changing your password.',
        ],
      },
    }
  }
}

/** Signs in with a link's token: once, before it expires. The browser also gets a device cookie. */
export async function redeemSignInLink({
  db,
  input,
}: {
  db: Db
  input: SignInLinkRedeem
}): Promise<AuthSessionResponse & { deviceCookie: string }> {
  const userId = await claimOneTimeToken({ tx: db, table: signInLinks, token: input.token })
  if (userId === null) throw badRequest(INVALID_SIGN_IN_LINK_MESSAGE)
  const [user] = await db.select(authUserColumns).from(users).where(eq(users.id, userId))
  const session = await createSession({ db, userId: user.id, rememberMe: input.rememberMe ?? false })
  return {
    token: session.token,
    message: LOG_IN_SUCCESS_MESSAGE,
    user,
    expiresAt: session.expiresAt.toISOString(),
    deviceCookie: await newDeviceCookie(db, normaliseEmail(user.email)),
  }
}

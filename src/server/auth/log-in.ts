// Password log-in: one message and about the same time for an unknown email and a wrong password.
// Failures are throttled per (account, address) and per address, and slow down further checks of
// the account from anywhere; a browser the account signed in from before answers to its own lock
// only (docs/decisions/0007-login-throttling.md).
import { setTimeout as sleep } from 'node:timers/promises'
import { eq, sql } from 'drizzle-orm'
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOG_IN_SUCCESS_MESSAGE,
  type AuthSessionResponse,
  type LogInInput,
} from '~/domain/auth/log-in'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { AppError } from '../lib/errors'
import {
  accountAddressKey,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_DEVICE,
  LOGIN_FAILURES_PER_EMAIL,
  loginDelayMs,
  minutesText,
  releaseAttempts,
  reserveAttempts,
} from './attempt-limits'
import { newDeviceCookie, trustedDeviceId } from './device-cookie'
import { FULL_COST, verifyAgainstDummy, verifyPassword, type ScryptParams } from './password-hash'
import { authUserColumns, createSession } from './sessions'
import { normaliseEmail } from './sign-up'

export const tooManyLoginsMessage = (minutes: number) =>
  `Too many login attempts. Please try again in ${minutesText(minutes)}.`

export async function logIn({
  db,
  input,
  clientAddress,
  cookieHeader,
  delay = sleep,
  hashCost = FULL_COST,
}: {
  db: Db
  input: LogInInput
  clientAddress: string
  /** The request's Cookie header: a device cookie for this account lifts the account's lock. */
  cookieHeader?: string
  /** How the per-account slow-down waits (tests count it instead). */
  delay?: (ms: number) => Promise<unknown>
  /** The cost of the dummy check for an account without a password (as new hashes are made). */
  hashCost?: ScryptParams
}): Promise<AuthSessionResponse & { deviceCookie: string }> {
  const email = normaliseEmail(input.email)
  const deviceId = await trustedDeviceId(db, email, cookieHeader)
  // Counted as a failure before the password is checked, atomically with the limits: a burst of
  // concurrent guesses gets no more checks than the limit. Released if the password is right.
  // A device this account signed in from before answers to its own lock only.
  const reservation = await reserveAttempts({
    db,
    checks: deviceId
      ? [{ limit: LOGIN_FAILURES_PER_DEVICE, key: deviceId }]
      : [
          { limit: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, key: accountAddressKey(email, clientAddress) },
          { limit: LOGIN_FAILURES_PER_ADDRESS, key: clientAddress },
          { limit: LOGIN_FAILURES_PER_EMAIL, key: email },
        ],
    message: tooManyLoginsMessage,
  })
  const wait = deviceId ? 0 : loginDelayMs(reservation.before[LOGIN_FAILURES_PER_EMAIL.scope] ?? 0)
  if (wait > 0) await delay(wait)

  const [user] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  const ok = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password, hashCost)
  if (!user || !ok) throw new AppError('unauthenticated', INVALID_CREDENTIALS_MESSAGE)

  await releaseAttempts({ db, reservation })
  const { passwordHash: _hash, ...authUser } = user
  const session = await createSession({ db, userId: user.id, rememberMe: input.rememberMe ?? false })
  return {
    token: session.token,
    message: LOG_IN_SUCCESS_MESSAGE,
    user: authUser,
    expiresAt: session.expiresAt.toISOString(),
    deviceCookie: await newDeviceCookie(db, email),
  }
}

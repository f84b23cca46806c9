// Brute-force limits counted in the database (auth_attempts), so they hold across app instances:
// "at most `max` counted attempts per key in the last `windowMs`".
import { and, asc, count, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { authAttempts } from '../db/schema'
import { AppError } from '../lib/errors'

export type AttemptLimit = { scope: string; max: number; windowMs: number }

const WINDOW_15_MIN = 15 * 60 * 1000

/** Log-in failures: 5 per client address and 5 per account (email) in 15 minutes. */
export const LOGIN_FAILURES_PER_ADDRESS: AttemptLimit = { scope: 'login_ip', max: 5, windowMs: WINDOW_15_MIN }
export const LOGIN_FAILURES_PER_EMAIL: AttemptLimit = { scope: 'login_email', max: 5, windowMs: WINDOW_15_MIN }
/** Reset-link requests (each one sends an email): 10 per address, 3 per email in 15 minutes. */
export const RESET_REQUESTS_PER_ADDRESS: AttemptLimit = { scope: 'forgot_ip', max: 10, windowMs: WINDOW_15_MIN }
export const RESET_REQUESTS_PER_EMAIL: AttemptLimit = { scope: 'forgot_email', max: 3, windowMs: WINDOW_15_MIN }
/** "You already have an account" emails for one address (repeated sign-ups must not mail-bomb it). */
export const ACCOUNT_EXISTS_EMAILS: AttemptLimit = { scope: 'signup_exists_email', max: 3, windowMs: WINDOW_15_MIN }
/** New email-verification links asked by a signed-in user (key: user id): 3 in 15 minutes. */
export const VERIFICATION_EMAILS_PER_USER: AttemptLimit = { scope: 'verify_resend_user', max: 3, windowMs: WINDOW_15_MIN }

export class TooManyAttempts extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message)
  }
}

/** Seconds until the key is below its limit again; 0 when it is below now. */
export async function secondsUntilAllowed({
  db,
  limit,
  key,
  now = new Date(),
}: {
  db: Db
  limit: AttemptLimit
  key: string
  now?: Date
}): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs)
  const where = and(eq(authAttempts.scope, limit.scope), eq(authAttempts.key, key), gt(authAttempts.createdAt, since))
  const [{ n }] = await db.select({ n: count() }).from(authAttempts).where(where)
  if (n < limit.max) return 0
  // The attempt whose expiry brings the count back under the limit.
  const [row] = await db
    .select({ at: authAttempts.createdAt })
    .from(authAttempts)
    .where(where)
    .orderBy(asc(authAttempts.createdAt))
    .offset(n - limit.max)
    .limit(1)
  const freeAt = (row?.at ?? now).getTime() + limit.windowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}

/** The longest wait of several limits (e.g. per address and per email). */
export async function checkLimits({
  db,
  checks,
  message,
  now = new Date(),
}: {
  db: Db
  checks: { limit: AttemptLimit; key: string }[]
  /** Builds the answer from the wait in whole minutes. */
  message: (minutes: number) => string
  now?: Date
}): Promise<void> {
  let wait = 0
  for (const { limit, key } of checks) wait = Math.max(wait, await secondsUntilAllowed({ db, limit, key, now }))
  if (wait > 0) throw new TooManyAttempts(message(Math.ceil(wait / 60)), wait)
}

export async function recordAttempts({ db, checks }: { db: Db; checks: { limit: AttemptLimit; key: string }[] }): Promise<void> {
  if (checks.length === 0) return
  await db.insert(authAttempts).values(checks.map(({ limit, key }) => ({ scope: limit.scope, key })))
  // Keep the table small: rows past their window count for nothing.
  for (const { limit, key } of checks) {
    const expired = new Date(Date.now() - limit.windowMs)
    await db
      .delete(authAttempts)
      .where(and(eq(authAttempts.scope, limit.scope), eq(authAttempts.key, key), lt(authAttempts.createdAt, expired)))
  }
}

export const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`

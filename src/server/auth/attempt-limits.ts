// Brute-force limits counted in the database (auth_attempts), so they hold across app instances:
// "at most `max` counted attempts per key in the last `windowMs`".
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { authAttempts } from '../db/schema'
import { AppError } from '../lib/errors'

export type AttemptLimit = { scope: string; max: number; windowMs: number }

const WINDOW_15_MIN = 15 * 60 * 1000

/**
 * Log-in failures (docs/decisions/0007-login-throttling.md): the hard locks are keyed on the
 * attacker's side — 5 per account from one address, 20 per address over all accounts — so nobody
 * can lock the owner out from elsewhere. Per account, failures from every address only slow each
 * further check down (loginDelayMs), up to a hard cap that only a large distributed attack reaches.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: AttemptLimit = {
  scope: 'login_email_ip',
  max: 5,
  windowMs: WINDOW_15_MIN,
}
export const LOGIN_FAILURES_PER_ADDRESS: AttemptLimit = { scope: 'login_ip', max: 20, windowMs: WINDOW_15_MIN }
export const LOGIN_FAILURES_PER_EMAIL: AttemptLimit = { scope: 'login_email', max: 100, windowMs: WINDOW_15_MIN }
/**
 * A browser with the account's device cookie (device-cookie.ts) is held only by its own lock: 5
 * failures in 15 minutes, whatever the account's and the address's counts.
 */
export const LOGIN_FAILURES_PER_DEVICE: AttemptLimit = { scope: 'login_device', max: 5, windowMs: WINDOW_15_MIN }
/** Sign-in links (each one sends an email): 10 per address, 3 per email in 15 minutes. */
export const SIGN_IN_LINKS_PER_ADDRESS: AttemptLimit = { scope: 'sign_in_link_ip', max: 10, windowMs: WINDOW_15_MIN }
export const SIGN_IN_LINKS_PER_EMAIL: AttemptLimit = { scope: 'sign_in_link_email', max: 3, windowMs: WINDOW_15_MIN }
/** Failures on an account (any address) before each further check waits. */
export const LOGIN_FREE_FAILURES_PER_EMAIL = 5
export const LOGIN_MAX_DELAY_MS = 8_000

/** 1 s after the 5th failure on the account, doubling, at most 8 s. */
export function loginDelayMs(failuresOnAccount: number): number {
  if (failuresOnAccount < LOGIN_FREE_FAILURES_PER_EMAIL) return 0
  return Math.min(1000 * 2 ** (failuresOnAccount - LOGIN_FREE_FAILURES_PER_EMAIL), LOGIN_MAX_DELAY_MS)
}

export const accountAddressKey = (email: string, address: string) => `${email} ${address}`
/** Reset-link requests (each one sends an email): 10 per address, 3 per email in 15 minutes. */
export const RESET_REQUESTS_PER_ADDRESS: AttemptLimit = { scope: 'forgot_ip', max: 10, windowMs: WINDOW_15_MIN }
export const RESET_REQUESTS_PER_EMAIL: AttemptLimit = { scope: 'forgot_email', max: 3, windowMs: WINDOW_15_MIN }
/** "You already have an account" emails for one address (repeated sign-ups must not mail-bomb it). */
export const ACCOUNT_EXISTS_EMAILS: AttemptLimit = { scope: 'signup_exists_email', max: 3, windowMs: WINDOW_15_MIN }
/** New email-verification links asked by a signed-in user (key: user id): 3 in 15 minutes. */
export const VERIFICATION_EMAILS_PER_USER: AttemptLimit = {
  scope: 'verify_resend_user',
  max: 3,
  windowMs: WINDOW_15_MIN,
}

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
  db: Db | Tx
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

export async function recordAttempts({
  db,
  checks,
}: {
  db: Db
  checks: { limit: AttemptLimit; key: string }[]
}): Promise<void> {
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

export type Reservation = {
  /** The attempts recorded by this call: `release` them when the attempt turns out not to count. */
  ids: number[]
  /** How many attempts each scope's key had in its window before this one. */
  before: Record<string, number>
}

/**
 * Checks the limits and records the attempt in one step, so a concurrent burst cannot slip
 * between the count and the insert: a transaction-scoped advisory lock per key
 * (taken in a fixed order) serialises the attempts on each key across connections and instances.
 */
export async function reserveAttempts({
  db,
  checks,
  message,
  now = new Date(),
}: {
  db: Db
  checks: { limit: AttemptLimit; key: string }[]
  message: (minutes: number) => string
  now?: Date
}): Promise<Reservation> {
  const locks = [...new Set(checks.map(({ limit, key }) => `${limit.scope}:${key}`))].sort()
  return db.transaction(async (tx) => {
    for (const lock of locks) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`)
    let wait = 0
    const before: Record<string, number> = {}
    for (const { limit, key } of checks) {
      wait = Math.max(wait, await secondsUntilAllowed({ db: tx, limit, key, now }))
      const [{ n }] = await tx
        .select({ n: count() })
        .from(authAttempts)
        .where(
          and(
            eq(authAttempts.scope, limit.scope),
            eq(authAttempts.key, key),
            gt(authAttempts.createdAt, new Date(now.getTime() - limit.windowMs)),
          ),
        )
      before[limit.scope] = Number(n)
    }
    if (wait > 0) throw new TooManyAttempts(message(Math.ceil(wait / 60)), wait)
    const rows = await tx
      .insert(authAttempts)
      .values(checks.map(({ limit, key }) => ({ scope: limit.scope, key, createdAt: now })))
      .returning({ id: authAttempts.id })
    for (const { limit, key } of checks) {
      await tx
        .delete(authAttempts)
        .where(
          and(
            eq(authAttempts.scope, limit.scope),
            eq(authAttempts.key, key),
            lt(authAttempts.createdAt, new Date(now.getTime() - limit.windowMs)),
          ),
        )
    }
    return { ids: rows.map((r) => r.id), before }
  })
}

/** Takes back a reservation (e.g. the password was right: a successful log-in is not a failure). */
export async function releaseAttempts({ db, reservation }: { db: Db; reservation: Reservation }): Promise<void> {
  if (reservation.ids.length) await db.delete(authAttempts).where(inArray(authAttempts.id, reservation.ids))
}

/** The owner proved the account (reset link): what attackers did to it no longer slows them down. */
export async function clearLoginFailures({ tx, email }: { tx: Db | Tx; email: string }): Promise<void> {
  await tx
    .delete(authAttempts)
    .where(and(eq(authAttempts.scope, LOGIN_FAILURES_PER_EMAIL.scope), eq(authAttempts.key, email)))
  await tx
    .delete(authAttempts)
    .where(
      and(
        eq(authAttempts.scope, LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.scope),
        sql`${authAttempts.key} like ${`${email.replace(/[\\%_]/g, '\\$&')} %`}`,
      ),
    )
}

export const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`

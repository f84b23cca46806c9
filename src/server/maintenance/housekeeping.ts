// Housekeeping: rows that only matter for a while are deleted once they can no longer be used, so
// the tables that every sign-in, retry and log-in failure writes to stay small. One pass at boot,
// then one an hour; safe to run on several instances at once (plain deletes by age).
import { and, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import {
  authAttempts,
  callieConversations,
  bookingDrafts,
  emailVerifications,
  idempotencyKeys,
  passwordResets,
  rateLimitCounters,
  sessions,
  venueImportProgress,
} from '../db/schema'
import { startPeriodic, type PeriodicTask } from '../lib/periodic'

const DAY_MS = 24 * 60 * 60 * 1000

/** How long each kind of row is kept after it stopped being usable. */
export const RETENTION = {
  /** An Idempotency-Key replays its first answer for 7 days (clients retry within minutes). */
  idempotencyKeysMs: 7 * DAY_MS,
  /** Sessions past their expiry or sign-out, kept a week for support questions ("was I signed out?"). */
  endedSessionsMs: 7 * DAY_MS,
  /** Reset and verification links past their expiry (a used link expires as well). */
  expiredLinksMs: 7 * DAY_MS,
  /** Attempt counters: the longest limit window is 15 minutes; a day is plenty. */
  authAttemptsMs: DAY_MS,
  /** Progress of a CSV import: the console polls it while the import runs (minutes at most). */
  importProgressMs: DAY_MS,
  /**
   * A booking draft nobody confirmed (the planner's name, email and notes), past its expiry: its
   * link says "expired" for a week, then the draft is gone. A sent draft stays beside its request.
   */
  expiredDraftsMs: 7 * DAY_MS,
} as const

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000

export type HousekeepingResult = {
  idempotencyKeys: number
  sessions: number
  passwordResets: number
  emailVerifications: number
  authAttempts: number
  /** Rate-limit windows that have ended (a new hit opens a new one). */
  rateLimitCounters: number
  importProgress: number
  /** Callie's conversations untouched for CALLIE_RETENTION_DAYS (their messages go with them). */
  callieConversations: number
  bookingDrafts: number
}

/** Deletes what has outlived its retention as of `now`; returns how many rows of each kind went. */
export async function purgeExpiredRows({
  db,
  now = new Date(),
  callieRetentionDays = 180,
}: {
  db: Db
  now?: Date
  callieRetentionDays?: number
}): Promise<HousekeepingResult> {
  const before = (ms: number) => new Date(now.getTime() - ms)
  const linksBefore = before(RETENTION.expiredLinksMs)
  const sessionsBefore = before(RETENTION.endedSessionsMs)

  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before(RETENTION.idempotencyKeysMs)))
    .returning({ key: idempotencyKeys.key })
  const ended = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sessionsBefore),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionsBefore)),
      ),
    )
    .returning({ id: sessions.id })
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, linksBefore))
    .returning({ id: passwordResets.id })
  const verifications = await db
    .delete(emailVerifications)
    .where(lt(emailVerifications.expiresAt, linksBefore))
    .returning({ id: emailVerifications.id })
  const attempts = await db
    .delete(authAttempts)
    .where(lt(authAttempts.createdAt, before(RETENTION.authAttemptsMs)))
    .returning({ id: authAttempts.id })
  const windows = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetAt, now))
    .returning({ key: rateLimitCounters.key })
  const imports = await db
    .delete(venueImportProgress)
    .where(lt(venueImportProgress.updatedAt, before(RETENTION.importProgressMs)))
    .returning({ id: venueImportProgress.id })
  const conversations = await db
    .delete(callieConversations)
    .where(lt(callieConversations.updatedAt, before(callieRetentionDays * DAY_MS)))
    .returning({ id: callieConversations.id })
  const drafts = await db
    .delete(bookingDrafts)
    .where(and(isNull(bookingDrafts.confirmedAt), lt(bookingDrafts.expiresAt, before(RETENTION.expiredDraftsMs))))
    .returning({ id: bookingDrafts.id })
  return {
    idempotencyKeys: keys.length,
    sessions: ended.length,
    passwordResets: resets.length,
    emailVerifications: verifications.length,
    authAttempts: attempts.length,
    rateLimitCounters: windows.length,
    importProgress: imports.length,
    callieConversations: conversations.length,
    bookingDrafts: drafts.length,
  }
}

export type Housekeeping = PeriodicTask<HousekeepingResult>

/** A pass now and every `intervalMs`; stop() waits for a pass in progress. */
export function startHousekeeping({
  db,
  log,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
  callieRetentionDays,
}: {
  db: Db
  log: FastifyBaseLogger
  intervalMs?: number
  callieRetentionDays: number
}): Housekeeping {
  return startPeriodic({
    pass: () => purgeExpiredRows({ db, callieRetentionDays }),
    intervalMs,
    onResult: (result) => {
      if (Object.values(result).some((n) => n > 0)) log.info({ purged: result }, 'housekeeping: expired rows deleted')
    },
    onError: (err) => log.error({ err }, 'housekeeping pass failed'),
  })
}

// The tokens of links sent by email that work once before they expire: a password link (forgot
// password, a new staff account), an email verification, a sign-in link. The token goes in the
// email and only its SHA-256 is stored (the tables share oneTimeTokenColumns, src/server/db/schema/auth.ts);
// claiming one is a single statement, so two concurrent uses cannot both succeed.
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import type { emailVerifications, passwordResets, signInLinks } from '../db/schema'
import { hashToken, newToken } from '../lib/tokens'

type OneTimeTokenTable = typeof passwordResets | typeof emailVerifications | typeof signInLinks

/** Stores a new token for the user, valid for `ttlMs` from `now` (this instant when not given), and answers it. */
export async function issueOneTimeToken({
  tx,
  table,
  userId,
  ttlMs,
  now,
}: {
  tx: Db | Tx
  table: OneTimeTokenTable
  userId: number
  ttlMs: number
  now?: Date
}): Promise<string> {
  const token = newToken()
  await tx.insert(table).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date((now ?? new Date()).getTime() + ttlMs),
    ...(now ? { createdAt: now } : {}),
  })
  return token
}

/** Uses the token: its user, once, before it expires; null for a token unknown, used or expired. */
export async function claimOneTimeToken({
  tx,
  table,
  token,
}: {
  tx: Db | Tx
  table: OneTimeTokenTable
  token: string
}): Promise<number | null> {
  const [claimed] = await tx
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(eq(table.tokenHash, hashToken(token)), isNull(table.usedAt), gt(table.expiresAt, sql`now()`)))
    .returning({ userId: table.userId })
  return claimed?.userId ?? null
}

/** The user's other tokens of this kind die with the one used. */
export async function retireOneTimeTokens({
  tx,
  table,
  userId,
}: {
  tx: Tx
  table: OneTimeTokenTable
  userId: number
}): Promise<void> {
  await tx
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)))
}

// Sessions: a new one at every sign-in; the browser holds the token, the database its hash.
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AuthUser } from '~/domain/auth/auth-user'
import type { Db, Tx } from '../db/client'
import { sessions, users } from '../db/schema'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import { runSessionsRevokedHooks } from './account-hooks'

export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000

export const authUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  emailVerified: sql<boolean>`(${users.emailVerifiedAt} is not null)`.mapWith(Boolean),
}

export async function createSession({
  db,
  userId,
  rememberMe,
  now = new Date(),
}: {
  db: Db | Tx
  userId: number
  rememberMe: boolean
  now?: Date
}): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + (rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS))
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, rememberMe, expiresAt, createdAt: now })
  return { token, expiresAt }
}

/** A live session token's user and session id (for what must end with the session), or null. */
export async function findLiveSession({
  db,
  token,
}: {
  db: Db
  token: string
}): Promise<{ user: AuthUser; sessionId: number } | null> {
  if (!isWellFormedToken(token)) return null
  const [row] = await db
    .select({ ...authUserColumns, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1)
  if (!row) return null
  const { sessionId, ...user } = row
  return { user, sessionId }
}

/** The user behind a live session token, or null (unknown, malformed, expired or revoked). */
export async function findSessionUser({ db, token }: { db: Db; token: string }): Promise<AuthUser | null> {
  return (await findLiveSession({ db, token }))?.user ?? null
}

export async function revokeSession({ db, token }: { db: Db; token: string }): Promise<void> {
  if (!isWellFormedToken(token)) return
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id })
    // Live connections opened with these sessions (team chat sockets, on every instance) must close.
    await runSessionsRevokedHooks({ tx, sessionIds: revoked.map((r) => r.id) })
  })
}

export async function revokeUserSessions({ tx, userId }: { tx: Db | Tx; userId: number }): Promise<void> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  // Live connections opened with these sessions (team chat sockets, on every instance) must close.
  await runSessionsRevokedHooks({ tx, sessionIds: revoked.map((r) => r.id) })
}

/** 'Bearer <token>' → token; anything else → undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1]
}

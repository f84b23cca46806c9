// The concierge team: who has the staff role, and granting or revoking it. Admins are
// made from the command line only (npm run staff:create -- --admin), never from the API.
import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { AuthUser } from '~/domain/auth/auth-user'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { conflict, fieldErrors, notFound } from '../lib/errors'
import { createPasswordLink } from '../auth/password-reset'
import { normaliseEmail } from '../auth/sign-up'
import { containsPattern } from './inbox'

export const TEAM_MESSAGES = {
  self: 'You cannot change your own role',
  admin: 'Admins are managed from the command line',
  userNotFound: 'User not found',
} as const

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
}
const toMember = (u: {
  id: number
  firstName: string
  lastName: string
  email: string
  role: 'planner' | 'staff' | 'admin'
  createdAt: Date
}) => ({
  ...u,
  createdAt: u.createdAt.toISOString(),
})

/** Staff and admins; with `q`, any account whose name or email matches (to find someone to promote). */
export async function listTeam({ db, q }: { db: Db; q?: string }) {
  const where = q
    ? or(
        ilike(users.email, containsPattern(q)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(q)),
      )
    : inArray(users.role, ['staff', 'admin'])
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.id))
    .limit(100)
  return rows.map(toMember)
}

export async function setRole({
  db,
  actor,
  userId,
  role,
}: {
  db: Db
  actor: AuthUser
  userId: number
  role: 'planner' | 'staff'
}) {
  if (userId === actor.id) throw conflict(TEAM_MESSAGES.self)
  return db.transaction(async (tx) => {
    const [user] = await tx.select(memberColumns).from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw notFound(TEAM_MESSAGES.userNotFound)
    if (user.role === 'admin') throw conflict(TEAM_MESSAGES.admin)
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning(memberColumns)
    return toMember(updated)
  })
}

/** How long the link printed by staff:create stays valid (a new colleague may not read it at once). */
export const PASSWORD_SET_TTL_MS = 72 * 60 * 60 * 1000

export type StaffAccountResult = {
  userId: number
  email: string
  /** 'created': new account; 'promoted': given the role asked for; 'unchanged': already had it (or more). */
  outcome: 'created' | 'promoted' | 'unchanged'
  /** One-time link to choose a password (new accounts only): the password-reset mechanism. */
  passwordSetUrl: string | null
}

export const INVALID_STAFF_EMAIL = 'Please give a valid email address'

/**
 * Creates the account with the staff role, or the admin role (no password, a one-time set-password
 * link), or promotes an existing account to it; an admin is never demoted here. Used by
 * `npm run staff:create` (`-- --admin` for the first administrator, who then manages the team).
 */
export async function createStaffAccount({
  db,
  email: rawEmail,
  firstName,
  lastName,
  publicUrl,
  role = 'staff',
}: {
  db: Db
  email: string
  firstName?: string
  lastName?: string
  publicUrl: string
  role?: 'staff' | 'admin'
}): Promise<StaffAccountResult> {
  const email = normaliseEmail(rawEmail)
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw fieldErrors({ email: INVALID_STAFF_EMAIL }, INVALID_STAFF_EMAIL)
  const local = email.split('@')[0].split(/[._+-]/)[0] || 'Staff'
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .for('update')
    if (existing) {
      if (existing.role === role || existing.role === 'admin')
        return { userId: existing.id, email: existing.email, outcome: 'unchanged', passwordSetUrl: null }
      await tx.update(users).set({ role }).where(eq(users.id, existing.id))
      return { userId: existing.id, email: existing.email, outcome: 'promoted', passwordSetUrl: null }
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        firstName: firstName?.trim() || local.charAt(0).toUpperCase() + local.slice(1),
        lastName: lastName?.trim() ?? '',
        passwordHash: null,
        role,
      })
      .returning({ id: users.id, email: users.email })
    // The same one-time link as "forgot password", valid longer.
    const passwordSetUrl = await createPasswordLink({ tx, userId: created.id, publicUrl, ttlMs: PASSWORD_SET_TTL_MS })
    return { userId: created.id, email: created.email, outcome: 'created', passwordSetUrl }
  })
}

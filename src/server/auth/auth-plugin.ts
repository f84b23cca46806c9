// Resolves `Authorization: Bearer <token>` to `req.user` for every route (null for visitors), and
// the guards later features put on their routes: `onRequest: requireUser` or `requireRole('staff')`.
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE, type AuthUser, type UserRole } from '~/domain/auth/auth-user'
import { AppError } from '../lib/errors'
import { bearerToken, findSessionUser } from './sessions'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (no, unknown, expired or revoked token). */
    user: AuthUser | null
  }
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null)
    app.addHook('onRequest', async (req) => {
      const token = bearerToken(req.headers.authorization)
      req.user = token ? await findSessionUser({ db: app.db, token }) : null
    })
  },
  { name: 'auth' },
)

/** Hook (onRequest or preHandler): 401 unless signed in. */
export async function requireUser(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!req.user) throw new AppError('unauthenticated', NOT_SIGNED_IN_MESSAGE)
}

const RANK: Record<UserRole, number> = { planner: 0, staff: 1, admin: 2 }

/** Hook: 401 unless signed in, 403 unless the user's role is at least `role` (admin ⊇ staff). */
export function requireRole(role: Exclude<UserRole, 'planner'>) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!req.user) throw new AppError('unauthenticated', NOT_SIGNED_IN_MESSAGE)
    if (RANK[req.user.role] < RANK[role]) throw new AppError('forbidden', FORBIDDEN_MESSAGE)
  }
}

/** The signed-in user's id or null: for features that link a row to the account when there is one. */
export function currentUserId(req: FastifyRequest): number | null {
  return req.user?.id ?? null
}

/** The signed-in user; throws 401 otherwise (for handlers behind `requireUser`, typed non-null). */
export function signedInUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('unauthenticated', NOT_SIGNED_IN_MESSAGE)
  return req.user
}

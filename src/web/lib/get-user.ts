// GET /api/auth/user: the signed-in user, asked only when a token exists.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AuthUser, CurrentUser } from '~/domain/auth/auth-user'
import { api } from './api'
import { apiPaths } from './paths'
import { useSessionToken } from './session-store'

/**
 * Names the data, not the session: a new session (in another tab too) empties the cache
 * (query-client.ts), so a log-in as someone else never shows the last user.
 */
export const userQueryKey = ['auth', 'user'] as const

/** A 401 means the token is expired or revoked: the query client drops it, the caller decides where to go. */
export const getUser = () => api.get<CurrentUser>(apiPaths.user())

/**
 * The user as the session knows her: a sign-in's answer (no `managesVenues` until the profile is
 * asked again) or GET /api/auth/user's.
 */
export type SessionUser = AuthUser & Partial<Pick<CurrentUser, 'managesVenues'>>

export const userQueryOptions = queryOptions<SessionUser>({ queryKey: userQueryKey, queryFn: getUser })

export type Session =
  | { status: 'anonymous'; token: null; user: undefined; error: null }
  | { status: 'loading'; token: string; user: undefined; error: null }
  | { status: 'authenticated'; token: string; user: SessionUser; error: null }
  | { status: 'error'; token: string; user: undefined; error: Error }

/** Who is here: a visitor, or a signed-in user (loaded once, then cached). */
export function useSession(): Session {
  const token = useSessionToken()
  const query = useQuery({ ...userQueryOptions, enabled: Boolean(token) })
  if (!token) return { status: 'anonymous', token: null, user: undefined, error: null }
  if (query.data) return { status: 'authenticated', token, user: query.data, error: null }
  if (query.error) return { status: 'error', token, user: undefined, error: query.error }
  return { status: 'loading', token, user: undefined, error: null }
}

// GET /api/config: which sign-in providers this deployment offers, and the concierge address.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { authApiPaths } from '../auth-paths'

export type AuthConfig = { googleClientId: string | null; appleClientId: string | null; conciergeEmail: string }

export const FALLBACK_CONCIERGE_EMAIL = 'concierge@bountiful.events'

export async function getAuthConfig(): Promise<AuthConfig> {
  const cfg = await api.get<Partial<AuthConfig>>(authApiPaths.config())
  return {
    googleClientId: cfg.googleClientId || null,
    appleClientId: cfg.appleClientId || null,
    conciergeEmail: cfg.conciergeEmail || FALLBACK_CONCIERGE_EMAIL,
  }
}

export const authConfigQueryOptions = () => queryOptions({ queryKey: ['config', 'auth'], queryFn: getAuthConfig })

export const useAuthConfig = () => useQuery(authConfigQueryOptions())

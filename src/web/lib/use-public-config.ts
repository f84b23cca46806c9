// GET /api/config: this deployment's settings (map tiles, sign-in providers, concierge address,
// intro video, social links, demo catalogue). One query serves every component that reads them.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicConfig } from '~/domain/site/public-config'
import { api } from './api'
import { apiPaths } from './paths'

/** Shown while /api/config loads or if it fails: the product's default concierge address. */
export const FALLBACK_CONCIERGE_EMAIL = 'concierge@bountiful.events'

export const getPublicConfig = () => api.get<PublicConfig>(apiPaths.config())

export const publicConfigQueryOptions = () => queryOptions({ queryKey: ['config', 'public'], queryFn: getPublicConfig })

/** The query: `data` is undefined while it loads or when it failed, and callers show their default. */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions())

/** The concierge address of this deployment. */
export function useConciergeEmail(): string {
  return usePublicConfig().data?.conciergeEmail || FALLBACK_CONCIERGE_EMAIL
}

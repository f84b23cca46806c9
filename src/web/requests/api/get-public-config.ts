import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'

export type PublicConfig = { conciergeEmail: string }

/** Shown while /api/config loads or if it fails: the product's default concierge address. */
export const FALLBACK_CONCIERGE_EMAIL = 'concierge@bountiful.events'

export const getPublicConfig = () => api.get<PublicConfig>(apiPaths.config())

export const publicConfigQueryOptions = () => queryOptions({ queryKey: ['config', 'public'], queryFn: getPublicConfig })

/** The concierge address of this deployment. */
export function useConciergeEmail(): string {
  const { data } = useQuery(publicConfigQueryOptions())
  return data?.conciergeEmail || FALLBACK_CONCIERGE_EMAIL
}

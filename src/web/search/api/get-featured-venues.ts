import { queryOptions, useQuery } from '@tanstack/react-query'
import type { VenueSummary } from '~/domain/venues/venue'
import { api } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'

export const getFeaturedVenues = () => api.get<VenueSummary[]>(apiPaths.featuredVenues())

export const featuredVenuesQueryOptions = () =>
  queryOptions({ queryKey: ['venues', 'featured'], queryFn: getFeaturedVenues })

export const useFeaturedVenues = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...featuredVenuesQueryOptions(), ...options })

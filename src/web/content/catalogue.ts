// Live numbers and lists from the API for the content pages: never typed-in figures.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CityDto, SearchResponse } from '~/domain/venue'
import { api } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'

export const citiesQueryOptions = () =>
  queryOptions({ queryKey: ['cities'], queryFn: () => api.get<CityDto[]>(apiPaths.cities()) })

const venueCountQueryOptions = () =>
  queryOptions({
    queryKey: ['venues', 'count'],
    queryFn: () => api.get<SearchResponse>(apiPaths.searchVenues('limit=1')).then((r) => r.total),
  })

export function useCatalogueStats() {
  const cities = useQuery(citiesQueryOptions())
  const venues = useQuery(venueCountQueryOptions())
  return {
    isPending: cities.isPending || venues.isPending,
    venueCount: venues.data,
    activeCities: cities.data?.filter((c) => c.isAvailable) ?? [],
    comingSoonCities: cities.data?.filter((c) => c.comingSoon) ?? [],
  }
}

/** Deployment settings the content needs, from GET /api/config (optional fields: hidden when absent). */
export type SiteConfig = {
  conciergeEmail?: string
  /** An intro video of Callie for the landing page's Smart Hub. */
  introVideoUrl?: string | null
  introVideoPosterUrl?: string | null
  /** Social profiles; a network shows in the footer only when its URL is set. */
  socialLinks?: { instagram?: string | null; linkedin?: string | null; x?: string | null } | null
}

// Same key as the requests feature's config query: one request serves both.
export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config', 'public'], queryFn: () => api.get<SiteConfig>(apiPaths.config()) })

export const useSiteConfig = () => useQuery(siteConfigQueryOptions()).data

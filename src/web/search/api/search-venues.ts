import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { SEARCH_PAGE_SIZE } from '~/domain/search/search-constants'
import type { SearchResponse } from '~/domain/venues/venue'
import { api } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'

/** `query` is the /search query string (already limited to the known keys). */
export function searchVenues(query: string, offset = 0, signal?: AbortSignal) {
  const qs = new URLSearchParams(query)
  qs.set('limit', String(SEARCH_PAGE_SIZE))
  if (offset) qs.set('offset', String(offset))
  else qs.delete('offset')
  return api.get<SearchResponse>(apiPaths.searchVenues(qs.toString()), { signal })
}

export const searchVenuesQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['venues', 'search', query],
    queryFn: ({ pageParam, signal }) => searchVenues(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.venues.length, 0)
      return last.venues.length > 0 && loaded < last.total ? loaded : undefined
    },
  })

export const useSearchVenues = (query: string, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...searchVenuesQueryOptions(query), ...options })

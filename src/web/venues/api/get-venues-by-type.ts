import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { VenueType } from '~/domain/options'
import { SEARCH_PAGE_SIZE } from '~/domain/search/search-constants'
import type { SearchResponse } from '~/domain/venues/venue'
import { api } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'

export const getVenuesByType = (type: VenueType, offset = 0) =>
  api.get<SearchResponse>(
    apiPaths.searchVenues(
      new URLSearchParams({ type, limit: String(SEARCH_PAGE_SIZE), offset: String(offset) }).toString(),
    ),
  )

export const venuesByTypeQueryOptions = (type: VenueType) =>
  infiniteQueryOptions({
    queryKey: ['venues', 'by-type', type],
    queryFn: ({ pageParam }) => getVenuesByType(type, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.venues.length, 0)
      return last.venues.length > 0 && loaded < last.total ? loaded : undefined
    },
  })

export const useVenuesByType = (type: VenueType) => useInfiniteQuery(venuesByTypeQueryOptions(type))

// GET /api/venues/search?location=…: catalogue venues in a city, for the New Event form.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchResponse } from '~/domain/venues/venue'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'

export const findVenues = (location: string, signal?: AbortSignal) =>
  api.get<SearchResponse>(eventApiPaths.venueSearch(location), { signal })

export const findVenuesQueryOptions = (location: string) =>
  queryOptions({
    queryKey: ['venues', 'search', 'event-form', location.trim().toLowerCase()],
    queryFn: ({ signal }) => findVenues(location.trim(), signal),
    enabled: location.trim().length >= 2,
    placeholderData: keepPreviousData,
  })

export const useFindVenues = (location: string) => useQuery(findVenuesQueryOptions(location))

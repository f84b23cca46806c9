import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlaceSuggestion } from '~/domain/venues/venue'
import { apiRequest } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'

/** Suggestions only for at least 2 characters after trimming. */
export const SUGGESTION_MIN_CHARS = 2

export async function getPlaceSuggestions(query: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  try {
    return await apiRequest<PlaceSuggestion[]>(apiPaths.placeSuggestions(query), { signal })
  } catch (e) {
    if (signal?.aborted) throw e
    throw new Error('Failed to fetch suggestions', { cause: e })
  }
}

export const placeSuggestionsQueryOptions = (query: string) => {
  const q = query.trim()
  return queryOptions({
    queryKey: ['places', 'suggestions', q.toLowerCase()],
    queryFn: ({ signal }) => getPlaceSuggestions(q, signal),
    enabled: q.length >= SUGGESTION_MIN_CHARS,
  })
}

export const usePlaceSuggestions = (query: string) => useQuery(placeSuggestionsQueryOptions(query))

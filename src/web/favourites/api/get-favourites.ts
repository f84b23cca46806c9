// GET /api/me/favourites: the signed-in user's saved venues, most recent first.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FavouritesResponse } from '~/domain/auth/favourites'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { favouritesApiPaths } from '../favourites-paths'

export const favouritesQueryKey = ['auth', 'favourites'] as const

/** A 401 ends the session in the query client. */
export const getFavourites = () => api.get<FavouritesResponse>(favouritesApiPaths.favourites())

export const favouritesQueryOptions = queryOptions({ queryKey: favouritesQueryKey, queryFn: getFavourites })

/** The saved venues of the signed-in user; idle for visitors (their hearts live in the browser). */
export function useFavourites() {
  const token = useSessionToken()
  return useQuery({ ...favouritesQueryOptions, enabled: Boolean(token) })
}

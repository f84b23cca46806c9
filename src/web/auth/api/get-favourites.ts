// GET /api/me/favourites: the signed-in user's saved venues, most recent first.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FavouritesResponse } from '~/domain/auth/favourites'
import { api, isApiError } from '~/web/lib/api'
import { authApiPaths } from '../auth-paths'
import { clearSession, useSessionToken } from '../session-store'

export const favouritesQueryKey = (token: string | null) => ['auth', 'favourites', token] as const

export async function getFavourites(): Promise<FavouritesResponse> {
  try {
    return await api.get<FavouritesResponse>(authApiPaths.favourites())
  } catch (error) {
    if (isApiError(error) && error.status === 401) clearSession()
    throw error
  }
}

export const favouritesQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: favouritesQueryKey(token), queryFn: getFavourites })

/** The saved venues of the signed-in user; idle for visitors (their hearts live in the browser). */
export function useFavourites() {
  const token = useSessionToken()
  return useQuery({ ...favouritesQueryOptions(token), enabled: Boolean(token) })
}

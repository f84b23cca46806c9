// POST /api/me/favourites/merge: a visitor's hearts join the account at sign-in.
import type { FavouritesResponse, MergeFavouritesInput } from '~/domain/auth/favourites'
import { FAVOURITES_MERGE_MAX } from '~/domain/auth/favourites'
import { api } from '~/web/lib/api'
import { favouritesApiPaths } from '../favourites-paths'

export const mergeFavourites = (input: MergeFavouritesInput) =>
  api.post<FavouritesResponse>(favouritesApiPaths.mergeFavourites(), {
    venueIds: input.venueIds.slice(0, FAVOURITES_MERGE_MAX),
  })

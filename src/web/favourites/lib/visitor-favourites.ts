// Favourite venues of a visitor, kept in browser storage (docs/product.md). Signed-in users' hearts
// live on the server (../api); this store is merged into the account at sign-in, then emptied.
import { storedIdList } from '~/web/lib/stored-id-list'

const favourites = storedIdList('bountiful:favourites')

export function getFavouriteIds(): readonly number[] {
  return favourites.get()
}

export function toggleFavourite(id: number) {
  const ids = favourites.get()
  favourites.set(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])
}

/** After the hearts were merged into an account: the ones merged leave the browser. */
export function forgetFavourites(ids: readonly number[]) {
  favourites.set(favourites.get().filter((x) => !ids.includes(x)))
}

/** Every heart of this visitor, in the order they were given. */
export const useFavouriteIds = (): readonly number[] => favourites.useIds()

export const useIsFavourite = (id: number): boolean => favourites.useHas(id)

// At sign-in (a step registered in main.tsx): the hearts given as a visitor join the account, then
// leave the browser. On failure they stay in the browser and are merged at the next sign-in.
import type { SignInStep } from '~/web/lib/sign-in-steps'
import { favouritesQueryKey } from '../api/get-favourites'
import { forgetFavourites, getFavouriteIds } from './visitor-favourites'

export const mergeVisitorFavourites: SignInStep = async ({ queryClient }) => {
  const localIds = [...getFavouriteIds()]
  if (localIds.length === 0) return
  // Loaded when there is something to merge: main.tsx registers this step, and the request's
  // schema would otherwise put zod in the landing chunk.
  const { mergeFavourites } = await import('../api/merge-favourites')
  const merged = await mergeFavourites({ venueIds: localIds })
  queryClient.setQueryData(favouritesQueryKey, merged)
  forgetFavourites(localIds)
}

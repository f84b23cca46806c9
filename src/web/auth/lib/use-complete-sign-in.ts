// What every way of signing in does next (password, Google, Apple): keep the token, know the user,
// bring the visitor's hearts into the account, then go where the user was heading.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import type { AuthSessionResponse } from '~/domain/auth/log-in'
import { forgetFavourites, getFavouriteIds } from '~/web/lib/favourites'
import { toast } from '~/web/lib/use-toast'
import { favouritesQueryKey } from '../api/get-favourites'
import { userQueryKey } from '../api/get-user'
import { mergeFavourites } from '../api/merge-favourites'
import { authPaths, safeNextPath } from '../auth-paths'
import { saveSession } from '../session-store'

export function useCompleteSignIn() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()

  return async (session: AuthSessionResponse, { rememberMe, toastTitle }: { rememberMe: boolean; toastTitle: string }) => {
    saveSession({ token: session.token, expiresAt: session.expiresAt }, rememberMe)
    queryClient.setQueryData(userQueryKey(session.token), session.user)

    const localIds = [...getFavouriteIds()]
    if (localIds.length > 0) {
      try {
        const merged = await mergeFavourites({ venueIds: localIds })
        queryClient.setQueryData(favouritesQueryKey(session.token), merged)
        forgetFavourites(localIds)
      } catch {
        // The hearts stay in this browser and are merged at the next sign-in.
      }
    }

    toast({ variant: 'success', title: toastTitle })
    await navigate(safeNextPath(searchParams.get('next')) ?? authPaths.dashboard(), { replace: true })
  }
}

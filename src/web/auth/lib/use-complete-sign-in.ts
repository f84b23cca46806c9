// What every way of signing in does next (password, Google, Apple): keep the token, know the user,
// run the other features' sign-in steps (the visitor's hearts join the account), then go where the
// user was heading.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import type { AuthSessionResponse } from '~/domain/auth/log-in'
import { userQueryKey } from '~/web/lib/get-user'
import { saveSession } from '~/web/lib/session-store'
import { runSignInSteps } from '~/web/lib/sign-in-steps'
import { toast } from '~/web/lib/use-toast'
import { authPaths, safeNextPath } from '../auth-paths'

export function useCompleteSignIn() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()

  return async (
    session: AuthSessionResponse,
    { rememberMe, toastTitle }: { rememberMe: boolean; toastTitle: string },
  ) => {
    saveSession({ token: session.token, expiresAt: session.expiresAt }, rememberMe)
    queryClient.setQueryData(userQueryKey, session.user)
    // The sign-in's answer is the account alone; the profile also says whether she manages a venue.
    void queryClient.invalidateQueries({ queryKey: userQueryKey })

    // Other features' steps (src/web/main.tsx), e.g. the visitor's hearts join the account.
    await runSignInSteps({ queryClient })

    toast({ variant: 'success', title: toastTitle })
    await navigate(safeNextPath(searchParams.get('next')) ?? authPaths.dashboard(), { replace: true })
  }
}

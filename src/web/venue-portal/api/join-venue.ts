// The invitation page's one form: a new account created with the invited email
// (POST /api/venue-invitations/:token/sign-up), or an existing one logged in and the invitation
// accepted; either way the session is kept and the venue's portal opens.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AuthSessionResponse } from '~/domain/auth/log-in'
import type { InvitationSignedUp, InvitationSignUp } from '~/domain/venue-portal/managers-api'
import { api } from '~/web/lib/api'
import { userQueryKey } from '~/web/lib/get-user'
import { saveSession } from '~/web/lib/session-store'
import { runSignInSteps } from '~/web/lib/sign-in-steps'
import { portalApiPaths, portalKeys } from '../portal-paths'

export type JoinVenue =
  { kind: 'sign-up'; input: InvitationSignUp } | { kind: 'log-in'; email: string; password: string }

export function useJoinVenue(invitationToken: string) {
  const queryClient = useQueryClient()
  const keep = async (session: AuthSessionResponse) => {
    saveSession({ token: session.token, expiresAt: session.expiresAt }, false)
    queryClient.setQueryData(userQueryKey, session.user)
    void queryClient.invalidateQueries({ queryKey: userQueryKey })
    await runSignInSteps({ queryClient })
  }
  return useMutation({
    mutationFn: async (join: JoinVenue): Promise<{ venueId: number }> => {
      if (join.kind === 'sign-up') {
        const session = await api.post<InvitationSignedUp>(portalApiPaths.invitationSignUp(invitationToken), join.input)
        await keep(session)
        return { venueId: session.venueId }
      }
      const session = await api.post<AuthSessionResponse>(portalApiPaths.logIn(), {
        email: join.email,
        password: join.password,
      })
      await keep(session)
      return api.post<{ venueId: number }>(portalApiPaths.acceptInvitation(invitationToken))
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.invitation(invitationToken) }),
  })
}

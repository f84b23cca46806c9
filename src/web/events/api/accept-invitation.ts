// POST /api/invitations/:token/accept: signed in with the invited email → co-host of the event.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AcceptInvitationResponse } from '~/domain/events/co-host'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export const acceptInvitation = (token: string) =>
  api.post<AcceptInvitationResponse>(eventApiPaths.acceptInvitation(token))

export function useAcceptInvitation(invitationToken: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => acceptInvitation(invitationToken),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.events }),
        queryClient.invalidateQueries({ queryKey: ['invitations', invitationToken] }),
      ]),
  })
}

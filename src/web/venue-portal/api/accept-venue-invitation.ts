// POST /api/venue-invitations/:token/accept: signed in with the invited email → a manager of the venue.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { userQueryKey } from '~/web/lib/get-user'
import { portalApiPaths, portalKeys } from '../portal-paths'

export const acceptVenueInvitation = (token: string) =>
  api.post<{ venueId: number }>(portalApiPaths.acceptInvitation(token))

export function useAcceptVenueInvitation(invitationToken: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => acceptVenueInvitation(invitationToken),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.venues }),
        queryClient.invalidateQueries({ queryKey: portalKeys.invitation(invitationToken) }),
        // Her menus now link to the portal.
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  })
}

// DELETE /api/dashboard/events/:id/invitations/:invitationId (host only).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export const revokeInvitation = (id: number, invitationId: number) =>
  api.delete<void>(eventApiPaths.invitation(id, invitationId))

export function useRevokeInvitation(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invitationId: number) => revokeInvitation(id, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.event(id), exact: true }),
  })
}

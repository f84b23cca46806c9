// DELETE /api/dashboard/events/:id/invitations/:invitationId (host only).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { dashboardApiPaths, dashboardKeys } from '../dashboard-paths'

export const revokeInvitation = (id: number, invitationId: number) =>
  api.delete<void>(dashboardApiPaths.invitation(id, invitationId))

export function useRevokeInvitation(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invitationId: number) => revokeInvitation(id, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.event(id), exact: true }),
  })
}

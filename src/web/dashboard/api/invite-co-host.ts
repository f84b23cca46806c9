// POST /api/dashboard/events/:id/invitations (host only): 201 sent, 200 { resent: true }.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { InviteCoHostInput, invitationSentSchema } from '~/domain/events/co-host'
import { api } from '~/web/lib/api'
import { dashboardApiPaths, dashboardKeys } from '../dashboard-paths'

export type InvitationSent = z.infer<typeof invitationSentSchema>

export const inviteCoHost = (id: number, input: InviteCoHostInput) =>
  api.post<InvitationSent>(dashboardApiPaths.invitations(id), input)

export function useInviteCoHost(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InviteCoHostInput) => inviteCoHost(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.event(id), exact: true }),
  })
}

// POST /api/dashboard/events/:id/invitations (host only): 201 sent, 200 { resent: true }.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { InviteCoHostInput, invitationSentSchema } from '~/domain/events/co-host'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export type InvitationSent = z.infer<typeof invitationSentSchema>

export const inviteCoHost = (id: number, input: InviteCoHostInput) =>
  api.post<InvitationSent>(eventApiPaths.invitations(id), input)

export function useInviteCoHost(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InviteCoHostInput) => inviteCoHost(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.event(id), exact: true }),
  })
}

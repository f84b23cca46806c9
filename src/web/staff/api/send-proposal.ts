// POST /api/staff/requests/:id/proposals: the planner gets an email linking to the proposal page.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { staffProposalInputSchema } from '~/domain/proposals/quote-terms-api'
import type { StaffProposal } from '~/domain/proposals/staff-proposal-api'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'

export type ProposalBody = z.input<typeof staffProposalInputSchema>

export const sendProposal = (id: number, input: ProposalBody) =>
  api.post<StaffProposal>(staffApiPaths.proposals(id), input)

export function useSendProposal(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProposalBody) => sendProposal(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.request(id) }),
        queryClient.invalidateQueries({ queryKey: staffKeys.inboxAll }),
        queryClient.invalidateQueries({ queryKey: staffKeys.outboxAll }),
      ]),
  })
}

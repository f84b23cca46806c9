// POST /api/proposals/:token/accept | decline {note?}
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PublicProposal } from '~/domain/bookings/public-proposal-api'
import { api } from '~/web/lib/api'
import { proposalApiPaths, proposalKeys } from '../proposal-paths'

export type ProposalAnswer = 'accept' | 'decline'

export const answerProposal = (token: string, answer: ProposalAnswer, note?: string) =>
  api.post<PublicProposal>(proposalApiPaths.answerProposal(token, answer), note ? { note } : {})

export function useAnswerProposal(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ answer, note }: { answer: ProposalAnswer; note?: string }) => answerProposal(token, answer, note),
    onSuccess: (proposal) => queryClient.setQueryData(proposalKeys.publicProposal(token), proposal),
  })
}

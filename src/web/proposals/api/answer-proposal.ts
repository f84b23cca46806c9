// POST /api/proposals/:token/accept | decline {note?}
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PublicProposal } from '~/domain/bookings/public-proposal-api'
import { api } from '~/web/lib/api'
import { proposalApiPaths, proposalKeys } from '../proposal-paths'

export type ProposalAnswer = 'accept' | 'decline'

/** Accepting signs the agreement shown: the name typed and the hash of the text displayed. */
export type ProposalSignature = { signerName: string; agreementHash: string }

export const answerProposal = (token: string, answer: ProposalAnswer, note?: string, signature?: ProposalSignature) =>
  api.post<PublicProposal>(proposalApiPaths.answerProposal(token, answer), {
    ...(note ? { note } : {}),
    ...(answer === 'accept' && signature ? signature : {}),
  })

export function useAnswerProposal(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      answer,
      note,
      signature,
    }: {
      answer: ProposalAnswer
      note?: string
      signature?: ProposalSignature
    }) => answerProposal(token, answer, note, signature),
    onSuccess: (proposal) => queryClient.setQueryData(proposalKeys.publicProposal(token), proposal),
  })
}

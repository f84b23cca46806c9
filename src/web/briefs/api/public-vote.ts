// The group's public vote (/votes/:token, no account): GET the options and tallies (read again
// every few seconds while the page is in view, until the vote closes), POST a vote (counted once
// its email link is followed, or at once by an RSVP link), POST the emailed confirmation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PublicVote, VoteAccepted, VoteInput } from '~/domain/briefs/votes-api'
import { api } from '~/web/lib/api'
import { idempotencyHeaders } from '~/web/lib/idempotency'
import { briefsApiPaths, briefsKeys } from '../briefs-paths'
import { LIVE_REFRESH_MS } from './get-brief'

export const getPublicVote = (token: string) => api.get<PublicVote>(briefsApiPaths.vote(token))

export const usePublicVote = (token: string) =>
  useQuery({
    queryKey: briefsKeys.publicVote(token),
    queryFn: () => getPublicVote(token),
    refetchInterval: (query) => (query.state.data?.closed || query.state.error ? false : LIVE_REFRESH_MS),
  })

export const castVote = (token: string, data: VoteInput, idempotencyKey: string) =>
  api.post<VoteAccepted>(briefsApiPaths.vote(token), data, { headers: idempotencyHeaders(idempotencyKey) })

export function useCastVote(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ data, idempotencyKey }: { data: VoteInput; idempotencyKey: string }) =>
      castVote(token, data, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: briefsKeys.publicVote(token) }),
  })
}

export const confirmVote = (token: string, confirmation: string) =>
  api.post<VoteAccepted>(briefsApiPaths.confirmVote(token), { confirmation })

export function useConfirmVote(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (confirmation: string) => confirmVote(token, confirmation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: briefsKeys.publicVote(token) }),
  })
}

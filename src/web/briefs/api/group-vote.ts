// The organiser's side of the group vote: POST …/share makes (or returns) the public link,
// GET …/votes reads the results (live while the page is in view), POST …/votes/close ends it,
// GET/POST …/vote-invitations emails the vote to the guests of one of the organiser's events.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ShareResponse,
  VoteGuestLists,
  VoteInviteInput,
  VoteInviteResult,
  VoteResults,
} from '~/domain/briefs/votes-api'
import { api } from '~/web/lib/api'
import { briefsApiPaths, briefsKeys } from '../briefs-paths'
import { LIVE_REFRESH_MS } from './get-brief'

export const shareBrief = (ref: string, token: string | null) =>
  api.post<ShareResponse>(briefsApiPaths.share(ref, token), {})

export function useShareBrief(ref: string, token: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => shareBrief(ref, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: briefsKeys.brief(ref, token) }),
  })
}

export const getVoteResults = (ref: string, token: string | null) =>
  api.get<VoteResults>(briefsApiPaths.voteResults(ref, token))

export function useVoteResults(ref: string, token: string | null, enabled: boolean) {
  return useQuery({
    queryKey: briefsKeys.voteResults(ref, token),
    queryFn: () => getVoteResults(ref, token),
    enabled,
    refetchInterval: (query) => (query.state.data?.closed || query.state.error ? false : LIVE_REFRESH_MS),
  })
}

export const closeVote = (ref: string, token: string | null) =>
  api.post<VoteResults>(briefsApiPaths.closeVote(ref, token), {})

export function useCloseVote(ref: string, token: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => closeVote(ref, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: briefsKeys.brief(ref, token) }),
  })
}

export const getVoteGuestLists = (ref: string, token: string | null) =>
  api.get<VoteGuestLists>(briefsApiPaths.voteInvitations(ref, token))

export function useVoteGuestLists(ref: string, token: string | null) {
  return useQuery({ queryKey: briefsKeys.voteGuestLists(ref, token), queryFn: () => getVoteGuestLists(ref, token) })
}

export const inviteVoteGuests = (ref: string, token: string | null, input: VoteInviteInput) =>
  api.post<VoteInviteResult>(briefsApiPaths.voteInvitations(ref, token), input)

export function useInviteVoteGuests(ref: string, token: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: VoteInviteInput) => inviteVoteGuests(ref, token, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: briefsKeys.voteGuestLists(ref, token) }),
  })
}

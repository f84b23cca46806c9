// GET / PUT /api/shortlist: a signed-in planner's shortlist, kept on the server (visitors keep
// theirs in the browser, ../lib/visitor-shortlist.ts).
import type { ShortlistResponse } from '~/domain/briefs/shortlist-api'
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, isSessionRejected } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { toast } from '~/web/lib/use-toast'
import { briefsApiPaths, briefsKeys } from '../briefs-paths'

export const getShortlist = () => api.get<ShortlistResponse>(briefsApiPaths.shortlist())
export const putShortlist = (venueIds: readonly number[]) =>
  api.put<ShortlistResponse>(briefsApiPaths.shortlist(), { venueIds })

export const shortlistQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: briefsKeys.shortlist(token), queryFn: getShortlist })

/** The account's shortlist; idle for visitors. */
export function useAccountShortlist() {
  const token = useSessionToken()
  return useQuery({ ...shortlistQueryOptions(token), enabled: Boolean(token) })
}

const mutationKey = ['briefs', 'shortlist', 'save'] as const

/** Saves the whole list; the server's answer replaces the account's list once the last save is done. */
export function useSaveShortlist() {
  const queryClient = useQueryClient()
  const queryKey = briefsKeys.shortlist(useSessionToken())
  return useMutation({
    mutationKey,
    mutationFn: putShortlist,
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: (saved) => {
      // Only the last of several quick changes writes: an early answer never undoes a later click.
      if (queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(queryKey, saved)
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Your shortlist was not saved',
        description: isSessionRejected(error)
          ? 'Your session has expired. Please log in again.'
          : 'Please try again in a moment.',
      })
      return queryClient.invalidateQueries({ queryKey })
    },
  })
}

/** The list being saved right now (the last change), shown before the server has answered. */
export function usePendingShortlist(): readonly number[] | undefined {
  const pending = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (m) => m.state.variables as readonly number[],
  })
  return pending.at(-1)
}

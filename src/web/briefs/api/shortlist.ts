// GET / PUT /api/shortlist: a signed-in planner's shortlist, kept on the server (visitors keep
// theirs in the browser, ../lib/visitor-shortlist.ts).
import type { ShortlistResponse } from '~/domain/briefs/shortlist-api'
import { queryOptions, useMutationState, useQuery } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { briefsApiPaths, briefsKeys } from '../briefs-paths'

export const getShortlist = () => api.get<ShortlistResponse>(briefsApiPaths.shortlist())
export const putShortlist = (venueIds: readonly number[]) =>
  api.put<ShortlistResponse>(briefsApiPaths.shortlist(), { venueIds })

export const shortlistQueryOptions = queryOptions({ queryKey: briefsKeys.shortlist, queryFn: getShortlist })

/** The account's shortlist; idle for visitors. */
export function useAccountShortlist() {
  const token = useSessionToken()
  return useQuery({ ...shortlistQueryOptions, enabled: Boolean(token) })
}

/** The key of the shortlist's saves (./save-shortlist.ts), which usePendingShortlist watches. */
export const saveShortlistKey = ['briefs', 'shortlist', 'save'] as const

/** The list being saved right now (the last change), shown before the server has answered. */
export function usePendingShortlist(): readonly number[] | undefined {
  const pending = useMutationState({
    filters: { mutationKey: saveShortlistKey, status: 'pending' },
    select: (m) => m.state.variables as readonly number[],
  })
  return pending.at(-1)
}

// GET /api/briefs/:ref?token=…: the comparison of a brief's answers, by the emailed signed link or
// the owner's session. Quotes arrive while the planner looks: it is read again every few seconds
// while the page is in view (TanStack pauses the interval while the tab is hidden).
import { useQuery } from '@tanstack/react-query'
import type { BriefComparison } from '~/domain/briefs/briefs-api'
import { api } from '~/web/lib/api'
import { briefsApiPaths, briefsKeys } from '../briefs-paths'

/** How often an open comparison (and its vote) is read again. */
export const LIVE_REFRESH_MS = 10_000

export const getBrief = (ref: string, token: string | null) =>
  api.get<BriefComparison>(briefsApiPaths.brief(ref, token))

/** `token`: the signed link's; without one, the session's owner reads her own brief. */
export function useBrief(ref: string, token: string | null) {
  return useQuery({
    queryKey: briefsKeys.brief(ref, token),
    queryFn: () => getBrief(ref, token),
    refetchInterval: (query) => (query.state.data?.status === 'booked' || query.state.error ? false : LIVE_REFRESH_MS),
  })
}

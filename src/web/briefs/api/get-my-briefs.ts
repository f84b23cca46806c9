// GET /api/briefs: the signed-in planner's briefs, for her dashboard.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BriefSummary } from '~/domain/briefs/briefs-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { briefsApiPaths, briefsKeys } from '../briefs-paths'

export const getMyBriefs = () => api.get<{ briefs: BriefSummary[] }>(briefsApiPaths.briefs())

export const myBriefsQueryOptions = queryOptions({ queryKey: briefsKeys.myBriefs, queryFn: getMyBriefs })

export function useMyBriefs() {
  const token = useSessionToken()
  return useQuery({ ...myBriefsQueryOptions, enabled: Boolean(token) })
}

// GET /api/staff/team?q= (admin): the staff, or with q any matching account.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSessionToken } from '~/web/lib/session-store'
import { api, toQueryString } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'
import type { TeamResponse } from '~/domain/staff/team-api'

export const getTeam = async (q: string) =>
  (await api.get<TeamResponse>(staffApiPaths.team(toQueryString({ q })))).members

/** Asked only for an admin (`enabled`): staff are answered 403. */
export function useTeam(q: string, { enabled }: { enabled: boolean }) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.team(q),
    queryFn: () => getTeam(q),
    enabled: Boolean(token) && enabled,
    placeholderData: keepPreviousData,
  })
}

// GET /api/staff/assignees: who a request can be assigned to.
import { useQuery } from '@tanstack/react-query'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'
import type { TeamResponse } from '~/domain/staff/team-api'

export const getAssignees = async () => (await api.get<TeamResponse>(staffApiPaths.assignees())).members

export function useAssignees() {
  const token = useSessionToken()
  return useQuery({ queryKey: staffKeys.assignees, queryFn: getAssignees, enabled: Boolean(token) })
}

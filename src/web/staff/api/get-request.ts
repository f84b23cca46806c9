// GET /api/staff/requests/:id: everything about one request.
import { useQuery } from '@tanstack/react-query'
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'

export const getRequest = (id: number) => api.get<RequestDetail>(staffApiPaths.request(id))

export function useStaffRequest(id: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.request(id),
    queryFn: () => getRequest(id),
    enabled: Boolean(token) && id > 0,
  })
}

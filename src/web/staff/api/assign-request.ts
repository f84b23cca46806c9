// POST /api/staff/requests/:id/assign {userId|null}
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import { api } from '~/web/lib/api'
import { staffApiPaths } from '../staff-paths'
import { useRequestMutation } from './use-request-mutation'

export const assignRequest = (id: number, userId: number | null) =>
  api.post<RequestDetail>(staffApiPaths.assign(id), { userId })

export const useAssignRequest = (id: number) =>
  useRequestMutation(id, (userId: number | null) => assignRequest(id, userId))

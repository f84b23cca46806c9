// POST /api/staff/requests/:id/status {status, note}
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import type { StatusChangeBody } from '~/domain/staff/request-workflow-api'
import { api } from '~/web/lib/api'
import { staffApiPaths } from '../staff-paths'
import { useRequestMutation } from './use-request-mutation'

export const changeStatus = (id: number, input: StatusChangeBody) =>
  api.post<RequestDetail>(staffApiPaths.status(id), input)

export const useChangeStatus = (id: number) =>
  useRequestMutation(id, (input: StatusChangeBody) => changeStatus(id, input))

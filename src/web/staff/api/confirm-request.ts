// POST /api/staff/requests/:id/confirm {note?, eventName?}: the event goes on the planner's dashboard.
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import type { ConfirmBody } from '~/domain/staff/request-workflow-api'
import { api } from '~/web/lib/api'
import { staffApiPaths } from '../staff-paths'
import { useRequestMutation } from './use-request-mutation'

export const confirmRequest = (id: number, input: ConfirmBody) =>
  api.post<RequestDetail>(staffApiPaths.confirm(id), input)

export const useConfirmRequest = (id: number) =>
  useRequestMutation(id, (input: ConfirmBody) => confirmRequest(id, input))

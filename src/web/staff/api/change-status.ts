// POST /api/staff/requests/:id/status {status, note}
import type { RequestStatus } from '~/domain/staff/workflow'
import type { RequestDetail } from '~/domain/staff/staff-api'
import { api } from '~/web/lib/api'
import { staffApiPaths } from '../staff-paths'
import { useRequestMutation } from './use-request-mutation'

export type StatusChangeInput = { status: RequestStatus; note?: string }

export const changeStatus = (id: number, input: StatusChangeInput) =>
  api.post<RequestDetail>(staffApiPaths.status(id), input)

export const useChangeStatus = (id: number) =>
  useRequestMutation(id, (input: StatusChangeInput) => changeStatus(id, input))

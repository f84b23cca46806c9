// POST /api/staff/requests/:id/confirm {note?, eventName?}: the event goes on the planner's dashboard.
import type { RequestDetail } from '~/domain/staff/staff-api'
import { api } from '~/web/lib/api'
import { staffApiPaths } from '../staff-paths'
import { useRequestMutation } from './use-request-mutation'

export type ConfirmInput = { note?: string; eventName?: string }

export const confirmRequest = (id: number, input: ConfirmInput) =>
  api.post<RequestDetail>(staffApiPaths.confirm(id), input)

export const useConfirmRequest = (id: number) =>
  useRequestMutation(id, (input: ConfirmInput) => confirmRequest(id, input))

// GET /api/staff/outbox?status=: emails waiting, sent and failed, with the count of each.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSessionToken } from '~/web/lib/session-store'
import { api, toQueryString } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'
import type { OutboxPage, OutboxStatus } from '~/domain/staff/outbox-api'

export const getOutbox = (status: OutboxStatus) =>
  api.get<OutboxPage>(staffApiPaths.outbox(toQueryString({ status, limit: 100 })))

export function useOutbox(status: OutboxStatus) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.outbox(status),
    queryFn: () => getOutbox(status),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  })
}

// GET /api/staff/outbox/:id: one email with its bodies.
import { useQuery } from '@tanstack/react-query'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'
import type { OutboxEmailDetail } from '~/domain/staff/outbox-api'

export const getOutboxEmail = (id: number) => api.get<OutboxEmailDetail>(staffApiPaths.outboxEmail(id))

export function useOutboxEmail(id: number | null) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.outboxEmail(id ?? 0),
    queryFn: () => getOutboxEmail(id ?? 0),
    enabled: Boolean(token) && id !== null,
  })
}

// GET /api/staff/requests: every request, newest first, with counts and the response-time figures.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { InboxResponse } from '~/domain/staff/inbox-api'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'

/** `qs` is the inbox's query string as it stands in the page's URL ('' or '?status=new…'). */
export const getInbox = (qs: string) => api.get<InboxResponse>(staffApiPaths.inbox(qs))

export function useInbox(qs: string) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.inbox(qs),
    queryFn: () => getInbox(qs),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  })
}

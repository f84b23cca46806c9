// GET /api/staff/reply-templates?requestId=: the four templates, filled for the request.
import { useQuery } from '@tanstack/react-query'
import type { ReplyTemplatesResponse } from '~/domain/staff/reply-api'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'

export const getReplyTemplates = async (requestId: number) =>
  (await api.get<ReplyTemplatesResponse>(staffApiPaths.replyTemplates(requestId))).templates

export function useReplyTemplates(requestId: number, enabled: boolean) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.replyTemplates(requestId),
    queryFn: () => getReplyTemplates(requestId),
    enabled: enabled && Boolean(token),
  })
}

// POST /api/staff/requests/:id/reply {template?, subject, body}: an email through the outbox.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReplyBody, SentReply } from '~/domain/staff/reply-api'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'

export const sendReply = (id: number, input: ReplyBody) => api.post<SentReply>(staffApiPaths.reply(id), input)

export function useSendReply(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReplyBody) => sendReply(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.request(id) }),
        queryClient.invalidateQueries({ queryKey: staffKeys.inboxAll }),
        queryClient.invalidateQueries({ queryKey: staffKeys.outboxAll }),
      ]),
  })
}

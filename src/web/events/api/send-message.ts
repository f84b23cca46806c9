// POST /api/dashboard/events/:id/messages: every connected member receives it live.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatMessage, SendMessageInput } from '~/domain/events/chat'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'
import { mergeMessage } from './get-messages'

export const sendMessage = (id: number, input: SendMessageInput) =>
  api.post<ChatMessage>(eventApiPaths.messages(id), input)

export function useSendMessage(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(id, input),
    onSuccess: (message) => mergeMessage(queryClient, id, message),
  })
}

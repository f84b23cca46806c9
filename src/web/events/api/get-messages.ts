// GET /api/dashboard/events/:id/messages: the last 200 chat messages, oldest first. Live ones
// arrive over the WebSocket (lib/use-chat-socket.ts) and are merged into the same cache entry.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { ChatHistory, ChatMessage } from '~/domain/events/chat'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export const getMessages = async (id: number) => (await api.get<ChatHistory>(eventApiPaths.messages(id))).messages

export const messagesQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventKeys.messages(id), queryFn: () => getMessages(id) })

export function useMessages(id: number) {
  const token = useSessionToken()
  return useQuery({ ...messagesQueryOptions(id), enabled: Boolean(token) })
}

/** Adds a message once (the POST answer and the live frame both bring it), in id order. */
export function mergeMessage(queryClient: QueryClient, id: number, message: ChatMessage) {
  queryClient.setQueryData<ChatMessage[]>(eventKeys.messages(id), (old) => {
    if (!old) return old
    if (old.some((m) => m.id === message.id)) return old
    return [...old, message].sort((a, b) => a.id - b.id)
  })
}

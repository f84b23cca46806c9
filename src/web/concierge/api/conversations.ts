// GET /api/concierge/conversations (mine, newest first) and GET …/:id (one thread, owner or key),
// POST /api/concierge/conversations (a new thread, maybe with a context and a first message).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type {
  ConversationList,
  ConversationView,
  CreateConversationBody,
  Message,
} from '~/domain/concierge/conversation-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { conciergeApiPaths, conciergeKeys } from '../lib/concierge-api-paths'
import { markVisitorConversation } from '../lib/visitor-conversations'

export const conversationListQueryOptions = queryOptions({
  queryKey: conciergeKeys.list,
  queryFn: () => api.get<ConversationList>(conciergeApiPaths.conversations()),
  // A visitor's threads are her browser's (its cookie): the server renders the page without them.
  meta: { browserOnly: true },
})

export const useConversationList = (enabled: boolean) => useQuery({ ...conversationListQueryOptions, enabled })

export function useConversation(id: string, key: string | null) {
  return useQuery({
    queryKey: conciergeKeys.conversation(id),
    queryFn: () => api.get<ConversationView>(conciergeApiPaths.conversation(id, key)),
  })
}

export function useCreateConversation() {
  const queryClient = useQueryClient()
  const token = useSessionToken()
  return useMutation({
    mutationFn: (body: CreateConversationBody) => api.post<ConversationView>(conciergeApiPaths.conversations(), body),
    onSuccess: (view) => {
      // A visitor's thread joins her account when she signs in (lib/merge-visitor-conversations.ts).
      if (!token) markVisitorConversation()
      queryClient.setQueryData(conciergeKeys.conversation(view.id), view)
      void queryClient.invalidateQueries({ queryKey: conciergeKeys.list })
    },
  })
}

/** A message arrived live or with a turn: added once, in id order. */
export function mergeMessages(view: ConversationView, messages: readonly Message[]): ConversationView {
  const known = new Set(view.messages.map((m) => m.id))
  const fresh = messages.filter((m) => !known.has(m.id))
  if (!fresh.length) return view
  return { ...view, messages: [...view.messages, ...fresh].sort((a, b) => a.id - b.id) }
}

export function updateConversation(
  queryClient: QueryClient,
  id: string,
  update: (view: ConversationView) => ConversationView,
) {
  queryClient.setQueryData<ConversationView>(conciergeKeys.conversation(id), (old) => old && update(old))
}

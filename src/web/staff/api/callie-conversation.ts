// A conversation with Callie that a planner handed over: GET /api/staff/conversations/:id (the
// thread and her contact), POST …/messages (the team's answer, pushed live to her), POST …/release
// (back to Callie). Live frames from the planner's channel merge into the same cache entry.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ConversationLiveFrame, StaffConversationView } from '~/domain/concierge/handover-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { liveSocketUrl, useLiveSocket } from '~/web/lib/use-live-socket'
import { staffApiPaths, staffKeys } from '../staff-paths'

export function useStaffConversation(id: string) {
  const token = useSessionToken()
  const queryClient = useQueryClient()
  const queryKey = staffKeys.conversation(id)
  const query = useQuery({
    queryKey,
    queryFn: () => api.get<StaffConversationView>(staffApiPaths.conversation(id)),
    enabled: Boolean(token),
  })
  useLiveSocket<ConversationLiveFrame>(token ? liveSocketUrl(staffApiPaths.conversationLive(id), { token }) : null, {
    onOpen: () => void queryClient.invalidateQueries({ queryKey, exact: true }),
    onFrame: (frame) =>
      queryClient.setQueryData<StaffConversationView>(queryKey, (old) => {
        if (!old) return old
        if (frame.type === 'status') return { ...old, status: frame.status }
        if (old.messages.some((m) => m.id === frame.message.id)) return old
        return { ...old, messages: [...old.messages, frame.message].sort((a, b) => a.id - b.id) }
      }),
  })
  return query
}

export function useStaffConversationAction(id: string, requestId: number) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.conversation(id) }),
      queryClient.invalidateQueries({ queryKey: staffKeys.request(requestId) }),
    ])
  return {
    reply: useMutation({
      mutationFn: (text: string) => api.post<unknown>(staffApiPaths.conversationMessages(id), { text }),
      onSuccess: refresh,
    }),
    release: useMutation({
      mutationFn: () => api.post<unknown>(staffApiPaths.releaseConversation(id)),
      onSuccess: refresh,
    }),
  }
}

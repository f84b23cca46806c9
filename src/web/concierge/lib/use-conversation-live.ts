// While a person from the concierge team is on the thread: GET …/live as a WebSocket, which pushes
// her messages and the thread's status. Auth as the REST calls: the visitor cookie, the session
// (?token=) or the emailed key (?key=). Every (re)connection reads the thread again.
import { useQueryClient } from '@tanstack/react-query'
import type { ConversationLiveFrame } from '~/domain/concierge/handover-api'
import { liveSocketUrl, useLiveSocket } from '~/web/lib/use-live-socket'
import { useSessionToken } from '~/web/lib/session-store'
import { mergeMessages, updateConversation } from '../api/conversations'
import { conciergeApiPaths, conciergeKeys } from './concierge-api-paths'

export function useConversationLive(id: string, key: string | null, enabled: boolean) {
  const token = useSessionToken()
  const queryClient = useQueryClient()
  const queryKey = conciergeKeys.conversation(id)
  useLiveSocket<ConversationLiveFrame>(enabled ? liveSocketUrl(conciergeApiPaths.live(id), { token, key }) : null, {
    onOpen: () => void queryClient.invalidateQueries({ queryKey, exact: true }),
    onFrame: (frame) => {
      if (frame.type === 'message') updateConversation(queryClient, id, (v) => mergeMessages(v, [frame.message]))
      else {
        updateConversation(queryClient, id, (v) => ({ ...v, status: frame.status }))
        void queryClient.invalidateQueries({ queryKey, exact: true })
      }
    },
  })
}

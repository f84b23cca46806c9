// POST /api/concierge/conversations/:id/handover: a person from the concierge team takes the thread.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConversationView } from '~/domain/concierge/conversation-api'
import type { HandoverBody } from '~/domain/concierge/handover-api'
import { api } from '~/web/lib/api'
import { conciergeApiPaths, conciergeKeys } from '../lib/concierge-api-paths'

export type HandoverContact = HandoverBody

export function useHandover(id: string, key: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (contact: HandoverContact) => api.post<ConversationView>(conciergeApiPaths.handover(id, key), contact),
    onSuccess: (view) => queryClient.setQueryData(conciergeKeys.conversation(id), view),
  })
}

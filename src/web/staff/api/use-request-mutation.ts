// The request's write operations answer with the whole detail: it replaces the cached one and the
// inbox (counts, statuses) is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import { staffKeys } from '../staff-paths'

export function useRequestMutation<TInput>(id: number, write: (input: TInput) => Promise<RequestDetail>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (detail) => {
      queryClient.setQueryData(staffKeys.request(id), detail)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.inboxAll }),
        queryClient.invalidateQueries({ queryKey: staffKeys.outboxAll }),
      ])
    },
  })
}

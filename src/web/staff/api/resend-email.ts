// POST /api/staff/outbox/:id/resend: the email goes back in the queue.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'
import type { OutboxEmailDetail } from '~/domain/staff/outbox-api'

export const resendEmail = (id: number) => api.post<OutboxEmailDetail>(staffApiPaths.resend(id))

export function useResendEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.outboxAll }),
  })
}

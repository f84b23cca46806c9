// DELETE /api/dashboard/events/:id/cohosts/:userId (host only). Their tasks become unassigned.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'
import { invalidateTasks } from './invalidate-tasks'

export const removeCoHost = (id: number, userId: number) => api.delete<void>(eventApiPaths.coHost(id, userId))

export function useRemoveCoHost(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => removeCoHost(id, userId),
    onSuccess: () => invalidateTasks(queryClient, id),
  })
}

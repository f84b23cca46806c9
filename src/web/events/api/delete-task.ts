// DELETE /api/dashboard/events/:id/tasks/:taskId.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'
import { invalidateTasks } from './invalidate-tasks'

export const deleteTask = (id: number, taskId: number) => api.delete<void>(eventApiPaths.task(id, taskId))

export function useDeleteTask(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (taskId: number) => deleteTask(id, taskId),
    onSuccess: () => invalidateTasks(queryClient, id),
  })
}

// PATCH /api/dashboard/events/:id/tasks/:taskId: complete, reopen, edit or assign a task.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Task, UpdateTaskInput } from '~/domain/events/task'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'
import { invalidateTasks } from './invalidate-tasks'

export const updateTask = (id: number, taskId: number, input: UpdateTaskInput) =>
  api.patch<Task>(eventApiPaths.task(id, taskId), input)

export function useUpdateTask(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ taskId, input }: { taskId: number; input: UpdateTaskInput }) => updateTask(id, taskId, input),
    onSuccess: () => invalidateTasks(queryClient, id),
  })
}

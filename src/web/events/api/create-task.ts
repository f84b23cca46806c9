// POST /api/dashboard/events/:id/tasks.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateTaskInput, Task } from '~/domain/events/task'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'
import { invalidateTasks } from './invalidate-tasks'

export const createTask = (id: number, input: CreateTaskInput) => api.post<Task>(eventApiPaths.tasks(id), input)

export function useCreateTask(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateTaskInput) => createTask(id, input),
    onSuccess: () => invalidateTasks(queryClient, id),
  })
}

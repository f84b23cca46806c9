// GET /api/dashboard/events/:id/tasks: the event's tasks, oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TaskList } from '~/domain/events/task'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export const getTasks = async (id: number) => (await api.get<TaskList>(eventApiPaths.tasks(id))).tasks

export const tasksQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventKeys.tasks(id), queryFn: () => getTasks(id) })

export function useTasks(id: number) {
  const token = useSessionToken()
  return useQuery({ ...tasksQueryOptions(id), enabled: Boolean(token) })
}

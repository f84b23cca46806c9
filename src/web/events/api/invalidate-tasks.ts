import type { QueryClient } from '@tanstack/react-query'
import { eventKeys } from '../event-paths'

/** A task changed: the task list, and the counts on the event and the dashboard cards. */
export const invalidateTasks = (queryClient: QueryClient, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.tasks(id) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.event(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: eventKeys.events, exact: true }),
  ])

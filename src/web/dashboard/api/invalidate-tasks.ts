import type { QueryClient } from '@tanstack/react-query'
import { dashboardKeys } from '../dashboard-paths'

/** A task changed: the task list, and the counts on the event and the dashboard cards. */
export const invalidateTasks = (queryClient: QueryClient, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKeys.tasks(id) }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.event(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.events, exact: true }),
  ])

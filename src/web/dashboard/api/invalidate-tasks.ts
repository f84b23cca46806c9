import type { QueryClient } from '@tanstack/react-query'
import { dashboardKeys } from '../dashboard-paths'

/** A task changed: the task list, and the counts on the event and the dashboard cards. */
export const invalidateTasks = (queryClient: QueryClient, token: string | null, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKeys.tasks(token, id) }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.event(token, id), exact: true }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.events(token), exact: true }),
  ])

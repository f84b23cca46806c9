// GET /api/dashboard/events/:id/door: the guest list at the door with who is checked in. Asked
// again every few seconds while the page is open, so two phones at the door agree.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Door } from '~/domain/events/door'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { eventApiPaths, eventKeys } from '../event-paths'

export const DOOR_REFRESH_MS = 4000

export const getDoor = (id: number) => api.get<Door>(eventApiPaths.door(id))

export const doorQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventKeys.door(id), queryFn: () => getDoor(id) })

export function useDoor(id: number) {
  const token = useSessionToken()
  return useQuery({ ...doorQueryOptions(id), enabled: Boolean(token), refetchInterval: DOOR_REFRESH_MS })
}

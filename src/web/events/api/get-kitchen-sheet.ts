// GET /api/dashboard/events/:id/kitchen-sheet: the booked venue's kitchen sheet, read-only for the
// host and co-hosts, with the version the venue acknowledged and guests' change requests.
import { useQuery } from '@tanstack/react-query'
import type { KitchenSheet } from '~/domain/kitchen/kitchen-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { eventApiPaths, eventKeys } from '../event-paths'

export function useEventKitchenSheet(id: number, enabled: boolean) {
  const token = useSessionToken()
  return useQuery({
    queryKey: eventKeys.kitchenSheet(id),
    queryFn: () => api.get<KitchenSheet>(eventApiPaths.kitchenSheet(id)),
    enabled: Boolean(token) && enabled,
    retry: false,
  })
}

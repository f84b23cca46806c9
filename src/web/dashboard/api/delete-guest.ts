// DELETE /api/dashboard/events/:id/guests/:guestId.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { dashboardApiPaths } from '../dashboard-paths'
import { invalidateGuests } from './get-guests'

export const deleteGuest = (id: number, guestId: number) => api.delete<void>(dashboardApiPaths.guest(id, guestId))

export function useDeleteGuest(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (guestId: number) => deleteGuest(id, guestId),
    onSuccess: () => invalidateGuests(queryClient, id),
  })
}

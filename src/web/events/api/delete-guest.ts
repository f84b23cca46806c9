// DELETE /api/dashboard/events/:id/guests/:guestId.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'
import { invalidateGuests } from './get-guests'

export const deleteGuest = (id: number, guestId: number) => api.delete<void>(eventApiPaths.guest(id, guestId))

export function useDeleteGuest(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (guestId: number) => deleteGuest(id, guestId),
    onSuccess: () => invalidateGuests(queryClient, id),
  })
}

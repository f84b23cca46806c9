// PATCH /api/dashboard/events/:id/guests/:guestId: edit a guest or record an answer given in person.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Guest, UpdateGuestInput } from '~/domain/events/guest'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'
import { invalidateGuests } from './get-guests'

export const updateGuest = (id: number, guestId: number, input: UpdateGuestInput) =>
  api.patch<Guest>(eventApiPaths.guest(id, guestId), input)

export function useUpdateGuest(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ guestId, input }: { guestId: number; input: UpdateGuestInput }) => updateGuest(id, guestId, input),
    onSuccess: () => invalidateGuests(queryClient, id),
  })
}

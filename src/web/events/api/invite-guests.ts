// POST /api/dashboard/events/:id/guests/invite: emails guests their own RSVP link.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { inviteGuestsResponseSchema } from '~/domain/events/guest'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'
import { invalidateGuests } from './get-guests'

export type InviteGuestsResult = z.infer<typeof inviteGuestsResponseSchema>

export const inviteGuests = (id: number, guestIds?: number[]) =>
  api.post<InviteGuestsResult>(eventApiPaths.inviteGuests(id), guestIds ? { guestIds } : {})

export function useInviteGuests(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (guestIds?: number[]) => inviteGuests(id, guestIds),
    onSuccess: () => invalidateGuests(queryClient, id),
  })
}

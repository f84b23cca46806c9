// POST /api/public/events/:publicId/rsvp: a guest's answer with their own token.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PublicEvent, RsvpInput, RsvpResponse } from '~/domain/events/guest'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'

export const sendRsvp = (publicId: string, input: RsvpInput) =>
  api.post<RsvpResponse>(eventApiPaths.rsvp(publicId), input)

export function useSendRsvp(publicId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RsvpInput) => sendRsvp(publicId, input),
    onSuccess: ({ guest, kitchen }, input) =>
      queryClient.setQueryData<PublicEvent>(['public-events', publicId, input.token], (old) =>
        old ? { ...old, guest, kitchen } : old,
      ),
  })
}

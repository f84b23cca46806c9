// POST /api/dashboard/events/:id/review: the host's one review of the venue after the event.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateReviewInput } from '~/domain/events/review'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export const createReview = (id: number, input: CreateReviewInput) => api.post<unknown>(eventApiPaths.review(id), input)

export function useCreateReview(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.event(id), exact: true }),
        // The venue's rating and reviews changed.
        queryClient.invalidateQueries({ queryKey: ['venues'] }),
      ]),
  })
}

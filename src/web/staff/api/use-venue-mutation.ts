// Venue writes answer with the whole venue: it replaces the cached one and the list is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffKeys } from '../staff-paths'
import type { StaffVenue } from '~/domain/staff/staff-venue-api'

export function useVenueMutation<TInput>(write: (input: TInput) => Promise<StaffVenue>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (venue) => {
      queryClient.setQueryData(staffKeys.venue(venue.id), venue)
      return queryClient.invalidateQueries({
        queryKey: staffKeys.venuesAll,
        predicate: (q) => q.queryKey[3] === 'list',
      })
    },
  })
}

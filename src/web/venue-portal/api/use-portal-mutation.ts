// A portal write refreshes everything cached for its venue (profile, spaces, packages, blackouts,
// calendar, inbox) and the venue list's counts: one venue's data is small and the pages share it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { portalKeys } from '../portal-paths'

export function usePortalMutation<TInput, TResult>(venueId: number, write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.venue(venueId) }),
        queryClient.invalidateQueries({ queryKey: portalKeys.venues }),
      ]),
  })
}

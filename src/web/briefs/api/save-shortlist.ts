// PUT /api/shortlist from the page: apart from ./shortlist.ts, so that the pages that only show the
// shortlist (the navigation's count, on every page) do not load TanStack Query's mutations.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isSessionRejected } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { briefsKeys } from '../briefs-paths'
import { putShortlist, saveShortlistKey as mutationKey } from './shortlist'

/** Saves the whole list; the server's answer replaces the account's list once the last save is done. */
export function useSaveShortlist() {
  const queryClient = useQueryClient()
  const queryKey = briefsKeys.shortlist
  return useMutation({
    mutationKey,
    mutationFn: putShortlist,
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: (saved) => {
      // Only the last of several quick changes writes: an early answer never undoes a later click.
      if (queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(queryKey, saved)
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Your shortlist was not saved',
        description: isSessionRejected(error)
          ? 'Your session has expired. Please log in again.'
          : 'Please try again in a moment.',
      })
      return queryClient.invalidateQueries({ queryKey })
    },
  })
}

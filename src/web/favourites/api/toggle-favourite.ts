// PUT / DELETE /api/me/favourites/:venueId, shown at once (optimistic) and rolled back on failure.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FavouritesResponse } from '~/domain/auth/favourites'
import { api, isSessionRejected } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { favouritesApiPaths } from '../favourites-paths'
import { favouritesQueryKey } from './get-favourites'

type Variables = { venueId: number; save: boolean }

export const toggleFavourite = ({ venueId, save }: Variables) =>
  save ? api.put<void>(favouritesApiPaths.favourite(venueId)) : api.delete<void>(favouritesApiPaths.favourite(venueId))

const mutationKey = ['auth', 'favourites', 'toggle'] as const

export function useToggleFavourite() {
  const queryClient = useQueryClient()
  const queryKey = favouritesQueryKey
  return useMutation({
    mutationKey,
    mutationFn: toggleFavourite,
    onMutate: async ({ venueId, save }) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<FavouritesResponse>(queryKey)
      queryClient.setQueryData<FavouritesResponse>(queryKey, (old = { venueIds: [], venues: [] }) =>
        save
          ? { ...old, venueIds: [venueId, ...old.venueIds.filter((id) => id !== venueId)] }
          : {
              venueIds: old.venueIds.filter((id) => id !== venueId),
              venues: old.venues.filter((v) => v.id !== venueId),
            },
      )
      return { previous }
    },
    onError: (error, _vars, context) => {
      // The query client has ended the session, and with it the cache: nothing to put back; say why
      // the heart went back.
      if (isSessionRejected(error)) {
        toast({ variant: 'destructive', title: 'Error', description: 'Your session has expired. Please log in again.' })
        return
      }
      queryClient.setQueryData(queryKey, context?.previous)
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Could not update your saved venues. Please try again.',
      })
    },
    onSettled: () => {
      // Only the last of several quick toggles refetches, so an early answer never undoes a later click.
      if (queryClient.isMutating({ mutationKey }) === 1) return queryClient.invalidateQueries({ queryKey })
    },
  })
}

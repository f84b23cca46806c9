// A space's photos: GET the list, POST one (multipart field `file`), DELETE one, PATCH the order.
// Each write refreshes the venue's cached data (its spaces' photos among them).
import { useQuery } from '@tanstack/react-query'
import type { SpacePhoto } from '~/domain/venue-portal/space-photos-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

type Space = { venueId: number; spaceId: number }
const photosPath = ({ venueId, spaceId }: Space) => portalApiPaths.spacePhotos(venueId, spaceId)

export function useSpacePhotos(space: Space) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.spacePhotos(space.venueId, space.spaceId),
    queryFn: async () => (await api.get<{ photos: SpacePhoto[] }>(photosPath(space))).photos,
    enabled: Boolean(token),
  })
}

export const useUploadSpacePhoto = (space: Space) =>
  usePortalMutation(space.venueId, ({ file }: { file: File }) => {
    const form = new FormData()
    form.append('file', file)
    return api.postRaw<SpacePhoto>(photosPath(space), form)
  })

export const useDeleteSpacePhoto = (space: Space) =>
  usePortalMutation(space.venueId, (photoId: number) => api.delete<void>(`${photosPath(space)}/${photoId}`))

export const useReorderSpacePhotos = (space: Space) =>
  usePortalMutation(space.venueId, (photoIds: number[]) =>
    api.patch<{ photos: SpacePhoto[] }>(`${photosPath(space)}/order`, { photoIds }),
  )

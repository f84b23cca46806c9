// A space's photos in the portal: the shared photo editor on the space; planners see the first on
// the venue page, described by the space's name.
import type { Space } from '~/domain/venue-portal/venue-portal-api'
import { PhotoListEditor } from '~/web/components/photos/photo-list-editor'
import { useDeleteSpacePhoto, useReorderSpacePhotos, useSpacePhotos, useUploadSpacePhoto } from '../api/space-photos'
import { LoadFailed, Loading } from './portal-ui'

export function SpacePhotos({ venueId, space }: { venueId: number; space: Space }) {
  const key = { venueId, spaceId: space.id }
  const photos = useSpacePhotos(key)
  const upload = useUploadSpacePhoto(key)
  const remove = useDeleteSpacePhoto(key)
  const reorder = useReorderSpacePhotos(key)
  if (photos.isPending) return <Loading what={`the photos of ${space.name}`} />
  if (photos.isError) return <LoadFailed what={`The photos of ${space.name}`} error={photos.error} />
  return (
    <PhotoListEditor
      title={`Photos of ${space.name}`}
      photos={photos.data.map((p) => ({ ...p, alt: space.name }))}
      emptyText="No photos yet. Planners see this space without one until you add one."
      firstLabel="Shown on your venue page"
      uploaded="Resized for the web; planners see the first photo of each space."
      upload={upload}
      remove={remove}
      reorder={reorder}
    />
  )
}

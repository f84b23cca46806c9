// A venue's photos in the console: the shared photo editor on the venue (the first is its cover).
import type { StaffVenue } from '~/domain/staff/staff-venue-api'
import { PhotoListEditor } from '~/web/components/photos/photo-list-editor'
import { useDeletePhoto, useReorderPhotos, useUploadPhoto } from '../api/venue-photos'

export function VenuePhotos({ venue }: { venue: StaffVenue }) {
  return (
    <PhotoListEditor
      title="Photos"
      photos={venue.photos}
      emptyText="No photos yet. Planners see a placeholder until you add one."
      firstLabel="Cover"
      withAlt
      uploaded="Resized for the web and added to the gallery."
      upload={useUploadPhoto(venue.id)}
      remove={useDeletePhoto(venue.id)}
      reorder={useReorderPhotos(venue.id)}
    />
  )
}

// Photos: POST multipart (field `file`, optional `alt`), DELETE one, PATCH the order. Each refreshes
// the venue (its photo list comes with it).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'
import type { PhotoOrderResponse, UploadedPhoto } from '~/domain/staff/venue-photo-api'
import type { okSchema } from '~/domain/api/api-fields'
import type { z } from 'zod'

export function uploadPhoto(venueId: number, file: File, alt?: string) {
  const form = new FormData()
  if (alt) form.append('alt', alt)
  // The server reads text fields that come before the file.
  form.append('file', file)
  return api.postRaw<UploadedPhoto>(staffApiPaths.photos(venueId), form)
}

export const deletePhoto = (venueId: number, photoId: number) =>
  api.delete<z.infer<typeof okSchema>>(staffApiPaths.photo(venueId, photoId))

export const reorderPhotos = (venueId: number, photoIds: number[]) =>
  api.patch<PhotoOrderResponse>(staffApiPaths.photoOrder(venueId), { photoIds })

function usePhotoMutation<TInput, TResult>(venueId: number, write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.venue(venueId), exact: true }),
  })
}

export const useUploadPhoto = (venueId: number) =>
  usePhotoMutation(venueId, ({ file, alt }: { file: File; alt?: string }) => uploadPhoto(venueId, file, alt))
export const useDeletePhoto = (venueId: number) =>
  usePhotoMutation(venueId, (photoId: number) => deletePhoto(venueId, photoId))
export const useReorderPhotos = (venueId: number) =>
  usePhotoMutation(venueId, (photoIds: number[]) => reorderPhotos(venueId, photoIds))

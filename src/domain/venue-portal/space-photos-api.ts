// A space's photos in the venue portal: list, upload (multipart field "file"), remove, reorder.
// Under /api/venue-portal/venues/:venueId/spaces/:spaceId/photos. Planners see each space's first
// photo on the venue page, with the space's name as its alternative text.
import { z } from 'zod'
import { idField, pathIdField } from '../id-field'
import { spaceParamsSchema } from './venue-portal-api'

export const spacePhotoParamsSchema = spaceParamsSchema.extend({ photoId: pathIdField() })

export const spacePhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** Its smaller copy, for the portal's grid. */
  smallUrl: z.string(),
  position: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
})
export type SpacePhoto = z.infer<typeof spacePhotoSchema>

/** The space's photos, first shown first. */
export const spacePhotosResponseSchema = z.object({ photos: z.array(spacePhotoSchema) })

export const SPACE_PHOTO_MESSAGES = {
  order: 'List every photo of the space exactly once',
} as const

/** PATCH …/photos/order: every photo of the space, first shown first. */
export const spacePhotoOrderSchema = z.object({
  photoIds: z.array(idField(SPACE_PHOTO_MESSAGES.order)).max(200),
})

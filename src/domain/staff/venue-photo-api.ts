// A venue's photos: POST /api/staff/venues/:id/photos (multipart), DELETE one, PATCH the order.
import { z } from 'zod'
import { idField, pathIdField } from '../id-field'
import { idParamsSchema } from '../api/api-fields'

export const photoParamsSchema = idParamsSchema.extend({ photoId: pathIdField() })

export const staffVenuePhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  position: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
})

/** An uploaded or reordered photo, with the URL of its small copy for the editor's grid. */
export const uploadedPhotoSchema = staffVenuePhotoSchema.extend({ smallUrl: z.string() })
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>

export const photoOrderSchema = z.object({
  photoIds: z.array(idField('Photo ids must be photo ids of this venue')).max(200),
})

export const photoOrderResponseSchema = z.object({ photos: z.array(uploadedPhotoSchema) })
export type PhotoOrderResponse = z.infer<typeof photoOrderResponseSchema>

// A venue's photos: upload (multipart), delete, reorder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema, okSchema } from '~/domain/api/api-fields'
import {
  photoOrderResponseSchema,
  photoOrderSchema,
  photoParamsSchema,
  uploadedPhotoSchema,
} from '~/domain/staff/venue-photo-api'
import { fieldError } from '../lib/errors'
import { readUpload } from '../lib/read-upload'
import { addVenuePhoto, deleteVenuePhoto, reorderVenuePhotos } from './venue-photo-files'
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, smallPhotoUrl } from '../lib/photo-uploads'
import { staffErrors, tags } from './staff-route-schemas'
import { errorResponses } from '../lib/error-responses'

export const venuePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/venues/:id/photos',
    {
      schema: {
        summary: 'Upload a photo (multipart field "file"; optional field "alt")',
        tags,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedPhotoSchema,
          ...errorResponses(413),
          ...staffErrors,
        },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge)
      if (!upload) throw fieldError('file', PHOTO_MESSAGES.missing)
      const photo = await addVenuePhoto({
        db: app.db,
        photos: app.photoStore,
        venueId: req.params.id,
        buffer: upload.buffer,
        alt: upload.fields.alt,
      })
      return reply.code(201).send(photo)
    },
  )

  app.delete(
    '/venues/:id/photos/:photoId',
    {
      schema: {
        summary: 'Delete a photo',
        tags,
        params: photoParamsSchema,
        response: { 200: okSchema, ...staffErrors },
      },
    },
    async (req) => {
      await deleteVenuePhoto({
        db: app.db,
        photos: app.photoStore,
        log: req.log,
        venueId: req.params.id,
        photoId: req.params.photoId,
      })
      return { ok: true as const }
    },
  )

  app.patch(
    '/venues/:id/photos/order',
    {
      schema: {
        summary: 'Reorder the photos (every photo id, first shown first)',
        tags,
        params: idParamsSchema,
        body: photoOrderSchema,
        response: {
          200: photoOrderResponseSchema,
          ...staffErrors,
        },
      },
    },
    async (req) => {
      const photos = await reorderVenuePhotos({ db: app.db, venueId: req.params.id, photoIds: req.body.photoIds })
      return {
        photos: photos.map((p) => ({
          id: p.id,
          url: p.url,
          smallUrl: smallPhotoUrl(p.url),
          alt: p.alt,
          position: p.position,
          width: p.width,
          height: p.height,
        })),
      }
    },
  )
}

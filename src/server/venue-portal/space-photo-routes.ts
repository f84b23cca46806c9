// A space's photos in the portal: list, upload (multipart), remove, reorder. Mounted inside
// venuePortalRoutes, behind its manager guard; multipart is read in this plugin only.
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '~/domain/api/no-content'
import {
  spacePhotoOrderSchema,
  spacePhotoParamsSchema,
  spacePhotoSchema,
  spacePhotosResponseSchema,
} from '~/domain/venue-portal/space-photos-api'
import { spaceParamsSchema } from '~/domain/venue-portal/venue-portal-api'
import { signedInUser } from '../auth/auth-plugin'
import { errorResponses } from '../lib/error-responses'
import { portalErrors as errors, portalTags as tags } from './portal-route-schemas'
import { fieldError } from '../lib/errors'
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../lib/photo-uploads'
import { readUpload } from '../lib/read-upload'
import { addSpacePhoto, deleteSpacePhoto, listSpacePhotos, reorderSpacePhotos } from './space-photos'

export const spacePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  await app.register(multipart, {
    // One file per request; the size check answers 413 with our message (lib/read-upload.ts).
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  })

  app.get(
    '/venues/:venueId/spaces/:spaceId/photos',
    {
      schema: {
        summary: "A space's photos, first shown first",
        tags,
        params: spaceParamsSchema,
        response: { 200: spacePhotosResponseSchema, ...errors },
      },
    },
    async (req) => ({ photos: await listSpacePhotos({ db, ...req.params, user: signedInUser(req) }) }),
  )

  app.post(
    '/venues/:venueId/spaces/:spaceId/photos',
    {
      schema: {
        summary: 'Upload a photo of a space (multipart field "file"; JPEG, PNG or WebP, at most 10 MB)',
        tags,
        params: spaceParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: spacePhotoSchema, ...errorResponses(413), ...errors },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge)
      if (!upload) throw fieldError('file', PHOTO_MESSAGES.missing)
      const photo = await addSpacePhoto({
        db,
        ...req.params,
        user: signedInUser(req),
        photos: app.photoStore,
        buffer: upload.buffer,
      })
      return reply.code(201).send(photo)
    },
  )

  app.delete(
    '/venues/:venueId/spaces/:spaceId/photos/:photoId',
    {
      schema: {
        summary: 'Remove a photo of a space',
        tags,
        params: spacePhotoParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await deleteSpacePhoto({ db, ...req.params, user: signedInUser(req), photos: app.photoStore, log: req.log })
      return reply.code(204).send(null)
    },
  )

  app.patch(
    '/venues/:venueId/spaces/:spaceId/photos/order',
    {
      schema: {
        summary: "Reorder a space's photos (every photo id, first shown first)",
        tags,
        params: spaceParamsSchema,
        body: spacePhotoOrderSchema,
        response: { 200: spacePhotosResponseSchema, ...errors },
      },
    },
    async (req) => ({
      photos: await reorderSpacePhotos({ db, ...req.params, user: signedInUser(req), photoIds: req.body.photoIds }),
    }),
  )
}

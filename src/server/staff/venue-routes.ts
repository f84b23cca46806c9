// The venue catalogue: every venue (archived too), creating, editing, archiving, blackout dates.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '~/domain/api/api-fields'
import {
  blackoutsSchema,
  staffVenueListSchema,
  staffVenueSchema,
  staffVenuesQuerySchema,
} from '~/domain/staff/staff-venue-api'
import { venueCreateSchema, venuePatchSchema } from '~/domain/venues/venue-input'
import {
  createVenue,
  getStaffVenue,
  listStaffVenues,
  replaceBlackouts,
  setVenueStatus,
  updateVenue,
} from './venue-catalogue'
import { staffErrors, tags } from './staff-route-schemas'

export const venueCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/venues',
    {
      schema: {
        summary: 'Every venue, archived too',
        tags,
        querystring: staffVenuesQuerySchema,
        response: {
          200: staffVenueListSchema,
          ...staffErrors,
        },
      },
    },
    async (req) => listStaffVenues({ db: app.db, ...req.query }),
  )

  app.get(
    '/venues/:id',
    {
      schema: {
        summary: 'Every field of a venue, its photos and blackouts',
        tags,
        params: idParamsSchema,
        response: { 200: staffVenueSchema, ...staffErrors },
      },
    },
    async (req) => getStaffVenue({ db: app.db, id: req.params.id }),
  )

  app.post(
    '/venues',
    {
      schema: {
        summary: 'Create a venue',
        tags,
        body: venueCreateSchema,
        response: { 201: staffVenueSchema, ...staffErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await createVenue({ db: app.db, input: req.body })),
  )

  app.patch(
    '/venues/:id',
    {
      schema: {
        summary: 'Edit a venue',
        tags,
        params: idParamsSchema,
        body: venuePatchSchema,
        response: { 200: staffVenueSchema, ...staffErrors },
      },
    },
    async (req) => updateVenue({ db: app.db, id: req.params.id, input: req.body }),
  )

  for (const [action, status] of [
    ['archive', 'archived'],
    ['unarchive', 'active'],
  ] as const) {
    app.post(
      `/venues/:id/${action}`,
      {
        schema: {
          summary: `${action === 'archive' ? 'Archive' : 'Unarchive'} a venue`,
          tags,
          params: idParamsSchema,
          response: { 200: staffVenueSchema, ...staffErrors },
        },
      },
      async (req) => setVenueStatus({ db: app.db, id: req.params.id, status }),
    )
  }

  app.put(
    '/venues/:id/blackouts',
    {
      schema: {
        summary: 'Replace the venue’s blackout dates from today on',
        tags,
        params: idParamsSchema,
        body: blackoutsSchema,
        response: { 200: staffVenueSchema, ...staffErrors },
      },
    },
    async (req) => replaceBlackouts({ db: app.db, id: req.params.id, dates: req.body.dates, reason: req.body.reason }),
  )
}

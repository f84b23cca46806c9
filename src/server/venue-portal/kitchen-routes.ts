// The venue portal's kitchen: the kitchen sheets of the venue's confirmed bookings
// (page, PDF, acknowledgement), guests' change requests after the final-details deadline, and each
// package's menu. Registered inside venuePortalRoutes, behind its manager guard; each handler then
// checks the caller manages this venue (another venue's manager gets 404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  acknowledgedSchema,
  acknowledgeSchema,
  bookingParamsSchema,
  changeRequestParamsSchema,
  changeRequestSchema,
  kitchenSheetListSchema,
  kitchenSheetSchema,
  menuResponseSchema,
} from '~/domain/kitchen/kitchen-api'
import { menuSchema } from '~/domain/kitchen/menu'
import { packageParamsSchema, venueParamsSchema } from '~/domain/venue-portal/venue-portal-api'
import { signedInUser } from '../auth/auth-plugin'
import { decideGuestChangeRequest } from '../kitchen/guest-answers'
import { kitchenSheetPdf } from '../kitchen/kitchen-pdf'
import { acknowledgeKitchenSheet, kitchenSheetOfEvent } from '../kitchen/kitchen-sheet'
import { eventOfVenueBooking, getPackageMenu, listVenueKitchenSheets, savePackageMenu } from '../kitchen/venue-kitchen'
import { findManagedVenue } from './membership'
import { portalErrors as errors, portalTags as tags } from './portal-route-schemas'

export const kitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  const publicUrl = app.config.PUBLIC_URL
  const venueOf = async (req: { params: { venueId: number } } & Parameters<typeof signedInUser>[0]) =>
    (await findManagedVenue({ db, venueId: req.params.venueId, user: signedInUser(req) })).id

  app.get(
    '/venues/:venueId/kitchen-sheets',
    {
      schema: {
        summary: "The kitchen sheets of the venue's upcoming confirmed bookings",
        tags,
        params: venueParamsSchema,
        response: { 200: kitchenSheetListSchema, ...errors },
      },
    },
    async (req) => listVenueKitchenSheets(db, await venueOf(req), publicUrl),
  )

  app.get(
    '/venues/:venueId/kitchen-sheets/:requestId',
    {
      schema: {
        summary: 'A booking’s kitchen sheet: its latest version, what changed, change requests',
        tags,
        params: bookingParamsSchema,
        response: { 200: kitchenSheetSchema, ...errors },
      },
    },
    async (req) =>
      kitchenSheetOfEvent(db, await eventOfVenueBooking(db, await venueOf(req), req.params.requestId), publicUrl),
  )

  app.get(
    '/venues/:venueId/kitchen-sheets/:requestId/pdf',
    {
      schema: {
        summary: 'A booking’s kitchen sheet as a PDF',
        tags,
        params: bookingParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (req, reply) => {
      const sheet = await kitchenSheetOfEvent(
        db,
        await eventOfVenueBooking(db, await venueOf(req), req.params.requestId),
        publicUrl,
      )
      const pdf = await kitchenSheetPdf(sheet)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="kitchen-sheet-${sheet.reference}-v${sheet.version}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf))
    },
  )

  app.post(
    '/venues/:venueId/kitchen-sheets/:requestId/acknowledge',
    {
      schema: {
        summary: 'Acknowledge the latest version of a kitchen sheet (the organiser sees it)',
        tags,
        params: bookingParamsSchema,
        body: acknowledgeSchema,
        response: { 200: acknowledgedSchema, ...errors },
      },
    },
    async (req) =>
      acknowledgeKitchenSheet({
        db,
        eventId: await eventOfVenueBooking(db, await venueOf(req), req.params.requestId),
        version: req.body.version,
        userId: signedInUser(req).id,
        publicUrl,
      }),
  )

  for (const decision of ['accept', 'decline'] as const) {
    app.post(
      `/venues/:venueId/change-requests/:changeRequestId/${decision}`,
      {
        schema: {
          summary: `${decision === 'accept' ? 'Accept' : 'Decline'} a guest’s change after the final-details deadline`,
          tags,
          params: changeRequestParamsSchema,
          response: { 200: changeRequestSchema, ...errors },
        },
      },
      async (req) =>
        decideGuestChangeRequest({
          db,
          venueId: await venueOf(req),
          changeRequestId: req.params.changeRequestId,
          decision,
          userId: signedInUser(req).id,
          publicUrl,
        }),
    )
  }

  app.get(
    '/venues/:venueId/packages/:packageId/menu',
    {
      schema: {
        summary: 'A package’s menu: courses, dishes, allergens and diets',
        tags,
        params: packageParamsSchema,
        response: { 200: menuResponseSchema, ...errors },
      },
    },
    async (req) => getPackageMenu(db, await venueOf(req), req.params.packageId),
  )

  app.put(
    '/venues/:venueId/packages/:packageId/menu',
    {
      schema: {
        summary: 'Replace a package’s menu ({ courses: [] } removes it)',
        tags,
        params: packageParamsSchema,
        body: menuSchema,
        response: { 200: menuResponseSchema, ...errors },
      },
    },
    async (req) => savePackageMenu(db, await venueOf(req), req.params.packageId, req.body),
  )
}

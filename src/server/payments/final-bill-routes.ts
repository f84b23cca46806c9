// The final bill's routes, under /api:
//   the venue: /venue-portal/venues/:venueId/events/:eventId/final-bill (its managers and staff;
//     an account that manages no venue is a 403, as the rest of the portal);
//   the organiser: /dashboard/events/:id/final-bill (members read; the host accepts, disputes and
//     takes the expense packet);
//   staff: /staff/requests/:id/final-bill (the disputes' notes with the bill).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import type Stripe from 'stripe'
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '~/domain/auth/auth-user'
import { eventParamsSchema } from '~/domain/events/event-params'
import {
  acceptFinalBillSchema,
  disputeLineSchema,
  enterFinalBillSchema,
  expensePacketFileSchema,
  expensePacketSchema,
  FINAL_BILL_MESSAGES,
  finalBillViewSchema,
  portalBillParamsSchema,
} from '~/domain/payments/final-bill-api'
import { idParamsSchema } from '~/domain/api/api-fields'
import { eq } from 'drizzle-orm'
import { requireRole, requireUser, signedInUser } from '../auth/auth-plugin'
import { venueMembers } from '../db/schema'
import { parsePathId } from '../events/event-access'
import { AppError } from '../lib/errors'
import { expensePacket } from './expense-packet'
import {
  acceptFinalBill,
  disputeLine,
  enterFinalBill,
  plannerFinalBill,
  staffFinalBill,
  venueFinalBill,
} from './final-bills'
import { errorResponses } from '../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409, 501, 503)
const tags = ['payments']

export const finalBillRoutes: FastifyPluginAsyncZod<{ stripe: Stripe | null }> = async (app, { stripe }) => {
  const id = (raw: string) => parsePathId(raw, FINAL_BILL_MESSAGES.notFound)

  // The venue's side: the portal's guard (401 signed out, 403 for an account that manages no venue).
  app.register(async (plugin) => {
    const portal = plugin.withTypeProvider<ZodTypeProvider>()
    portal.addHook('onRequest', async (req) => {
      const user = req.user
      if (!user) throw new AppError('unauthenticated', NOT_SIGNED_IN_MESSAGE)
      if (user.role === 'staff' || user.role === 'admin') return
      const [member] = await app.db
        .select({ venueId: venueMembers.venueId })
        .from(venueMembers)
        .where(eq(venueMembers.userId, user.id))
        .limit(1)
      if (!member) throw new AppError('forbidden', `${FORBIDDEN_MESSAGE} Only the venue's managers can do this.`)
    })
    const url = '/venue-portal/venues/:venueId/events/:eventId/final-bill'
    const args = (req: { params: { venueId: string; eventId: string } }) => ({
      venueId: id(req.params.venueId),
      eventId: id(req.params.eventId),
    })
    portal.get(
      url,
      {
        schema: {
          summary: "A booking's final bill, as the venue entered it",
          tags,
          params: portalBillParamsSchema,
          response: { 200: finalBillViewSchema, ...errors },
        },
      },
      async (req) => venueFinalBill({ db: app.db, ...args(req), user: signedInUser(req) }),
    )
    portal.put(
      url,
      {
        schema: {
          summary: 'Enter the final bill (or a corrected one)',
          tags,
          params: portalBillParamsSchema,
          body: enterFinalBillSchema,
          response: { 200: finalBillViewSchema, ...errors },
        },
      },
      async (req) =>
        enterFinalBill({ db: app.db, config: app.config, ...args(req), user: signedInUser(req), input: req.body }),
    )
  })

  // The organiser's side.
  app.register(async (plugin) => {
    const host = plugin.withTypeProvider<ZodTypeProvider>()
    host.addHook('onRequest', requireUser)
    host.get(
      '/dashboard/events/:id/final-bill',
      {
        schema: {
          summary: 'The final bill beside the agreed terms and the door count',
          tags,
          params: eventParamsSchema,
          response: { 200: finalBillViewSchema, ...errors },
        },
      },
      async (req) => plannerFinalBill({ db: app.db, eventId: id(req.params.id), userId: signedInUser(req).id }),
    )
    host.post(
      '/dashboard/events/:id/final-bill/accept',
      {
        schema: {
          summary: 'Accept the final bill: it is settled against what was paid',
          tags,
          params: eventParamsSchema,
          body: acceptFinalBillSchema,
          response: { 200: finalBillViewSchema, ...errors },
        },
      },
      async (req) =>
        acceptFinalBill({
          db: app.db,
          stripe,
          config: app.config,
          eventId: id(req.params.id),
          userId: signedInUser(req).id,
          version: req.body.version,
        }),
    )
    host.post(
      '/dashboard/events/:id/final-bill/disputes',
      {
        schema: {
          summary: 'Dispute a line of the final bill, with a note our team sees',
          tags,
          params: eventParamsSchema,
          body: disputeLineSchema,
          response: { 201: finalBillViewSchema, ...errors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(
          await disputeLine({
            db: app.db,
            config: app.config,
            eventId: id(req.params.id),
            userId: signedInUser(req).id,
            input: req.body,
          }),
        ),
    )
    host.post(
      '/dashboard/events/:id/final-bill/expense-packet',
      {
        schema: {
          summary: 'The expense packet (PDF and CSV), also emailed to the organiser',
          tags,
          params: eventParamsSchema,
          body: expensePacketSchema,
          response: { 200: expensePacketFileSchema, ...errors },
        },
      },
      async (req) =>
        expensePacket({
          db: app.db,
          config: app.config,
          eventId: id(req.params.id),
          userId: signedInUser(req).id,
          input: req.body,
        }),
    )
  })

  app.register(async (plugin) => {
    const staff = plugin.withTypeProvider<ZodTypeProvider>()
    staff.addHook('onRequest', requireRole('staff'))
    staff.get(
      '/staff/requests/:id/final-bill',
      {
        schema: {
          summary: "A booking's final bill with the organiser's disputes",
          tags: ['staff'],
          params: idParamsSchema,
          response: { 200: finalBillViewSchema, ...errors },
        },
      },
      async (req) => staffFinalBill({ db: app.db, requestId: req.params.id }),
    )
  })
}

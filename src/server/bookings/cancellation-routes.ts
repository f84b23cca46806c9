// Cancelling a confirmed booking, the entry points the booking's owner serves itself.
// Register with `{ prefix: '/api' }`:
//   staff: POST /staff/requests/:id/payments/cancel (the console's "Cancel and refund", answering the
//   payments view) and POST /staff/requests/:id/cancel (a booking with or without payments);
//   the host: GET /dashboard/events/:id/cancellation, what cancelling today refunds (the cancel
//   itself is the dashboard's POST /dashboard/events/:id/cancel, through cancelBookedEvent);
//   the venue's manager cancels from the portal (src/server/venue-portal/routes.ts).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { hostCancelPreviewSchema, staffCancelSchema } from '~/domain/bookings/cancellation'
import { EVENT_MESSAGES } from '~/domain/events/event'
import { eventParamsSchema } from '~/domain/events/event-params'
import { staffBookingPaymentsSchema } from '~/domain/payments/payments-api'
import { idParamsSchema } from '~/domain/api/api-fields'
import { requireRole, requireUser, signedInUser } from '../auth/auth-plugin'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { parsePathId } from '../events/event-access'
import { findSchedule, staffBookingPayments } from '../payments/booking-payments'
import { cardPaymentsOn } from '../payments/stripe-client'
import { cancelBooking, stripeFor } from './cancel-booking'
import { cancellationPreview } from './cancellation-preview'
import { errorResponses } from '../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409, 501, 503)

/** The dashboard's "Cancel event" on a booked event (registered in src/server/app.ts). */
export const cancelBookedEvent = ({
  db,
  config,
  requestId,
  userId,
}: {
  db: Db
  config: Config
  requestId: number
  userId: number
}) => cancelBooking({ db, config, stripe: stripeFor(config), requestId, actor: { by: 'planner', userId } })

export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = stripeFor(app.config)

  app.register(async (plugin) => {
    const staff = plugin.withTypeProvider<ZodTypeProvider>()
    staff.addHook('onRequest', requireRole('staff'))
    const cancel = (requestId: number, userId: number, body: z.output<typeof staffCancelSchema>) =>
      cancelBooking({
        db: app.db,
        config: app.config,
        stripe,
        requestId,
        actor: { by: 'staff', userId, cancelledOn: body.cancelledOn, fullRefund: body.fullRefund, note: body.note },
      })

    staff.post(
      '/staff/requests/:id/payments/cancel',
      {
        schema: {
          summary: "Cancel the booking for everyone and refund by the venue's terms (or in full)",
          tags: ['staff'],
          params: idParamsSchema,
          body: staffCancelSchema,
          response: { 200: staffBookingPaymentsSchema, ...errors },
        },
      },
      async (req) => {
        await cancel(req.params.id, signedInUser(req).id, req.body)
        return staffBookingPayments({
          db: app.db,
          schedule: await findSchedule(app.db, { requestId: req.params.id }),
          cardPayments: cardPaymentsOn(app.config),
        })
      },
    )
    staff.post(
      '/staff/requests/:id/cancel',
      {
        schema: {
          summary: 'Cancel a confirmed booking for everyone (refunds when it has payments)',
          tags: ['staff'],
          params: idParamsSchema,
          body: staffCancelSchema,
          response: { 200: z.object({ status: z.literal('cancelled'), eventId: z.number().nullable() }), ...errors },
        },
      },
      async (req) => {
        const { eventId } = await cancel(req.params.id, signedInUser(req).id, req.body)
        return { status: 'cancelled' as const, eventId }
      },
    )
  })

  app.register(async (plugin) => {
    const host = plugin.withTypeProvider<ZodTypeProvider>()
    host.addHook('onRequest', requireUser)
    host.get(
      '/dashboard/events/:id/cancellation',
      {
        schema: {
          summary: 'What cancelling the event today would refund, under the venue’s terms (host only)',
          tags: ['events'],
          params: eventParamsSchema,
          response: { 200: hostCancelPreviewSchema, ...errors },
        },
      },
      (req) =>
        cancellationPreview({
          db: app.db,
          eventId: parsePathId(req.params.id, EVENT_MESSAGES.notFound),
          userId: signedInUser(req).id,
        }),
    )
  })
}

// Payment routes. Register with `{ prefix: '/api' }`:
//   the host's view and actions under /dashboard/events/:id/payments (signed in, host only);
//   a guest's share under /payments/shares/:token (no account: the link's token is the key);
//   Stripe's webhook at /payments/webhook (raw body, signature verified, idempotent per event id);
//   the staff console under /staff/requests/:id/payments (cancelling is the booking's:
//   src/server/bookings/routes.ts).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import Stripe from 'stripe'
import { eventParamsSchema } from '~/domain/events/event-params'
import {
  bookingPaymentsSchema,
  checkoutSchema,
  createdSharesSchema,
  createSharesSchema,
  eventInstalmentParamsSchema,
  offlinePaymentSchema,
  refundParamsSchema,
  refundPaybackSchema,
  overdueInstalmentsSchema,
  PAYMENT_MESSAGES,
  publicShareSchema,
  shareTokenParamsSchema,
  staffBookingPaymentsSchema,
} from '~/domain/payments/payments-api'
import { idParamsSchema } from '~/domain/api/api-fields'
import { requireRole, requireUser, signedInUser } from '../auth/auth-plugin'
import { findEventForMember, parsePathId } from '../events/event-access'
import { badRequest } from '../lib/errors'
import { publicFormRateLimit } from '../lib/rate-limit'
import { bookingPayments, findSchedule, staffBookingPayments } from './booking-payments'
import { applyStripeEvent, requireStripe } from './checkouts'
import { overdueInstalments } from './overdue'
import { createPaymentSchedule } from './schedules'
import { finalBillRoutes } from './final-bill-routes'
import { paymentStatusRoutes } from './payment-status'
import { createShares, getPublicShare, openOrganiserCheckout, openShareCheckout } from './shares'
import { markRefundPaidBack, recordOfflinePayment } from './staff-payments'
import { cardPaymentsOn, createStripeClient } from './stripe-client'
import { errorResponses } from '../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409, 501, 503)
const EVENT_NOT_FOUND = 'Event not found'

/** Stripe's own default tolerance for a webhook signature's timestamp, in seconds. */
const WEBHOOK_TOLERANCE_SECONDS = 300

/** The `t=` of a Stripe-Signature header, read as the SDK reads it (the last one counts). */
function signedAt(header: string): number {
  let timestamp = Number.NaN
  for (const item of header.split(',')) {
    const [key, value] = item.split('=')
    if (key === 't') timestamp = Number.parseInt(value, 10)
  }
  return timestamp
}

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = createStripeClient(app.config)
  const cardPayments = cardPaymentsOn(app.config)
  const tags = ['payments']
  app.register(paymentStatusRoutes)
  app.register(finalBillRoutes, { stripe })

  // The host's side.
  app.register(async (plugin) => {
    const host = plugin.withTypeProvider<ZodTypeProvider>()
    host.addHook('onRequest', requireUser)
    const eventId = (raw: string) => parsePathId(raw, EVENT_NOT_FOUND)

    host.get(
      '/dashboard/events/:id/payments',
      {
        schema: {
          summary: "A booking's payment schedule",
          tags,
          params: eventParamsSchema,
          response: { 200: bookingPaymentsSchema, ...errors },
        },
      },
      async (req) => {
        const access = await findEventForMember({
          db: app.db,
          eventId: eventId(req.params.id),
          userId: signedInUser(req).id,
        })
        const {
          ledgerRows: _rows,
          paybacks: _paybacks,
          ...view
        } = await bookingPayments({
          db: app.db,
          schedule: await findSchedule(app.db, { eventId: access.event.id }),
          cardPayments,
        })
        return view
      },
    )

    host.post(
      '/dashboard/events/:id/payments/instalments/:instalmentId/shares',
      {
        schema: {
          summary: 'Split an instalment among guests',
          tags,
          params: eventInstalmentParamsSchema,
          body: createSharesSchema,
          response: { 201: createdSharesSchema, ...errors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(
          await createShares({
            db: app.db,
            config: app.config,
            cardPayments,
            eventId: eventId(req.params.id),
            userId: signedInUser(req).id,
            instalmentId: parsePathId(req.params.instalmentId, PAYMENT_MESSAGES.instalmentNotFound),
            input: req.body,
          }),
        ),
    )

    host.post(
      '/dashboard/events/:id/payments/instalments/:instalmentId/checkout',
      {
        schema: {
          summary: 'Pay what is left of an instalment by card ("cover the rest")',
          tags,
          params: eventInstalmentParamsSchema,
          response: { 200: checkoutSchema, ...errors },
        },
      },
      async (req) =>
        openOrganiserCheckout({
          db: app.db,
          stripe,
          config: app.config,
          eventId: eventId(req.params.id),
          userId: signedInUser(req).id,
          instalmentId: parsePathId(req.params.instalmentId, PAYMENT_MESSAGES.instalmentNotFound),
        }),
    )
  })

  // A guest's share, from the emailed link.
  const rateLimit = publicFormRateLimit(app.config)
  app.get(
    '/payments/shares/:token',
    {
      schema: {
        summary: "A guest's share",
        tags,
        params: shareTokenParamsSchema,
        response: { 200: publicShareSchema, ...errors },
      },
    },
    async (req) => getPublicShare({ db: app.db, token: req.params.token, cardPayments }),
  )
  app.post(
    '/payments/shares/:token/checkout',
    {
      config: { rateLimit },
      schema: {
        summary: 'Pay a share by card',
        tags,
        params: shareTokenParamsSchema,
        response: { 200: checkoutSchema, ...errorResponses(429), ...errors },
      },
    },
    async (req) => openShareCheckout({ db: app.db, stripe, config: app.config, token: req.params.token }),
  )

  // Stripe's webhook: the signature is over the exact bytes, so this one route keeps its body raw.
  app.register(async (hook) => {
    hook.removeAllContentTypeParsers()
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
    hook.post('/payments/webhook', { schema: { hide: true } }, async (req) => {
      const client = requireStripe(stripe)
      const signature = req.headers['stripe-signature']
      if (!Buffer.isBuffer(req.body) || typeof signature !== 'string') throw badRequest('Missing Stripe signature')
      let event: Stripe.Event
      try {
        event = client.webhooks.constructEvent(req.body, signature, app.config.STRIPE_WEBHOOK_SECRET!)
      } catch (e) {
        if (e instanceof Stripe.errors.StripeSignatureVerificationError) throw badRequest('Invalid Stripe signature')
        throw badRequest('Unreadable Stripe event')
      }
      // The SDK bounds only a signature's age; one dated ahead of our clock by more than the same
      // tolerance is as suspect as an old one (a captured signature kept for later replay).
      if (signedAt(signature) > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS)
        throw badRequest('Invalid Stripe signature')
      const outcome = await applyStripeEvent({ db: app.db, stripe: client, config: app.config, event })
      req.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe webhook')
      return { received: true }
    })
  })

  // The staff console.
  app.register(async (plugin) => {
    const staff = plugin.withTypeProvider<ZodTypeProvider>()
    staff.addHook('onRequest', requireRole('staff'))
    const view = async (requestId: number) =>
      staffBookingPayments({ db: app.db, schedule: await findSchedule(app.db, { requestId }), cardPayments })
    const staffTags = ['staff']

    staff.get(
      '/staff/payments/overdue',
      {
        schema: {
          summary: 'Instalments past their due day and not fully paid',
          tags: staffTags,
          response: { 200: overdueInstalmentsSchema, ...errors },
        },
      },
      async () => overdueInstalments({ db: app.db }),
    )
    staff.get(
      '/staff/requests/:id/payments',
      {
        schema: {
          summary: "A booking's payments and ledger",
          tags: staffTags,
          params: idParamsSchema,
          response: { 200: staffBookingPaymentsSchema, ...errors },
        },
      },
      async (req) => view(req.params.id),
    )
    staff.post(
      '/staff/requests/:id/payments',
      {
        schema: {
          summary: 'Open the payment schedule of a confirmed booking',
          tags: staffTags,
          params: idParamsSchema,
          response: { 201: staffBookingPaymentsSchema, ...errors },
        },
      },
      async (req, reply) => {
        await createPaymentSchedule({ db: app.db, config: app.config, requestId: req.params.id })
        return reply.code(201).send(await view(req.params.id))
      },
    )
    staff.post(
      '/staff/requests/:id/payments/offline',
      {
        schema: {
          summary: 'Record a bank transfer or cheque',
          tags: staffTags,
          params: idParamsSchema,
          body: offlinePaymentSchema,
          response: { 200: staffBookingPaymentsSchema, ...errors },
        },
      },
      async (req) => {
        await recordOfflinePayment({
          db: app.db,
          config: app.config,
          requestId: req.params.id,
          input: req.body,
          actorId: signedInUser(req).id,
        })
        return view(req.params.id)
      },
    )
    staff.post(
      '/staff/requests/:id/payments/refunds/:entryId/paid-back',
      {
        schema: {
          summary: 'Mark an offline refund as paid back (by bank or cheque)',
          tags: staffTags,
          params: refundParamsSchema,
          body: refundPaybackSchema,
          response: { 200: staffBookingPaymentsSchema, ...errors },
        },
      },
      async (req) => {
        await markRefundPaidBack({
          db: app.db,
          config: app.config,
          requestId: req.params.id,
          entryId: req.params.entryId,
          input: req.body,
          actorId: signedInUser(req).id,
        })
        return view(req.params.id)
      },
    )
  })
}

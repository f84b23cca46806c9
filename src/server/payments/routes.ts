// Payment routes. Register with `{ prefix: '/api' }`:
//   the host's view and actions under /dashboard/events/:id/payments (signed in, host only);
//   a guest's share under /payments/shares/:token (no account: the link's token is the key);
//   Stripe's webhook at /payments/webhook (raw body, signature verified, idempotent per event id);
//   the staff console under /staff/requests/:id/payments (cancelling is the booking's:
//   src/server/bookings/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkoutSchema, publicShareSchema, shareTokenParamsSchema } from '~/domain/payments/payments-api'
import { publicFormRateLimit } from '../lib/rate-limit'
import { finalBillRoutes } from './final-bill-routes'
import { paymentStatusRoutes } from './payment-status'
import { getPublicShare, openShareCheckout } from './shares'
import { cardPaymentsOn, createStripeClient } from './stripe-client'
import { errorResponses } from '../lib/error-responses'
import { hostPaymentRoutes } from './host-payment-routes'
import { paymentErrors } from './payment-route-schemas'
import { staffPaymentRoutes } from './staff-payment-routes'
import { stripeWebhookRoutes } from './stripe-webhook-routes'

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = createStripeClient(app.config)
  const cardPayments = cardPaymentsOn(app.config)
  const tags = ['payments']
  app.register(paymentStatusRoutes)
  app.register(finalBillRoutes, { stripe })
  app.register(hostPaymentRoutes, { stripe })

  // A guest's share, from the emailed link.
  const rateLimit = publicFormRateLimit(app.config)
  app.get(
    '/payments/shares/:token',
    {
      schema: {
        summary: "A guest's share",
        tags,
        params: shareTokenParamsSchema,
        response: { 200: publicShareSchema, ...paymentErrors },
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
        response: { 200: checkoutSchema, ...errorResponses(429), ...paymentErrors },
      },
    },
    async (req) => openShareCheckout({ db: app.db, stripe, config: app.config, token: req.params.token }),
  )

  app.register(stripeWebhookRoutes, { stripe })
  app.register(staffPaymentRoutes)
}

// The host's side of a booking's payments, under /dashboard/events/:id/payments (signed in, host only):
// the schedule, splitting an instalment among guests, paying the rest by card.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type Stripe from 'stripe'
import { eventParamsSchema } from '~/domain/events/event-params'
import {
  bookingPaymentsSchema,
  checkoutSchema,
  createdSharesSchema,
  createSharesSchema,
  eventInstalmentParamsSchema,
  PAYMENT_MESSAGES,
} from '~/domain/payments/payments-api'
import { requireUser, signedInUser } from '../auth/auth-plugin'
import { findEventForMember, parsePathId } from '../events/event-access'
import { bookingPayments, findSchedule } from './booking-payments'
import { createShares, openOrganiserCheckout } from './shares'
import { cardPaymentsOn } from './stripe-client'
import { paymentErrors } from './payment-route-schemas'

const EVENT_NOT_FOUND = 'Event not found'

export const hostPaymentRoutes: FastifyPluginAsyncZod<{ stripe: Stripe | null }> = async (app, { stripe }) => {
  app.addHook('onRequest', requireUser)
  const eventId = (raw: string) => parsePathId(raw, EVENT_NOT_FOUND)
  const cardPayments = cardPaymentsOn(app.config)
  const tags = ['payments']

  app.get(
    '/dashboard/events/:id/payments',
    {
      schema: {
        summary: "A booking's payment schedule",
        tags,
        params: eventParamsSchema,
        response: { 200: bookingPaymentsSchema, ...paymentErrors },
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

  app.post(
    '/dashboard/events/:id/payments/instalments/:instalmentId/shares',
    {
      schema: {
        summary: 'Split an instalment among guests',
        tags,
        params: eventInstalmentParamsSchema,
        body: createSharesSchema,
        response: { 201: createdSharesSchema, ...paymentErrors },
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

  app.post(
    '/dashboard/events/:id/payments/instalments/:instalmentId/checkout',
    {
      schema: {
        summary: 'Pay what is left of an instalment by card ("cover the rest")',
        tags,
        params: eventInstalmentParamsSchema,
        response: { 200: checkoutSchema, ...paymentErrors },
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
}

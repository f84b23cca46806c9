// The staff console's side of payments: overdue instalments, a booking's payments and ledger,
// opening its schedule, offline payments and refunds paid back (cancelling is the booking's).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  offlinePaymentSchema,
  refundParamsSchema,
  refundPaybackSchema,
  overdueInstalmentsSchema,
  staffBookingPaymentsSchema,
} from '~/domain/payments/payments-api'
import { idParamsSchema } from '~/domain/api/api-fields'
import { requireRole, signedInUser } from '../auth/auth-plugin'
import { findSchedule, staffBookingPayments } from './booking-payments'
import { overdueInstalments } from './overdue'
import { createPaymentSchedule } from './schedules'
import { markRefundPaidBack, recordOfflinePayment } from './staff-payments'
import { cardPaymentsOn } from './stripe-client'
import { paymentErrors } from './payment-route-schemas'

export const staffPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('staff'))
  const cardPayments = cardPaymentsOn(app.config)
  const view = async (requestId: number) =>
    staffBookingPayments({ db: app.db, schedule: await findSchedule(app.db, { requestId }), cardPayments })
  const staffTags = ['staff']

  app.get(
    '/staff/payments/overdue',
    {
      schema: {
        summary: 'Instalments past their due day and not fully paid',
        tags: staffTags,
        response: { 200: overdueInstalmentsSchema, ...paymentErrors },
      },
    },
    async () => overdueInstalments({ db: app.db }),
  )
  app.get(
    '/staff/requests/:id/payments',
    {
      schema: {
        summary: "A booking's payments and ledger",
        tags: staffTags,
        params: idParamsSchema,
        response: { 200: staffBookingPaymentsSchema, ...paymentErrors },
      },
    },
    async (req) => view(req.params.id),
  )
  app.post(
    '/staff/requests/:id/payments',
    {
      schema: {
        summary: 'Open the payment schedule of a confirmed booking',
        tags: staffTags,
        params: idParamsSchema,
        response: { 201: staffBookingPaymentsSchema, ...paymentErrors },
      },
    },
    async (req, reply) => {
      await createPaymentSchedule({ db: app.db, config: app.config, requestId: req.params.id })
      return reply.code(201).send(await view(req.params.id))
    },
  )
  app.post(
    '/staff/requests/:id/payments/offline',
    {
      schema: {
        summary: 'Record a bank transfer or cheque',
        tags: staffTags,
        params: idParamsSchema,
        body: offlinePaymentSchema,
        response: { 200: staffBookingPaymentsSchema, ...paymentErrors },
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
  app.post(
    '/staff/requests/:id/payments/refunds/:entryId/paid-back',
    {
      schema: {
        summary: 'Mark an offline refund as paid back (by bank or cheque)',
        tags: staffTags,
        params: refundParamsSchema,
        body: refundPaybackSchema,
        response: { 200: staffBookingPaymentsSchema, ...paymentErrors },
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
}

// The outbox: emails waiting, sent and failed, one email's bodies, and sending one again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { outboxEmailDetailSchema, outboxPageSchema, outboxQuerySchema } from '~/domain/staff/outbox-api'
import { idParamsSchema } from '~/domain/api/api-fields'
import { getOutboxEmail, listOutbox, resendOutboxEmail } from './outbox-admin'
import { staffErrors, tags } from './staff-route-schemas'

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        summary: 'Emails waiting, sent and failed',
        tags,
        querystring: outboxQuerySchema,
        response: {
          200: outboxPageSchema,
          ...staffErrors,
        },
      },
    },
    async (req) => listOutbox({ db: app.db, ...req.query }),
  )

  app.get(
    '/outbox/:id',
    {
      schema: {
        summary: 'One email with its bodies',
        tags,
        params: idParamsSchema,
        response: { 200: outboxEmailDetailSchema, ...staffErrors },
      },
    },
    async (req) => getOutboxEmail({ db: app.db, id: req.params.id }),
  )
  app.post(
    '/outbox/:id/resend',
    {
      schema: {
        summary: 'Send a failed or sent email again',
        tags,
        params: idParamsSchema,
        response: { 200: outboxEmailDetailSchema, ...staffErrors },
      },
    },
    async (req) => resendOutboxEmail({ db: app.db, id: req.params.id, publicUrl: app.config.PUBLIC_URL }),
  )
}

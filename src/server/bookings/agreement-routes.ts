// The agreement's routes, the same five for each side that reads it: the agreement with
// its versions and change orders, a version's PDF, proposing a change, accepting it (signing the
// new version) and declining it. The planner's under /api/dashboard/events/:id (the host acts, a
// co-host reads), the venue's in the portal (registered by src/server/venue-portal/routes.ts, behind
// its guard), staff's under /api/staff/requests/:id (staff propose; the planner and venue answer).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  agreementSchema,
  changeOrderInputSchema,
  declineChangeOrderSchema,
  eventChangeOrderParamsSchema,
  eventAgreementVersionParamsSchema,
  signatureSchema,
  staffAgreementParamsSchema,
  staffAgreementVersionParamsSchema,
} from '~/domain/bookings/agreement-api'
import { EVENT_MESSAGES } from '~/domain/events/event'
import { eventParamsSchema } from '~/domain/events/event-params'
import { requireRole, requireUser, signedInUser } from '../auth/auth-plugin'
import { findEventForMember, parsePathId } from '../events/event-access'
import { notFound } from '../lib/errors'
import {
  acceptChangeOrder,
  agreementPdf,
  CHANGE_ORDER_NOT_FOUND,
  declineChangeOrder,
  getAgreement,
  proposeChangeOrder,
  type AgreementReader,
} from './change-orders'
import { errorResponses } from '../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409)

type Resolved = { requestId: number; reader: AgreementReader }
type Side = {
  /** '/dashboard/events/:id' … */
  base: string
  tags: string[]
  params: z.ZodType
  changeParams: z.ZodType | null
  versionParams: z.ZodType
  /** Who the caller is to this booking, or a 404. */
  resolve: (req: FastifyRequest) => Promise<Resolved>
}

const pathId = (raw: unknown, message: string) => parsePathId(String(raw), message)

/** Registers one side's agreement routes on an instance whose guard already ran. */
export function registerAgreementRoutes(plugin: FastifyInstance, side: Side) {
  const app = plugin.withTypeProvider<ZodTypeProvider>()
  const { db, config } = plugin
  app.get(
    `${side.base}/agreement`,
    {
      schema: {
        summary: 'The booking’s signed agreement: every version with its changes, and the change orders',
        tags: side.tags,
        params: side.params,
        response: { 200: agreementSchema, ...errors },
      },
    },
    async (req) => getAgreement({ db, config, ...(await side.resolve(req)) }),
  )
  app.get(
    `${side.base}/agreement/versions/:version/pdf`,
    {
      schema: {
        summary: 'One signed version of the agreement, as a PDF',
        tags: side.tags,
        params: side.versionParams,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (req, reply) => {
      const { requestId } = await side.resolve(req)
      const version = pathId((req.params as { version: unknown }).version, 'Version not found')
      const { filename, pdf } = await agreementPdf({ db, requestId, version })
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
  app.post(
    `${side.base}/change-orders`,
    {
      schema: {
        summary: 'Propose a change to the booking (guests, date, time, package or price); the other side accepts it',
        tags: side.tags,
        params: side.params,
        body: changeOrderInputSchema,
        response: { 200: agreementSchema, ...errors },
      },
    },
    async (req) => proposeChangeOrder({ db, config, ...(await side.resolve(req)), input: req.body }),
  )
  if (!side.changeParams) return
  const changeOrderIdOf = (req: FastifyRequest) =>
    pathId((req.params as { changeOrderId: unknown }).changeOrderId, CHANGE_ORDER_NOT_FOUND)
  app.post(
    `${side.base}/change-orders/:changeOrderId/accept`,
    {
      schema: {
        summary: 'Accept a change, signing the new version of the agreement shown (a changed agreement is a 409)',
        tags: side.tags,
        params: side.changeParams,
        body: signatureSchema,
        response: { 200: agreementSchema, ...errors },
      },
    },
    async (req) =>
      acceptChangeOrder({
        db,
        config,
        ...(await side.resolve(req)),
        changeOrderId: changeOrderIdOf(req),
        signature: req.body,
        ip: req.ip,
      }),
  )
  app.post(
    `${side.base}/change-orders/:changeOrderId/decline`,
    {
      schema: {
        summary: 'Decline a change: the booking stays as agreed',
        tags: side.tags,
        params: side.changeParams,
        body: declineChangeOrderSchema,
        response: { 200: agreementSchema, ...errors },
      },
    },
    async (req) =>
      declineChangeOrder({
        db,
        config,
        ...(await side.resolve(req)),
        changeOrderId: changeOrderIdOf(req),
        note: req.body.note,
      }),
  )
}

/** The planner's and staff's sides. Register with `{ prefix: '/api' }`. */
export async function agreementRoutes(app: FastifyInstance) {
  await app.register(async (plugin) => {
    plugin.addHook('onRequest', requireUser)
    registerAgreementRoutes(plugin, {
      base: '/dashboard/events/:id',
      tags: ['events'],
      params: eventParamsSchema,
      changeParams: eventChangeOrderParamsSchema,
      versionParams: eventAgreementVersionParamsSchema,
      resolve: async (req) => {
        const user = signedInUser(req)
        const eventId = pathId((req.params as { id: unknown }).id, EVENT_MESSAGES.notFound)
        const { event, role } = await findEventForMember({ db: app.db, eventId, userId: user.id })
        if (event.requestId === null) throw notFound(EVENT_MESSAGES.notFound)
        // Co-hosts read the agreement; the host signs and proposes.
        return { requestId: event.requestId, reader: { side: 'planner', userId: user.id, readOnly: role !== 'host' } }
      },
    })
  })
  await app.register(async (plugin) => {
    plugin.addHook('onRequest', requireRole('staff'))
    registerAgreementRoutes(plugin, {
      base: '/staff/requests/:id',
      tags: ['staff'],
      params: staffAgreementParamsSchema,
      changeParams: null,
      versionParams: staffAgreementVersionParamsSchema,
      resolve: async (req) => ({
        requestId: (req.params as { id: number }).id,
        reader: { side: 'staff', userId: signedInUser(req).id },
      }),
    })
  })
}

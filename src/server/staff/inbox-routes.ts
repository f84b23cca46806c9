// The inbox: every request, one request's detail, and what staff do with it (workflow, assignment,
// replies, confirming a booking).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { inboxQuerySchema, inboxResponseSchema } from '~/domain/staff/inbox-api'
import {
  replySchema,
  replyTemplatesQuerySchema,
  replyTemplatesResponseSchema,
  sentReplySchema,
} from '~/domain/staff/reply-api'
import { requestDetailSchema } from '~/domain/staff/request-detail-api'
import { assignSchema, confirmSchema, statusChangeSchema } from '~/domain/staff/request-workflow-api'
import { idParamsSchema } from '~/domain/api/api-fields'
import { partnerVenueSchema } from '~/domain/staff/partner-venue-api'
import { signedInUser } from '../auth/auth-plugin'
import { getRequestDetail, listInbox } from './inbox'
import { createVenueFromApplication } from './partner-venue'
import { replyTemplatesFor, sendReply } from './replies'
import { assignRequest, changeRequestStatus, confirmRequest } from './request-workflow'
import { staffErrors, tags } from './staff-route-schemas'

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/requests',
    {
      schema: {
        summary: 'Every request, newest first',
        tags,
        querystring: inboxQuerySchema,
        response: { 200: inboxResponseSchema, ...staffErrors },
      },
    },
    async (req) => listInbox({ db: app.db, query: req.query, userId: signedInUser(req).id }),
  )

  app.get(
    '/requests/:id',
    {
      schema: {
        summary: 'One request with its history, emails, messages and proposals',
        tags,
        params: idParamsSchema,
        response: { 200: requestDetailSchema, ...staffErrors },
      },
    },
    async (req) => getRequestDetail({ db: app.db, id: req.params.id }),
  )

  app.post(
    '/requests/:id/status',
    {
      schema: {
        summary: 'Move a request in the workflow',
        tags,
        params: idParamsSchema,
        body: statusChangeSchema,
        response: { 200: requestDetailSchema, ...staffErrors },
      },
    },
    async (req) => {
      await changeRequestStatus({
        db: app.db,
        config: app.config,
        requestId: req.params.id,
        to: req.body.status,
        note: req.body.note,
        actor: signedInUser(req),
      })
      return getRequestDetail({ db: app.db, id: req.params.id })
    },
  )

  app.post(
    '/requests/:id/assign',
    {
      schema: {
        summary: 'Assign a request to a staff member (or null)',
        tags,
        params: idParamsSchema,
        body: assignSchema,
        response: { 200: requestDetailSchema, ...staffErrors },
      },
    },
    async (req) => {
      await assignRequest({ db: app.db, requestId: req.params.id, userId: req.body.userId, actor: signedInUser(req) })
      return getRequestDetail({ db: app.db, id: req.params.id })
    },
  )

  app.post(
    '/requests/:id/reply',
    {
      schema: {
        summary: 'Email the planner (through the outbox)',
        tags,
        params: idParamsSchema,
        body: replySchema,
        response: {
          201: sentReplySchema,
          ...staffErrors,
        },
      },
    },
    async (req, reply) => {
      const message = await sendReply({
        db: app.db,
        config: app.config,
        requestId: req.params.id,
        ...req.body,
        actor: signedInUser(req),
      })
      return reply.code(201).send(message)
    },
  )

  app.get(
    '/reply-templates',
    {
      schema: {
        summary: 'The reply templates, filled for a request',
        tags,
        querystring: replyTemplatesQuerySchema,
        response: {
          200: replyTemplatesResponseSchema,
          ...staffErrors,
        },
      },
    },
    async (req) => ({ templates: await replyTemplatesFor({ db: app.db, requestId: req.query.requestId }) }),
  )

  app.post(
    '/requests/:id/confirm',
    {
      schema: {
        summary: 'Confirm a booking: the event goes on the planner’s dashboard',
        tags,
        params: idParamsSchema,
        body: confirmSchema,
        response: { 200: requestDetailSchema, ...staffErrors },
      },
    },
    async (req) => {
      await confirmRequest({
        db: app.db,
        config: app.config,
        requestId: req.params.id,
        note: req.body.note,
        eventName: req.body.eventName,
        actor: signedInUser(req),
      })
      return getRequestDetail({ db: app.db, id: req.params.id })
    },
  )

  app.post(
    '/requests/:id/venue',
    {
      schema: {
        summary: 'Turn an accepted partner application into a venue and invite its applicant as owner',
        tags,
        params: idParamsSchema,
        body: partnerVenueSchema,
        response: { 201: requestDetailSchema, ...staffErrors },
      },
    },
    async (req, reply) => {
      await createVenueFromApplication({
        db: app.db,
        requestId: req.params.id,
        input: req.body,
        actor: signedInUser(req),
        publicUrl: app.config.PUBLIC_URL,
      })
      return reply.code(201).send(await getRequestDetail({ db: app.db, id: req.params.id }))
    },
  )
}

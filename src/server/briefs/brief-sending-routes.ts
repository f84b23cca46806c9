// Sending a brief: at once to up to 5 venues, or saved as a draft with its group vote, then the
// draft sent or discarded. Registered inside briefRoutes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noContentSchema } from '~/domain/api/no-content'
import {
  BRIEF_MESSAGES,
  briefCreatedSchema,
  briefDraftCreatedSchema,
  briefInputSchema,
  briefParamsSchema,
  briefSendSchema,
} from '~/domain/briefs/briefs-api'
import { currentUserId, requireUser, signedInUser } from '../auth/auth-plugin'
import { AppError } from '../lib/errors'
import { hashBody, readIdempotencyKey } from '../lib/idempotency'
import { publicFormRateLimit } from '../lib/rate-limit'
import { briefErrors as errors, briefTags as tags } from './brief-route-schemas'
import { createBrief, createDraftBrief } from './create-brief'
import { discardDraftBrief, sendDraftBrief } from './send-draft'

export const briefSendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  const config = app.config
  const rateLimit = publicFormRateLimit(config)

  app.post(
    '/briefs',
    {
      config: { rateLimit },
      schema: {
        summary: 'Send one brief to up to 5 venues',
        tags,
        body: briefInputSchema,
        response: { 201: briefCreatedSchema, ...errors },
      },
    },
    async (req, reply) => {
      const key = readIdempotencyKey(req.headers)
      const idempotency = key ? { scope: 'POST /api/briefs', key, bodyHash: hashBody(req.body) } : undefined
      const result = await createBrief({ db, config, input: req.body, userId: currentUserId(req), idempotency })
      if (result.replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(result.statusCode as 201).send(result.body)
    },
  )

  app.post(
    '/briefs/drafts',
    {
      // The vote needs an organiser who can come back to it: a visitor is asked to sign in.
      onRequest: async (req) => {
        if (!req.user) throw new AppError('unauthenticated', BRIEF_MESSAGES.signInForVote)
      },
      config: { rateLimit },
      schema: {
        summary: 'Save a brief as a draft and open its group vote (nothing is sent)',
        tags,
        body: briefInputSchema,
        response: { 201: briefDraftCreatedSchema, ...errors },
      },
    },
    async (req, reply) => {
      const key = readIdempotencyKey(req.headers)
      const idempotency = key ? { scope: 'POST /api/briefs/drafts', key, bodyHash: hashBody(req.body) } : undefined
      const userId = signedInUser(req).id
      const result = await createDraftBrief({ db, config, input: req.body, userId, idempotency })
      if (result.replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(result.statusCode as 201).send(result.body)
    },
  )

  app.post(
    '/briefs/:ref/send',
    {
      onRequest: requireUser,
      config: { rateLimit },
      schema: {
        summary: 'Send a draft to the venues and dates chosen; its vote closes',
        tags,
        params: briefParamsSchema,
        body: briefSendSchema,
        response: { 201: briefCreatedSchema, ...errors },
      },
    },
    async (req, reply) => {
      const ref = req.params.ref.toUpperCase()
      const key = readIdempotencyKey(req.headers)
      const idempotency = key ? { scope: `POST /api/briefs/${ref}/send`, key, bodyHash: hashBody(req.body) } : undefined
      const userId = signedInUser(req).id
      const result = await sendDraftBrief({ db, config, ref, userId, input: req.body, idempotency })
      if (result.replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(result.statusCode as 201).send(result.body)
    },
  )

  app.delete(
    '/briefs/:ref',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Discard a draft (never sent)',
        tags,
        params: briefParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await discardDraftBrief({ db, ref: req.params.ref, userId: signedInUser(req).id })
      return reply.code(204).send(null)
    },
  )
}

// Reading a brief: my briefs, a brief's comparison of its venues' quotes (signed link or owner),
// and accepting one venue's quote. Registered inside briefRoutes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  briefAcceptSchema,
  briefComparisonSchema,
  briefParamsSchema,
  briefTokenQuerySchema,
  myBriefsResponseSchema,
} from '~/domain/briefs/briefs-api'
import { requireUser, signedInUser } from '../auth/auth-plugin'
import { errorResponses } from '../lib/error-responses'
import { publicFormRateLimit } from '../lib/rate-limit'
import { acceptBriefQuote } from './accept-quote'
import { briefErrors as errors, readerOf, briefTags as tags } from './brief-route-schemas'
import { briefComparison, findReadableBrief, listMyBriefs } from './brief-view'

export const briefComparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  const config = app.config
  const rateLimit = publicFormRateLimit(config)

  app.get(
    '/briefs',
    {
      onRequest: requireUser,
      schema: { summary: 'My briefs', tags, response: { 200: myBriefsResponseSchema, ...errorResponses(401) } },
    },
    async (req) => ({ briefs: await listMyBriefs(db, signedInUser(req).id) }),
  )

  app.get(
    '/briefs/:ref',
    {
      schema: {
        summary: "A brief's comparison of its venues' quotes",
        tags,
        params: briefParamsSchema,
        querystring: briefTokenQuerySchema,
        response: { 200: briefComparisonSchema, ...errors },
      },
    },
    async (req) => briefComparison(db, config, await findReadableBrief(db, req.params.ref, readerOf(req))),
  )

  app.post(
    '/briefs/:ref/accept',
    {
      config: { rateLimit },
      schema: {
        summary: "Accept one venue's quote; the others are declined",
        tags,
        params: briefParamsSchema,
        querystring: briefTokenQuerySchema,
        body: briefAcceptSchema,
        response: { 200: briefComparisonSchema, ...errors },
      },
    },
    (req) => acceptBriefQuote({ db, config, ref: req.params.ref, reader: readerOf(req), input: req.body, ip: req.ip }),
  )
}

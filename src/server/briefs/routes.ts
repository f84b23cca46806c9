// The brief's routes, under /api: send a brief, read and accept from its comparison
// (signed link or owner), share it for a group vote, vote, and a signed-in planner's shortlist.
// Register with `{ prefix: '/api' }`.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { noContentSchema } from '~/domain/api/no-content'
import {
  BRIEF_MESSAGES,
  briefAcceptSchema,
  briefComparisonSchema,
  briefCreatedSchema,
  briefDraftCreatedSchema,
  briefInputSchema,
  briefSendSchema,
  briefParamsSchema,
  briefTokenQuerySchema,
  myBriefsResponseSchema,
} from '~/domain/briefs/briefs-api'
import { shortlistInputSchema, shortlistResponseSchema } from '~/domain/briefs/shortlist-api'
import {
  publicVoteSchema,
  shareResponseSchema,
  voteAcceptedSchema,
  voteConfirmSchema,
  voteGuestListsSchema,
  voteInputSchema,
  voteInviteInputSchema,
  voteInviteResultSchema,
  voteResultsSchema,
  voteTokenParamsSchema,
} from '~/domain/briefs/votes-api'
import { currentUserId, requireUser, signedInUser } from '../auth/auth-plugin'
import { AppError } from '../lib/errors'
import { hashBody, readIdempotencyKey } from '../lib/idempotency'
import { publicFormRateLimit } from '../lib/rate-limit'
import { acceptBriefQuote } from './accept-quote'
import { briefComparison, findReadableBrief, listMyBriefs, type BriefReader } from './brief-view'
import { createBrief, createDraftBrief } from './create-brief'
import { discardDraftBrief, sendDraftBrief } from './send-draft'
import { getShortlist, putShortlist } from './shortlist'
import {
  castVote,
  closeVote,
  confirmVote,
  getPublicVote,
  getVoteResults,
  inviteVoteGuests,
  listVoteGuestLists,
  shareBrief,
} from './votes'
import { errorResponses } from '../lib/error-responses'

const tags = ['briefs']
const errors = errorResponses(400, 401, 404, 409, 429)
const emptyBody = z.object({}).optional()

const readerOf = (req: FastifyRequest & { query: { token?: string } }): BriefReader => ({
  token: req.query.token,
  userId: currentUserId(req),
})

export const briefRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/briefs/:ref/share',
    {
      config: { rateLimit },
      schema: {
        summary: 'The public link for the group vote',
        tags,
        params: briefParamsSchema,
        querystring: briefTokenQuerySchema,
        body: emptyBody,
        response: { 200: shareResponseSchema, ...errors },
      },
    },
    (req) => shareBrief({ db, config, ref: req.params.ref, reader: readerOf(req) }),
  )

  app.get(
    '/briefs/:ref/vote-invitations',
    {
      schema: {
        summary: "The organiser's guest lists the vote can be emailed to",
        tags,
        params: briefParamsSchema,
        querystring: briefTokenQuerySchema,
        response: { 200: voteGuestListsSchema, ...errors },
      },
    },
    (req) => listVoteGuestLists({ db, ref: req.params.ref, reader: readerOf(req) }),
  )

  app.post(
    '/briefs/:ref/vote-invitations',
    {
      config: { rateLimit },
      schema: {
        summary: "Email the vote to an event's guests, each with their own link (once per guest)",
        tags,
        params: briefParamsSchema,
        querystring: briefTokenQuerySchema,
        body: voteInviteInputSchema,
        response: { 200: voteInviteResultSchema, ...errors },
      },
    },
    (req) => inviteVoteGuests({ db, config, ref: req.params.ref, reader: readerOf(req), eventId: req.body.eventId }),
  )

  app.get(
    '/briefs/:ref/votes',
    {
      schema: {
        summary: "The group vote's results",
        tags,
        params: briefParamsSchema,
        querystring: briefTokenQuerySchema,
        response: { 200: voteResultsSchema, ...errors },
      },
    },
    (req) => getVoteResults({ db, config, ref: req.params.ref, reader: readerOf(req) }),
  )

  app.post(
    '/briefs/:ref/votes/close',
    {
      config: { rateLimit },
      schema: {
        summary: 'Close the group vote',
        tags,
        params: briefParamsSchema,
        querystring: briefTokenQuerySchema,
        body: emptyBody,
        response: { 200: voteResultsSchema, ...errors },
      },
    },
    (req) => closeVote({ db, config, ref: req.params.ref, reader: readerOf(req) }),
  )

  app.get(
    '/votes/:token',
    {
      schema: {
        summary: 'A group vote: venues, dates and tallies',
        tags,
        params: voteTokenParamsSchema,
        response: { 200: publicVoteSchema, ...errors },
      },
    },
    (req) => getPublicVote({ db, config, token: req.params.token }),
  )

  app.post(
    '/votes/:token',
    {
      config: { rateLimit },
      schema: {
        summary: 'Vote (by email, confirmed from a link, or by RSVP link)',
        tags,
        params: voteTokenParamsSchema,
        body: voteInputSchema,
        response: { 201: voteAcceptedSchema, 202: voteAcceptedSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { statusCode, body } = await castVote({ db, config, token: req.params.token, input: req.body })
      return reply.code(statusCode).send(body)
    },
  )

  app.post(
    '/votes/:token/confirm',
    {
      config: { rateLimit },
      schema: {
        summary: 'Count a vote from its confirmation link',
        tags,
        params: voteTokenParamsSchema,
        body: voteConfirmSchema,
        response: { 200: voteAcceptedSchema, ...errors },
      },
    },
    (req) => confirmVote({ db, token: req.params.token, confirmation: req.body.confirmation }),
  )

  app.get(
    '/shortlist',
    {
      onRequest: requireUser,
      schema: { summary: 'My shortlist', tags, response: { 200: shortlistResponseSchema, ...errorResponses(401) } },
    },
    (req) => getShortlist(db, signedInUser(req).id),
  )

  app.put(
    '/shortlist',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Replace my shortlist (up to 5 venues)',
        tags,
        body: shortlistInputSchema,
        response: { 200: shortlistResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => putShortlist(db, signedInUser(req).id, req.body.venueIds),
  )
}

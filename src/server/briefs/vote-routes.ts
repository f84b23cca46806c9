// A brief's group vote: the organiser shares it, emails it to an event's guests, reads and closes it;
// a voter reads it, votes and confirms. Registered inside briefRoutes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { briefParamsSchema, briefTokenQuerySchema } from '~/domain/briefs/briefs-api'
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
import { publicFormRateLimit } from '../lib/rate-limit'
import { briefErrors as errors, readerOf, briefTags as tags } from './brief-route-schemas'
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

const emptyBody = z.object({}).optional()

export const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  const config = app.config
  const rateLimit = publicFormRateLimit(config)

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
}

// What the brief's routes share: their OpenAPI tag, their error answers, and the reader of a brief
// (its signed link's token, or the signed-in owner).
import type { FastifyRequest } from 'fastify'
import { currentUserId } from '../auth/auth-plugin'
import { errorResponses } from '../lib/error-responses'
import type { BriefReader } from './brief-view'

export const briefTags = ['briefs']
export const briefErrors = errorResponses(400, 401, 404, 409, 429)

export const readerOf = (req: FastifyRequest & { query: { token?: string } }): BriefReader => ({
  token: req.query.token,
  userId: currentUserId(req),
})

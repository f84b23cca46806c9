// Signing up, in (password or an emailed sign-in link) and out, and who is signed in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUserSchema } from '~/domain/auth/auth-user'
import { authSessionResponseSchema, logInSchema } from '~/domain/auth/log-in'
import { SIGN_IN_LINK_SENT_MESSAGE, signInLinkRedeemSchema, signInLinkRequestSchema } from '~/domain/auth/sign-in-link'
import { messageResponseSchema, SIGN_UP_SUCCESS_MESSAGE, signUpSchema } from '~/domain/auth/sign-up'
import { publicFormRateLimit } from '../lib/rate-limit'
import { signedInUser, requireUser } from './auth-plugin'
import { currentUser } from './current-user'
import { deviceCookieHeader } from './device-cookie'
import { logIn } from './log-in'
import { passwordHashCost } from './password-hash'
import { bearerToken, revokeSession } from './sessions'
import { redeemSignInLink, requestSignInLink } from './sign-in-link'
import { signUp } from './sign-up'
import { errorResponses } from '../lib/error-responses'
import { withRetryAfter } from './retry-after'

export const LOG_OUT_MESSAGE = 'Logged out successfully'

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = publicFormRateLimit(app.config)
  const publicUrl = app.config.PUBLIC_URL
  const hashCost = passwordHashCost(app.config)
  const tags = ['auth']

  app.post(
    '/auth/signup',
    {
      config: { rateLimit },
      schema: {
        summary: "Create an account ('Join Early Access'); the same answer whether or not the email is taken",
        tags,
        body: signUpSchema,
        response: { 201: messageResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (req, reply) => {
      await signUp({ db: app.db, input: req.body, publicUrl, hashCost })
      return reply.code(201).send({ message: SIGN_UP_SUCCESS_MESSAGE })
    },
  )

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Log in with email and password; a new session token each time',
        tags,
        body: logInSchema,
        response: {
          200: authSessionResponseSchema,
          ...errorResponses(400, 401, 429, 503),
        },
      },
    },
    async (req, reply) => {
      const { deviceCookie, ...answer } = await withRetryAfter(reply, () =>
        logIn({ db: app.db, input: req.body, clientAddress: req.ip, cookieHeader: req.headers.cookie, hashCost }),
      )
      reply.header('set-cookie', deviceCookieHeader(deviceCookie, publicUrl))
      return answer
    },
  )

  app.post(
    '/auth/sign-in-link',
    {
      schema: {
        summary: 'Email a one-time sign-in link (for an owner whose log-in is locked; same answer whatever the email)',
        tags,
        body: signInLinkRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      await withRetryAfter(reply, () => requestSignInLink({ db: app.db, email: req.body.email, clientAddress: req.ip }))
      return { message: SIGN_IN_LINK_SENT_MESSAGE }
    },
  )

  app.post(
    '/auth/sign-in-link/redeem',
    {
      config: { rateLimit },
      schema: {
        summary: 'Sign in with the emailed link (once, within 15 minutes); a new session token',
        tags,
        body: signInLinkRedeemSchema,
        response: { 200: authSessionResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      const { deviceCookie, ...answer } = await redeemSignInLink({ db: app.db, input: req.body })
      reply.header('set-cookie', deviceCookieHeader(deviceCookie, publicUrl))
      return answer
    },
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        summary: "Revoke the bearer token's session (idempotent)",
        tags,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => {
      const token = bearerToken(req.headers.authorization)
      if (token) await revokeSession({ db: app.db, token })
      return { message: LOG_OUT_MESSAGE }
    },
  )

  app.get(
    '/auth/user',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The signed-in user (Authorization: Bearer <token>), and whether she manages a venue',
        tags,
        response: { 200: currentUserSchema, ...errorResponses(401) },
      },
    },
    (req) => currentUser({ db: app.db, user: signedInUser(req) }),
  )
}

// The accounts API. Every body is declared with the domain's zod schema, so a bad
// field is a 400 with the product's message next to it (src/domain/auth/auth-fields.ts).
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUserSchema } from '~/domain/auth/auth-user'
import { EMAIL_VERIFIED_MESSAGE, verifyEmailSchema } from '~/domain/auth/email-verification'
import { authSessionResponseSchema, logInSchema } from '~/domain/auth/log-in'
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  RESET_PASSWORD_SUCCESS_MESSAGE,
  resetPasswordSchema,
} from '~/domain/auth/password-reset'
import { SIGN_IN_LINK_SENT_MESSAGE, signInLinkRedeemSchema, signInLinkRequestSchema } from '~/domain/auth/sign-in-link'
import { messageResponseSchema, SIGN_UP_SUCCESS_MESSAGE, signUpSchema } from '~/domain/auth/sign-up'
import { SOCIAL_PROVIDERS, socialSignInSchema, type SocialProvider } from '~/domain/auth/social-sign-in'
import { publicFormRateLimit } from '../lib/rate-limit'
import { TooManyAttempts } from './attempt-limits'
import { signedInUser, requireUser } from './auth-plugin'
import { currentUser } from './current-user'
import { resendVerification, verifyEmail } from './email-verification'
import { deviceCookieHeader } from './device-cookie'
import { logIn } from './log-in'
import { passwordHashCost } from './password-hash'
import { requestPasswordReset, resetPassword } from './password-reset'
import { bearerToken, revokeSession } from './sessions'
import { redeemSignInLink, requestSignInLink } from './sign-in-link'
import { signUp } from './sign-up'
import { createIdTokenVerifier, providerSettings, socialSignIn, type IdTokenVerifier } from './social-sign-in'
import { errorResponses } from '../lib/error-responses'

export const LOG_OUT_MESSAGE = 'Logged out successfully'

/** A 429 from our own limits carries Retry-After (seconds), as clients and proxies expect. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfterSeconds))
    throw err
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        summary: 'Email a one-time reset link (same answer whether or not the account exists)',
        tags,
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      await withRetryAfter(reply, () =>
        requestPasswordReset({ db: app.db, email: req.body.email, clientAddress: req.ip }),
      )
      return { message: FORGOT_PASSWORD_MESSAGE }
    },
  )

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit },
      schema: {
        summary: 'Set a new password with the emailed token; logs out every session',
        tags,
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (req) => {
      await resetPassword({ db: app.db, input: req.body, publicUrl, hashCost })
      return { message: RESET_PASSWORD_SUCCESS_MESSAGE }
    },
  )

  app.post(
    '/auth/verify-email',
    {
      config: { rateLimit },
      schema: {
        summary:
          'Confirm the email with the one-time token of the welcome email; links the requests and events sent with it',
        tags,
        body: verifyEmailSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      await verifyEmail({ db: app.db, token: req.body.token })
      return { message: EMAIL_VERIFIED_MESSAGE }
    },
  )

  app.post(
    '/auth/resend-verification',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Email the signed-in user a new confirmation link (3 in 15 minutes)',
        tags,
        response: { 200: messageResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (req, reply) => {
      const message = await withRetryAfter(reply, () =>
        resendVerification({ db: app.db, user: signedInUser(req), publicUrl }),
      )
      return { message }
    },
  )

  const verifiers: Record<SocialProvider, IdTokenVerifier | null> = { google: null, apple: null }
  for (const provider of SOCIAL_PROVIDERS) {
    const settings = providerSettings(app.config, provider)
    verifiers[provider] = settings ? createIdTokenVerifier(settings) : null
    app.post(
      `/auth/${provider}`,
      {
        config: { rateLimit },
        schema: {
          summary: `Sign in or sign up with a ${provider === 'google' ? 'Google' : 'Apple'} ID token; 501 when not configured`,
          tags,
          body: socialSignInSchema,
          response: {
            200: authSessionResponseSchema,
            ...errorResponses(400, 401, 501),
          },
        },
      },
      (req) => socialSignIn({ db: app.db, provider, verify: verifiers[provider], input: req.body, publicUrl }),
    )
  }
}

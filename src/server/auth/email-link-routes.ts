// What the emailed links do: reset a forgotten password, confirm an email (and send a new confirmation).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { EMAIL_VERIFIED_MESSAGE, verifyEmailSchema } from '~/domain/auth/email-verification'
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  RESET_PASSWORD_SUCCESS_MESSAGE,
  resetPasswordSchema,
} from '~/domain/auth/password-reset'
import { messageResponseSchema } from '~/domain/auth/sign-up'
import { publicFormRateLimit } from '../lib/rate-limit'
import { signedInUser, requireUser } from './auth-plugin'
import { resendVerification, verifyEmail } from './email-verification'
import { passwordHashCost } from './password-hash'
import { requestPasswordReset, resetPassword } from './password-reset'
import { errorResponses } from '../lib/error-responses'
import { withRetryAfter } from './retry-after'

export const emailLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = publicFormRateLimit(app.config)
  const publicUrl = app.config.PUBLIC_URL
  const hashCost = passwordHashCost(app.config)
  const tags = ['auth']

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
}

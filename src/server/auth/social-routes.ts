// Sign in or up with Google or Apple: one route per provider, 501 when it is not configured.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authSessionResponseSchema } from '~/domain/auth/log-in'
import { SOCIAL_PROVIDERS, socialSignInSchema, type SocialProvider } from '~/domain/auth/social-sign-in'
import { publicFormRateLimit } from '../lib/rate-limit'
import { createIdTokenVerifier, providerSettings, socialSignIn, type IdTokenVerifier } from './social-sign-in'
import { errorResponses } from '../lib/error-responses'

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = publicFormRateLimit(app.config)
  const publicUrl = app.config.PUBLIC_URL
  const tags = ['auth']

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

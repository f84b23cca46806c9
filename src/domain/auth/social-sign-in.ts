// POST /api/auth/google and /api/auth/apple ({ token }), the provider's OpenID Connect ID token.
import { z } from 'zod'
import { text } from '../text-field'

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const PROVIDER_LABEL: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' }

export const socialSignInSchema = z.object({
  token: text({ error: 'Sign-in token is required' })
    .trim()
    .min(1, 'Sign-in token is required')
    .max(8192, 'Sign-in token is too long'),
  rememberMe: z.boolean().optional(),
  /** Apple puts no name in its ID token; the web client passes the one Apple gave it at first consent. */
  firstName: text().trim().max(120).optional(),
  lastName: text().trim().max(120).optional(),
})
export type SocialSignInInput = z.infer<typeof socialSignInSchema>

export const socialMessages = (provider: SocialProvider) => {
  const label = PROVIDER_LABEL[provider]
  return {
    notConfigured: `${label} sign-in is not configured`,
    failed: `${label} sign-in failed`,
    loggedIn: `Logged in with ${label} successfully!`,
    signedUp: `Signed up with ${label} successfully!`,
  }
}

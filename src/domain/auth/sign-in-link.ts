// "Email me a sign-in link": while an account's log-in is locked (someone is guessing its
// password), its owner signs in with a one-time link sent to her address (15 minutes, single use).
import { z } from 'zod'
import { text } from '../text-field'
import { emailAddressField } from './auth-fields'

export const SIGN_IN_LINK_MINUTES = 15
export const SIGN_IN_LINK_SENT_MESSAGE =
  'If an account exists for that email, we sent a sign-in link. It works once, for 15 minutes.'
export const INVALID_SIGN_IN_LINK_MESSAGE = 'This sign-in link is invalid, used or expired. Ask for a new one.'

export const signInLinkRequestSchema = z.object({ email: emailAddressField() })
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>

export const signInLinkRedeemSchema = z.object({
  token: text({ error: INVALID_SIGN_IN_LINK_MESSAGE })
    .trim()
    .min(1, INVALID_SIGN_IN_LINK_MESSAGE)
    .max(200, INVALID_SIGN_IN_LINK_MESSAGE),
  rememberMe: z.boolean().optional(),
})
export type SignInLinkRedeem = z.infer<typeof signInLinkRedeemSchema>

// Email verification: the welcome email carries a one-time link
// /verify-email?token=…; only a proven address gets the requests and events sent with it.
import { z } from 'zod'
import { text } from '../text-field'

export const EMAIL_VERIFIED_MESSAGE = 'Your email is confirmed.'
export const INVALID_VERIFICATION_LINK_MESSAGE = 'This confirmation link is invalid or has expired.'
export const VERIFICATION_SENT_MESSAGE = 'We sent a new confirmation link to your email.'
export const ALREADY_VERIFIED_MESSAGE = 'Your email is already confirmed.'

/** Days a verification link stays valid. */
export const VERIFICATION_LINK_DAYS = 7

export const verifyEmailSchema = z.object({
  token: text({ error: INVALID_VERIFICATION_LINK_MESSAGE })
    .trim()
    .min(1, INVALID_VERIFICATION_LINK_MESSAGE)
    .max(200, INVALID_VERIFICATION_LINK_MESSAGE),
})
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>

// POST /api/auth/login (email, password, rememberMe) and the login form.
import { z } from 'zod'
import { text } from '../text-field'
import { AUTH_MESSAGES, emailAddressField, PASSWORD_MAX } from './auth-fields'
import { authUserSchema } from './auth-user'

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'
export const LOG_IN_SUCCESS_MESSAGE = 'Logged in successfully!'

export const logInSchema = z.object({
  email: emailAddressField(),
  password: text({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
  rememberMe: z.boolean().optional(),
})
export type LogInInput = z.infer<typeof logInSchema>

/** What every way of signing in answers (password, Google, Apple). */
export const authSessionResponseSchema = z.object({
  /** Bearer token for `Authorization: Bearer …`. */
  token: z.string(),
  message: z.string(),
  user: authUserSchema,
  /** ISO timestamp after which the token no longer works. */
  expiresAt: z.string(),
  /** Social sign-in only: true when this sign-in created the account. */
  created: z.boolean().optional(),
})
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>

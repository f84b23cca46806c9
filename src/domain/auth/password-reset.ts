// Forgot password → emailed one-time link → /reset-password?token=…
import { z } from 'zod'
import { text } from '../text-field'
import { AUTH_MESSAGES, emailAddressField, newPasswordField } from './auth-fields'

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, we sent a link to reset your password.'
export const RESET_PASSWORD_SUCCESS_MESSAGE = 'Your password has been reset. You can now log in.'
export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired.'

export const forgotPasswordSchema = z.object({ email: emailAddressField() })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z.object({
  token: text({ error: INVALID_RESET_LINK_MESSAGE })
    .trim()
    .min(1, INVALID_RESET_LINK_MESSAGE)
    .max(200, INVALID_RESET_LINK_MESSAGE),
  password: newPasswordField(),
})
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDontMatch,
  })
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>

// POST /api/auth/signup (firstName, lastName, email, password) and the 'Join Early Access' form.
import { z } from 'zod'
import { text } from '../text-field'
import { AUTH_MESSAGES, emailAddressField, firstNameField, lastNameField, newPasswordField } from './auth-fields'

export const SIGN_UP_SUCCESS_MESSAGE = 'Account created!'

export const signUpSchema = z.object({
  firstName: firstNameField(),
  lastName: lastNameField(),
  email: emailAddressField(),
  password: newPasswordField(),
})
export type SignUpInput = z.infer<typeof signUpSchema>

/** The form adds 'confirm password', checked in the browser only. */
export const signUpFormSchema = signUpSchema
  .extend({ confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDontMatch,
  })
export type SignUpFormValues = z.infer<typeof signUpFormSchema>

export const messageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>

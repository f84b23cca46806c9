// The account rules, with their exact messages: one definition for the
// sign-up / reset forms (zodResolver) and the API (route schemas).
import { text } from '../text-field'
import { emailField, NAME_MAX } from '../fields'
import { isCommonPassword } from './common-passwords'

export const PASSWORD_MIN = 8
/** Long passphrases are welcome; the cap keeps a hash request cheap. */
export const PASSWORD_MAX = 128

export const AUTH_MESSAGES = {
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordComplexity: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordCommon: 'This password is too common. Please choose another.',
  passwordsDontMatch: "Passwords don't match",
} as const

export const emailAddressField = () => emailField(AUTH_MESSAGES.invalidEmail)

function nameField(message: string) {
  return text({ error: message }).trim().min(2, message).max(NAME_MAX, `Must be at most ${NAME_MAX} characters`)
}
export const firstNameField = () => nameField(AUTH_MESSAGES.firstNameMin)
export const lastNameField = () => nameField(AUTH_MESSAGES.lastNameMin)

/** A new password (sign-up, reset). Not trimmed: spaces are characters like any other. */
export function newPasswordField() {
  return text({ error: AUTH_MESSAGES.passwordMin })
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax)
    .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/s, AUTH_MESSAGES.passwordComplexity)
    .refine((p) => !isCommonPassword(p), AUTH_MESSAGES.passwordCommon)
}

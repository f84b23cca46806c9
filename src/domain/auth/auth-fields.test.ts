import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from './auth-fields'
import { resetPasswordFormSchema } from './password-reset'
import { signUpFormSchema, signUpSchema } from './sign-up'

const valid = { firstName: 'Maya', lastName: 'Lopez', email: 'maya@example.com', password: 'Dinner4Thirty' }
const firstError = (input: unknown, path: string) =>
  signUpFormSchema.safeParse(input).error?.issues.find((i) => i.path.join('.') === path)?.message

describe('sign-up rules', () => {
  it('accepts a good sign-up and trims names and email', () => {
    expect(signUpSchema.parse({ ...valid, firstName: ' Maya ', email: ' maya@example.com ' })).toEqual(valid)
  })

  it.each([
    ['short', AUTH_MESSAGES.passwordMin],
    ['lowercase1only', AUTH_MESSAGES.passwordComplexity],
    ['PASSWORD99X', AUTH_MESSAGES.passwordComplexity],
    ['Password123', AUTH_MESSAGES.passwordCommon],
    ['pAssW0rd', AUTH_MESSAGES.passwordCommon],
    [`Aa1${'z'.repeat(200)}`, AUTH_MESSAGES.passwordMax],
  ])('refuses the password %j with the first applicable message', (password, message) => {
    expect(firstError({ ...valid, password, confirmPassword: password }, 'password')).toBe(message)
  })

  it('checks the confirmation: "Passwords don\'t match"', () => {
    expect(firstError({ ...valid, confirmPassword: 'Dinner4Thirt' }, 'confirmPassword')).toBe("Passwords don't match")
    expect(
      resetPasswordFormSchema.safeParse({ token: 't', password: 'Dinner4Thirty', confirmPassword: 'x' }).success,
    ).toBe(false)
  })
})

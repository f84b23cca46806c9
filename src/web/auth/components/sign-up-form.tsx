// /signup 'Join Early Access'. It opens an account at once, so the
// button says so (not 'Join Waitlist'): 'Create Account' / 'Creating Account...',
// 'Account created!' then /login.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { signUpFormSchema, type SignUpFormValues } from '~/domain/auth/sign-up'
import { EmailField, NameField } from '~/web/components/form/contact-fields'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { failureMessage } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useSignUp } from '../api/sign-up'
import { authPaths } from '../auth-paths'
import { PasswordInput } from './password-input'

export const NEW_PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.'

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const

export function SignUpForm() {
  const mutation = useSignUp()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  })
  const { register, formState } = form
  const busy = mutation.isPending || formState.isSubmitting
  const e = formState.errors

  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: ({ confirmPassword: _confirm, ...input }) => mutation.mutateAsync(input),
    successToast: ({ message }) => ({
      title: message,
      description: 'Check your email for the link that confirms your address.',
    }),
    onSuccess: (_result, { email }) => navigate(authPaths.login(searchParams.get('next')), { state: { email } }),
    failureToast: (error) => ({ title: 'Sign Up Failed', description: failureMessage(error, 'Failed to sign up.') }),
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Join Early Access">
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField
          register={register}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          error={e.firstName?.message}
          required
        />
        <NameField
          register={register}
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          error={e.lastName?.message}
          required
        />
      </div>
      <EmailField register={register} name="email" error={e.email?.message} required />
      <FormField label="Password" error={e.password?.message} hint={NEW_PASSWORD_HINT} required>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField label="Confirm password" error={e.confirmPassword?.message} required>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  )
}

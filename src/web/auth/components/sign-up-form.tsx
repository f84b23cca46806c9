// /signup 'Join Early Access' (spec §2 'Sign-up', §5, §8): 'Join Waitlist' / 'Joining Waitlist...',
// 'Account created!' then /login.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { signUpFormSchema, type SignUpFormValues } from '~/domain/auth/sign-up'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { useSignUp } from '../api/sign-up'
import { authPaths } from '../auth-paths'
import { applyServerFieldErrors } from '../lib/server-field-errors'
import { AuthField } from './auth-field'
import { PasswordInput } from './password-input'

export const NEW_PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.'

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const

export function SignUpForm() {
  const mutation = useSignUp()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const { register, handleSubmit, formState, setError } = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  })
  const busy = mutation.isPending || formState.isSubmitting
  const e = formState.errors

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    try {
      const { message } = await mutation.mutateAsync(input)
      toast({ variant: 'success', title: message, description: 'Check your email for the link that confirms your address.' })
      await navigate(authPaths.login(searchParams.get('next')), { state: { email: input.email } })
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS)
      toast({
        variant: 'destructive',
        title: 'Sign Up Failed',
        description: (isApiError(error) && error.status < 500 && error.serverMessage) || 'Failed to sign up.',
      })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Join Early Access">
      <div className="grid gap-5 sm:grid-cols-2">
        <AuthField label="First name" error={e.firstName?.message} required>
          {(p) => <Input {...p} autoComplete="given-name" {...register('firstName')} />}
        </AuthField>
        <AuthField label="Last name" error={e.lastName?.message} required>
          {(p) => <Input {...p} autoComplete="family-name" {...register('lastName')} />}
        </AuthField>
      </div>
      <AuthField label="Email" error={e.email?.message} required>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </AuthField>
      <AuthField label="Password" error={e.password?.message} hint={NEW_PASSWORD_HINT} required>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('password')} />}
      </AuthField>
      <AuthField label="Confirm password" error={e.confirmPassword?.message} required>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('confirmPassword')} />}
      </AuthField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Joining Waitlist...' : 'Join Waitlist'}
      </Button>
    </form>
  )
}

// /reset-password?token=…: a new password with the sign-up rules; an unusable link says so and
// offers a new one.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { INVALID_RESET_LINK_MESSAGE, resetPasswordFormSchema, type ResetPasswordFormValues } from '~/domain/auth/password-reset'
import { Button } from '~/web/components/ui/button'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { useResetPassword } from '../api/reset-password'
import { authPaths } from '../auth-paths'
import { applyServerFieldErrors } from '../lib/server-field-errors'
import { AuthField } from './auth-field'
import { GENERIC_FAILURE } from './login-form'
import { PasswordInput } from './password-input'
import { NEW_PASSWORD_HINT } from './sign-up-form'

export function InvalidResetLink({ message = INVALID_RESET_LINK_MESSAGE }: { message?: string }) {
  return (
    <div className="grid justify-items-center gap-4 text-center" role="alert">
      <p className="font-medium text-ink-900">{message}</p>
      <Button asChild>
        <Link to={authPaths.forgotPassword()}>Request a new link</Link>
      </Button>
    </div>
  )
}

export function ResetPasswordForm({ token }: { token: string }) {
  const mutation = useResetPassword()
  const navigate = useNavigate()
  const [linkError, setLinkError] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  })
  const busy = mutation.isPending || formState.isSubmitting
  const e = formState.errors

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    try {
      const { message } = await mutation.mutateAsync(input)
      toast({ variant: 'success', title: 'Password reset', description: message })
      await navigate(authPaths.login(), { replace: true })
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['password']).length > 0) return
      if (isApiError(error) && error.status === 400) {
        setLinkError(error.serverMessage || INVALID_RESET_LINK_MESSAGE)
        return
      }
      toast({
        variant: 'destructive',
        title: 'Error',
        description: (isApiError(error) && error.status < 500 && error.serverMessage) || GENERIC_FAILURE,
      })
    }
  })

  if (linkError || e.token) return <InvalidResetLink message={linkError ?? e.token?.message} />

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Choose a new password">
      <AuthField label="New password" error={e.password?.message} hint={NEW_PASSWORD_HINT} required>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('password')} />}
      </AuthField>
      <AuthField label="Confirm new password" error={e.confirmPassword?.message} required>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('confirmPassword')} />}
      </AuthField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  )
}

// /reset-password?token=…: a new password with the sign-up rules; an unusable link says so and
// offers a new one.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import {
  INVALID_RESET_LINK_MESSAGE,
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '~/domain/auth/password-reset'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { isApiError } from '~/web/lib/api'
import { failureMessage } from '~/web/lib/form-errors'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useResetPassword } from '../api/reset-password'
import { authPaths } from '../auth-paths'
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
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  })
  const { register, formState } = form
  const busy = mutation.isPending || formState.isSubmitting
  const e = formState.errors

  const onSubmit = useSubmitForm(form, {
    fields: ['password'],
    send: ({ confirmPassword: _confirm, ...input }) => mutation.mutateAsync(input),
    successToast: ({ message }) => ({ title: 'Password reset', description: message }),
    onSuccess: () => navigate(authPaths.login(), { replace: true }),
    onError: (error, fields) => {
      if (fields.length) return true
      // Any other 400 is about the link (used, expired, unknown): the page says so and offers a new one.
      if (isApiError(error) && error.status === 400) {
        setLinkError(error.serverMessage || INVALID_RESET_LINK_MESSAGE)
        return true
      }
    },
    failureToast: (error) => ({ title: 'Error', description: failureMessage(error, GENERIC_FAILURE) }),
  })

  if (linkError || e.token) return <InvalidResetLink message={linkError ?? e.token?.message} />

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Choose a new password">
      <FormField label="New password" error={e.password?.message} hint={NEW_PASSWORD_HINT} required>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField label="Confirm new password" error={e.confirmPassword?.message} required>
        {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  )
}

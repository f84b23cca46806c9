// /forgot-password: the same answer whatever the address (no account enumeration).
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { forgotPasswordSchema, type ForgotPasswordInput } from '~/domain/auth/password-reset'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { useRequestPasswordReset } from '../api/forgot-password'
import { authPaths } from '../auth-paths'
import { applyServerFieldErrors } from '../lib/server-field-errors'
import { AuthField } from './auth-field'
import { GENERIC_FAILURE } from './login-form'

export function ForgotPasswordForm() {
  const mutation = useRequestPasswordReset()
  const { register, handleSubmit, formState, setError } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const busy = mutation.isPending || formState.isSubmitting

  const onSubmit = handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input)
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email'])
      toast({
        variant: 'destructive',
        title: 'Error',
        description: (isApiError(error) && error.status < 500 && error.serverMessage) || GENERIC_FAILURE,
      })
    }
  })

  if (mutation.isSuccess) {
    return (
      <div className="grid justify-items-center gap-4 text-center" role="status">
        <MailCheck className="size-10 text-sage-600" aria-hidden />
        <p className="text-ink-800">{mutation.data.message}</p>
        <p className="text-sm text-ink-600">The link works once and expires in 1 hour. Check your spam folder if it doesn't arrive.</p>
        <Button asChild variant="outline">
          <Link to={authPaths.login()}>Back to log in</Link>
        </Button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Reset your password">
      <AuthField label="Email" error={formState.errors.email?.message} required>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </AuthField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  )
}

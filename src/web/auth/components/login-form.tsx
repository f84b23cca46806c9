// /login (spec §2 'Login', §5, §8): email, password, remember me; 'Logging In...' while busy.
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { Link, useLocation } from 'react-router'
import { INVALID_CREDENTIALS_MESSAGE, logInSchema, type LogInInput } from '~/domain/auth/log-in'
import { Button } from '~/web/components/ui/button'
import { Checkbox } from '~/web/components/ui/checkbox'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { useLogIn } from '../api/log-in'
import { authPaths } from '../auth-paths'
import { applyServerFieldErrors } from '../lib/server-field-errors'
import { useCompleteSignIn } from '../lib/use-complete-sign-in'
import { AuthField } from './auth-field'
import { PasswordInput } from './password-input'

export const GENERIC_FAILURE = 'Something went wrong. Please try again.'

/** Spec §8 'Login Failed': the server's message, else 'Invalid email or password'; no answer at all: try again. */
export function logInFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.status >= 500) return GENERIC_FAILURE
  return error.serverMessage || INVALID_CREDENTIALS_MESSAGE
}

export function LoginForm({ rememberMe, onRememberMeChange }: { rememberMe: boolean; onRememberMeChange: (v: boolean) => void }) {
  const location = useLocation()
  const prefillEmail = (location.state as { email?: unknown } | null)?.email
  const mutation = useLogIn()
  const completeSignIn = useCompleteSignIn()
  const { register, handleSubmit, control, formState, setError } = useForm<LogInInput>({
    resolver: zodResolver(logInSchema),
    defaultValues: { email: typeof prefillEmail === 'string' ? prefillEmail : '', password: '', rememberMe },
  })
  const busy = mutation.isPending || formState.isSubmitting
  const e = formState.errors

  const onSubmit = handleSubmit(async (input) => {
    try {
      const session = await mutation.mutateAsync(input)
      await completeSignIn(session, { rememberMe: input.rememberMe ?? false, toastTitle: session.message })
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email', 'password'])
      toast({ variant: 'destructive', title: 'Login Failed', description: logInFailureMessage(error) })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Log in">
      <AuthField label="Email" error={e.email?.message} required>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </AuthField>
      <AuthField
        label="Password"
        error={e.password?.message}
        required
        labelAside={
          <Link
            to={authPaths.forgotPassword()}
            className="rounded-sm text-sm font-medium text-terracotta-700 underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        {(p) => <PasswordInput {...p} autoComplete="current-password" {...register('password')} />}
      </AuthField>
      <Controller
        control={control}
        name="rememberMe"
        render={({ field }) => (
          <div className="flex items-center gap-2.5">
            <Checkbox
              id="remember-me"
              checked={field.value ?? false}
              onCheckedChange={(checked) => {
                field.onChange(checked === true)
                onRememberMeChange(checked === true)
              }}
              onBlur={field.onBlur}
              ref={field.ref}
            />
            <Label htmlFor="remember-me" className="cursor-pointer">
              Remember me
            </Label>
          </div>
        )}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Logging In...' : 'Log In'}
      </Button>
    </form>
  )
}

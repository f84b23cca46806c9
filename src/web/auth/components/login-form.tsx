// /login: email, password, remember me; 'Logging In...' while busy.
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { Link, useLocation } from 'react-router'
import { INVALID_CREDENTIALS_MESSAGE, logInSchema, type LogInInput } from '~/domain/auth/log-in'
import { EmailField } from '~/web/components/form/contact-fields'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Checkbox } from '~/web/components/ui/checkbox'
import { Label } from '~/web/components/ui/label'
import { isApiError } from '~/web/lib/api'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useLogIn } from '../api/log-in'
import { authPaths } from '../auth-paths'
import { useCompleteSignIn } from '../lib/use-complete-sign-in'
import { PasswordInput } from './password-input'
import { SignInLinkOffer } from './sign-in-link'

/** 'Login Failed': the server's message, else 'Invalid email or password'; no answer at all: try again. */
export function logInFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.status >= 500) return GENERIC_FAILURE
  return error.serverMessage || INVALID_CREDENTIALS_MESSAGE
}

export function LoginForm({
  rememberMe,
  onRememberMeChange,
}: {
  rememberMe: boolean
  onRememberMeChange: (v: boolean) => void
}) {
  const location = useLocation()
  const prefillEmail = (location.state as { email?: unknown } | null)?.email
  const mutation = useLogIn()
  const completeSignIn = useCompleteSignIn()
  const form = useForm<LogInInput>({
    resolver: zodResolver(logInSchema),
    defaultValues: { email: typeof prefillEmail === 'string' ? prefillEmail : '', password: '', rememberMe },
  })
  const { register, control, formState } = form
  const busy = mutation.isPending || formState.isSubmitting
  const e = formState.errors

  const onSubmit = useSubmitForm(form, {
    fields: ['email', 'password'],
    send: (input) => mutation.mutateAsync(input),
    onSuccess: (session, input) =>
      completeSignIn(session, { rememberMe: input.rememberMe ?? false, toastTitle: session.message }),
    failureToast: (error) => ({ title: 'Login Failed', description: logInFailureMessage(error) }),
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Log in">
      <EmailField register={register} name="email" error={e.email?.message} required />
      <FormField
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
      </FormField>
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
      {isApiError(mutation.error) && mutation.error.status === 429 && (
        <SignInLinkOffer email={form.getValues('email')} />
      )}
    </form>
  )
}

// /forgot-password: the same answer whatever the address (no account enumeration).
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as mailCheckIcon from 'lucide-react/icons/mail-check'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { forgotPasswordSchema, type ForgotPasswordInput } from '~/domain/auth/password-reset'
import { EmailField } from '~/web/components/form/contact-fields'
import { Button } from '~/web/components/ui/button'
import { failureMessage } from '~/web/lib/form-errors'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useRequestPasswordReset } from '../api/forgot-password'
import { authPaths } from '../auth-paths'

const MailCheck = lucideIcon(mailCheckIcon)

export function ForgotPasswordForm() {
  const mutation = useRequestPasswordReset()
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { register, formState } = form
  const busy = mutation.isPending || formState.isSubmitting

  const onSubmit = useSubmitForm(form, {
    fields: ['email'],
    send: (input) => mutation.mutateAsync(input),
    failureToast: (error) => ({ title: 'Error', description: failureMessage(error, GENERIC_FAILURE) }),
  })

  if (mutation.isSuccess) {
    return (
      <div className="grid justify-items-center gap-4 text-center" role="status">
        <MailCheck className="size-10 text-sage-600" aria-hidden />
        <p className="text-ink-800">{mutation.data.message}</p>
        <p className="text-sm text-ink-600">
          The link works once and expires in 1 hour. Check your spam folder if it doesn't arrive.
        </p>
        <Button asChild variant="outline">
          <Link to={authPaths.login()}>Back to log in</Link>
        </Button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Reset your password">
      <EmailField register={register} name="email" error={formState.errors.email?.message} required />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  )
}

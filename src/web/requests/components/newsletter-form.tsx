// Newsletter subscription (double opt-in): POST /api/newsletter/subscriptions.
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { NEWSLETTER_ROLES } from '~/domain/options'
import {
  newsletterSubscriptionSchema, type NewsletterSubscriptionInput, type NewsletterSubscriptionRequest,
} from '~/domain/requests/newsletter'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { toast } from '~/web/lib/use-toast'
import { useSubscribeToNewsletter } from '~/web/requests/api/subscribe-to-newsletter'
import { useIdempotentAttempt } from '~/web/requests/lib/idempotency'
import { applyServerFieldErrors } from '~/web/requests/lib/server-errors'
import { FormField, nativeSelectClass } from './form-field'

export const NEWSLETTER_CHECK_INBOX = 'Check your inbox to confirm your subscription'

export function NewsletterForm() {
  const mutation = useSubscribeToNewsletter()
  const attempts = useIdempotentAttempt()
  const { register, handleSubmit, setError, formState } = useForm<NewsletterSubscriptionInput, unknown, NewsletterSubscriptionRequest>({
    resolver: zodResolver(newsletterSubscriptionSchema),
    defaultValues: { email: '', company: '', role: '' },
  })
  const doneRef = useRef<HTMLDivElement>(null)
  const e = formState.errors
  const submitting = mutation.isPending

  useEffect(() => {
    if (mutation.isSuccess) doneRef.current?.focus()
  }, [mutation.isSuccess])

  const onSubmit = handleSubmit(async (data) => {
    const attempt = attempts.attemptFor(data)
    try {
      await mutation.mutateAsync({ data, idempotencyKey: attempt.key })
      attempts.settled()
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email', 'company', 'role'])
      toast({ variant: 'destructive', title: 'Error', description: 'Something went wrong. Please try again.' })
    }
  })

  if (mutation.isSuccess) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="grid justify-items-start gap-2 outline-none">
        <MailCheck className="size-9 text-sage-600" aria-hidden />
        <p className="font-display text-2xl font-semibold text-ink-900">{NEWSLETTER_CHECK_INBOX}</p>
        <p className="text-ink-700">{mutation.data.message}</p>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Subscribe to the newsletter" className="grid gap-4">
      <FormField label="Email" error={e.email?.message} required>
        {(p) => <Input {...p} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Company name (optional)" error={e.company?.message}>
          {(p) => <Input {...p} autoComplete="organization" {...register('company')} />}
        </FormField>
        <FormField label="Role (optional)" error={e.role?.message}>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('role')}>
              <option value="">Select your role</option>
              {NEWSLETTER_ROLES.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
        {submitting ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  )
}

// Newsletter subscription (double opt-in): POST /api/newsletter/subscriptions.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as mailCheckIcon from 'lucide-react/icons/mail-check'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { NEWSLETTER_ROLES } from '~/domain/options'
import {
  newsletterSubscriptionSchema,
  type NewsletterSubscriptionInput,
  type NewsletterSubscriptionRequest,
} from '~/domain/requests/newsletter'
import { CompanyField, EmailField } from '~/web/components/form/contact-fields'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useSubscribeToNewsletter } from '~/web/requests/api/subscribe-to-newsletter'

const MailCheck = lucideIcon(mailCheckIcon)

export const NEWSLETTER_CHECK_INBOX = 'Check your inbox to confirm your subscription'

export function NewsletterForm() {
  const mutation = useSubscribeToNewsletter()
  const form = useForm<NewsletterSubscriptionInput, unknown, NewsletterSubscriptionRequest>({
    resolver: zodResolver(newsletterSubscriptionSchema),
    defaultValues: { email: '', company: '', role: '' },
  })
  const { register, formState } = form
  const doneRef = useRef<HTMLDivElement>(null)
  const e = formState.errors
  const submitting = mutation.isPending

  useEffect(() => {
    if (mutation.isSuccess) doneRef.current?.focus()
  }, [mutation.isSuccess])

  const onSubmit = useSubmitForm(form, {
    fields: ['email', 'company', 'role'],
    send: (data, attempt) => mutation.mutateAsync({ data, idempotencyKey: attempt.key }),
    failureToast: { title: 'Error', description: GENERIC_FAILURE },
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
      <EmailField register={register} name="email" error={e.email?.message} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <CompanyField register={register} name="company" label="Company name (optional)" error={e.company?.message} />
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

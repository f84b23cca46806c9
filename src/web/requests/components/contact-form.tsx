// The contact page's own form (DESIGN.md §2: no third-party embed): POST /api/contact.
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { CONTACT_SUCCESS_MESSAGE, contactSchema, type ContactInput, type ContactRequest } from '~/domain/requests/contact'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { toast } from '~/web/lib/use-toast'
import { useSendContactMessage } from '~/web/requests/api/send-contact-message'
import { useIdempotentAttempt } from '~/web/requests/lib/idempotency'
import { applyServerFieldErrors } from '~/web/requests/lib/server-errors'
import { FormField, textareaClass } from './form-field'

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const
const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' }

export function ContactForm() {
  const mutation = useSendContactMessage()
  const attempts = useIdempotentAttempt()
  const { register, handleSubmit, setError, reset, formState } = useForm<ContactInput, unknown, ContactRequest>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
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
      reset(EMPTY)
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS)
      toast({ variant: 'destructive', title: 'Error', description: 'Something went wrong. Please try again.' })
    }
  })

  if (mutation.isSuccess) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="grid justify-items-start gap-3 outline-none">
        <CircleCheck className="size-9 text-sage-600" aria-hidden />
        <h3 className="font-display text-2xl font-semibold text-ink-900">Message sent</h3>
        <p className="text-ink-700">{mutation.data.message || CONTACT_SUCCESS_MESSAGE}</p>
        <p className="text-sm text-ink-600">
          Reference: <span className="font-mono font-semibold text-ink-900">{mutation.data.reference}</span>
        </p>
        <Button variant="outline" onClick={() => mutation.reset()}>
          Send another message
        </Button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact us" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={e.name?.message} required>
          {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
        </FormField>
        <FormField label="Email" error={e.email?.message} required>
          {(p) => <Input {...p} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormField label="Phone (optional)" error={e.phone?.message}>
          {(p) => <Input {...p} type="tel" autoComplete="tel" {...register('phone')} />}
        </FormField>
        <FormField label="Subject (optional)" error={e.subject?.message}>
          {(p) => <Input {...p} {...register('subject')} />}
        </FormField>
      </div>
      <FormField label="Message" error={e.message?.message} required>
        {(p) => <textarea {...p} rows={5} className={textareaClass} {...register('message')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
        {submitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}

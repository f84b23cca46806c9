// The contact page's own form (no third-party embed): POST /api/contact.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import {
  CONTACT_SUCCESS_MESSAGE,
  contactSchema,
  type ContactInput,
  type ContactRequest,
} from '~/domain/requests/contact'
import { ContactFields } from '~/web/components/form/contact-fields'
import { textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useSendContactMessage } from '~/web/requests/api/send-contact-message'

const CircleCheck = lucideIcon(circleCheckIcon)

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const
const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' }

export function ContactForm() {
  const mutation = useSendContactMessage()
  const form = useForm<ContactInput, unknown, ContactRequest>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  })
  const { register, reset, formState } = form
  const doneRef = useRef<HTMLDivElement>(null)
  const e = formState.errors
  const submitting = mutation.isPending

  useEffect(() => {
    if (mutation.isSuccess) doneRef.current?.focus()
  }, [mutation.isSuccess])

  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (data, attempt) => mutation.mutateAsync({ data, idempotencyKey: attempt.key }),
    onSuccess: () => reset(EMPTY),
    failureToast: { title: 'Error', description: GENERIC_FAILURE },
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
        <ContactFields register={register} errors={e} labels={{ name: 'Name' }} phone="optional" />
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

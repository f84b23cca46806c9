// Write to the planner from the request: one of the four templates (filled by the server for this
// request), edited, sent through the outbox and recorded in the history.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as mailIcon from 'lucide-react/icons/mail'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import type { ReplyTemplateId } from '~/domain/staff/reply-templates'
import { replySchema } from '~/domain/staff/reply-api'
import { textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useReplyTemplates } from '../api/get-reply-templates'
import { useSendReply } from '../api/send-reply'

const Mail = lucideIcon(mailIcon)

type FormInput = z.input<typeof replySchema>
type FormOutput = z.output<typeof replySchema>

export function ReplyDialog({ requestId, to }: { requestId: number; to: string }) {
  const [open, setOpen] = useState(false)
  const templates = useReplyTemplates(requestId, open)
  const send = useSendReply(requestId)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(replySchema),
    defaultValues: { template: undefined, subject: '', body: '' },
  })
  const { register, control, setValue, reset, formState } = form
  const template = useWatch({ control, name: 'template' })

  const applyTemplate = (id: string) => {
    const t = templates.data?.find((x) => x.id === id)
    if (!t) {
      setValue('template', undefined)
      return
    }
    setValue('template', t.id as ReplyTemplateId)
    setValue('subject', t.subject, { shouldValidate: formState.isSubmitted })
    setValue('body', t.body, { shouldValidate: formState.isSubmitted })
  }

  const onSubmit = useSubmitForm(form, {
    fields: ['subject', 'body'],
    send: (values) => send.mutateAsync(values),
    successToast: () => ({ title: 'Reply sent', description: `Your email to ${to} is on its way (see Emails).` }),
    onSuccess: () => {
      reset()
      setOpen(false)
    },
    failureToast: (error) => ({ title: 'Reply not sent', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Mail aria-hidden /> Reply
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Reply to the planner</DialogTitle>
        <DialogDescription>Sent to {to} from the concierge team, and kept in the request's history.</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-ink-800">Start from a template</legend>
            <div className="flex flex-wrap gap-2">
              {templates.isPending ? (
                <span className="text-sm text-ink-600" role="status">
                  Loading templates…
                </span>
              ) : (
                templates.data?.map((t) => (
                  <Button
                    key={t.id}
                    size="sm"
                    variant={template === t.id ? 'dark' : 'outline'}
                    aria-pressed={template === t.id}
                    onClick={() => applyTemplate(t.id)}
                  >
                    {t.label}
                  </Button>
                ))
              )}
            </div>
          </fieldset>
          <FormField label="Subject" error={formState.errors.subject?.message} required>
            {(p) => <Input {...p} {...register('subject')} />}
          </FormField>
          <FormField label="Message" error={formState.errors.body?.message} required>
            {(p) => <textarea {...p} rows={12} className={textareaClass} {...register('body')} />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Sending...' : 'Send reply'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}

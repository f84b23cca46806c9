// Write to the planner from the request: one of the four templates (filled by the server for this
// request), edited, sent through the outbox and recorded in the history.
import { zodResolver } from '@hookform/resolvers/zod'
import { Mail } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import type { ReplyTemplateId } from '~/domain/staff/reply-templates'
import { replySchema } from '~/domain/staff/staff-api'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { FormField, textareaClass } from '~/web/requests/components/form-field'
import { applyServerFieldErrors } from '~/web/requests/lib/server-errors'
import { useReplyTemplates } from '../api/get-reply-templates'
import { useSendReply } from '../api/send-reply'

type FormInput = z.input<typeof replySchema>
type FormOutput = z.output<typeof replySchema>

export function ReplyDialog({ requestId, to }: { requestId: number; to: string }) {
  const [open, setOpen] = useState(false)
  const templates = useReplyTemplates(requestId, open)
  const send = useSendReply(requestId)
  const { register, control, handleSubmit, setValue, reset, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(replySchema),
    defaultValues: { template: undefined, subject: '', body: '' },
  })
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

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
      toast({ variant: 'success', title: 'Reply sent', description: `Your email to ${to} is on its way (see Emails).` })
      reset()
      setOpen(false)
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['subject', 'body']).length) return
      toast({ variant: 'destructive', title: 'Reply not sent', description: isApiError(error) ? (error.serverMessage ?? error.message) : 'Please try again.' })
    }
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
                  <Button key={t.id} size="sm" variant={template === t.id ? 'dark' : 'outline'} aria-pressed={template === t.id} onClick={() => applyTemplate(t.id)}>
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

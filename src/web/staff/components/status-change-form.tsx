// Move a request in the workflow (domain/requests/workflow.ts): only the allowed next statuses, each
// with an internal note (required where the domain says so).
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { statusChangeSchema } from '~/domain/staff/request-workflow-api'
import {
  NOTE_REQUIRED,
  STATUS_LABELS,
  TRANSITIONS,
  WORKFLOW_MESSAGES,
  type RequestStatus,
} from '~/domain/requests/workflow'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useChangeStatus } from '../api/change-status'

const schema = statusChangeSchema.superRefine((v, ctx) => {
  if (NOTE_REQUIRED.includes(v.status) && !v.note)
    ctx.addIssue({ code: 'custom', path: ['note'], message: WORKFLOW_MESSAGES.noteRequired })
})
type FormInput = z.input<typeof schema>
type FormOutput = z.output<typeof schema>

export function StatusChangeForm({ requestId, status }: { requestId: number; status: RequestStatus }) {
  const next = TRANSITIONS[status]
  const change = useChangeStatus(requestId)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { status: next[0], note: '' },
  })
  const { register, control, reset, formState } = form
  const chosen = useWatch({ control, name: 'status' }) as RequestStatus
  const noteRequired = NOTE_REQUIRED.includes(chosen)

  const onSubmit = useSubmitForm(form, {
    fields: ['note', 'status'],
    send: (values) => change.mutateAsync({ status: values.status, note: values.note }),
    successToast: (_result, values) => ({
      title: 'Status changed',
      description: `The request is now ${STATUS_LABELS[values.status].toLowerCase()}.`,
    }),
    onSuccess: () => reset(),
    failureToast: (error) => ({ title: 'Status not changed', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })

  if (next.length === 0)
    return (
      <p className="text-sm text-ink-600">
        This request is {STATUS_LABELS[status].toLowerCase()}: its status is final.
      </p>
    )

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change status" className="grid gap-3">
      <FormField label="Move to" error={formState.errors.status?.message}>
        {(p) => (
          <select {...p} className={nativeSelectClass} {...register('status')}>
            {next.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={noteRequired ? 'Internal note (required)' : 'Internal note'}
        hint="Only the team sees it, in the history."
        error={formState.errors.note?.message}
        required={noteRequired}
      >
        {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('note')} />}
      </FormField>
      <Button type="submit" variant="dark" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : 'Change status'}
      </Button>
    </form>
  )
}

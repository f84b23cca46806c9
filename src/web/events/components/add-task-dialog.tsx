// 'Add Task' (the title must be non-blank): title, optional description,
// Assign To the host, a co-host or nobody.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as plusIcon from 'lucide-react/icons/plus'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { EventMember } from '~/domain/events/event'
import { createTaskSchema } from '~/domain/events/task'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useCreateTask } from '../api/create-task'

const Plus = lucideIcon(plusIcon)

type FormInput = z.input<typeof createTaskSchema>
type FormOutput = z.output<typeof createTaskSchema>

const toSelectValue = (v: FormInput['assignedTo']) =>
  v === 'me' ? 'me' : v === null || v === undefined ? 'none' : String(v)
const fromSelectValue = (s: string): FormInput['assignedTo'] => (s === 'me' ? 'me' : s === 'none' ? null : Number(s))

export function AddTaskDialog({ eventId, members, myId }: { eventId: number; members: EventMember[]; myId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden /> Add Task
        </Button>
      </DialogTrigger>
      <DialogContent>
        {open && <AddTaskForm eventId={eventId} members={members} myId={myId} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function AddTaskForm({
  eventId,
  members,
  myId,
  onDone,
}: {
  eventId: number
  members: EventMember[]
  myId: number
  onDone: () => void
}) {
  const mutation = useCreateTask(eventId)
  const me = members.find((m) => m.userId === myId)
  const others = members.filter((m) => m.userId !== myId)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createTaskSchema),
    defaultValues: { title: '', description: '', assignedTo: 'me' },
  })
  const { register, control, formState } = form
  const e = formState.errors
  const busy = mutation.isPending || formState.isSubmitting

  const onSubmit = useSubmitForm(form, {
    fields: ['title', 'description', 'assignedTo'],
    send: (input) => mutation.mutateAsync(input),
    successToast: (task) => ({ title: 'Task Added', description: `"${task.title}" has been added.` }),
    onSuccess: onDone,
    failureToast: { title: 'Error', description: 'Could not add the task. Please try again.' },
    toastWithFieldErrors: false,
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-1 pr-8">
        <DialogTitle>Add Task</DialogTitle>
        <DialogDescription>Add a task and assign it to yourself or a co-host.</DialogDescription>
      </div>
      <FormField label="Title" error={e.title?.message} required>
        {(p) => <Input {...p} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField label="Description (optional)" error={e.description?.message}>
        {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('description')} />}
      </FormField>
      <Controller
        control={control}
        name="assignedTo"
        render={({ field }) => (
          <FormField label="Assign To" error={e.assignedTo?.message}>
            {(p) => (
              <select
                {...p}
                ref={field.ref}
                className={nativeSelectClass}
                value={toSelectValue(field.value)}
                onChange={(ev) => field.onChange(fromSelectValue(ev.target.value))}
                onBlur={field.onBlur}
              >
                <option value="me">{me?.role === 'host' ? 'You (Host)' : 'You'}</option>
                {others.map((m) => (
                  <option key={m.userId} value={m.userId}>
                    {m.role === 'host' ? `${m.name} (Host)` : m.name}
                  </option>
                ))}
                <option value="none">Unassigned</option>
              </select>
            )}
          </FormField>
        )}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add Task'}
        </Button>
      </div>
    </form>
  )
}

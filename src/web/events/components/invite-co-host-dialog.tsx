// Invite a co-host by email, with the messages of src/domain/events/co-host.ts word for word.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as userPlusIcon from 'lucide-react/icons/user-plus'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { inviteCoHostSchema } from '~/domain/events/co-host'
import { EmailField } from '~/web/components/form/contact-fields'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/web/components/ui/dialog'
import { isApiError } from '~/web/lib/api'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useInviteCoHost } from '../api/invite-co-host'

const UserPlus = lucideIcon(userPlusIcon)

export const INVITE_FAILED_MESSAGE = 'Failed to send invitation. Please try again.'

type FormInput = z.input<typeof inviteCoHostSchema>
type FormOutput = z.output<typeof inviteCoHostSchema>

export function InviteCoHostDialog({ eventId }: { eventId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <UserPlus aria-hidden /> Invite
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <InviteForm eventId={eventId} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  )
}

function InviteForm({ eventId, onDone }: { eventId: number; onDone: () => void }) {
  const mutation = useInviteCoHost(eventId)
  const [failed, setFailed] = useState(false)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(inviteCoHostSchema),
    defaultValues: { email: '' },
  })
  const { register, setError, formState } = form
  const busy = mutation.isPending || formState.isSubmitting

  // A failure is said in the dialog, not in a toast: the server's message for the email when it
  // names one (already a member, an invitation to yourself…), INVITE_FAILED_MESSAGE otherwise.
  const onSubmit = useSubmitForm(form, {
    fields: ['email'],
    send: ({ email }) => {
      setFailed(false)
      return mutation.mutateAsync({ email })
    },
    successToast: (sent, { email }) => ({
      title: `Invitation Sent to ${email}`,
      description: sent.resent
        ? 'They already had an invitation: a fresh link replaces the old one.'
        : 'They can accept it from the email we just sent.',
    }),
    onSuccess: onDone,
    onError: (error, fields) => {
      if (fields.length) return true
      const message = isApiError(error) && error.status < 500 ? error.fieldErrors.email : undefined
      if (message) setError('email', { type: 'server', message }, { shouldFocus: true })
      else setFailed(true)
      return true
    },
    failureToast: null,
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-1 pr-8">
        <DialogTitle>Invite a Co-host</DialogTitle>
        <DialogDescription>
          Co-hosts can help manage tasks, chat with the team and keep the guest list.
        </DialogDescription>
      </div>
      <EmailField register={register} name="email" error={formState.errors.email?.message} required />
      {failed && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-950"
        >
          {INVITE_FAILED_MESSAGE}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send Invitation'}
        </Button>
      </div>
    </form>
  )
}

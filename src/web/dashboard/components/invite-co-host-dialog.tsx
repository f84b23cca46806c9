// Invite a co-host by email (spec §2, §5 'Co-host invite', §8): the spec's messages word for word.
import { zodResolver } from '@hookform/resolvers/zod'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { inviteCoHostSchema } from '~/domain/events/co-host'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { FormField } from '~/web/requests/components/form-field'
import { useInviteCoHost } from '../api/invite-co-host'

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
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(inviteCoHostSchema),
    defaultValues: { email: '' },
  })
  const busy = mutation.isPending || formState.isSubmitting

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailed(false)
    try {
      const sent = await mutation.mutateAsync({ email })
      toast({
        variant: 'success',
        title: `Invitation Sent to ${email}`,
        description: sent.resent ? 'They already had an invitation: a fresh link replaces the old one.' : 'They can accept it from the email we just sent.',
      })
      onDone()
    } catch (error) {
      const message = isApiError(error) && error.status < 500 ? error.fieldErrors.email : undefined
      if (message) setError('email', { type: 'server', message }, { shouldFocus: true })
      else setFailed(true)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-1 pr-8">
        <DialogTitle>Invite a Co-host</DialogTitle>
        <DialogDescription>Co-hosts can help manage tasks, chat with the team and keep the guest list.</DialogDescription>
      </div>
      <FormField label="Email" error={formState.errors.email?.message} required>
        {(p) => <Input {...p} type="email" inputMode="email" autoComplete="email" {...register('email')} />}
      </FormField>
      {failed && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-950">
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

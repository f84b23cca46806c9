// "Talk to a person": the contact the concierge team answers (prefilled when signed in), then the
// thread becomes a request in their console; they answer here, and by email.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as userRoundIcon from 'lucide-react/icons/user-round'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { handoverBodySchema } from '~/domain/concierge/handover-api'
import { textareaClass } from '~/web/components/form/control-classes'
import { EmailField, NameField, PhoneField } from '~/web/components/form/contact-fields'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { useSession } from '~/web/lib/get-user'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useHandover } from '../../api/handover'

const UserRound = lucideIcon(userRoundIcon)

type Input = z.input<typeof handoverBodySchema>
type Output = z.output<typeof handoverBodySchema>
const FIELDS = ['name', 'email', 'phone', 'note'] as const

type Props = { id: string; accessKey: string | null; open: boolean; onOpenChange: (open: boolean) => void }

export function HandoverDialog({ id, accessKey, open, onOpenChange }: Props) {
  const user = useSession().user
  const handover = useHandover(id, accessKey)
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(handoverBodySchema),
    values: {
      name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
      email: user?.email ?? '',
      phone: '',
      note: '',
    },
    resetOptions: { keepDirtyValues: true },
  })
  const e = form.formState.errors
  const submit = useSubmitForm(form, {
    fields: FIELDS,
    send: (contact) => handover.mutateAsync(contact),
    successToast: () => ({
      title: 'Our concierge team has your conversation',
      description: 'A person will answer here, and we have emailed you a link back to this conversation.',
    }),
    onSuccess: () => onOpenChange(false),
    failureToast: { title: 'Not sent', description: 'Your conversation could not be handed over. Please try again.' },
  })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Talk to a person</DialogTitle>
        <DialogDescription>
          A person from our concierge team reads this conversation and your brief, and answers here. We email you a link
          back to it.
        </DialogDescription>
        <form noValidate onSubmit={submit} aria-label="Talk to a person" className="grid gap-4">
          <NameField register={form.register} name="name" error={e.name?.message} required />
          <EmailField register={form.register} name="email" error={e.email?.message} required />
          <PhoneField register={form.register} name="phone" label="Phone (optional)" error={e.phone?.message} />
          <FormField label="Anything to add? (optional)" error={e.note?.message}>
            {(p) => <textarea {...p} rows={3} className={textareaClass} {...form.register('note')} />}
          </FormField>
          <Button type="submit" disabled={handover.isPending} className="justify-self-start">
            <UserRound aria-hidden /> {handover.isPending ? 'Sending...' : 'Hand over to a person'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}

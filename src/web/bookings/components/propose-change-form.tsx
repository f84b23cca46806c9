// Propose a change to a signed booking: only the fields filled in change (guests, date, time,
// package, price per person in dollars), with a note; the other side accepts it and signs.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { changeOrderInputSchema, type ChangeOrderInput } from '~/domain/bookings/agreement-api'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { isApiError } from '~/web/lib/api'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useAgreementActions } from '../api/agreement'

type FormValues = {
  guests: string
  date: string
  time: string
  packageName: string
  pricePerPerson: string
  note: string
}
const FIELDS = ['guests', 'date', 'time', 'packageName', 'pricePerPerson', 'note'] as const
const empty: FormValues = { guests: '', date: '', time: '', packageName: '', pricePerPerson: '', note: '' }

export function ProposeChangeForm({ base }: { base: string }) {
  const [open, setOpen] = useState(false)
  const { propose } = useAgreementActions(base)
  const form = useForm<FormValues, unknown, ChangeOrderInput>({
    // The schema reads typed text (blank is "no change"), so its input is the form's strings.
    resolver: zodResolver(changeOrderInputSchema) as unknown as Resolver<FormValues, unknown, ChangeOrderInput>,
    defaultValues: empty,
  })
  const { register, formState } = form
  const onSubmit = useSubmitForm(form, {
    fields: [...FIELDS],
    send: (input) => propose.mutateAsync(input),
    successToast: () => ({ title: 'Change proposed', description: 'The other side accepts or declines it.' }),
    onSuccess: () => {
      form.reset(empty)
      setOpen(false)
    },
    failureToast: (error) => ({
      title: 'The change was not sent',
      description: isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.',
    }),
    toastWithFieldErrors: false,
  })
  if (!open)
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Propose a change
        </Button>
      </div>
    )
  const e = formState.errors
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Propose a change" className="grid gap-3">
      <h3 className="font-semibold text-ink-900">Propose a change</h3>
      <p className="text-sm text-ink-700">Fill in only what changes; the rest stays as agreed.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Guests" error={e.guests?.message}>
          {(c) => <Input {...c} inputMode="numeric" {...register('guests')} />}
        </FormField>
        <FormField label="Date" error={e.date?.message}>
          {(c) => <Input {...c} type="date" {...register('date')} />}
        </FormField>
        <FormField label="Time" hint="For example 7:00 PM" error={e.time?.message}>
          {(c) => <Input {...c} {...register('time')} />}
        </FormField>
        <FormField label="Package" error={e.packageName?.message}>
          {(c) => <Input {...c} {...register('packageName')} />}
        </FormField>
        <FormField label="Price per person ($)" error={e.pricePerPerson?.message}>
          {(c) => <Input {...c} inputMode="decimal" {...register('pricePerPerson')} />}
        </FormField>
        <FormField label="Note (optional)" error={e.note?.message}>
          {(c) => <Input {...c} {...register('note')} />}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="submit" disabled={formState.isSubmitting}>
          Send the change
        </Button>
        <Button variant="outline" onClick={() => setOpen(false)} disabled={formState.isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
